/**
 * Full-amount discounts (满减, spec §4). An activity has tiers over the selected amount of its goods
 * (all goods when `goodsIds` is null); the discount of an activity is its highest reached tier.
 * All amounts are integer fen.
 */
export type ManjianTier = { amountFen: number; discountFen: number };
export type Manjian = { id: number; name: string; tiers: ManjianTier[]; goodsIds: number[] | null };
export type ManjianTierState = ManjianTier & { status: 0 | 1 };

/** Tiers with status 1 when `amountFen` reaches them; reached tiers first, each group by amount. */
export function manjianTiers(tiers: ManjianTier[], amountFen: number): ManjianTierState[] {
  const byAmount = [...tiers].sort((a, b) => a.amountFen - b.amountFen);
  const withStatus = byAmount.map((tier) => ({ ...tier, status: (amountFen >= tier.amountFen ? 1 : 0) as 0 | 1 }));
  return [...withStatus.filter((t) => t.status === 1), ...withStatus.filter((t) => t.status === 0)];
}

/** The discount of the highest reached tier, 0 below the first. */
export function manjianDiscountFen(tiers: ManjianTier[], amountFen: number): number {
  return tiers
    .filter((t) => amountFen >= t.amountFen)
    .reduce((best, t) => (t.amountFen > best.amountFen ? t : best), { amountFen: -1, discountFen: 0 }).discountFen;
}

/** The next tier not yet reached, with how much more to buy, or null. */
export function nextManjianTier(tiers: ManjianTier[], amountFen: number): (ManjianTier & { gapFen: number }) | null {
  const next = [...tiers].sort((a, b) => a.amountFen - b.amountFen).find((t) => t.amountFen > amountFen);
  return next ? { ...next, gapFen: next.amountFen - amountFen } : null;
}

/**
 * Splits `totalFen` over lines in proportion to their amounts so the shares add up exactly
 * (largest remainder; ties go to the earlier line).
 */
export function apportionFen(totalFen: number, amounts: number[]): number[] {
  const sum = amounts.reduce((a, b) => a + b, 0);
  if (sum <= 0 || totalFen <= 0) return amounts.map(() => 0);
  const exact = amounts.map((a) => (totalFen * a) / sum);
  const shares = exact.map(Math.floor);
  let left = totalFen - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1; // i indexes exact, which shares maps one to one
    left -= 1;
  }
  return shares;
}

/**
 * Which activity a goods joins: one naming the goods wins over an all-goods one (a line is never
 * discounted twice); among equals, the lower id.
 */
export function activityOf(activities: Manjian[], goodsId: number): Manjian | undefined {
  return activities.find((a) => a.goodsIds?.includes(goodsId)) ?? activities.find((a) => a.goodsIds === null);
}

export type ManjianLine = { id: number; goodsId: number; amountFen: number };
export type ManjianResult = {
  discountFen: number;
  /** Discount share per line id (goods_manjian_amount). */
  perLine: Map<number, number>;
  activities: { id: number; name: string; amountFen: number; discountFen: number; tiers: ManjianTierState[] }[];
};

/** Applies every activity to the lines that qualify (selected, ordinary lines — the caller decides). */
export function applyManjians(activities: Manjian[], lines: ManjianLine[]): ManjianResult {
  const sorted = [...activities].sort((a, b) => a.id - b.id);
  const perLine = new Map<number, number>();
  const result: ManjianResult['activities'] = [];
  let discountFen = 0;
  // Which activity each line joins is worked out once per line, not once per line and activity.
  const joined = lines.map((line) => activityOf(sorted, line.goodsId)?.id);
  for (const activity of sorted) {
    const own = lines.filter((_, i) => joined[i] === activity.id);
    const amountFen = own.reduce((sum, line) => sum + line.amountFen, 0);
    const discount = Math.min(manjianDiscountFen(activity.tiers, amountFen), amountFen);
    apportionFen(
      discount,
      own.map((l) => l.amountFen),
    ).forEach((share, i) => perLine.set(own[i]!.id, share)); // one share per line of own, in order
    discountFen += discount;
    result.push({
      id: activity.id,
      name: activity.name,
      amountFen,
      discountFen: discount,
      tiers: manjianTiers(activity.tiers, amountFen),
    });
  }
  return { discountFen, perLine, activities: result };
}
