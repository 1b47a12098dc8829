import { useEffect } from 'react';
import { Button, Empty, Popconfirm, Spin } from 'antd';
import { DeleteOutlined, MedicineBoxOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { CartList } from '@store/shared/api/cart';
import { Limits, Msg } from '@store/shared/codes';
import { formatYuan } from '@store/shared/rules/money';
import { api } from '../../api/client.ts';
import { takeSidebarCartStale } from '../../api/cart-refresh.ts';
import { CART_KEY } from '../../api/use-cart-total.ts';
import { useCartChange } from '../../api/use-cart-change.ts';
import { paths } from '../../routing/paths.ts';
import { thumbnailOf } from '../goods/image-sources.ts';

const LIST_KEY = [...CART_KEY, 'list', 'sidebar'];

export function CartFlyout({ loggedIn }: { loggedIn: boolean }) {
  const change = useCartChange();
  const { data, isFetching, refetch } = useQuery({
    queryKey: LIST_KEY,
    queryFn: ({ signal }) =>
      api.get<CartList>('/api/cart/list', {
        query: { page: 1, page_size: Limits.CART_LIST_DEFAULT_PAGE_SIZE },
        signal,
      }),
    // Loaded only when the flyout opens with its refresh flag set, never on its own.
    enabled: false,
    staleTime: Infinity,
  });

  useEffect(() => {
    if (loggedIn && (takeSidebarCartStale() || !data)) void refetch();
    // Mounted each time the flyout opens: that is the moment to look at the flag.
  }, [loggedIn, data, refetch]);

  // The header badge (an active query) refetches; this list is disabled, so it is fetched by hand.
  const remove = (id: number) => change.mutate({ kind: 'delete', ids: [id] }, { onSettled: () => void refetch() });

  if (!loggedIn) {
    return (
      <div className="cart-flyout__empty">
        <p>登录后可查看购物车中的商品</p>
        <Link to={paths.login}>
          <Button type="primary">立即登录</Button>
        </Link>
      </div>
    );
  }
  if (!data) return <Spin className="cart-flyout__loading" />;
  if (data.data.length === 0) {
    return <Empty className="cart-flyout__empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={Msg.CART_EMPTY} />;
  }
  return (
    <Spin spinning={isFetching}>
      <ul className="cart-flyout__lines">
        {data.data.map((line) => (
          <li key={line.id} className="cart-flyout__line" data-testid="sidebar-cart-line">
            <span className="cart-flyout__image">
              {line.goods.goods_image[0] ? (
                <img src={thumbnailOf(line.goods.goods_image[0])} alt={line.goods.name} />
              ) : (
                <MedicineBoxOutlined />
              )}
            </span>
            <span className="cart-flyout__info">
              <Link to={paths.goods(line.goods.id)} className="cart-flyout__name">
                {line.goods.name}
              </Link>
              <small>{line.goods.sccj}</small>
              <small>{line.goods.ypgg}</small>
              <span className="cart-flyout__price">
                {formatYuan(line.price)} × {line.number}
              </span>
            </span>
            <Popconfirm title={Msg.CONFIRM_DELETE_CART_ITEM} onConfirm={() => remove(line.id)}>
              <button type="button" className="link-button cart-flyout__delete" aria-label="删除">
                <DeleteOutlined />
              </button>
            </Popconfirm>
          </li>
        ))}
      </ul>
      <div className="cart-flyout__summary">
        <span>
          共 <b>{data.total}</b> 种商品，合计：<b className="price">{formatYuan(data.selected_amount)}</b>
        </span>
        <Link to={paths.cart}>
          <Button type="primary" block>
            去购物车结算
          </Button>
        </Link>
      </div>
    </Spin>
  );
}
