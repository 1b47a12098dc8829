/** Shipping (运费) and free-shipping goods rules (spec §5). Integer fen. */
export type ShippingContext = {
  /** Shipping charged under the threshold, and the threshold itself (goods amount after discounts). */
  shippingFen: number;
  freeShippingThresholdFen: number;
};

/** Shipping: nothing to ship, every selected line a free-shipping goods, or from the threshold → 0. */
export function shippingFenOf(goodsAfterDiscountFen: number, allFreeShipping: boolean, ctx: ShippingContext): number {
  if (goodsAfterDiscountFen <= 0 || allFreeShipping) return 0;
  return goodsAfterDiscountFen >= ctx.freeShippingThresholdFen ? 0 : ctx.shippingFen;
}

/** How much more to buy for free shipping, or 0 when it is already free (or the cart is empty). */
export function freeShippingGapFen(
  goodsAfterDiscountFen: number,
  allFreeShipping: boolean,
  ctx: ShippingContext,
): number {
  if (shippingFenOf(goodsAfterDiscountFen, allFreeShipping, ctx) === 0) return 0;
  return ctx.freeShippingThresholdFen - goodsAfterDiscountFen;
}

/** Free-shipping goods are sold from free_shipping_number units (spec §5); the reason when short. */
export function freeShippingShortfall(
  goods: { isFreeShipping: boolean; freeShippingNumber: number; bzdw: string },
  number: number,
): string | null {
  if (!goods.isFreeShipping || number >= goods.freeShippingNumber) return null;
  return `包邮商品至少购买 ${goods.freeShippingNumber}${goods.bzdw}`;
}
