export { bannerSvg, storageKeyOf } from './images.ts';
export { hiddenPriceTip, presentGoods } from './present.ts';
export { findBrand, goodsByIds, type GoodsRow } from './repo.ts';
export { loadSearchKeys, searchKeys } from './search-keys.ts';
export { type BuyerViewer, PRICE_TIP_QUALIFICATION, type Viewer, viewerOf } from './viewer.ts';
export { estimatedGoods, goodsCountOf, KEYWORD_COLUMNS, keywordOnRow, termsMatching } from './search.ts';
export { assertSellable, type NewGoods, withSearchKeys } from './write.ts';
