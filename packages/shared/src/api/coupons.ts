import { z } from 'zod';
import { flag, pageOf, pageQuery } from './envelope.ts';
import { blank, commaIds, id, numeric, page, yuan } from './fields.ts';
import { AUDIENCES, SCOPE_KINDS } from '../rules/coupon.ts';

/**
 * Coupons (优惠券, issue #14): the buyer's coupons (`GET /api/user/coupon`), the ones usable on the current
 * checkout selection with why the others are not (`GET /api/user/availableCoupon`), the coupon centre
 * (领券中心: `GET /api/coupon/center`, `POST /api/coupon/receive`), and marketing's templates in the console.
 * The spec names the two /api/user calls without their shapes; all are designed in the spec's style. Money
 * is yuan with 2 decimals, times are 10-digit seconds, 折扣 is in 折 (8.8 = 88% paid).
 */

const couponType = z.coerce.number().int().min(1, '优惠券类型不正确').max(3, '优惠券类型不正确');

/** What every coupon shows, on a card or in a list. */
const couponFace = z.object({
  name: z.string(),
  /** 1 满减券, 2 运费券, 3 折扣券 */
  type: z.number().int(),
  type_text: z.string(),
  /** Type 1: off the goods; type 2: of the shipping; type 3: 0. */
  amount: z.number(),
  /** Type 3: 折 (8.8); else null. */
  discount: z.number().nullable(),
  /** Type 3: the most it takes off; else null. */
  max_amount: z.number().nullable(),
  min_amount: z.number(),
  /** '满500减30', '满1000享8.8折，最高减¥50.00', '抵运费¥10.00' */
  face_text: z.string(),
  /** '全场通用', '限指定分类商品', … */
  scope_text: z.string(),
});
export type CouponFace = z.infer<typeof couponFace>;

// ── the buyer ──

export const USER_COUPON_STATUS = { UNUSED: 0, USED: 1, EXPIRED: 2 } as const;
export const USER_COUPON_STATUS_TEXT: Record<number, string> = { 0: '未使用', 1: '已使用', 2: '已过期' };

/** GET /api/user/coupon ?page,type,status — status 0 unused (default), 1 used, 2 expired. */
export const userCouponQuery = pageQuery.extend({
  type: z.preprocess(blank, couponType.optional()),
  status: z.preprocess(blank, z.coerce.number().int().min(0, '状态不正确').max(2, '状态不正确').default(0)),
});
export type UserCouponQuery = z.infer<typeof userCouponQuery>;

export const userCouponRow = couponFace.extend({
  id: z.number().int(),
  coupon_id: z.number().int(),
  status: z.number().int(),
  starts_at: z.number().int(),
  expires_at: z.number().int(),
  used_at: z.number().int().nullable(),
  order_id: z.number().int().nullable(),
});
export type UserCouponRow = z.infer<typeof userCouponRow>;

/** The page, and how many coupons of each status the buyer has under the same type filter (the tabs). */
export const userCouponPage = pageOf(userCouponRow).extend({
  counts: z.object({ unused: z.number().int(), used: z.number().int(), expired: z.number().int() }),
});
export type UserCouponPage = z.infer<typeof userCouponPage>;

/**
 * GET /api/user/availableCoupon ?type,page,ids — the buyer's unused coupons judged against the checkout
 * selection: `ids` (cart line ids, as the confirm page has them) or, without it, the lines selected in the cart.
 * Usable ones first (most saved first), then the others, each with why not.
 */
export const availableCouponQuery = pageQuery.extend({
  type: z.preprocess(blank, couponType.optional()),
  ids: commaIds(500).optional(),
});

/** A coupon judged against an order (the confirm page's choices, availableCoupon). */
export const couponOption = couponFace.extend({
  /** The buyer's coupon (user_coupon_id). */
  id: z.number().int(),
  starts_at: z.number().int(),
  expires_at: z.number().int(),
  /** Whether it can be used on this order. */
  usable: flag,
  /** What it takes off this order (0 when not usable). */
  discount_amount: z.number(),
  /** Why it cannot be used ('' when usable): 未达到使用门槛，还差¥x / 不适用于所选商品 / 未到使用时间 … */
  reason: z.string(),
});
export type CouponOption = z.infer<typeof couponOption>;

/** GET /api/coupon/center ?page — templates in the centre that the buyer may see. */
export const centreQuery = z.strictObject({ page, page_size: z.coerce.number().int().min(1).max(100).default(20) });

export const centreRow = couponFace.extend({
  id: z.number().int(),
  /** '2026-11-01 至 2026-12-31' or '领取后30天内有效'. */
  validity_text: z.string(),
  /** null: unlimited. */
  total: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
  /** 0–100, null when unlimited. */
  remaining_percent: z.number().int().nullable(),
  per_user_limit: z.number().int(),
  /** How many this buyer has claimed. */
  received: z.number().int(),
  /** 0 立即领取, 1 已领取 (limit reached), 2 已抢光, 3 不可领取 (audience; see `refusal`). */
  state: z.number().int(),
  refusal: z.string(),
});
export type CentreRow = z.infer<typeof centreRow>;
export const centrePage = pageOf(centreRow);

/** POST /api/coupon/receive {id} — claim one of a template in the centre. */
export const receiveBody = z.strictObject({ id });
export const receiveAnswer = z.object({
  coupon: userCouponRow,
  remaining: z.number().int().nullable(),
  received: z.number().int(),
});
export type ReceiveAnswer = z.infer<typeof receiveAnswer>;

// ── marketing, in the console ──

const COUPON_MAX_YUAN = 100_000;
const secondsField = (label: string) =>
  z.preprocess(
    numeric,
    z
      .number({ error: `${label}格式不正确` })
      .int(`${label}格式不正确`)
      .min(0)
      .max(9_999_999_999)
      .optional(),
  );
const textList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(/[,，\s]+/).filter(Boolean) : (v ?? [])),
  z.array(z.string().trim().min(1).max(30)).max(50, '最多 50 项'),
);
const ids = (label: string) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? [] : typeof v === 'string' ? v.split(',').filter(Boolean) : v),
    z.array(id).max(500, `${label}最多 500 个`),
  );

/** POST /api/admin/coupons (new) and POST /api/admin/coupons/:id (edit) — a template as marketing sets it. */
export const couponTemplateBody = z
  .strictObject({
    name: z.string().trim().min(1, '请填写优惠券名称').max(40, '名称最多 40 个字符'),
    type: couponType,
    amount: z.preprocess(blank, yuan('优惠金额', 0, COUPON_MAX_YUAN).optional()),
    discount: z.preprocess(
      numeric,
      z
        .number({ error: '折扣格式不正确' })
        .min(0.1, '折扣须在 0.1–9.9 折之间')
        .max(9.9, '折扣须在 0.1–9.9 折之间')
        .refine((v) => Number.isInteger(Math.round(v * 1000) / 100), '折扣最多一位小数')
        .optional(),
    ),
    max_amount: z.preprocess(blank, yuan('最高优惠金额', 0.01, COUPON_MAX_YUAN).optional()),
    min_amount: z.preprocess(blank, yuan('使用门槛', 0, 10_000_000).default(0)),
    scope_kind: z.enum(SCOPE_KINDS, { error: '适用范围不正确' }).default('all'),
    scope_ids: ids('适用范围'),
    excluded_goods_ids: ids('排除商品'),
    valid_kind: z.enum(['fixed', 'days'], { error: '有效期类型不正确' }),
    starts_at: secondsField('开始时间'),
    ends_at: secondsField('结束时间'),
    valid_days: z.preprocess(
      numeric,
      z.number({ error: '有效天数格式不正确' }).int().min(1, '有效天数至少 1 天').max(3650).optional(),
    ),
    /** Empty: unlimited. */
    total_quantity: z.preprocess(
      numeric,
      z.number({ error: '发放总量格式不正确' }).int().min(1, '发放总量至少 1 张').max(10_000_000).optional(),
    ),
    per_user_limit: z.preprocess(
      numeric,
      z.number({ error: '每人限领格式不正确' }).int().min(1, '每人限领至少 1 张').max(100).default(1),
    ),
    audience: z.enum(AUDIENCES, { error: '领取对象不正确' }).default('all'),
    audience_values: textList,
    in_centre: z.coerce.number().pipe(flag).default(1),
    description: z.string().trim().max(200, '说明最多 200 个字符').default(''),
  })
  .superRefine((b, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (b.type === 3) {
      if (b.discount === undefined) issue('discount', '请填写折扣');
      if (b.max_amount === undefined) issue('max_amount', '折扣券须设置最高优惠金额');
    } else if (!b.amount) issue('amount', '请填写优惠金额');
    if (b.type === 1 && b.amount && b.min_amount && b.amount >= b.min_amount) issue('amount', '优惠金额须小于使用门槛');
    if (b.scope_kind !== 'all' && b.scope_ids.length === 0) issue('scope_ids', '请选择适用的分类、品牌或商品');
    if (b.valid_kind === 'fixed') {
      if (b.starts_at === undefined) issue('starts_at', '请选择开始时间');
      if (b.ends_at === undefined) issue('ends_at', '请选择结束时间');
      else if (b.starts_at !== undefined && b.ends_at <= b.starts_at) issue('ends_at', '结束时间须晚于开始时间');
    } else if (b.valid_days === undefined) issue('valid_days', '请填写领取后有效天数');
    if ((b.audience === 'company_type' || b.audience === 'region') && b.audience_values.length === 0)
      issue('audience_values', b.audience === 'region' ? '请选择可领取的省份' : '请选择可领取的单位类型');
  });
export type CouponTemplateBody = z.infer<typeof couponTemplateBody>;

export const adminCouponRow = couponFace.extend({
  id: z.number().int(),
  scope_kind: z.string(),
  scope_ids: z.array(z.number().int()),
  excluded_goods_ids: z.array(z.number().int()),
  valid_kind: z.string(),
  starts_at: z.number().int().nullable(),
  ends_at: z.number().int().nullable(),
  valid_days: z.number().int().nullable(),
  validity_text: z.string(),
  total_quantity: z.number().int().nullable(),
  claimed_count: z.number().int(),
  used_count: z.number().int(),
  per_user_limit: z.number().int(),
  audience: z.string(),
  audience_values: z.array(z.string()),
  /** 1 active, 0 paused */
  status: z.number().int(),
  in_centre: flag,
  description: z.string(),
  created_at: z.number().int(),
});
export type AdminCouponRow = z.infer<typeof adminCouponRow>;
export const adminCouponPage = pageOf(adminCouponRow);

/** GET /api/admin/coupons ?page,keywords,status,type */
export const adminCouponQuery = pageQuery.extend({
  keywords: z.string().trim().max(40).default(''),
  status: z.preprocess(blank, z.coerce.number().int().min(0).max(1).optional()),
  type: z.preprocess(blank, couponType.optional()),
});
export type AdminCouponQuery = z.infer<typeof adminCouponQuery>;

/** POST /api/admin/coupons/:id/status {status} — 1 active, 0 paused. */
export const couponStatusBody = z.strictObject({ status: z.coerce.number().pipe(flag) });

/**
 * POST /api/admin/coupons/:id/grant — one coupon to each chosen buyer: by usernames (one per line or comma
 * separated), or every approved buyer matching a filter (company types, provinces, new buyers only).
 */
export const couponGrantBody = z
  .strictObject({
    target: z.enum(['usernames', 'filter'], { error: '请选择发放方式' }),
    usernames: textList.pipe(z.array(z.string()).max(500, '一次最多发放 500 个账号')).default([]),
    company_types: textList.default([]),
    provinces: textList.default([]),
    only_new: z.coerce.number().pipe(flag).default(0),
  })
  .superRefine((b, ctx) => {
    if (b.target === 'usernames' && b.usernames.length === 0)
      ctx.addIssue({ code: 'custom', path: ['usernames'], message: '请填写采购商账号' });
  });
export type CouponGrantBody = z.infer<typeof couponGrantBody>;
export const couponGrantAnswer = z.object({
  granted: z.number().int(),
  /** Usernames that are not approved buyers of the store. */
  not_found: z.array(z.string()),
});
export type CouponGrantAnswer = z.infer<typeof couponGrantAnswer>;

/** GET /api/admin/coupons/:id/report — how the template did. */
export const couponReport = z.object({
  id: z.number().int(),
  name: z.string(),
  claimed: z.number().int(),
  granted: z.number().int(),
  unused: z.number().int(),
  used: z.number().int(),
  expired: z.number().int(),
  /** Orders placed with it and not cancelled. */
  orders: z.number().int(),
  /** What those orders came to (payable), and what the coupon took off them. */
  order_amount: z.number(),
  discount_amount: z.number(),
  /** used ÷ (claimed + granted), percent with one decimal. */
  use_rate: z.number(),
});
export type CouponReport = z.infer<typeof couponReport>;
