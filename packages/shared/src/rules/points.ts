/**
 * The arithmetic of points (积分, issue #14), whole numbers only so that nothing drifts:
 * - earned on the money actually paid for an order (paid − refunded, in fen), at a rate in points per yuan
 *   with at most two decimals, rounded down to whole points;
 * - reversed in proportion when money of a completed order is refunded, computed cumulatively (the target
 *   for everything refunded so far, minus what is already reversed), so many small refunds never reverse
 *   more, or less, than one large one;
 * - expiring at the end of the year after they were earned, on the store's clock (Beijing time, no DST).
 */

const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The rate as hundredths of a point per yuan (1 point per yuan → 100), so the product stays integral. */
export function rateHundredths(pointsPerYuan: number): number {
  const hundredths = Math.round(pointsPerYuan * 100);
  if (!Number.isSafeInteger(hundredths) || hundredths < 0) throw new RangeError(`bad points rate ${pointsPerYuan}`);
  return hundredths;
}

/** Points earned on `basisFen` of money paid: floor(yuan × rate). */
export function pointsEarned(basisFen: number, pointsPerYuan: number): number {
  if (basisFen <= 0) return 0;
  // fen × hundredths of a point per yuan = 1/10000 of a point.
  return Math.floor((basisFen * rateHundredths(pointsPerYuan)) / 10_000);
}

/**
 * How many of `earned` points should be reversed once `refundedSinceFen` of the `basisFen` they were earned
 * on has gone back: floor(earned × refunded / basis), never more than earned.
 */
export function reversalTarget(earned: number, basisFen: number, refundedSinceFen: number): number {
  if (earned <= 0 || basisFen <= 0 || refundedSinceFen <= 0) return 0;
  if (refundedSinceFen >= basisFen) return earned;
  return Math.floor((earned * refundedSinceFen) / basisFen);
}

/**
 * What a new refund reverses: the cumulative target minus what earlier refunds already reversed, limited to
 * the buyer's balance (points never go below zero; what the buyer has already spent stays spent, and a later
 * refund of the same order takes up the shortfall if points are there by then).
 */
export function reversalDelta(target: number, alreadyReversed: number, balance: number): number {
  return Math.max(0, Math.min(target - alreadyReversed, balance));
}

/** The Beijing calendar year of an instant. */
export const storeYear = (at: Date): number => new Date(at.getTime() + BEIJING_OFFSET_MS).getUTCFullYear();

/** The last second of `year` on the store's clock: 12-31 23:59:59 Beijing time. */
export const yearEnd = (year: number): Date => new Date(Date.UTC(year + 1, 0, 1) - BEIJING_OFFSET_MS - 1000);

/** Points credited at `at` expire at the end of the following year. */
export const expiryOf = (at: Date): Date => yearEnd(storeYear(at) + 1);

/**
 * What is left, oldest first, of the points that expire at or before a year-end, and so expires then:
 * `lots` is the net of every credit expiring by then (earnings less their reversals), `debits` everything
 * taken from the pool so far (spent, expired at earlier year-ends, deducted by staff; less points given
 * back). Debits eat the oldest points first, so the lots expiring by this year-end are what they ate first.
 * Never more than the balance.
 */
export function expiringRemainder(lots: number, debits: number, balance: number): number {
  return Math.max(0, Math.min(lots - Math.max(0, debits), balance));
}
