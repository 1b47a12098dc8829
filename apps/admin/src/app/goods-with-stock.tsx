import { GoodsEditPage } from '../features/goods/goods-edit-page.tsx';
import { GoodsBatchesPanel } from '../features/stock/goods-stock-page.tsx';

/** The goods page with the stock feature's 批次库存 tab: the app composes the two features. */
export function GoodsPageWithStock() {
  return (
    <GoodsEditPage
      extraTabs={[{ key: 'stock', label: '批次库存', render: (goods) => <GoodsBatchesPanel goodsId={goods.id} /> }]}
    />
  );
}
