import { z } from 'zod';
import { flag, pageQuery } from './envelope.ts';
import { blank, id, numeric, yuan } from './fields.ts';

/**
 * 营销 → 活动 in the console (issue #16): activities with goods, rules, schedule and banner; pause and resume;
 * the taps report (活动点击报表). Times are 10-digit seconds; money is yuan at the edge.
 */

const seconds = (label: string) =>
  z.preprocess(
    numeric,
    z
      .number({ error: `请选择${label}` })
      .int(`${label}格式不正确`)
      .min(0, `${label}格式不正确`)
      .max(9_999_999_999),
  );

/** A goods of the activity: an activity price in yuan, or empty to list it at the catalogue's price. */
export const activityGoodsLine = z.strictObject({
  goods_id: id,
  price: z.preprocess(blank, yuan('活动价', 0.01).optional()),
});

export const activityBody = z
  .strictObject({
    name: z.string().trim().min(1, '请填写活动名称').max(40, '活动名称最多 40 个字符'),
    rules: z.string().trim().max(2000, '活动规则最多 2000 个字符').default(''),
    starts_at: seconds('开始时间'),
    ends_at: seconds('结束时间'),
    sort: z.preprocess(
      (v) => numeric(blank(v) ?? 0),
      z.number({ error: '排序须为整数' }).int('排序须为整数').min(0, '排序不能小于0').max(9999, '排序最大 9999'),
    ),
    /** Form-encoded as goods[0][goods_id]=…&goods[0][price]=…; none at all is an activity without goods yet. */
    goods: z.preprocess((v) => v ?? [], z.array(activityGoodsLine).max(200, '活动商品最多 200 个')),
  })
  .refine((b) => b.ends_at > b.starts_at, { path: ['ends_at'], message: '结束时间须晚于开始时间' })
  .superRefine((b, ctx) => {
    const seen = new Set<number>();
    b.goods.forEach((line, index) => {
      if (seen.has(line.goods_id))
        ctx.addIssue({ code: 'custom', path: ['goods', index, 'goods_id'], message: '同一商品不能重复添加' });
      seen.add(line.goods_id);
    });
  });
export type ActivityBody = z.input<typeof activityBody>;

export const activityStatusBody = z.strictObject({ status: z.coerce.number().pipe(flag) });

export const ADMIN_ACTIVITY_STATES = ['upcoming', 'running', 'ended', 'paused'] as const;

export const adminActivityRow = z.object({
  id: z.number().int(),
  name: z.string(),
  banner: z.string(),
  starts_at: z.number().int(),
  ends_at: z.number().int(),
  sort: z.number().int(),
  status: flag,
  state: z.enum(ADMIN_ACTIVITY_STATES),
  state_text: z.string(),
  goods_count: z.number().int(),
  /** Taps counted for the activity, all positions and days. */
  taps: z.number().int(),
});
export type AdminActivityRow = z.infer<typeof adminActivityRow>;
export const adminActivityQuery = pageQuery.extend({ keywords: z.string().trim().max(40).default('') });

export const adminActivityGoods = z.object({
  goods_id: z.number().int(),
  name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  base_price: z.number(),
  /** The activity price; null: listed at the catalogue's price. */
  price: z.number().nullable(),
  is_listed: flag,
});
export type AdminActivityGoods = z.infer<typeof adminActivityGoods>;
export const adminActivityDetail = adminActivityRow.extend({
  rules: z.string(),
  goods: z.array(adminActivityGoods),
});
export type AdminActivityDetail = z.infer<typeof adminActivityDetail>;

/** The goods picker: listed goods by name, maker or pinyin initials. */
export const activityGoodsOptionsQuery = z.strictObject({ keywords: z.string().trim().max(40).default('') });
export const activityGoodsOption = adminActivityGoods.pick({
  goods_id: true,
  name: true,
  sccj: true,
  ypgg: true,
  base_price: true,
});
export type ActivityGoodsOption = z.infer<typeof activityGoodsOption>;

const day = (label: string) =>
  z.preprocess(
    blank,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`)
      .optional(),
  );
/** 活动点击报表: taps per activity and per ad by the store's day, `from`–`to` inclusive (default the last 7 days). */
export const tapReportQuery = z
  .strictObject({ from: day('开始日期'), to: day('结束日期') })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: '结束日期不能早于开始日期' });
export const tapReportRow = z.object({
  day: z.string(),
  kind: z.enum(['activity', 'ad']),
  target_id: z.number().int(),
  /** The activity's name or the ad's title ('已删除的广告' once deleted). */
  name: z.string(),
  taps: z.number().int(),
  /** Distinct buyers and visitors who tapped that day. */
  visitors: z.number().int(),
  buyers: z.number().int(),
});
export type TapReportRow = z.infer<typeof tapReportRow>;
export const tapReport = z.object({ from: z.string(), to: z.string(), rows: z.array(tapReportRow) });
export type TapReport = z.infer<typeof tapReport>;
