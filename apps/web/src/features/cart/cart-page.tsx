import { Button, Checkbox, Empty, Popconfirm, Spin } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { CartItem } from '@store/shared/api/cart';
import { Msg } from '@store/shared/codes';
import { CartLine } from './cart-line.tsx';
import { CartPromotions } from './cart-promotions.tsx';
import { CartTotals } from './cart-totals.tsx';
import { CopyToStores } from './copy-to-stores.tsx';
import { isLoggedIn, useUserBase } from '../../api/use-user-base.ts';
import { useCartChange } from '../../api/use-cart-change.ts';
import { useCartPage } from './use-cart.ts';
import { paths } from '../../routing/paths.ts';
import './cart.css';
import './cart-phone.css';
import { useFeedback } from '../../lib/feedback/feedback.tsx';

function CartEmpty({ text, to, action }: { text: string; to: string; action: string }) {
  return (
    <div className="container cart-page">
      <Empty description={text}>
        <Link to={to}>
          <Button type="primary">{action}</Button>
        </Link>
      </Empty>
    </div>
  );
}

/** /cart (cart_step1): lines priced by the server, promotions progress, totals, 去结算 → step 2. */
export function CartPage() {
  const { modal } = useFeedback();
  const navigate = useNavigate();
  const user = useUserBase();
  const loggedIn = isLoggedIn(user.data);
  const cart = useCartPage(loggedIn);
  const change = useCartChange();
  const busy = change.isPending;

  if (!user.isLoading && !loggedIn)
    return <CartEmpty text="登录后查看购物车中的商品" to={paths.loginThen(paths.cart)} action="立即登录" />;
  if (user.isLoading || cart.isLoading)
    return (
      <div className="container cart-page">
        <Spin />
      </div>
    );
  const data = cart.data;
  if (!data || data.data.length === 0) return <CartEmpty text={Msg.CART_EMPTY} to={paths.goodsList} action="去逛逛" />;
  const valid = data.data.filter((l) => l.invalid_reason === null);
  const invalid = data.data.filter((l) => l.invalid_reason !== null);
  const selected = valid.filter((l) => l.is_selected === 1);
  const allSelected = valid.length > 0 && selected.length === valid.length;
  const run = (next: Parameters<typeof change.mutate>[0]) => change.mutate(next);

  const line = (l: CartItem) => (
    <CartLine
      key={l.id}
      line={l}
      busy={busy}
      onSelect={(on) => run({ kind: 'select', ids: [l.id], selected: on })}
      onQuantity={(number) => change.mutateAsync({ kind: 'edit', id: l.id, number })}
      onDelete={() => run({ kind: 'delete', ids: [l.id] })}
    />
  );
  const removeSelected = () =>
    modal.confirm({
      title: '删除商品',
      content: `确定删除选中的 ${selected.length} 件商品吗?`,
      okButtonProps: { danger: true },
      onOk: () => change.mutateAsync({ kind: 'delete', ids: selected.map((l) => l.id) }).catch(() => {}),
    });
  const checkout = () => navigate(paths.confirmLines(selected.map((l) => l.id)));

  return (
    <div className="container cart-page" data-testid="cart-page">
      <CartPromotions cart={data} />
      <div className="cart-head">
        <Checkbox
          checked={allSelected}
          indeterminate={!allSelected && selected.length > 0}
          disabled={busy || valid.length === 0}
          onChange={(e) => run({ kind: 'select', ids: valid.map((l) => l.id), selected: e.target.checked })}
        >
          全选
        </Checkbox>
        <span>商品信息</span>
        <span>单价</span>
        <span>数量</span>
        <span>小计</span>
        <span>操作</span>
      </div>
      <Spin spinning={busy}>
        <div className="cart-lines">{valid.map(line)}</div>
        {invalid.length > 0 && (
          <div className="cart-invalid" data-testid="cart-invalid">
            <div className="cart-invalid__title">失效商品 {invalid.length} 件（不计入结算）</div>
            {invalid.map(line)}
          </div>
        )}
      </Spin>
      <div className="cart-footer" data-testid="cart-footer">
        <span className="cart-footer__left">
          <Checkbox
            checked={allSelected}
            disabled={busy || valid.length === 0}
            onChange={(e) => run({ kind: 'select', ids: valid.map((l) => l.id), selected: e.target.checked })}
          >
            全选
          </Checkbox>
          <Button type="link" disabled={selected.length === 0} onClick={removeSelected}>
            删除选中
          </Button>
          <CopyToStores ids={selected.map((l) => l.id)} />
          {invalid.length > 0 && (
            <Popconfirm
              title="确定清空失效商品吗?"
              onConfirm={() => run({ kind: 'delete', ids: invalid.map((l) => l.id) })}
            >
              <Button type="link">清空失效商品</Button>
            </Popconfirm>
          )}
        </span>
        <CartTotals cart={data} />
        <Button type="primary" size="large" danger disabled={selected.length === 0 || busy} onClick={checkout}>
          去结算
        </Button>
      </div>
    </div>
  );
}
