import { describe, expect, it } from 'vitest';
import { combinationRefusal, splitCombinationPrice } from './combination.ts';

const part = (goodsId: number, number: number, basePriceFen: number, stock = 100) => ({
  goodsId,
  number,
  name: `药${goodsId}`,
  basePriceFen,
  stock,
  buyable: true,
});
const combo = {
  id: 1,
  name: '感冒套餐',
  priceFen: 9_900,
  parts: [part(1, 2, 2_000), part(2, 1, 3_000), part(3, 3, 1_000)],
  startsAtMs: 0,
  endsAtMs: 10_000,
};

describe('combination lines: a package of goods at one price', () => {
  it.each([
    [combo, 5_000, 1, null],
    [combo, 10_000, 1, '套餐活动已结束'],
    [{ ...combo, startsAtMs: 6_000 }, 5_000, 1, '套餐活动尚未开始'],
    [{ ...combo, parts: [part(1, 2, 2_000, 9)] }, 5_000, 4, null],
    [{ ...combo, parts: [part(1, 2, 2_000, 9)] }, 5_000, 5, '套餐内 药1 库存不足'],
    [{ ...combo, parts: [{ ...part(1, 1, 1), buyable: false }] }, 5_000, 1, '套餐内 药1 已下架或暂不可购买'],
  ])('%#: at %i ms, %i packages → %s', (c, now, packages, reason) => {
    expect(combinationRefusal(c, now, packages)).toBe(reason);
  });

  it.each([[1], [2], [7]])('splits the price of %i packages over the parts, adding up exactly', (packages) => {
    const items = splitCombinationPrice(combo, packages);
    expect(items.reduce((sum, i) => sum + i.amountFen, 0)).toBe(9_900 * packages);
    expect(items.map((i) => i.number)).toEqual([2, 1, 3].map((n) => n * packages));
    // in proportion to list prices 4000 : 3000 : 3000
    expect(items[0]!.amountFen).toBe(3_960 * packages);
  });
});
