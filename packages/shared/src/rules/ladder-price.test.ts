import { describe, expect, it } from 'vitest';
import { activeTierIndex, isValidQuantity, ladderUnitPriceFen, quantityRules } from './ladder-price.ts';

const tiers = [
  { number: 50, priceFen: 1100 },
  { number: 10, priceFen: 1200 },
];

describe('ladder price (spec §5)', () => {
  it.each([
    // type 1: 'up to' — ≤10 → 12.00, ≤50 → 11.00, beyond the last tier → the last tier
    [1, 1, 1200],
    [1, 10, 1200],
    [1, 11, 1100],
    [1, 50, 1100],
    [1, 51, 1100],
    // otherwise: 'from' — below 10 → base 13.00, from 10 → 12.00, from 50 → 11.00
    [0, 1, 1300],
    [0, 9, 1300],
    [0, 10, 1200],
    [0, 49, 1200],
    [0, 50, 1100],
    [2, 500, 1100],
  ])('type %i, quantity %i → %i fen', (type, quantity, fen) =>
    expect(ladderUnitPriceFen(1300, tiers, type, quantity)).toBe(fen),
  );

  it('uses the base price without tiers', () => {
    expect(ladderUnitPriceFen(1300, [], 1, 5)).toBe(1300);
    expect(activeTierIndex([], 0, 5)).toBe(-1);
  });

  it('reports which tier applies, in ascending order', () => {
    expect(activeTierIndex(tiers, 0, 9)).toBe(-1);
    expect(activeTierIndex(tiers, 0, 10)).toBe(0);
    expect(activeTierIndex(tiers, 1, 30)).toBe(1);
  });
});

describe('quantity rules', () => {
  it.each([
    [
      { middlePackage: 10, isFreeShipping: false, freeShippingNumber: 0 },
      { min: 10, step: 10 },
    ],
    [
      { middlePackage: 1, isFreeShipping: false, freeShippingNumber: 30 },
      { min: 1, step: 1 },
    ],
    [
      { middlePackage: 1, isFreeShipping: true, freeShippingNumber: 30 },
      { min: 30, step: 1 },
    ],
    [
      { middlePackage: 10, isFreeShipping: true, freeShippingNumber: 25 },
      { min: 30, step: 10 },
    ],
    [
      { middlePackage: 0, isFreeShipping: false, freeShippingNumber: 0 },
      { min: 1, step: 1 },
    ],
  ])('%o → %o', (goods, rules) => expect(quantityRules(goods)).toEqual(rules));

  it.each([
    [30, true],
    [40, true],
    [20, false],
    [35, false],
    [30.5, false],
    [0, false],
  ])('quantity %f valid: %s', (quantity, ok) => expect(isValidQuantity({ min: 30, step: 10 }, quantity)).toBe(ok));
});
