import { describe, expect, it } from 'vitest';
import {
  expiringRemainder,
  expiryOf,
  pointsEarned,
  rateHundredths,
  reversalDelta,
  reversalTarget,
  storeYear,
  yearEnd,
} from './points.ts';

describe('points arithmetic', () => {
  it.each([
    // basis fen, points per yuan, points
    [12_340, 1, 123],
    [99, 1, 0],
    [100, 1, 1],
    [0, 1, 0],
    [-500, 1, 0],
    [12_345, 0.5, 61],
    [12_345, 2, 246],
    [1_000, 0.01, 0],
    [10_000, 0.01, 1],
    [123_456_789, 1.5, 1_851_851],
    [10_000, 0, 0],
  ])('%i fen at %d per yuan earns %i', (basis, rate, points) => {
    expect(pointsEarned(basis, rate)).toBe(points);
  });

  it('takes the rate in hundredths, so 0.29 or 1.1 per yuan is exact', () => {
    expect(rateHundredths(0.29)).toBe(29);
    expect(rateHundredths(1.1)).toBe(110);
    expect(pointsEarned(10_000, 0.29)).toBe(29); // 0.29 × 100 would be 28.999… in floating point
    expect(() => rateHundredths(-1)).toThrow(RangeError);
  });

  it.each([
    // earned, basis fen, refunded since earning, target reversed
    [123, 12_340, 3_702, 36],
    [123, 12_340, 12_340, 123],
    [123, 12_340, 20_000, 123],
    [123, 12_340, 0, 0],
    [0, 12_340, 5_000, 0],
    [1, 150, 149, 0],
    [100, 10_000, 1, 0],
    [100, 10_000, 9_999, 99],
  ])('earned %i on %i fen, %i fen refunded → %i reversed in all', (earned, basis, refunded, target) => {
    expect(reversalTarget(earned, basis, refunded)).toBe(target);
  });

  it('reverses cumulatively: many small refunds reverse exactly what one refund of their sum would', () => {
    const earned = 123;
    const basis = 12_340;
    for (const steps of [
      [1_234, 1_234, 1_234, 8_638],
      [3_702, 8_638],
      Array.from({ length: 10 }, () => 1_234),
      [1, 1, 1, 12_337],
    ]) {
      let refunded = 0;
      let reversed = 0;
      for (const step of steps) {
        refunded += step;
        reversed += reversalDelta(reversalTarget(earned, basis, refunded), reversed, Number.MAX_SAFE_INTEGER);
        expect(reversed).toBe(reversalTarget(earned, basis, refunded));
      }
      expect(reversed).toBe(earned);
    }
  });

  it.each([
    // target, already reversed, balance, reversed now
    [36, 0, 500, 36],
    [123, 36, 500, 87],
    [123, 36, 20, 20],
    [123, 56, 0, 0],
    [36, 36, 500, 0],
    [30, 36, 500, 0],
  ])('target %i, %i already, balance %i → %i now', (target, already, balance, now) => {
    expect(reversalDelta(target, already, balance)).toBe(now);
  });

  it.each([
    // credited at (UTC), expires (UTC) — Beijing is UTC+8: 16:00 UTC on 12-31 is already next year there
    ['2026-03-10T02:00:00Z', '2027-12-31T15:59:59Z'],
    ['2026-12-31T15:59:59Z', '2027-12-31T15:59:59Z'],
    ['2026-12-31T16:00:00Z', '2028-12-31T15:59:59Z'],
    ['2025-12-31T16:00:00Z', '2027-12-31T15:59:59Z'],
    ['2028-02-29T12:00:00Z', '2029-12-31T15:59:59Z'],
  ])('points credited at %s expire at %s', (at, expires) => {
    expect(expiryOf(new Date(at)).toISOString()).toBe(new Date(expires).toISOString());
  });

  it('the store year and its last second', () => {
    expect(storeYear(new Date('2026-12-31T16:00:00Z'))).toBe(2027);
    expect(yearEnd(2026).toISOString()).toBe('2026-12-31T15:59:59.000Z');
  });

  it.each([
    // lots expiring by the year-end, debits so far, balance, expiring now
    // earned 100 (year-end A), spent 30: 70 left of it
    [100, 30, 170, 70],
    // spent more than that lot: nothing of it left
    [100, 120, 50, 0],
    // a second year-end: lots 100 + 50, debits 120 spent + 0 expired before → 30 of the second lot
    [150, 120, 30, 30],
    // the first year-end expired 70 (a debit now), the second lot of 50 is untouched by spends: 50
    [150, 100, 50, 50],
    // a lot fully reversed: its net is 0
    [0, 0, 40, 0],
    // never more than the balance
    [100, 0, 60, 60],
    // points given back make debits negative: counted as none
    [100, -20, 100, 100],
  ])('lots %i, debits %i, balance %i → %i expire', (lots, debits, balance, expiring) => {
    expect(expiringRemainder(lots, debits, balance)).toBe(expiring);
  });
});
