import { describe, expect, it } from 'vitest';
import { normaliseQuantity, quantityLimits } from './quantity.ts';

const goods = (over: Partial<Parameters<typeof quantityLimits>[0]> = {}) => ({
  middle_package: 10,
  is_free_shipping: 0 as 0 | 1,
  free_shipping_number: 0,
  number: 2170,
  ...over,
});

describe('quantity limits of a goods', () => {
  it.each([
    [goods(), { min: 10, step: 10, max: 2170 }],
    [goods({ middle_package: 1, number: 7 }), { min: 1, step: 1, max: 7 }],
    [goods({ middle_package: 0 }), { min: 1, step: 1, max: 2170 }],
    [goods({ is_free_shipping: 1, free_shipping_number: 40 }), { min: 40, step: 10, max: 2170 }],
    [goods({ is_free_shipping: 1, free_shipping_number: 45 }), { min: 50, step: 10, max: 2170 }],
    [goods({ is_free_shipping: 0, free_shipping_number: 45 }), { min: 10, step: 10, max: 2170 }],
    [goods({ number: 25 }), { min: 10, step: 10, max: 20 }],
    [goods({ number: 5 }), { min: 10, step: 10, max: 0 }],
  ])('%j → %j', (input, limits) => expect(quantityLimits(input)).toEqual(limits));
});

describe('a typed quantity', () => {
  const limits = { min: 10, step: 10, max: 300 };
  it.each([
    [null, 10],
    [0, 10],
    [-5, 10],
    [1, 10],
    [10, 10],
    [11, 20],
    [49, 50],
    [50, 50],
    [299, 300],
    [301, 300],
    [5000, 300],
  ])('%s becomes %i', (typed, quantity) => expect(normaliseQuantity(typed, limits)).toBe(quantity));

  it('stays at the minimum when the stock is below it', () => {
    expect(normaliseQuantity(30, { min: 10, step: 10, max: 0 })).toBe(10);
  });
});
