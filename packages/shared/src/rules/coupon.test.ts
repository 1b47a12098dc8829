import { describe, expect, it } from 'vitest';
import { couponDiscountFen } from './coupon.ts';

describe('couponDiscountFen', () => {
  it.each([
    // type, amount, min, goods, discount, shipping → result
    [1, 5_000, 100_000, 100_000, 0, 0, 5_000], // threshold reached exactly
    [1, 5_000, 100_000, 99_999, 0, 0, null], // one fen short
    [1, 5_000, 100_000, 105_000, 5_000, 0, 5_000], // threshold counts goods after 满减
    [1, 5_000, 100_000, 104_999, 5_000, 0, null],
    [1, 5_000, 0, 3_000, 0, 1_000, 3_000], // never more than the goods amount
    [1, 5_000, 0, 0, 0, 1_000, null], // nothing to discount
    [2, 1_000, 0, 20_000, 0, 1_000, 1_000], // free-shipping coupon covers the shipping
    [2, 2_000, 0, 20_000, 0, 1_000, 1_000], // … but not more
    [2, 1_000, 0, 90_000, 0, 0, null], // already ships free
  ])(
    'type %i ¥%i off from %i on goods %i − %i, shipping %i → %s',
    (type, amountFen, minAmountFen, goodsFen, discountFen, shippingFen, expected) => {
      expect(couponDiscountFen({ type, amountFen, minAmountFen }, { goodsFen, discountFen, shippingFen })).toBe(
        expected,
      );
    },
  );
});
