import { describe, expect, it } from 'vitest';
import { cashbackFen, periodBounds, periodOf, previousPeriod, progressOf, tierOf } from './cashback.ts';

const tiers = [
  { threshold_fen: 1_000_000, rate_bp: 200 }, // ¥10,000 → 2%
  { threshold_fen: 5_000_000, rate_bp: 300 }, // ¥50,000 → 3%
];

describe('满额返 tiers', () => {
  it.each([
    [0, undefined, 0],
    [999_999, undefined, 0],
    [1_000_000, 200, 20_000],
    [1_234_567, 200, 24_691], // 24,691.34 fen, rounded down
    [4_999_999, 200, 99_999],
    [5_000_000, 300, 150_000],
    [-100, undefined, 0],
  ])('%i fen counted → rate %s, %i fen back', (counted, rate, back) => {
    expect(tierOf(counted, tiers)?.rate_bp).toBe(rate);
    expect(cashbackFen(counted, tiers)).toBe(back);
  });

  it('the highest tier reached applies, whatever order the tiers are listed in', () => {
    expect(cashbackFen(6_000_000, [...tiers].reverse())).toBe(180_000);
  });

  it('caps what one buyer gets for one month', () => {
    expect(cashbackFen(6_000_000, tiers, 100_000)).toBe(100_000);
    expect(cashbackFen(1_000_000, tiers, 100_000)).toBe(20_000);
  });

  it.each([
    [0, undefined, 1_000_000, 1_000_000],
    [400_000, undefined, 1_000_000, 600_000],
    [1_000_000, 200, 5_000_000, 4_000_000],
    [7_000_000, 300, undefined, 0],
  ])('progress at %i: reached %s, next %s, %i more to go', (counted, reached, next, gap) => {
    const p = progressOf(counted, tiers);
    expect([p.reached?.rate_bp, p.next?.threshold_fen, p.gapFen]).toEqual([reached, next, gap]);
  });
});

describe('months on the store’s clock (Beijing)', () => {
  it.each([
    ['2026-11-30T15:59:59Z', '2026-11'],
    ['2026-11-30T16:00:00Z', '2026-12'], // 00:00 on 1 December in Beijing
    ['2026-12-31T16:00:00Z', '2027-01'],
  ])('%s falls in %s', (at, period) => expect(periodOf(new Date(at))).toBe(period));

  it('a month runs from its first midnight to the next month’s, Beijing time', () => {
    const { start, end } = periodBounds('2026-12');
    expect(start.toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(end.toISOString()).toBe('2026-12-31T16:00:00.000Z');
    expect(previousPeriod('2027-01')).toBe('2026-12');
    expect(previousPeriod('2026-03')).toBe('2026-02');
  });
});
