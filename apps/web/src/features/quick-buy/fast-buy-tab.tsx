import { useState } from 'react';
import { Button, Empty, Segmented, Space, Table } from 'antd';
import { Link } from 'react-router';
import type { FastBuyItem, FastBuyQuery } from '@store/shared/api/quick-buy';
import { formatYuan } from '@store/shared/rules/money';
import { useAddLinesToCart } from '../../api/use-add-lines-to-cart.ts';
import { goodsHref } from '../../components/goods/goods-card.tsx';
import { GoodsPrice } from '../../components/goods/goods-price.tsx';
import { ArrivalNoticeButton } from '../../components/goods/arrival-notice-button.tsx';
import { formatDate } from './format-date.ts';
import { minimumOrder, QuantityInput } from './quantity-input.tsx';
import { useFastBuy } from './use-quick-buy.ts';
import { serverPagination } from '../../lib/table-pagination.ts';
import { useFeedback } from '../../lib/feedback/feedback.tsx';

const ORDERS: { label: string; value: FastBuyQuery['order'] }[] = [
  { label: '最近购买', value: 'last' },
  { label: '购买次数', value: 'count' },
  { label: '商品名称', value: 'name' },
];

/** 常购清单: what this pharmacy bought before, ready to be bought again — many goods with one add. */
export function FastBuyTab() {
  const { message } = useFeedback();
  const [order, setOrder] = useState<FastBuyQuery['order']>('last');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const list = useFastBuy(page, order);
  const addLines = useAddLinesToCart();
  const rows = list.data?.data ?? [];
  const quantityOf = (item: FastBuyItem) => quantities[item.goods.id] ?? minimumOrder(item.goods);

  const addSelected = () => {
    const lines = rows
      .filter((r) => selected.includes(r.goods.id) && quantityOf(r) > 0)
      .map((r) => ({ goods_id: r.goods.id, number: quantityOf(r), price: r.goods.base_price }));
    if (lines.length === 0) return void message.warning('请先勾选要采购的商品');
    addLines.mutate(lines, { onSuccess: () => setSelected([]) });
  };

  return (
    <div className="kjcg-tab">
      <div className="kjcg-toolbar">
        <Space>
          <span>排序</span>
          <Segmented
            options={ORDERS}
            value={order}
            onChange={(v) => {
              setOrder(v as FastBuyQuery['order']);
              setPage(1);
            }}
            data-testid="fast-buy-order"
          />
        </Space>
        <Space>
          <span>已选 {selected.length} 种</span>
          <Button
            type="primary"
            disabled={!selected.length}
            loading={addLines.isPending}
            onClick={addSelected}
            data-testid="fast-buy-add"
          >
            加入购物车
          </Button>
        </Space>
      </div>
      <Table<FastBuyItem>
        rowKey={(r) => r.goods.id}
        size="middle"
        loading={list.isFetching && !list.data}
        dataSource={rows}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys as number[]),
          getCheckboxProps: (r) => ({ disabled: minimumOrder(r.goods) === 0 }),
        }}
        onRow={() => ({ 'data-testid': 'fast-buy-row' }) as React.HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description="还没有已付款的订单，买过的商品会出现在这里" /> }}
        pagination={serverPagination(page, list.data, setPage)}
        columns={[
          {
            title: '商品',
            render: (_, r) => (
              <div className="kjcg-goods">
                <Link to={goodsHref(r.goods.id)}>{r.goods.name}</Link>
                <small>
                  {r.goods.ypgg} ｜ {r.goods.sccj}
                </small>
              </div>
            ),
          },
          { title: '上次成交价', width: 100, align: 'right', render: (_, r) => formatYuan(r.last_price) },
          { title: '最近购买', width: 100, render: (_, r) => formatDate(r.last_time) },
          { title: '次数', dataIndex: 'times', width: 60, align: 'center' },
          { title: '累计数量', width: 90, render: (_, r) => `${r.total_number}${r.goods.bzdw}` },
          {
            title: '现价',
            width: 110,
            align: 'right',
            render: (_, r) => (
              <div className="kjcg-price">
                <GoodsPrice value={r.goods.base_price} tip={r.goods.price_tip} />
                <PriceChange change={r.price_change} />
              </div>
            ),
          },
          {
            title: '库存',
            width: 80,
            render: (_, r) => (r.goods.number > 0 ? r.goods.number : <span className="kjcg-muted">缺货</span>),
          },
          {
            title: '采购数量',
            width: 150,
            render: (_, r) =>
              minimumOrder(r.goods) > 0 ? (
                <Space size={4}>
                  <QuantityInput
                    goods={r.goods}
                    value={quantityOf(r)}
                    onChange={(n) => setQuantities((q) => ({ ...q, [r.goods.id]: n }))}
                  />
                  {r.goods.bzdw}
                </Space>
              ) : r.goods.number <= 0 && r.goods.base_price !== null ? (
                // Out of stock: asked to be told when it is back, from the row, as on every list.
                <ArrivalNoticeButton goods={r.goods} />
              ) : (
                <span className="kjcg-muted">暂不可购买</span>
              ),
          },
        ]}
      />
    </div>
  );
}

/** How today's price for the quantity bought last moved since it was paid: cheaper in the store's sale red, dearer muted. */
function PriceChange({ change }: { change: number | null }) {
  if (!change) return null;
  const down = change < 0;
  return (
    <small
      className={down ? 'kjcg-change kjcg-change--down' : 'kjcg-change kjcg-change--up'}
      data-testid="price-change"
    >
      比上次{down ? '低' : '高'} {formatYuan(Math.abs(change))}
    </small>
  );
}
