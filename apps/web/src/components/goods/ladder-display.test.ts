import { describe, expect, it } from 'vitest';
import { activeLadderTier, ladderRows, ladderUnitPrice, rangeLabel } from './ladder-display.ts';

const from = [
  { number: 200, price: 11.75 },
  { number: 50, price: 12.12 },
];
const upTo = [
  { number: 4, price: 199 },
  { number: 19, price: 193.03 },
  { number: 99, price: 187.06 },
];

describe('ladder rows a buyer reads', () => {
  it("lists a 'from' ladder with the base price below the first tier", () => {
    expect(ladderRows(from, 0, 12.5).map((r) => [r.tier, rangeLabel(r, '盒'), r.price])).toEqual([
      [-1, '1-49盒', 12.5],
      [0, '50-199盒', 12.12],
      [1, '≥200盒', 11.75],
    ]);
  });

  it("lists an 'up to' ladder with the last tier open-ended", () => {
    expect(ladderRows(upTo, 1, 199).map((r) => [r.tier, rangeLabel(r, '台'), r.price])).toEqual([
      [0, '1-4台', 199],
      [1, '5-19台', 193.03],
      [2, '≥20台', 187.06],
    ]);
  });

  it("has no base row when a 'from' ladder starts at 1", () => {
    expect(ladderRows([{ number: 1, price: 3 }], 0, 5)).toEqual([{ tier: 0, from: 1, to: null, price: 3 }]);
  });

  it('is empty without tiers (prices hidden or none set)', () => {
    expect(ladderRows([], 0, 12.5)).toEqual([]);
  });
});

describe('the tier that applies to the chosen quantity', () => {
  it.each([
    // 'from' ladder
    [from, 0, 10, -1, 12.5],
    [from, 0, 49, -1, 12.5],
    [from, 0, 50, 0, 12.12],
    [from, 0, 199, 0, 12.12],
    [from, 0, 200, 1, 11.75],
    [from, 0, 5000, 1, 11.75],
    // 'up to' ladder
    [upTo, 1, 1, 0, 199],
    [upTo, 1, 4, 0, 199],
    [upTo, 1, 5, 1, 193.03],
    [upTo, 1, 19, 1, 193.03],
    [upTo, 1, 20, 2, 187.06],
    [upTo, 1, 500, 2, 187.06],
    // no ladder
    [[], 0, 30, -1, 12.5],
  ])('ladder %j type %i, quantity %i → tier %i at %f', (ladder, type, quantity, tier, price) => {
    expect(activeLadderTier(ladder, type, quantity)).toBe(tier);
    expect(ladderUnitPrice(ladder, type, 12.5, quantity)).toBe(price);
  });
});
