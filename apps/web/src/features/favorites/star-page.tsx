import { useState } from 'react';
import { Button, Empty, Popconfirm, Space, Table, Tag } from 'antd';
import { Link } from 'react-router';
import type { FavoriteItem } from '@store/shared/api/goods';
import { Msg } from '@store/shared/codes';
import { importQuantity } from '@store/shared/rules/purchase-list';
import { useAddLinesToCart } from '../../api/use-add-lines-to-cart.ts';
import { useFavoriteChange, useFavorites } from '../../api/use-favorites.ts';
import { AccountShell } from '../../components/account-menu/account-menu.tsx';
import { AddToCartBox } from '../../components/goods/add-to-cart-box.tsx';
import { goodsHref } from '../../components/goods/goods-card.tsx';
import { GoodsImage } from '../../components/goods/goods-image.tsx';
import { GoodsPrice } from '../../components/goods/goods-price.tsx';
import { paths } from '../../routing/paths.ts';
import { serverPagination } from '../../lib/table-pagination.ts';
import './favorites.css';
import { useFeedback } from '../../lib/feedback/feedback.tsx';

/** The least a goods can be ordered by (medium package, free-shipping minimum), or 0 when it cannot be bought now. */
const orderable = (g: FavoriteItem) => (g.is_buy === 1 ? importQuantity(g, 0).number : 0);

/** /star 我的收藏: favourites with price and stock, add to cart, cancel — one by one or for the selected rows. */
export function StarPage() {
  const { message } = useFeedback();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const list = useFavorites(page);
  const change = useFavoriteChange();
  const addLines = useAddLinesToCart();
  const rows = list.data?.data ?? [];

  const cancel = (ids: number[]) =>
    change.mutate(
      { add: false, ids },
      {
        onSuccess: () => {
          void message.success(Msg.FAVORITE_CANCELLED);
          setSelected((s) => s.filter((id) => !ids.includes(id)));
        },
      },
    );
  const addToCart = (goods: FavoriteItem[]) => {
    const lines = goods
      .filter((g) => orderable(g) > 0)
      .map((g) => ({ goods_id: g.id, number: orderable(g), price: g.base_price }));
    if (lines.length === 0) return void message.warning('所选商品暂不可购买');
    addLines.mutate(lines);
  };
  const chosen = rows.filter((g) => selected.includes(g.id));

  const toolbar = (
    <Space className="star-toolbar">
      <span>已选 {chosen.length} 件</span>
      <Button
        type="primary"
        disabled={!chosen.length}
        loading={addLines.isPending}
        onClick={() => addToCart(chosen)}
        data-testid="star-batch-cart"
      >
        批量加入购物车
      </Button>
      <Popconfirm
        title="确定取消收藏所选商品吗？"
        disabled={!chosen.length}
        onConfirm={() => cancel(chosen.map((g) => g.id))}
      >
        <Button disabled={!chosen.length} data-testid="star-batch-cancel">
          批量取消收藏
        </Button>
      </Popconfirm>
    </Space>
  );

  return (
    <AccountShell title="我的收藏" extra={rows.length > 0 ? toolbar : undefined}>
      <Table<FavoriteItem>
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        dataSource={rows}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        onRow={() => ({ 'data-testid': 'star-row' }) as React.HTMLAttributes<HTMLElement>}
        locale={{
          emptyText: (
            <Empty description="还没有收藏的商品">
              <Link to={paths.goodsList}>去逛逛</Link>
            </Empty>
          ),
        }}
        pagination={serverPagination(page, list.data, (p) => {
          setPage(p);
          setSelected([]);
        })}
        columns={[
          {
            title: '商品',
            render: (_, g) => (
              <Link to={goodsHref(g.id)} className="star-goods">
                <span className="star-goods__image">
                  <GoodsImage src={g.goods_image[0]} alt={g.name} />
                </span>
                <span className="star-goods__text">
                  <b data-testid="star-name">
                    {g.name}
                    {/* A 到货提醒 of the buyer's was answered in the last 7 days. */}
                    {g.arrived === 1 && (
                      <Tag color="success" className="star-arrived" data-testid="star-arrived">
                        已到货
                      </Tag>
                    )}
                  </b>
                  <small>{g.ypgg}</small>
                  <small>{g.sccj}</small>
                </span>
              </Link>
            ),
          },
          { title: '价格', width: 130, render: (_, g) => <GoodsPrice value={g.base_price} tip={g.price_tip} /> },
          {
            title: '库存',
            dataIndex: 'number',
            width: 90,
            render: (n: number, g) => (n > 0 ? `${n}${g.bzdw}` : <span className="star-out">缺货</span>),
          },
          { title: '采购数量', width: 220, render: (_, g) => <AddToCartBox goods={g} layout="row" /> },
          {
            title: '操作',
            width: 100,
            render: (_, g) => (
              <Button size="small" onClick={() => cancel([g.id])} data-testid="star-cancel">
                取消收藏
              </Button>
            ),
          },
        ]}
      />
    </AccountShell>
  );
}
