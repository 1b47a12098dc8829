/**
 * The ladder line under a cart stepper: which tier the quantity gets and how many more units reach
 * the next cheaper one (in whole medium packages). The tier rule is @store/shared's; this only words it.
 */
import { LADDER_PRICE_TYPE_UP_TO } from '@store/shared/codes';
import { activeTierIndex, ladderUnitPriceFen, sortTiers, type Tier } from '@store/shared/rules/ladder-price';
import { fenToYuan, yuanToFen } from '@store/shared/rules/money';

export type LadderFeedback = { current: string; next: string | null };

export function ladderFeedback(
  ladder: { number: number; price: number }[],
  type: number,
  basePrice: number,
  number: number,
  bzdw: string,
  step = 1,
): LadderFeedback | null {
  const tiers: Tier[] = sortTiers(ladder.map((t) => ({ number: t.number, priceFen: yuanToFen(t.price) })));
  if (tiers.length === 0) return null;
  const baseFen = yuanToFen(basePrice);
  const priceAt = (q: number) => ladderUnitPriceFen(baseFen, tiers, type, q);
  const index = activeTierIndex(tiers, type, number);
  const tier = tiers[index];
  const current = tier ? `阶梯价 ¥${fenToYuan(tier.priceFen).toFixed(2)}` : `原价 ¥${fenToYuan(baseFen).toFixed(2)}`;
  // 'Up to' tiers change price just past a boundary; 'from' tiers at the boundary. The quantity named is
  // the first whole medium package there: the one the buyer's + actually reaches.
  const reach = (q: number) => Math.ceil(q / step) * step;
  const starts = tiers
    .map((t) => reach(type === LADDER_PRICE_TYPE_UP_TO ? t.number + 1 : t.number))
    .filter((q) => q > number);
  const cheaper = starts.find((q) => priceAt(q) < priceAt(number));
  const next = cheaper ? `再买${cheaper - number}${bzdw}享 ¥${fenToYuan(priceAt(cheaper)).toFixed(2)}/${bzdw}` : null;
  return { current, next };
}
