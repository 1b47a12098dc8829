import { z } from 'zod';
import { id, page } from './fields.ts';

/**
 * The lottery (抽奖, issue #15): the six calls of spec §7, all GET as the spec's client makes them —
 * `/api/draw ?id` draws once (login required, and the server refuses it without the same-site proof a
 * state-changing call needs: see the route). Times are 10-digit seconds; money is yuan.
 */
export const PRIZE_KINDS = ['points', 'coupon', 'voucher', 'goods', 'thanks'] as const;
export const PRIZE_KIND_TEXT: Readonly<Record<(typeof PRIZE_KINDS)[number], string>> = {
  points: '积分',
  coupon: '优惠券',
  voucher: '购物金',
  goods: '实物奖品',
  thanks: '谢谢参与',
};
const prizeKind = z.enum(PRIZE_KINDS);

/** `?id` of the draw calls: the activity. */
export const drawQuery = z.strictObject({ id });

/** GET /api/draw/simple: the current activity for the popup (spec §3: id, is_join, name, remarks), or null. */
export const drawSimple = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** The rules in short, under the name in the popup. */
    remarks: z.string(),
    /** 1: this buyer has drawn in it (the popup stays closed); always 0 for visitors. */
    is_join: z.union([z.literal(0), z.literal(1)]),
    starts_at: z.number().int(),
    ends_at: z.number().int(),
  })
  .nullable();
export type DrawSimple = z.infer<typeof drawSimple>;

export const drawPrize = z.object({
  id: z.number().int(),
  kind: prizeKind,
  kind_text: z.string(),
  name: z.string(),
  remarks: z.string(),
  /** null: unlimited. */
  quantity: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
});
export type DrawPrize = z.infer<typeof drawPrize>;

/** GET /api/draw/{id}/activity: rules and prizes, and the buyer's draws left when logged in. */
export const drawActivity = z.object({
  id: z.number().int(),
  name: z.string(),
  rules: z.string(),
  starts_at: z.number().int(),
  ends_at: z.number().int(),
  running: z.boolean(),
  points_cost: z.number().int(),
  draws_per_day: z.number().int().nullable(),
  draws_total: z.number().int().nullable(),
  /** Yuan paid today needed to take part; 0: none. */
  min_paid: z.number(),
  prizes: z.array(drawPrize),
  /** null for visitors; draws_left null = no cap of that kind. */
  mine: z
    .object({
      draws: z.number().int(),
      draws_left: z.number().int().nullable(),
      draws_left_today: z.number().int().nullable(),
      points: z.number().int(),
    })
    .nullable(),
});
export type DrawActivity = z.infer<typeof drawActivity>;

/** GET /api/draw ?id: the record of this draw and the message the page alerts (spec §8). */
export const drawResult = z.object({
  record_id: z.number().int(),
  prize: z.object({ id: z.number().int().nullable(), kind: prizeKind, name: z.string(), remarks: z.string() }),
  is_win: z.boolean(),
  message: z.string(),
  points_spent: z.number().int(),
});
export type DrawResult = z.infer<typeof drawResult>;

/** GET /api/draw/new_record ?id: the latest winners for the scrolling list, names masked. */
export const drawWinner = z.object({
  id: z.number().int(),
  user_name: z.string(),
  prize_name: z.string(),
  created_at: z.number().int(),
});
export const drawWinners = z.array(drawWinner);
export type DrawWinner = z.infer<typeof drawWinner>;

/** GET /api/draw/record ?page, page_size: this buyer's draws, newest first. */
export const drawRecordQuery = z.strictObject({
  page,
  page_size: z.coerce.number().int().min(1, '每页条数不正确').max(50, '每页条数不正确').default(10),
});
export const drawRecordRow = z.object({
  id: z.number().int(),
  activity_id: z.number().int(),
  activity_name: z.string(),
  kind: prizeKind,
  kind_text: z.string(),
  prize_name: z.string(),
  prize_remarks: z.string(),
  points_spent: z.number().int(),
  /** Goods prizes: the points order it ships as (/jfdd), its state (0 待发货, 1 已发货, 2 已完成, 3 已取消) and tracking number; null for the rest. */
  shipping: z
    .object({
      points_order_id: z.number().int(),
      order_no: z.string(),
      status: z.number().int(),
      status_text: z.string(),
      tracking_no: z.string(),
    })
    .nullable(),
  created_at: z.number().int(),
});
export const drawRecordPage = z.object({
  data: z.array(drawRecordRow),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type DrawRecordRow = z.infer<typeof drawRecordRow>;

/** GET /api/draw/ads: the popup's ad of the current activity, or null. */
export const drawAds = z.object({ activity_id: z.number().int(), image: z.string(), link: z.string() }).nullable();
export type DrawAds = z.infer<typeof drawAds>;
