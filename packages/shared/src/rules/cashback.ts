/**
 * Full-amount cashback (满额返): a month's counted amount (orders paid in the month, completed, less what
 * was refunded) reaches a tier; the highest tier reached gives its share of the whole amount back,
 * rounded down to the fen, capped per buyer and month. Pure arithmetic, shared by the server (which
 * decides) and the page (which shows the progress the server sent).
 */
export type Tier = { threshold_fen: number; rate_bp: number };

/** The highest tier the amount reaches, or undefined below the first. */
export function tierOf(countedFen: number, tiers: readonly Tier[]): Tier | undefined {
  let reached: Tier | undefined;
  for (const tier of tiers)
    if (countedFen >= tier.threshold_fen && (!reached || tier.threshold_fen > reached.threshold_fen)) reached = tier;
  return reached;
}

/** What comes back for the amount: floor(amount × rate), at most `capFen` when there is a cap. */
export function cashbackFen(countedFen: number, tiers: readonly Tier[], capFen = 0): number {
  const tier = tierOf(countedFen, tiers);
  if (!tier || countedFen <= 0) return 0;
  const fen = Math.floor((countedFen * tier.rate_bp) / 10_000);
  return capFen > 0 ? Math.min(fen, capFen) : fen;
}

/** Where the buyer stands: the tier reached, the next one and how much more reaches it. */
export function progressOf(countedFen: number, tiers: readonly Tier[]) {
  const reached = tierOf(countedFen, tiers);
  const next = [...tiers]
    .sort((a, b) => a.threshold_fen - b.threshold_fen)
    .find((tier) => tier.threshold_fen > countedFen);
  return { reached, next, gapFen: next ? next.threshold_fen - countedFen : 0 };
}

const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** The month ('YYYY-MM', Beijing time) an instant falls in. */
export function periodOf(at: Date): string {
  const d = new Date(at.getTime() + BEIJING_OFFSET_MS);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The instants a month starts and ends (exclusive), Beijing time. */
export function periodBounds(period: string): { start: Date; end: Date } {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return {
    start: new Date(Date.UTC(year, month - 1, 1) - BEIJING_OFFSET_MS),
    end: new Date(Date.UTC(year, month, 1) - BEIJING_OFFSET_MS),
  };
}

/** The month before. */
export function previousPeriod(period: string): string {
  return periodOf(new Date(periodBounds(period).start.getTime() - 1));
}
