/**
 * Coupons (优惠券): what a coupon takes off an order, or why it cannot be used on it; who may claim one;
 * how long a claimed coupon lasts. Pure and in fen, shared by the confirm page's preview, the order
 * transaction and the buyer's lists, so what the buyer is told is what the order charges.
 */
import { fenToYuan, formatYuan } from './money.ts';
import { formatStoreTime } from './store-time.ts';

/** 1 满减券 (amount off), 2 运费券 (shipping), 3 折扣券 (percent off with a cap). Numbering kept from the first coupons. */
export const CouponType = { AMOUNT: 1, SHIPPING: 2, PERCENT: 3 } as const;
export const COUPON_TYPE_NAMES: Record<number, string> = { 1: '满减券', 2: '运费券', 3: '折扣券' };

export const SCOPE_KINDS = ['all', 'categories', 'brands', 'goods'] as const;
export type ScopeKind = (typeof SCOPE_KINDS)[number];
export type CouponScope = { kind: ScopeKind; ids: readonly number[]; excludedGoodsIds: readonly number[] };
export const ALL_GOODS: CouponScope = { kind: 'all', ids: [], excludedGoodsIds: [] };

export type CouponRule = {
  type: number;
  /** Type 1: off the goods; type 2: of the shipping. */
  amountFen: number;
  minAmountFen: number;
  /** Type 3: percent paid (88 = 8.8折). */
  discountRate?: number | null;
  /** Type 3: the most it takes off. */
  maxDiscountFen?: number | null;
  scope?: CouponScope;
};

/** One goods of the order as a coupon sees it: its amount after its share of the 满减 discounts. */
export type OrderGoods = { goodsId: number; brandId: number | null; categoryIds: readonly number[]; amountFen: number };
export type OrderForCoupon = { goods: readonly OrderGoods[]; shippingFen: number };
/** When a buyer's coupon may be used: [startsAt, expiresAt). */
export type CouponWindow = { startsAtMs: number; expiresAtMs: number };

export type CouponVerdict = { usable: true; discountFen: number } | { usable: false; reason: string };

/** Whether a goods counts for the coupon: in its categories / brands / goods list, and not excluded. */
export function inScope(scope: CouponScope, goods: Pick<OrderGoods, 'goodsId' | 'brandId' | 'categoryIds'>): boolean {
  if (scope.excludedGoodsIds.includes(goods.goodsId)) return false;
  switch (scope.kind) {
    case 'all':
      return true;
    case 'categories':
      return goods.categoryIds.some((id) => scope.ids.includes(id));
    case 'brands':
      return goods.brandId !== null && scope.ids.includes(goods.brandId);
    case 'goods':
      return scope.ids.includes(goods.goodsId);
  }
}

/** Σ amount (after 满减) of the order's goods in the coupon's scope: what its threshold and its discount count. */
export function scopeAmountFen(scope: CouponScope, order: OrderForCoupon): { fen: number; goods: number } {
  let fen = 0;
  let goods = 0;
  for (const g of order.goods) {
    if (!inScope(scope, g)) continue;
    fen += g.amountFen;
    goods += 1;
  }
  return { fen, goods };
}

const dateText = (ms: number) => formatStoreTime(ms, 'YYYY-MM-DD');

/**
 * What the coupon takes off this order, or why not (the buyer reads the reason on the confirm page). The
 * threshold is met by the in-scope goods after 满减; a coupon never takes more than what it applies to (the
 * in-scope goods, or the shipping), so the payable amount never goes below zero. 折扣 rounds its discount
 * down to the fen.
 */
export function couponVerdict(
  rule: CouponRule,
  window: CouponWindow,
  order: OrderForCoupon,
  nowMs: number,
): CouponVerdict {
  if (nowMs < window.startsAtMs) return { usable: false, reason: `未到使用时间，${dateText(window.startsAtMs)}起可用` };
  if (nowMs >= window.expiresAtMs) return { usable: false, reason: '优惠券已过期' };
  const scoped = scopeAmountFen(rule.scope ?? ALL_GOODS, order);
  if (scoped.goods === 0 || scoped.fen <= 0) return { usable: false, reason: '不适用于所选商品' };
  if (scoped.fen < rule.minAmountFen) {
    const gap = formatYuan(fenToYuan(rule.minAmountFen - scoped.fen));
    return { usable: false, reason: `未达到使用门槛，还差${gap}` };
  }
  switch (rule.type) {
    case CouponType.SHIPPING:
      if (order.shippingFen <= 0) return { usable: false, reason: '本单已免运费' };
      return { usable: true, discountFen: Math.min(rule.amountFen, order.shippingFen) };
    case CouponType.PERCENT: {
      const rate = rule.discountRate ?? 100;
      const off = Math.floor((scoped.fen * (100 - rate)) / 100);
      const capped = rule.maxDiscountFen ? Math.min(off, rule.maxDiscountFen) : off;
      return capped > 0 ? { usable: true, discountFen: capped } : { usable: false, reason: '不适用于所选商品' };
    }
    default:
      return { usable: true, discountFen: Math.min(rule.amountFen, scoped.fen) };
  }
}

export type Validity = { kind: 'fixed'; startsAtMs: number; endsAtMs: number } | { kind: 'days'; days: number };

/** The window of a coupon claimed (or granted) at `claimedAtMs`: the template's dates, or N days from then. */
export function windowOf(validity: Validity, claimedAtMs: number): CouponWindow {
  if (validity.kind === 'fixed') return { startsAtMs: validity.startsAtMs, expiresAtMs: validity.endsAtMs };
  return { startsAtMs: claimedAtMs, expiresAtMs: claimedAtMs + validity.days * 86_400_000 };
}

export const AUDIENCES = ['all', 'new', 'company_type', 'region'] as const;
export type Audience = (typeof AUDIENCES)[number];
export type Claimant = { isPassed: boolean; hasPaidOrder: boolean; companyType: string; region: string };

/**
 * Why this buyer may not claim a template of that audience, or null. Only approved buyers claim; 'new' means
 * no paid order yet; 'company_type' is the 单位类型 set at registration; 'region' matches the province the
 * buyer's region begins with ('浙江省 杭州市 西湖区' is in '浙江省').
 */
export function audienceRefusal(audience: Audience, values: readonly string[], buyer: Claimant): string | null {
  if (!buyer.isPassed) return '资质审核通过后才能领取优惠券';
  switch (audience) {
    case 'all':
      return null;
    case 'new':
      return buyer.hasPaidOrder ? '该优惠券仅限新用户（未有支付订单）领取' : null;
    case 'company_type':
      return values.includes(buyer.companyType) ? null : '您的单位类型不在该优惠券的领取范围内';
    case 'region': {
      const province = buyer.region.split(/\s+/)[0] ?? '';
      return province && values.includes(province) ? null : '您所在的地区不在该优惠券的领取范围内';
    }
  }
}

/** The coupon's face as buyers read it: '满500减30', '8.8折 最高减¥50.00', '运费券 抵¥10.00'. */
export function couponFaceText(rule: CouponRule): string {
  const threshold = rule.minAmountFen > 0 ? `满${fenToYuan(rule.minAmountFen)}` : '无门槛';
  switch (rule.type) {
    case CouponType.SHIPPING:
      return `${rule.minAmountFen > 0 ? threshold : ''}抵运费${formatYuan(fenToYuan(rule.amountFen))}`;
    case CouponType.PERCENT: {
      const fold = `${(rule.discountRate ?? 100) / 10}折`;
      const cap = rule.maxDiscountFen ? `，最高减${formatYuan(fenToYuan(rule.maxDiscountFen))}` : '';
      return `${rule.minAmountFen > 0 ? `${threshold}享` : ''}${fold}${cap}`;
    }
    default:
      return `${threshold}减${fenToYuan(rule.amountFen)}`;
  }
}

/** '全场通用', '限指定分类商品', …, with '（部分商品除外）' when goods are excluded. */
export function scopeText(scope: CouponScope): string {
  const base = { all: '全场通用', categories: '限指定分类商品', brands: '限指定品牌商品', goods: '限指定商品' }[
    scope.kind
  ];
  return scope.excludedGoodsIds.length ? `${base}（部分商品除外）` : base;
}

/** '2026-11-01 至 2026-12-31' or '领取后30天内有效'. */
export function validityText(validity: Validity): string {
  if (validity.kind === 'days') return `领取后${validity.days}天内有效`;
  return `${dateText(validity.startsAtMs)} 至 ${dateText(validity.endsAtMs - 1)}`;
}
