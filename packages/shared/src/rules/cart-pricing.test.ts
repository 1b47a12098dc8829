import { describe, expect, it } from 'vitest';
import { priceCart, type PricingGoods, type PricingLine } from './cart-pricing.ts';

const goods = (id: number, change: Partial<PricingGoods> = {}): PricingGoods => ({
  id,
  name: `药${id}`,
  bzdw: '盒',
  basePriceFen: 1_000,
  ladderPrice: [],
  ladderPriceType: 0,
  isBuy: true,
  isListed: true,
  stock: 100,
  isFreeShipping: false,
  freeShippingNumber: 0,
  middlePackage: 1,
  ...change,
});
const line = (id: number, g: PricingGoods, number: number, change: Partial<PricingLine> = {}): PricingLine => ({
  id,
  type: 0,
  number,
  isSelected: true,
  goods: g,
  ...change,
});
const ctx = { shippingFen: 1_000, freeShippingThresholdFen: 80_000, nowMs: 5_000 };
const sale = { id: 3, priceFen: 600, stock: 50, perBuyerLimit: 10, startsAtMs: 0, endsAtMs: 10_000, boughtBefore: 0 };

describe('pricing a cart', () => {
  it.each([
    // [lines, goods, discount, shipping]
    ['ladder price from 10', [line(1, goods(1, { ladderPrice: [{ number: 10, priceFen: 900 }] }), 10)], 9_000, 1_000],
    ['deselected lines do not count', [line(1, goods(1), 10, { isSelected: false })], 0, 0],
    ['out of stock counts as unselected', [line(1, goods(1, { stock: 0 }), 10)], 0, 0],
    ['not buyable counts as unselected', [line(1, goods(1, { isBuy: false }), 10)], 0, 0],
    ['from the threshold shipping is free', [line(1, goods(1), 80)], 80_000, 0],
    ["today's special price replaces the base price", [line(1, goods(1, { specialPriceFen: 700 }), 10)], 7_000, 1_000],
    [
      'a ladder tier under the special price still wins',
      [line(1, goods(1, { specialPriceFen: 950, ladderPrice: [{ number: 10, priceFen: 900 }] }), 10)],
      9_000,
      1_000,
    ],
  ] as const)('%s', (_name, lines, goodsFen, shippingFen) => {
    const cart = priceCart([...lines], ctx);
    expect([cart.goodsFen, cart.shippingFen, cart.payableFen]).toEqual([goodsFen, shippingFen, goodsFen + shippingFen]);
  });

  it('marks a line off its medium package or under the free-shipping number invalid', () => {
    const cart = priceCart(
      [
        line(1, goods(1, { middlePackage: 10 }), 15),
        line(2, goods(2, { isFreeShipping: true, freeShippingNumber: 30 }), 20),
      ],
      ctx,
    );
    expect(cart.lines.map((l) => l.invalidReason)).toEqual(['须按中包装 10盒 的整数倍购买', '包邮商品至少购买 30盒']);
    expect(cart.goodsFen).toBe(0);
  });

  it('a flash-sale line and a normal line of one goods cannot together exceed its stock: the later line is invalid', () => {
    const g = goods(1, { stock: 12 });
    const cart = priceCart([line(1, g, 10, { type: 1, flashSale: sale }), line(2, g, 5)], ctx);
    expect(cart.lines[0]).toMatchObject({
      selected: true,
      amountFen: 6_000,
      items: [{ type: 1, flashSaleId: 3, number: 10 }],
    });
    expect(cart.lines[1]!.selected).toBe(false);
    expect(cart.lines[1]!.invalidReason).toContain('超出库存');
    expect(cart.goodsFen).toBe(6_000);
  });

  it('a flash-sale line over the per-buyer limit or outside the window is invalid', () => {
    const g = goods(1);
    const cart = priceCart(
      [
        line(1, g, 5, { type: 1, flashSale: { ...sale, boughtBefore: 6 } }),
        line(2, g, 1, { type: 1, flashSale: { ...sale, endsAtMs: 5_000 } }),
      ],
      ctx,
    );
    expect(cart.lines.map((l) => l.invalidReason)).toEqual(['秒杀商品每人限购 10 件，已购 6 件', '秒杀活动已结束']);
  });

  it('a combination becomes one item per part whose amounts add up to the package price', () => {
    const combo = {
      id: 4,
      name: '感冒套餐',
      priceFen: 5_000,
      startsAtMs: 0,
      endsAtMs: 10_000,
      parts: [
        { goodsId: 1, number: 2, name: '药1', basePriceFen: 1_000, stock: 100, buyable: true },
        { goodsId: 2, number: 1, name: '药2', basePriceFen: 3_300, stock: 100, buyable: true },
      ],
    };
    const cart = priceCart([line(1, goods(1), 3, { type: 3, combination: combo })], ctx);
    expect(cart.lines[0]!.amountFen).toBe(15_000);
    expect(cart.lines[0]!.items.map((i) => [i.goodsId, i.type, i.number, i.combinationId])).toEqual([
      [1, 3, 6, 4],
      [2, 3, 3, 4],
    ]);
    expect(cart.lines[0]!.items.reduce((s, i) => s + i.amountFen, 0)).toBe(15_000);
  });

  it('gives gifts as type-9 items at price 0, only what stock allows', () => {
    const rules = [
      { id: 1, goodsId: 1, everyNumber: 10, giftGoodsId: 1, giftNumber: 1 },
      { id: 2, goodsId: 2, everyNumber: 5, giftGoodsId: 9, giftNumber: 1 },
    ];
    const cart = priceCart([line(1, goods(1, { stock: 31 }), 30), line(2, goods(2), 20)], {
      ...ctx,
      giftRules: rules,
      giftGoods: [goods(9, { stock: 2 })],
    });
    expect(cart.lines[0]!.gift).toEqual({ goodsId: 1, number: 1, type: 1 });
    expect(cart.lines[0]!.items[1]).toEqual({ goodsId: 1, type: 9, number: 1, unitPriceFen: 0, amountFen: 0 });
    expect(cart.lines[1]!.gift).toEqual({ goodsId: 9, number: 2, type: 2 });
    expect(cart.goodsFen).toBe(50_000);
  });

  it('applies 满减 to ordinary selected lines, shares it per line and shows the next hint', () => {
    const manjians = [
      {
        id: 1,
        name: '满500减50',
        goodsIds: null,
        tiers: [
          { amountFen: 50_000, discountFen: 5_000 },
          { amountFen: 100_000, discountFen: 12_000 },
        ],
      },
    ];
    const cart = priceCart(
      [line(1, goods(1), 30), line(2, goods(2), 30), line(3, goods(3), 5, { type: 1, flashSale: sale })],
      { ...ctx, manjians },
    );
    expect(cart.discountFen).toBe(5_000);
    expect(cart.lines.map((l) => l.manjianFen)).toEqual([2_500, 2_500, 0]);
    expect(cart.manjians[0]!.tiers.map((t) => t.status)).toEqual([1, 0]);
    expect(cart.goodsFen).toBe(63_000);
    expect(cart.shippingFen).toBe(1_000);
    expect(cart.payableFen).toBe(63_000 - 5_000 + 1_000);
    expect(cart.hint.text).toBe('再买¥400.00可减¥120.00');
    expect(cart.hint.shipping?.text).toBe('再买¥220.00包邮');
  });
});
