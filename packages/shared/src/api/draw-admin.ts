import { z } from 'zod';
import { flag, pageQuery } from './envelope.ts';
import { blank, numeric, yuan } from './fields.ts';
import { PRIZE_KINDS } from './draw.ts';

/** 营销 → 抽奖活动 in the console (issue #15): activities, prizes with live remaining, the winners report. */

const seconds = (label: string) =>
  z.preprocess(
    numeric,
    z
      .number({ error: `请选择${label}` })
      .int(`${label}格式不正确`)
      .min(0, `${label}格式不正确`)
      .max(9_999_999_999),
  );
const count = (label: string, max = 1_000_000) =>
  z.preprocess(
    (v) => numeric(blank(v)),
    z
      .number({ error: `${label}格式不正确` })
      .int(`${label}须为整数`)
      .min(1, `${label}至少为 1`)
      .max(max, `${label}不能超过 ${max}`)
      .nullable()
      .default(null),
  );
const whole = (label: string, max: number) =>
  z.preprocess(
    (v) => numeric(blank(v) ?? 0),
    z
      .number({ error: `${label}格式不正确` })
      .int(`${label}须为整数`)
      .min(0, `${label}不能小于0`)
      .max(max, `${label}不能超过 ${max}`),
  );

export const lotteryActivityBody = z
  .strictObject({
    name: z.string().trim().min(1, '请填写活动名称').max(40, '活动名称最多 40 个字符'),
    rules: z.string().trim().max(2000, '活动规则最多 2000 个字符').default(''),
    starts_at: seconds('开始时间'),
    ends_at: seconds('结束时间'),
    /** Yuan paid today needed to draw; 0: none. */
    min_paid: yuan('当天实付门槛', 0).default(0),
    draws_per_day: count('每天抽奖次数', 1000),
    draws_total: count('总抽奖次数', 100_000),
    points_cost: whole('每次消耗积分', 1_000_000),
    ad_image: z.string().trim().max(500).default(''),
    ad_link: z.string().trim().max(500).default(''),
  })
  .refine((b) => b.ends_at > b.starts_at, { path: ['ends_at'], message: '结束时间须晚于开始时间' });
export type LotteryActivityBody = z.input<typeof lotteryActivityBody>;

export const lotteryStatusBody = z.strictObject({ status: z.coerce.number().pipe(flag) });

export const lotteryPrizeBody = z
  .strictObject({
    kind: z.enum(PRIZE_KINDS, { error: '请选择奖品类型' }),
    name: z.string().trim().min(1, '请填写奖品名称').max(40, '奖品名称最多 40 个字符'),
    remarks: z.string().trim().max(60, '奖品说明最多 60 个字符').default(''),
    /** Empty: unlimited. */
    quantity: count('奖品数量'),
    weight: whole('中奖权重', 1_000_000),
    points: whole('奖励积分', 1_000_000),
    coupon_id: z.preprocess(blank, z.coerce.number().int().min(1, '请选择优惠券').optional()),
    /** A goods prize: the mall goods (kind 实物) it ships as a points order. */
    mall_goods_id: z.preprocess(blank, z.coerce.number().int().min(1, '请选择寄送的积分商品').optional()),
    voucher: yuan('购物金金额', 0, 100_000).default(0),
    voucher_days: z.preprocess((v) => numeric(blank(v) ?? 30), z.number().int().min(1, '有效天数至少 1 天').max(3650)),
    sort: whole('排序', 10_000),
  })
  .superRefine((b, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (b.kind === 'points' && b.points < 1) issue('points', '请填写奖励积分');
    if (b.kind === 'coupon' && !b.coupon_id) issue('coupon_id', '请选择优惠券');
    if (b.kind === 'goods' && !b.mall_goods_id) issue('mall_goods_id', '请选择寄送的积分商品');
    if (b.kind === 'voucher' && b.voucher < 0.01) issue('voucher', '请填写购物金金额');
  });
export type LotteryPrizeBody = z.input<typeof lotteryPrizeBody>;

export const adminPrizeRow = z.object({
  id: z.number().int(),
  kind: z.enum(PRIZE_KINDS),
  kind_text: z.string(),
  name: z.string(),
  remarks: z.string(),
  quantity: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
  won: z.number().int(),
  weight: z.number().int(),
  /** weight / Σ weights of the activity's prizes with something left, in percent (2 decimals). */
  chance: z.number(),
  points: z.number().int(),
  coupon_id: z.number().int().nullable(),
  coupon_name: z.string().nullable(),
  mall_goods_id: z.number().int().nullable(),
  mall_goods_name: z.string().nullable(),
  voucher: z.number(),
  voucher_days: z.number().int(),
  sort: z.number().int(),
});
export type AdminPrizeRow = z.infer<typeof adminPrizeRow>;

export const adminActivityRow = z.object({
  id: z.number().int(),
  name: z.string(),
  rules: z.string(),
  starts_at: z.number().int(),
  ends_at: z.number().int(),
  status: flag,
  /** 'upcoming' | 'running' | 'ended' | 'paused' */
  state: z.string(),
  state_text: z.string(),
  min_paid: z.number(),
  draws_per_day: z.number().int().nullable(),
  draws_total: z.number().int().nullable(),
  points_cost: z.number().int(),
  ad_image: z.string(),
  ad_link: z.string(),
  draws: z.number().int(),
  buyers: z.number().int(),
  wins: z.number().int(),
});
export type AdminActivityRow = z.infer<typeof adminActivityRow>;

export const adminActivityQuery = pageQuery.extend({ keywords: z.string().trim().max(40).default('') });
export const adminActivityDetail = adminActivityRow.extend({ prizes: z.array(adminPrizeRow) });
export type AdminActivityDetail = z.infer<typeof adminActivityDetail>;

/** The winners report: draws of an activity, winners only unless `all`, newest first. */
export const adminWinnersQuery = pageQuery.extend({
  all: z.preprocess(blank, z.coerce.number().pipe(flag).optional()),
  kind: z.preprocess(blank, z.enum(PRIZE_KINDS).optional()),
});
export const adminWinnerRow = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  company: z.string(),
  kind: z.enum(PRIZE_KINDS),
  kind_text: z.string(),
  prize_name: z.string(),
  points_spent: z.number().int(),
  /** A goods prize: its points order (shipped from 积分订单), where it goes and its state ('待发货'…). */
  shipping: z
    .object({
      points_order_id: z.number().int(),
      order_no: z.string(),
      consignee: z.string(),
      mobile: z.string(),
      address: z.string(),
      status: z.number().int(),
      status_text: z.string(),
      tracking_no: z.string(),
    })
    .nullable(),
  created_at: z.number().int(),
});
export type AdminWinnerRow = z.infer<typeof adminWinnerRow>;
