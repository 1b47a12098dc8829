/**
 * The welfare zone (福利专区, /welfare '专区商品结算享94折'): ordinary lines of goods in the zone pay a percent
 * of their unit price. It comes after the ladder price (and the day's special) and before 满减 and coupons;
 * flash-sale and package lines keep their own promotional price, as they do for 满减.
 */

/** The zone's name in goods.zones. */
export const WELFARE_ZONE = 'welfare';
/** 94折 until the console changes it. */
export const DEFAULT_WELFARE_PERCENT = 94;

/** A unit price after the discount, rounded down to the fen (spec §9: prices are rounded down to 2 decimals). */
export function welfareUnitFen(unitFen: number, percent: number): number {
  // unitFen × percent is an integer well inside 2^53, so the division's floor is exact
  return Math.floor((unitFen * percent) / 100);
}

/** What the discount takes off `number` units at `unitFen`: the buyer pays welfareUnitFen × number. */
export function welfareDiscountFen(unitFen: number, number: number, percent: number): number {
  if (percent >= 100) return 0;
  return (unitFen - welfareUnitFen(unitFen, percent)) * number;
}

/** A percent as the store writes it: 94 → '94折', 90 → '9折'. */
export function discountWords(percent: number): string {
  return `${percent % 10 === 0 ? percent / 10 : percent}折`;
}
