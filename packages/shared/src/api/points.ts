import { z } from 'zod';
import { page } from './fields.ts';

/**
 * Points (积分, issue #14). The spec names the page (/wdqb_jfgl, alias /jfgl) and `points` in the user state
 * (§3), not the call: `GET /api/user/points_log` is designed here in the style of `user_money_log`
 * (?page, page_size, type, start_time, end_time; times are 10-digit seconds, end_time inclusive).
 */
export const POINTS_TYPES = ['earn', 'reverse', 'spend', 'refund', 'expire', 'adjust'] as const;
export type PointsType = (typeof POINTS_TYPES)[number];
export const POINTS_TYPE_TEXT: Readonly<Record<PointsType, string>> = {
  earn: '购物获得',
  reverse: '退款扣回',
  spend: '积分兑换',
  refund: '兑换退回',
  expire: '积分过期',
  adjust: '积分调整',
};

const seconds = z.coerce.number().int().min(0).max(9_999_999_999);

/** GET /api/user/points_log ?page, page_size, type, start_time, end_time */
export const pointsLogQuery = z
  .strictObject({
    type: z.enum(POINTS_TYPES, { error: '类型不正确' }).optional(),
    start_time: seconds.optional(),
    end_time: seconds.optional(),
    page,
    page_size: z.coerce.number().int().min(1).max(100).default(10),
  })
  .refine((q) => q.start_time === undefined || q.end_time === undefined || q.start_time <= q.end_time, {
    path: ['end_time'],
    message: '结束时间不能早于开始时间',
  });
export type PointsLogQuery = z.infer<typeof pointsLogQuery>;

export const pointsLogRow = z.object({
  id: z.number().int(),
  type: z.enum(POINTS_TYPES),
  type_text: z.string(),
  /** Signed whole points. */
  change: z.number().int(),
  points_after: z.number().int(),
  order_id: z.number().int().nullable(),
  order_no: z.string().nullable(),
  /** Credits: when these points expire (the year-end after they were credited); null for the rest. */
  expires_at: z.number().int().nullable(),
  remark: z.string(),
  created_at: z.number().int(),
});
export type PointsLogRow = z.infer<typeof pointsLogRow>;

/** The answer: the balance, what expires at the coming year-end, the earning rule, and one page of the ledger. */
export const pointsLogPage = z.object({
  points: z.number().int(),
  expiring: z.object({
    points: z.number().int(),
    /** 23:59:59 on 12-31 of this year, Beijing time. */
    expires_at: z.number().int(),
  }),
  points_per_yuan: z.number(),
  data: z.array(pointsLogRow),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type PointsLogPage = z.infer<typeof pointsLogPage>;

// ── staff, in the console ──
/** GET /api/admin/users/:id/points_log: the same ledger for the buyer file. */
export const adminPointsLogQuery = z.strictObject({
  page,
  page_size: z.coerce.number().int().min(1).max(100).default(10),
});

export const POINTS_ADJUST_MAX = 1_000_000;
/** POST /api/admin/users/:id/points: a manual adjustment (signed whole points), with the reason the ledger keeps. */
export const pointsAdjustBody = z.strictObject({
  change: z.coerce
    .number({ error: '调整积分须为整数' })
    .int('调整积分须为整数')
    .min(-POINTS_ADJUST_MAX, '调整积分过大')
    .max(POINTS_ADJUST_MAX, '调整积分过大')
    .refine((v) => v !== 0, '调整积分不能为0'),
  reason: z.string().trim().min(1, '请填写调整原因').max(100, '原因最多 100 个字符'),
});
export type PointsAdjustBody = z.infer<typeof pointsAdjustBody>;
export const pointsAdjustAnswer = z.object({ points: z.number().int() });
