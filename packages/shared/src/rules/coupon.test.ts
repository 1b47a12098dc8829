import { describe, expect, it } from 'vitest';
import {
  audienceRefusal,
  couponFaceText,
  couponVerdict,
  inScope,
  scopeText,
  windowOf,
  type CouponRule,
  type CouponScope,
  type OrderForCoupon,
} from './coupon.ts';

const NOW = Date.UTC(2026, 10, 20, 4); // 2026-11-20 12:00 Beijing
const DAY = 86_400_000;
const OPEN = { startsAtMs: NOW - DAY, expiresAtMs: NOW + DAY };
const scope = (kind: CouponScope['kind'], ids: number[] = [], excludedGoodsIds: number[] = []): CouponScope => ({
  kind,
  ids,
  excludedGoodsIds,
});

// goods 1: brand 7, categories [10, 11]; goods 2: brand 8, categories [20]; goods 3: no brand, categories [10]
const order = (a1: number, a2: number, a3: number, shippingFen = 0): OrderForCoupon => ({
  goods: [
    { goodsId: 1, brandId: 7, categoryIds: [10, 11], amountFen: a1 },
    { goodsId: 2, brandId: 8, categoryIds: [20], amountFen: a2 },
    { goodsId: 3, brandId: null, categoryIds: [10], amountFen: a3 },
  ].filter((g) => g.amountFen > 0),
  shippingFen,
});
const amountOff = (amountFen: number, minAmountFen: number, s = scope('all')): CouponRule => ({
  type: 1,
  amountFen,
  minAmountFen,
  scope: s,
});

describe('couponVerdict', () => {
  it.each<[string, CouponRule, OrderForCoupon, number | string]>([
    ['threshold reached exactly', amountOff(5_000, 100_000), order(60_000, 40_000, 0), 5_000],
    ['one fen short', amountOff(5_000, 100_000), order(60_000, 39_999, 0), '未达到使用门槛，还差¥0.01'],
    ['never more than the goods it applies to', amountOff(5_000, 0), order(3_000, 0, 0), 3_000],
    [
      'the threshold counts only in-scope goods (category 10: goods 1 and 3)',
      amountOff(5_000, 50_000, scope('categories', [10])),
      order(30_000, 90_000, 10_000),
      '未达到使用门槛，还差¥100.00',
    ],
    [
      'category scope reached',
      amountOff(5_000, 40_000, scope('categories', [10])),
      order(30_000, 90_000, 10_000),
      5_000,
    ],
    [
      'brand scope, none in the order',
      amountOff(1_000, 0, scope('brands', [99])),
      order(1_000, 1_000, 1_000),
      '不适用于所选商品',
    ],
    [
      'brand scope, goods without a brand never match',
      amountOff(1_000, 0, scope('brands', [7])),
      order(0, 0, 5_000),
      '不适用于所选商品',
    ],
    ['goods list', amountOff(9_000, 0, scope('goods', [2])), order(50_000, 4_000, 0), 4_000],
    [
      'excluded goods do not count',
      amountOff(1_000, 10_000, scope('all', [], [1])),
      order(50_000, 9_000, 0),
      '未达到使用门槛，还差¥10.00',
    ],
    ['only excluded goods', amountOff(1_000, 0, scope('all', [], [1])), order(50_000, 0, 0), '不适用于所选商品'],
    [
      'shipping coupon covers the shipping',
      { type: 2, amountFen: 1_000, minAmountFen: 0 },
      order(20_000, 0, 0, 1_000),
      1_000,
    ],
    ['… but not more', { type: 2, amountFen: 2_000, minAmountFen: 0 }, order(20_000, 0, 0, 1_000), 1_000],
    ['already ships free', { type: 2, amountFen: 1_000, minAmountFen: 0 }, order(90_000, 0, 0, 0), '本单已免运费'],
    ['8.8折 of ¥1000', { type: 3, amountFen: 0, minAmountFen: 0, discountRate: 88 }, order(100_000, 0, 0), 12_000],
    [
      '8.8折 capped at ¥50',
      { type: 3, amountFen: 0, minAmountFen: 0, discountRate: 88, maxDiscountFen: 5_000 },
      order(100_000, 0, 0),
      5_000,
    ],
    [
      '9.5折 rounds the discount down to the fen',
      { type: 3, amountFen: 0, minAmountFen: 0, discountRate: 95 },
      order(1_999, 0, 0),
      99,
    ],
    [
      '折扣 of in-scope goods only',
      { type: 3, amountFen: 0, minAmountFen: 0, discountRate: 90, scope: scope('goods', [2]) },
      order(100_000, 10_000, 0),
      1_000,
    ],
  ])('%s', (_, rule, o, expected) => {
    const verdict = couponVerdict(rule, OPEN, o, NOW);
    expect(verdict).toEqual(
      typeof expected === 'number' ? { usable: true, discountFen: expected } : { usable: false, reason: expected },
    );
  });

  it.each([
    ['not started yet', { startsAtMs: NOW + DAY, expiresAtMs: NOW + 2 * DAY }, '未到使用时间，2026-11-21起可用'],
    ['expired at the very moment', { startsAtMs: NOW - DAY, expiresAtMs: NOW }, '优惠券已过期'],
  ])('%s', (_, window, reason) => {
    expect(couponVerdict(amountOff(100, 0), window, order(1_000, 0, 0), NOW)).toEqual({ usable: false, reason });
  });

  it('starts exactly now: usable', () => {
    expect(
      couponVerdict(amountOff(100, 0), { startsAtMs: NOW, expiresAtMs: NOW + 1 }, order(1_000, 0, 0), NOW),
    ).toEqual({
      usable: true,
      discountFen: 100,
    });
  });
});

describe('inScope', () => {
  it.each<[CouponScope, boolean]>([
    [scope('all'), true],
    [scope('categories', [11]), true],
    [scope('categories', [20]), false],
    [scope('brands', [7]), true],
    [scope('goods', [1, 2]), true],
    [scope('goods', [1], [1]), false],
  ])('%o → %s', (s, expected) => {
    expect(inScope(s, { goodsId: 1, brandId: 7, categoryIds: [10, 11] })).toBe(expected);
  });
});

describe('windowOf', () => {
  it('fixed dates are the template’s', () => {
    expect(windowOf({ kind: 'fixed', startsAtMs: 1, endsAtMs: 2 }, NOW)).toEqual({ startsAtMs: 1, expiresAtMs: 2 });
  });
  it('N days from claiming', () => {
    expect(windowOf({ kind: 'days', days: 7 }, NOW)).toEqual({ startsAtMs: NOW, expiresAtMs: NOW + 7 * DAY });
  });
});

describe('audienceRefusal', () => {
  const buyer = { isPassed: true, hasPaidOrder: false, companyType: 'clinic', region: '浙江省 杭州市 西湖区' };
  it.each<[string, Parameters<typeof audienceRefusal>[0], string[], Partial<typeof buyer>, string | null]>([
    ['all approved buyers', 'all', [], {}, null],
    ['not approved', 'all', [], { isPassed: false }, '资质审核通过后才能领取优惠券'],
    ['new buyer', 'new', [], {}, null],
    ['has a paid order', 'new', [], { hasPaidOrder: true }, '该优惠券仅限新用户（未有支付订单）领取'],
    ['company type listed', 'company_type', ['clinic', 'hospital'], {}, null],
    ['company type not listed', 'company_type', ['pharmacy'], {}, '您的单位类型不在该优惠券的领取范围内'],
    ['province listed', 'region', ['浙江省'], {}, null],
    ['province not listed', 'region', ['江苏省'], {}, '您所在的地区不在该优惠券的领取范围内'],
    ['no region', 'region', ['浙江省'], { region: '' }, '您所在的地区不在该优惠券的领取范围内'],
  ])('%s', (_, audience, values, patch, expected) => {
    expect(audienceRefusal(audience, values, { ...buyer, ...patch })).toBe(expected);
  });
});

describe('texts', () => {
  it.each<[CouponRule, string]>([
    [{ type: 1, amountFen: 3_000, minAmountFen: 50_000 }, '满500减30'],
    [{ type: 1, amountFen: 1_000, minAmountFen: 0 }, '无门槛减10'],
    [
      { type: 3, amountFen: 0, minAmountFen: 100_000, discountRate: 88, maxDiscountFen: 5_000 },
      '满1000享8.8折，最高减¥50.00',
    ],
    [{ type: 2, amountFen: 1_000, minAmountFen: 0 }, '抵运费¥10.00'],
  ])('%o → %s', (rule, text) => {
    expect(couponFaceText(rule)).toBe(text);
  });
  it('scope text names exclusions', () => {
    expect(scopeText(scope('brands', [1], [2]))).toBe('限指定品牌商品（部分商品除外）');
  });
});
