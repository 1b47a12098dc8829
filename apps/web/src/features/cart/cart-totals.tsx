import type { CartList } from '@store/shared/api/cart';
import { formatYuan } from '@store/shared/rules/money';

/** The cart footer's figures as the server priced them (满减 only when one applies), and its hint (再买…可减…). */
export function CartTotals({ cart }: { cart: CartList }) {
  return (
    <span className="cart-footer__totals" data-testid="cart-totals">
      <span>
        已选 <b data-testid="selected-count">{cart.totals.selected_count}</b> 件
      </span>
      <span>
        商品金额 <b data-testid="goods-amount">{formatYuan(cart.totals.goods_amount)}</b>
      </span>
      {cart.totals.welfare_amount > 0 && (
        <span>
          福利专区折扣 <b data-testid="welfare-amount">-{formatYuan(cart.totals.welfare_amount)}</b>
        </span>
      )}
      {cart.totals.discount_amount > 0 && (
        <span>
          满减 <b data-testid="discount-amount">-{formatYuan(cart.totals.discount_amount)}</b>
        </span>
      )}
      <span>
        运费 <b data-testid="shipping-amount">{formatYuan(cart.totals.shipping_amount)}</b>
      </span>
      <span className="cart-footer__payable">
        应付{' '}
        <b className="price" data-testid="payable-amount">
          {formatYuan(cart.totals.payable_amount)}
        </b>
      </span>
      {cart.hint.text && (
        <small className="cart-footer__hint" data-testid="cart-hint">
          {cart.hint.text}
        </small>
      )}
    </span>
  );
}
