import { Progress, Tag } from 'antd';
import type { CartList } from '@store/shared/api/cart';
import { formatYuan } from '@store/shared/rules/money';

/** 满减 progress per activity (reached tiers first, as the server lists them) and free-shipping progress. */
export function CartPromotions({ cart }: { cart: CartList }) {
  const threshold = cart.shipping.no_trans_order_amount;
  const afterDiscount = cart.totals.goods_amount - cart.totals.discount_amount;
  return (
    <div className="cart-promotions" data-testid="cart-promotions">
      {cart.activity.manjians.map((m) => {
        const next = m.tiers.find((t) => t.status === 0);
        const top = next?.amount ?? m.tiers[m.tiers.length - 1]?.amount ?? 1;
        return (
          <div key={m.id} className="cart-promotions__row" data-testid="manjian-progress">
            <Tag color="orange">满</Tag>
            <span className="cart-promotions__name">{m.name}</span>
            <span className="cart-promotions__tiers">
              {m.tiers.map((t) => (
                <Tag key={t.amount} color={t.status ? 'volcano' : undefined} data-status={t.status}>
                  满{t.amount}减{t.discount}
                </Tag>
              ))}
            </span>
            <Progress
              percent={Math.min(100, Math.floor((m.amount / top) * 100))}
              aria-label={`${m.name}进度`}
              size="small"
              style={{ width: 160 }}
              showInfo={false}
            />
            <span>
              已选 {formatYuan(m.amount)}
              {m.discount > 0 && (
                <>
                  ，已减 <b className="price">{formatYuan(m.discount)}</b>
                </>
              )}
              {next && (
                <>
                  ，再买 {formatYuan(next.amount - m.amount)} 可减 {formatYuan(next.discount)}
                </>
              )}
            </span>
          </div>
        );
      })}
      <div className="cart-promotions__row" data-testid="shipping-progress">
        <Tag color="green">邮</Tag>
        <span className="cart-promotions__name">
          满 {formatYuan(threshold)} 包邮，不满收运费 {formatYuan(cart.shipping.shipping_amount)}
        </span>
        <Progress
          percent={Math.min(100, Math.floor((afterDiscount / Math.max(threshold, 0.01)) * 100))}
          aria-label="包邮进度"
          size="small"
          style={{ width: 160 }}
          showInfo={false}
        />
        <span>{cart.hint.shipping ? cart.hint.shipping.text : cart.totals.selected_count > 0 ? '已包邮' : ''}</span>
      </div>
    </div>
  );
}
