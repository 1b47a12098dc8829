import { fenToYuan } from './money.ts';
import { nextManjianTier, type ManjianTier } from './manjian.ts';

export type NextHint = {
  /** '再买¥X可减¥Y' for the nearest unreached 满减 tier, else '再买¥X包邮', else ''. */
  text: string;
  manjian: { gapFen: number; discountFen: number; text: string } | null;
  shipping: { gapFen: number; text: string } | null;
};

const yuan = (fen: number) => `¥${fenToYuan(fen).toFixed(2)}`;

/**
 * The hint under the cart totals. Activities are given with the qualifying amount already selected;
 * the nearest next tier over all activities wins. `shippingGapFen` 0 means shipping is free.
 */
export function nextHint(activities: { tiers: ManjianTier[]; amountFen: number }[], shippingGapFen: number): NextHint {
  const nexts = activities.map((a) => nextManjianTier(a.tiers, a.amountFen)).filter((n) => n !== null);
  const nearest = nexts.sort((a, b) => a.gapFen - b.gapFen)[0];
  const manjian = nearest
    ? {
        gapFen: nearest.gapFen,
        discountFen: nearest.discountFen,
        text: `再买${yuan(nearest.gapFen)}可减${yuan(nearest.discountFen)}`,
      }
    : null;
  const shipping = shippingGapFen > 0 ? { gapFen: shippingGapFen, text: `再买${yuan(shippingGapFen)}包邮` } : null;
  return { text: manjian?.text ?? shipping?.text ?? '', manjian, shipping };
}
