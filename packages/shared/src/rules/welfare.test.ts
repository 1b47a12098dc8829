import { describe, expect, it } from 'vitest';
import { paidItemsOf, priceCart, type PricingGoods, type PricingLine } from './cart-pricing.ts';
import { couponVerdict, CouponType, type CouponRule } from './coupon.ts';
import { discountWords, welfareDiscountFen, welfareUnitFen } from './welfare.ts';

const goods = (id: number, change: Partial<PricingGoods> = {}): PricingGoods => ({
  id,
  name: `药${id}`,
  bzdw: '盒',
  basePriceFen: 1_100,
  ladderPrice: [],
  ladderPriceType: 0,
  isBuy: true,
  isListed: true,
  stock: 1_000,
  isFreeShipping: false,
  freeShippingNumber: 0,
  middlePackage: 1,
  welfare: true,
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
const sale = { id: 3, priceFen: 800, stock: 50, perBuyerLimit: 100, startsAtMs: 0, endsAtMs: 10_000, boughtBefore: 0 };
const window = { startsAtMs: 0, expiresAtMs: 10_000 };
const tiers = (amountFen: number, discountFen: number) => [
  { id: 1, name: '满减', goodsIds: null, tiers: [{ amountFen, discountFen }] },
];
const coupon = (minAmountFen: number, amountFen: number): CouponRule => ({
  type: CouponType.AMOUNT,
  amountFen,
  minAmountFen,
});

/**
 * Every discount in its place: the ladder (or the day's special) sets the unit price, the welfare zone takes
 * its percent of that unit price (rounded down to the fen a unit), 满减 counts what is left, the coupon's
 * threshold and amount count what 满减 left, and vouchers pay from what the coupon left.
 */
describe('the order of discounts: ladder → welfare → 满减 → coupon → vouchers', () => {
  it.each([
    // name, lines, welfare %, 满减, coupon, vouchers, expected [goods, welfare, 满减, coupon, vouchers, left to pay]
    ['10 × ¥11 in the zone at 94折', [line(1, goods(1), 10)], 94, [], null, 0, [11_000, 660, 0, 0, 0, 10_340]],
    [
      'the ladder first, the percent of the ladder price',
      [line(1, goods(1, { ladderPrice: [{ number: 10, priceFen: 1_000 }] }), 10)],
      94,
      [],
      null,
      0,
      [10_000, 600, 0, 0, 0, 9_400],
    ],
    [
      'a unit price rounded down to the fen (9.99 × 0.94 = 9.3906 → 9.39)',
      [line(1, goods(1, { basePriceFen: 999 }), 3)],
      94,
      [],
      null,
      0,
      [2_997, 180, 0, 0, 0, 2_817],
    ],
    [
      '满减 counts the amount after the welfare discount (10 500 → 9 870, under the 10 000 tier)',
      [line(1, goods(1, { basePriceFen: 1_050 }), 10)],
      94,
      tiers(10_000, 1_000),
      null,
      0,
      [10_500, 630, 0, 0, 0, 9_870],
    ],
    [
      '满减 reached after the welfare discount, then the coupon on what 满减 left',
      [line(1, goods(1), 20)],
      94,
      tiers(20_000, 1_000),
      coupon(19_000, 500),
      0,
      [22_000, 1_320, 1_000, 500, 0, 19_180],
    ],
    [
      "a coupon's threshold missed once welfare and 满减 are off",
      [line(1, goods(1), 20)],
      94,
      tiers(20_000, 1_000),
      coupon(20_000, 500),
      0,
      [22_000, 1_320, 1_000, 0, 0, 19_680],
    ],
    [
      'vouchers pay last, from what the coupon left',
      [line(1, goods(1), 10)],
      94,
      [],
      coupon(10_000, 300),
      2_000,
      [11_000, 660, 0, 300, 2_000, 8_040],
    ],
    [
      'goods outside the zone pay their full price beside zone goods',
      [line(1, goods(1), 10), line(2, goods(2, { welfare: false }), 10)],
      94,
      [],
      null,
      0,
      [22_000, 660, 0, 0, 0, 21_340],
    ],
    [
      'a flash-sale line keeps its sale price, no welfare discount on top',
      [line(1, goods(1), 10, { type: 1, flashSale: sale })],
      94,
      [],
      null,
      0,
      [8_000, 0, 0, 0, 0, 8_000],
    ],
    ['the rate the console set (90 = 9折)', [line(1, goods(1), 10)], 90, [], null, 0, [11_000, 1_100, 0, 0, 0, 9_900]],
    ['100% takes nothing off', [line(1, goods(1), 10)], 100, [], null, 0, [11_000, 0, 0, 0, 0, 11_000]],
  ] as const)('%s', (_name, lines, percent, manjians, rule, vouchersFen, expected) => {
    // Shipping is free from ¥0 here: the stages are what this test looks at (shipping has its own tests).
    const cart = priceCart([...lines], {
      shippingFen: 1_000,
      freeShippingThresholdFen: 0,
      nowMs: 5_000,
      welfarePercent: percent,
      manjians: manjians.map((m) => ({ ...m, tiers: [...m.tiers] })),
    });
    const verdict = rule
      ? couponVerdict(
          rule,
          window,
          { goods: paidItemsOf(cart).map((i) => ({ ...i, brandId: null, categoryIds: [] })), shippingFen: 0 },
          5_000,
        )
      : null;
    const couponFen = verdict?.usable ? verdict.discountFen : 0;
    const voucherFen = Math.min(vouchersFen, cart.payableFen - couponFen);
    expect([
      cart.goodsFen,
      cart.welfareFen,
      cart.discountFen,
      couponFen,
      voucherFen,
      cart.payableFen - couponFen - voucherFen,
    ]).toEqual(expected);
  });

  it('gives each line its own welfare share and the coupon sees the line after it', () => {
    const cart = priceCart([line(1, goods(1), 10), line(2, goods(2, { welfare: false }), 1)], {
      shippingFen: 0,
      freeShippingThresholdFen: 0,
      welfarePercent: 94,
    });
    expect(cart.lines.map((l) => [l.amountFen, l.welfareFen])).toEqual([
      [11_000, 660],
      [1_100, 0],
    ]);
    expect(paidItemsOf(cart)).toEqual([
      { goodsId: 1, amountFen: 10_340 },
      { goodsId: 2, amountFen: 1_100 },
    ]);
  });

  it('a deselected welfare line takes nothing off the totals', () => {
    const cart = priceCart([line(1, goods(1), 10, { isSelected: false })], {
      shippingFen: 0,
      freeShippingThresholdFen: 0,
      welfarePercent: 94,
    });
    expect([cart.goodsFen, cart.welfareFen, cart.payableFen]).toEqual([0, 0, 0]);
  });
});

describe('welfare arithmetic', () => {
  it.each([
    [1_100, 94, 1_034],
    [999, 94, 939],
    [1, 94, 0],
    [1_000, 100, 1_000],
  ])('%i fen at %i%% costs %i fen a unit', (unit, percent, paid) => {
    expect(welfareUnitFen(unit, percent)).toBe(paid);
    expect(welfareDiscountFen(unit, 7, percent)).toBe((unit - paid) * 7);
  });

  it.each([
    [94, '94折'],
    [90, '9折'],
    [85, '85折'],
  ])('%i is written %s', (percent, words) => expect(discountWords(percent)).toBe(words));
});
