import { Checkbox } from 'antd';
import type { CheckoutPreview } from '@store/shared/api/checkout';
import { formatYuan } from '@store/shared/rules/money';
import { Link } from 'react-router';
import { paths } from '../../routing/paths.ts';

type Props = { preview: CheckoutPreview; use: 0 | 1; disabled: boolean; onChange: (use: 0 | 1) => void };

/**
 * 购物金 on the confirm page: off until the buyer ticks it (spending stored value is the buyer's choice); ticked,
 * the server takes what the vouchers cover after the coupon and re-prices the order. Hidden without any.
 */
export function VoucherSection({ preview, use, disabled, onChange }: Props) {
  if (preview.cash_coupon_usable <= 0) return null;
  return (
    <section className="checkout-section" data-testid="checkout-voucher">
      <h3 className="checkout-section__title">购物金</h3>
      <Checkbox checked={use === 1} disabled={disabled} onChange={(e) => onChange(e.target.checked ? 1 : 0)}>
        使用购物金 {formatYuan(preview.cash_coupon_usable)}
        {use === 1 && preview.cash_coupon_amount > 0 && `，本单抵扣 ${formatYuan(preview.cash_coupon_amount)}`}
      </Checkbox>{' '}
      <Link to={paths.vouchers} target="_blank">
        查看现金券
      </Link>
    </section>
  );
}
