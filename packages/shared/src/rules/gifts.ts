/** Gift rules (买赠): every `everyNumber` units bought give `giftNumber` units of the gift goods. */
export type GiftRule = { id: number; goodsId: number; everyNumber: number; giftGoodsId: number; giftNumber: number };

/** gift_data.type: 0 no gift, 1 the same goods (买N赠M), 2 another goods. */
export const giftTypeOf = (rule: GiftRule | undefined): 0 | 1 | 2 =>
  !rule ? 0 : rule.giftGoodsId === rule.goodsId ? 1 : 2;

/** Gifts earned by `bought` units, limited to the gift goods' stock still free (short stock gives what it allows). */
export function giftNumberOf(rule: GiftRule, bought: number, freeStock: number): number {
  if (rule.everyNumber <= 0 || rule.giftNumber <= 0) return 0;
  const earned = Math.floor(bought / rule.everyNumber) * rule.giftNumber;
  return Math.max(0, Math.min(earned, freeStock));
}
