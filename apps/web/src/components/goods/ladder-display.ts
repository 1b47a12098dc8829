/**
 * The ladder price table of a goods detail: one row per quantity range with its unit price, and which
 * row applies to the quantity the buyer has chosen. The tier rule itself is @store/shared's; this only
 * turns it into rows a buyer reads ('1-49盒 ¥12.50', '50-199盒 ¥12.12', '≥200盒 ¥11.75').
 */
import { LADDER_PRICE_TYPE_UP_TO } from '@store/shared/codes';
import { activeTierIndex, ladderUnitPriceFen, sortTiers, type Tier } from '@store/shared/rules/ladder-price';
import { fenToYuan, yuanToFen } from '@store/shared/rules/money';

export type LadderInput = { number: number; price: number }[];

export type LadderRow = {
  /** The shared rule's tier index; -1 is the base-price row of a 'from' ladder. */
  tier: number;
  from: number;
  /** Inclusive upper bound; null for 'and above'. */
  to: number | null;
  price: number;
};

const toTiers = (ladder: LadderInput): Tier[] =>
  sortTiers(ladder.map((t) => ({ number: t.number, priceFen: yuanToFen(t.price) })));

export function ladderRows(ladder: LadderInput, type: number, basePrice: number): LadderRow[] {
  const tiers = toTiers(ladder);
  if (tiers.length === 0) return [];
  if (type === LADDER_PRICE_TYPE_UP_TO) {
    // 'Up to': tier i covers (previous boundary, its own]; above the last boundary the last tier still applies.
    return tiers.map((tier, i) => ({
      tier: i,
      from: (tiers[i - 1]?.number ?? 0) + 1,
      to: i === tiers.length - 1 ? null : tier.number,
      price: fenToYuan(tier.priceFen),
    }));
  }
  // 'From': below the first boundary the base price applies.
  const rows: LadderRow[] = tiers.map((tier, i) => ({
    tier: i,
    from: tier.number,
    to: i + 1 < tiers.length ? tiers[i + 1]!.number - 1 : null, // i + 1 checked against the length
    price: fenToYuan(tier.priceFen),
  }));
  const first = tiers[0]!; // tiers is not empty (checked above)
  if (first.number > 1) rows.unshift({ tier: -1, from: 1, to: first.number - 1, price: basePrice });
  return rows;
}

/** The tier index for the quantity (the row whose `tier` it equals is highlighted). */
export const activeLadderTier = (ladder: LadderInput, type: number, quantity: number): number =>
  activeTierIndex(toTiers(ladder), type, quantity);

/** The unit price in yuan the buyer pays at this quantity. */
export const ladderUnitPrice = (ladder: LadderInput, type: number, basePrice: number, quantity: number): number =>
  fenToYuan(ladderUnitPriceFen(yuanToFen(basePrice), toTiers(ladder), type, quantity));

/** '1-49盒', '≥200盒' */
export function rangeLabel(row: LadderRow, unit: string): string {
  if (row.to === null) return `≥${row.from}${unit}`;
  if (row.to === row.from) return `${row.from}${unit}`;
  return `${row.from}-${row.to}${unit}`;
}
