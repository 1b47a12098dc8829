import { describe, expect, it } from 'vitest';
import { flashAllowance, flashSaleRefusal } from './flash-sale.ts';

const sale = { id: 1, priceFen: 800, stock: 20, perBuyerLimit: 10, startsAtMs: 1_000, endsAtMs: 2_000 };

describe('flash-sale lines: window, per-buyer limit (earlier orders + this line), flash stock', () => {
  it.each([
    [999, 1, 0, '秒杀活动尚未开始'],
    [1_000, 1, 0, null],
    [1_999, 10, 0, null],
    [2_000, 1, 0, '秒杀活动已结束'],
    [1_500, 11, 0, '秒杀商品每人限购 10 件，已购 0 件'],
    [1_500, 4, 6, null],
    [1_500, 5, 6, '秒杀商品每人限购 10 件，已购 6 件'],
  ])('at %i ms, %i units with %i bought before → %s', (now, number, before, reason) => {
    expect(flashSaleRefusal(sale, now, number, before)).toBe(reason);
  });

  it.each([
    [{ stock: 3 }, 4, '秒杀库存不足，剩余 3 件'],
    [{ stock: 3 }, 3, null],
    [{ stock: 0 }, 1, '秒杀商品已抢光'],
    [{ stock: 5, perBuyerLimit: 0 }, 5, null],
  ])('sale %o, %i units → %s', (change, number, reason) => {
    expect(flashSaleRefusal({ ...sale, ...change }, 1_500, number, 0)).toBe(reason);
  });

  it.each([
    [10, 0, 10],
    [10, 4, 6],
    [10, 12, 0],
    [0, 100, Infinity],
  ])('limit %i, bought %i → %i left', (limit, before, left) => {
    expect(flashAllowance({ ...sale, perBuyerLimit: limit }, before)).toBe(left);
  });
});
