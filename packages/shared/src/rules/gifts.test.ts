import { describe, expect, it } from 'vitest';
import { giftNumberOf, giftTypeOf } from './gifts.ts';

const buy10get1 = { id: 1, goodsId: 5, everyNumber: 10, giftGoodsId: 5, giftNumber: 1 };

describe('gifts: every N bought give M, limited by gift stock', () => {
  it.each([
    [9, 100, 0],
    [10, 100, 1],
    [19, 100, 1],
    [20, 100, 2],
    [100, 100, 10],
    [100, 3, 3],
    [100, 0, 0],
    [20, -5, 0],
  ])('%i bought, %i gift stock free → %i gifts', (bought, stock, gifts) => {
    expect(giftNumberOf(buy10get1, bought, stock)).toBe(gifts);
  });

  it('gives gift_number per step for another goods', () => {
    expect(giftNumberOf({ ...buy10get1, everyNumber: 5, giftGoodsId: 6, giftNumber: 2 }, 12, 100)).toBe(4);
  });

  it.each([
    [undefined, 0],
    [buy10get1, 1],
    [{ ...buy10get1, giftGoodsId: 6 }, 2],
  ])('gift type of %o is %i', (rule, type) => {
    expect(giftTypeOf(rule)).toBe(type);
  });
});
