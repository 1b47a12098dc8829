/** The confirm page's totals block and coupon choices, exactly as POST /api/cart/checkout computed them. */
import type { CheckoutPreview, CouponOption } from '@store/shared/api/checkout';
import { formatYuan } from '@store/shared/rules/money';

export type TotalRow = { key: string; label: string; text: string; payable?: true };

/** 商品金额, 满减优惠, 优惠券, 运费, 应付金额 — discounts shown as deductions, nothing recomputed here. */
export function totalRowsOf(preview: CheckoutPreview): TotalRow[] {
  return [
    { key: 'goods', label: '商品金额', text: formatYuan(preview.goods_amount) },
    { key: 'discount', label: '满减优惠', text: `-${formatYuan(preview.discount_amount)}` },
    { key: 'coupon', label: '优惠券', text: `-${formatYuan(preview.coupon_amount)}` },
    { key: 'shipping', label: '运费', text: `+${formatYuan(preview.shipping_amount)}` },
    ...(preview.cash_coupon_amount > 0
      ? [{ key: 'voucher', label: '购物金抵扣', text: `-${formatYuan(preview.cash_coupon_amount)}` }]
      : []),
    { key: 'payable', label: '应付金额', text: formatYuan(preview.payable_amount), payable: true },
  ];
}

export type CouponChoice = { value: number; label: string; disabled: boolean };

/** '满500减30 · 满¥500.00可用' ; usable coupons first, then the others greyed out with why. */
export function couponChoicesOf(coupons: CouponOption[]): CouponChoice[] {
  const describe = (c: CouponOption) => {
    const what = c.type === 2 ? `抵运费${formatYuan(c.amount)}` : `减${formatYuan(c.amount)}`;
    const threshold = c.min_amount > 0 ? `满${formatYuan(c.min_amount)}可用` : '无门槛';
    return `${c.name}（${what}，${threshold}）${c.usable ? '' : ' · 未达使用条件'}`;
  };
  return [...coupons]
    .sort((a, b) => b.usable - a.usable)
    .map((c) => ({ value: c.id, label: describe(c), disabled: !c.usable }));
}

/** '免运费' or '满¥500.00包邮，未满收运费¥10.00'. */
export function shippingNoteOf(preview: CheckoutPreview): string {
  const { shipping_amount, no_trans_order_amount } = preview.shipping;
  if (shipping_amount <= 0) return '免运费';
  return `满${formatYuan(no_trans_order_amount)}包邮，未满收运费${formatYuan(shipping_amount)}`;
}
