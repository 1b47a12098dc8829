/** The confirm page's totals block and coupon choices, exactly as POST /api/cart/checkout computed them. */
import type { CheckoutPreview, CouponOption } from '@store/shared/api/checkout';
import { formatYuan } from '@store/shared/rules/money';

export type TotalRow = { key: string; label: string; text: string; payable?: true };

/**
 * 商品金额, 福利专区折扣 (when any), 满减优惠 (when any: never a -¥0.00 row), 优惠券, 运费, 应付金额 — in the order the server takes them,
 * discounts shown as deductions, nothing recomputed here.
 */
export function totalRowsOf(preview: CheckoutPreview): TotalRow[] {
  return [
    { key: 'goods', label: '商品金额', text: formatYuan(preview.goods_amount) },
    ...(preview.welfare_amount > 0
      ? [{ key: 'welfare', label: '福利专区折扣', text: `-${formatYuan(preview.welfare_amount)}` }]
      : []),
    ...(preview.discount_amount > 0
      ? [{ key: 'discount', label: '满减优惠', text: `-${formatYuan(preview.discount_amount)}` }]
      : []),
    { key: 'coupon', label: '优惠券', text: `-${formatYuan(preview.coupon_amount)}` },
    { key: 'shipping', label: '运费', text: `+${formatYuan(preview.shipping_amount)}` },
    ...(preview.cash_coupon_amount > 0
      ? [{ key: 'voucher', label: '购物金抵扣', text: `-${formatYuan(preview.cash_coupon_amount)}` }]
      : []),
    { key: 'payable', label: '应付金额', text: formatYuan(preview.payable_amount), payable: true },
  ];
}

export type CouponChoice = { value: number; label: string; disabled: boolean };

/**
 * '满500减20（满500减20，全场通用）省¥20.00'; usable coupons first (the server sends them most-saving first),
 * then the others greyed out with the server's reason (未达到使用门槛，还差¥x / 不适用于所选商品 / 未到使用时间 …).
 */
export function couponChoicesOf(coupons: CouponOption[]): CouponChoice[] {
  const describe = (c: CouponOption) => {
    const what = `${c.name}（${c.face_text}，${c.scope_text}）`;
    return c.usable ? `${what} 省${formatYuan(c.discount_amount)}` : `${what} · ${c.reason}`;
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
