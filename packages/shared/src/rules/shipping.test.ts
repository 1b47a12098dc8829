import { describe, expect, it } from 'vitest';
import { freeShippingGapFen, freeShippingShortfall, shippingFenOf } from './shipping.ts';

const ctx = { shippingFen: 1_000, freeShippingThresholdFen: 80_000 };

describe('shipping (orders under the threshold pay shipping_amount)', () => {
  it.each([
    [0, false, 0, 0],
    [1, false, 1_000, 79_999],
    [79_999, false, 1_000, 1],
    [80_000, false, 0, 0],
    [100_000, false, 0, 0],
    [100, true, 0, 0],
  ])('goods %i fen, all free-shipping goods %s → shipping %i, gap %i', (goods, allFree, shipping, gap) => {
    expect(shippingFenOf(goods, allFree, ctx)).toBe(shipping);
    expect(freeShippingGapFen(goods, allFree, ctx)).toBe(gap);
  });
});

describe('free-shipping goods need number ≥ free_shipping_number', () => {
  it.each([
    [true, 30, 29, '包邮商品至少购买 30盒'],
    [true, 30, 30, null],
    [true, 30, 31, null],
    [false, 30, 1, null],
  ])('free shipping %s, minimum %i, number %i → %s', (isFreeShipping, freeShippingNumber, number, reason) => {
    expect(freeShippingShortfall({ isFreeShipping, freeShippingNumber, bzdw: '盒' }, number)).toBe(reason);
  });
});
