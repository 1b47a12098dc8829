import { describe, expect, it } from 'vitest';
import {
  activityOf,
  applyManjians,
  apportionFen,
  manjianDiscountFen,
  manjianTiers,
  nextManjianTier,
} from './manjian.ts';

const tiers = [
  { amountFen: 200_000, discountFen: 12_000 },
  { amountFen: 100_000, discountFen: 5_000 },
];

describe('full-amount discount tiers (spec §4)', () => {
  it.each([
    [0, [0, 0], 0],
    [99_999, [0, 0], 0],
    [100_000, [1, 0], 5_000],
    [199_999, [1, 0], 5_000],
    [200_000, [1, 1], 12_000],
    [500_000, [1, 1], 12_000],
  ])(
    'selected amount %i fen → statuses %j, discount %i fen (the highest reached tier)',
    (amount, statuses, discount) => {
      const states = manjianTiers(tiers, amount);
      expect(states.filter((t) => t.status === 1).map((t) => t.amountFen)).toEqual(
        [100_000, 200_000].slice(0, statuses.filter(Boolean).length),
      );
      expect(manjianDiscountFen(tiers, amount)).toBe(discount);
    },
  );

  it('lists reached tiers first', () => {
    const states = manjianTiers(
      [
        { amountFen: 50, discountFen: 1 },
        { amountFen: 10, discountFen: 1 },
        { amountFen: 30, discountFen: 1 },
      ],
      30,
    );
    expect(states.map((t) => [t.amountFen, t.status])).toEqual([
      [10, 1],
      [30, 1],
      [50, 0],
    ]);
  });

  it.each([
    [0, 100_000, 100_000],
    [99_000, 100_000, 1_000],
    [100_000, 200_000, 100_000],
    [200_000, null, null],
  ])('at %i fen the next tier is %s, %s fen away', (amount, next, gap) => {
    const found = nextManjianTier(tiers, amount);
    expect(found?.amountFen ?? null).toBe(next);
    expect(found?.gapFen ?? null).toBe(gap);
  });
});

describe('apportioning a discount to lines', () => {
  it.each([
    [100, [50, 50], [50, 50]],
    [100, [1, 1, 1], [34, 33, 33]],
    [5000, [30_000, 70_000], [1500, 3500]],
    [0, [10, 20], [0, 0]],
    [7, [0, 0], [0, 0]],
    [10, [3, 3, 4], [3, 3, 4]],
  ])('%i fen over %j → %j, adding up exactly', (total, amounts, shares) => {
    expect(apportionFen(total, amounts)).toEqual(shares);
  });
});

describe('activities over the selected lines', () => {
  const all = { id: 1, name: '全场满1000减50', tiers, goodsIds: null };
  const brand = { id: 2, name: '品牌满300减30', tiers: [{ amountFen: 30_000, discountFen: 3_000 }], goodsIds: [7] };

  it('a goods named by an activity joins it instead of the all-goods one', () => {
    expect(activityOf([all, brand], 7)?.id).toBe(2);
    expect(activityOf([all, brand], 8)?.id).toBe(1);
    expect(activityOf([brand], 8)).toBeUndefined();
  });

  it('adds up each activity’s own highest tier and shares it over its lines', () => {
    const result = applyManjians(
      [all, brand],
      [
        { id: 10, goodsId: 8, amountFen: 60_000 },
        { id: 11, goodsId: 9, amountFen: 40_000 },
        { id: 12, goodsId: 7, amountFen: 30_000 },
      ],
    );
    expect(result.discountFen).toBe(5_000 + 3_000);
    expect([...result.perLine]).toEqual([
      [10, 3_000],
      [11, 2_000],
      [12, 3_000],
    ]);
    expect(result.activities.map((a) => [a.id, a.amountFen, a.discountFen])).toEqual([
      [1, 100_000, 5_000],
      [2, 30_000, 3_000],
    ]);
  });
});
