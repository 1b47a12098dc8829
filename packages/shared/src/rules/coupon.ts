/** Coupon types: 1 full-amount coupon (满减券), 2 free-shipping coupon (包邮券). */
export const CouponType = { AMOUNT: 1, SHIPPING: 2 } as const;

export type CouponRule = { type: number; amountFen: number; minAmountFen: number };
export type OrderAmounts = { goodsFen: number; discountFen: number; shippingFen: number };

/**
 * What a coupon takes off an order, or null when it cannot be used on it. The threshold is met by
 * the goods amount after full-amount discounts; a coupon never takes more than what it applies to
 * (the goods after discounts, or the shipping), so the payable amount never goes below zero.
 */
export function couponDiscountFen(coupon: CouponRule, order: OrderAmounts): number | null {
  const goodsAfterDiscount = order.goodsFen - order.discountFen;
  if (goodsAfterDiscount <= 0 || goodsAfterDiscount < coupon.minAmountFen) return null;
  if (coupon.type === CouponType.SHIPPING)
    return order.shippingFen > 0 ? Math.min(coupon.amountFen, order.shippingFen) : null;
  return Math.min(coupon.amountFen, goodsAfterDiscount);
}
