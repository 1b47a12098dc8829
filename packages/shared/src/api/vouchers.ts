import { z } from 'zod';
import { flag, pageOf, pageQuery } from './envelope.ts';
import { id, numeric, yuan } from './fields.ts';

/**
 * Cash vouchers (现金券/购物金, issue #14): stored value granted by recharge offers, cashback and operators,
 * spent on orders after the coupon and before the balance, with an expiry. Money is yuan with 2 decimals here.
 */

/** Voucher status as the buyer's tabs know it, numbered like coupons': 0 usable, 1 used up, 2 expired. */
export const VoucherStatus = { USABLE: 0, USED: 1, EXPIRED: 2 } as const;
export const VOUCHER_STATUS_TEXT = ['可使用', '已用完', '已过期'] as const;

export const VOUCHER_SOURCE_TEXT: Readonly<Record<string, string>> = {
  recharge_offer: '充值赠送',
  cashback: '满额返现',
  grant: '平台发放',
  seed: '平台发放',
  points_mall: '积分兑换',
};
export const VOUCHER_LOG_TYPE_TEXT: Readonly<Record<string, string>> = {
  grant: '发放',
  pay: '订单抵扣',
  restore: '退回',
  expire: '过期',
  reverse: '收回',
};
export const voucherSourceText = (source: string) => VOUCHER_SOURCE_TEXT[source] ?? source;
export const voucherLogTypeText = (type: string) => VOUCHER_LOG_TYPE_TEXT[type] ?? type;

/** GET /api/user/cash_coupon ?page,status (default 0 usable) */
export const cashCouponQuery = pageQuery.extend({
  status: z.coerce
    .number({ error: '状态取值不正确' })
    .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], { error: '状态取值不正确' }))
    .default(0),
});
export type CashCouponQuery = z.infer<typeof cashCouponQuery>;

export const cashCoupon = z.object({
  id: z.number().int(),
  amount: z.number(),
  remaining: z.number(),
  source: z.string(),
  source_text: z.string(),
  remark: z.string(),
  status: z.number().int(),
  status_text: z.string(),
  /** 10-digit seconds. */
  expires_at: z.number().int(),
  created_at: z.number().int(),
});
export type CashCoupon = z.infer<typeof cashCoupon>;

/** The page of one status, with the count of every status and the total usable now. */
export const cashCouponPage = pageOf(cashCoupon).extend({
  usable_amount: z.number(),
  /** [usable, used up, expired] */
  counts: z.tuple([z.number().int(), z.number().int(), z.number().int()]),
});
export type CashCouponPage = z.infer<typeof cashCouponPage>;

/** GET /api/user/cash_coupon_log ?page — the ledger, newest first. */
export const cashCouponLogQuery = pageQuery;
export const cashCouponLogRow = z.object({
  id: z.number().int(),
  cash_coupon_id: z.number().int(),
  type: z.string(),
  type_text: z.string(),
  /** Signed: negative took value out. */
  amount: z.number(),
  /** The buyer's voucher total after this row. */
  total_after: z.number(),
  order_id: z.number().int().nullable(),
  order_no: z.string().nullable(),
  remark: z.string(),
  created_at: z.number().int(),
});
export type CashCouponLogRow = z.infer<typeof cashCouponLogRow>;
export const cashCouponLogPage = pageOf(cashCouponLogRow);

// ── checkout: spread into the confirm page's and the order's bodies (api/checkout.ts) ──
/** use_cash_coupon: 1 spends the buyer's usable vouchers on the order (up to its payable), 0 (default) not. */
export const useCashCouponField = { use_cash_coupon: z.coerce.number().pipe(flag).default(0) };
/** The confirm page's voucher line: what the buyer could use, and what this order takes with use_cash_coupon. */
export const cashCouponPreviewFields = { cash_coupon_usable: z.number(), cash_coupon_amount: z.number() };

// ── recharge offers (充值优惠) ──
export const rechargeOffer = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Recharge at least this (yuan) … */
  threshold: z.number(),
  /** … and get a voucher of this much (yuan), */
  bonus: z.number(),
  /** valid this many days after the recharge is credited. */
  validity_days: z.number().int(),
  starts_at: z.number().int(),
  ends_at: z.number().int(),
});
export type RechargeOffer = z.infer<typeof rechargeOffer>;
/** GET /api/cash_coupon/offers — the offers running now, highest threshold first. */
export const rechargeOfferList = z.array(rechargeOffer);

/** The offer a recharge of `amountYuan` hits: the running one with the highest threshold it reaches (then bonus). */
export function bestOfferFor<T extends { threshold: number; bonus: number }>(
  offers: T[],
  amount: number,
): T | undefined {
  let best: T | undefined;
  for (const offer of offers) {
    if (offer.threshold > amount) continue;
    if (!best || offer.bonus > best.bonus || (offer.bonus === best.bonus && offer.threshold > best.threshold))
      best = offer;
  }
  return best;
}

// ── console ──
const seconds = z.preprocess(numeric, z.number({ error: '时间格式不正确' }).int('时间格式不正确').min(0));
const OFFER_MAX_YUAN = 1_000_000;
/** POST /api/admin/recharge-offers, POST /api/admin/recharge-offers/:id */
export const rechargeOfferBody = z
  .strictObject({
    name: z.string().trim().min(1, '请填写活动名称').max(50, '活动名称最多 50 个字符'),
    threshold: yuan('充值门槛', 0.01, OFFER_MAX_YUAN),
    bonus: yuan('赠送金额', 0.01, OFFER_MAX_YUAN),
    validity_days: z.preprocess(
      numeric,
      z
        .number({ error: '有效天数不能为空' })
        .int('有效天数须为整数')
        .min(1, '有效天数至少 1 天')
        .max(3650, '有效天数最多 3650 天'),
    ),
    starts_at: seconds,
    ends_at: seconds,
    active: z.coerce.number().pipe(flag).default(1),
  })
  .superRefine((body, ctx) => {
    if (body.ends_at <= body.starts_at)
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: '结束时间须晚于开始时间' });
    if (body.bonus >= body.threshold)
      ctx.addIssue({ code: 'custom', path: ['bonus'], message: '赠送金额须小于充值门槛' });
  });
export type RechargeOfferBody = z.infer<typeof rechargeOfferBody>;
export const adminRechargeOffer = rechargeOffer.extend({
  active: flag,
  /** 'running' | 'scheduled' | 'ended' | 'paused' */
  state: z.string(),
  state_text: z.string(),
  created_at: z.number().int(),
});
export type AdminRechargeOffer = z.infer<typeof adminRechargeOffer>;
export const adminRechargeOfferPage = pageOf(adminRechargeOffer);
export const adminRechargeOfferQuery = pageQuery;

/**
 * POST /api/admin/cash-coupons — an operator (营销) grants a buyer, named by account, a voucher valid through
 * `expires_on`, with the reason the ledger keeps.
 */
export const voucherGrantBody = z.strictObject({
  username: z.string().trim().min(1, '请填写采购商账号').max(50, '采购商账号最多 50 个字符'),
  amount: yuan('发放金额', 0.01, 100_000),
  /** The last day it can be used (YYYY-MM-DD, store time): valid through its end. */
  expires_on: z.string({ error: '请选择有效期' }).regex(/^\d{4}-\d{2}-\d{2}$/, '有效期格式不正确'),
  reason: z.string().trim().min(1, '请填写发放原因').max(100, '原因最多 100 个字符'),
  /** The console form's token: a double-clicked grant is written once. */
  request_id: z.string().trim().min(8, '请求标识不正确').max(64, '请求标识不正确'),
});
export type VoucherGrantBody = z.infer<typeof voucherGrantBody>;
export const voucherGrantAnswer = z.object({ granted: flag, cash_coupon_id: id, usable_amount: z.number() });

/** GET /api/admin/cash-coupons ?page,keywords,source — vouchers of every buyer, newest first. */
export const adminCashCouponQuery = pageQuery.extend({
  keywords: z.string().trim().max(50, '关键词最多 50 个字符').default(''),
  source: z
    .enum(['recharge_offer', 'cashback', 'grant', 'seed', 'points_mall'], { error: '来源取值不正确' })
    .optional(),
});
export const adminCashCoupon = cashCoupon.extend({
  buyer: z.object({ id: z.number().int(), company: z.string(), username: z.string() }),
});
export type AdminCashCoupon = z.infer<typeof adminCashCoupon>;
export const adminCashCouponPage = pageOf(adminCashCoupon);

/** GET /api/admin/users/:id/cash-coupons ?page,status — the buyer file's voucher area, the buyer's own shapes. */
export const buyerCashCouponQuery = cashCouponQuery;
