export { addToCart } from './add.ts';
export { loadPricedCart } from './cart-read.ts';
export { type Buyer, goodsRefusal, quantityRefusal } from './line-checks.ts';
export { toCartItem } from './present.ts';
export {
  type CartGoods,
  cartGoodsColumns,
  type CartLine,
  flashBoughtBefore,
  goodsIdsTaken,
  type LoadedCart,
  priceRows,
  saleIdsOf,
  type SaleRow,
  toCombination,
} from './pricing.ts';
export {
  type AsJson,
  type ComboRow,
  comboSoldSql,
  promotionColumns,
  type PromotionColumns,
  type Promotions,
  promotionsFrom,
} from './promotions-read.ts';
export { countLines } from './repo.ts';
