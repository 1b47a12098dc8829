import { z } from 'zod';
import { commaIds, id } from './fields.ts';
import { goodsItem } from './goods.ts';

/**
 * Activities (活动专区 /yjh/{id}, 活动中心 /Hdzx/{ids}/{id}, issue #16) as the store shows them, the link
 * resolver of /loading/activity and the taps of POST /api/activity/tap. Times are 10-digit seconds.
 */

/** An activity link's state: its page opens only while it runs (spec §8: not started says '活动暂未开始'). */
export const ACTIVITY_STATES = ['not_started', 'running', 'ended', 'missing'] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];

/** A goods of an activity: `activity_price` null when the activity only lists it (or the viewer may not see prices). */
export const activityGoods = goodsItem.extend({ activity_price: z.number().nullable() });
export type ActivityGoods = z.infer<typeof activityGoods>;

export const activitySummary = z.object({
  id: z.number().int(),
  name: z.string(),
  banner: z.string(),
  starts_at: z.number().int(),
  ends_at: z.number().int(),
  state: z.enum(ACTIVITY_STATES),
});
export type ActivitySummary = z.infer<typeof activitySummary>;

/** GET /api/activity/{id}: the page. `now` is the server's clock, for the countdown. */
export const activityPage = activitySummary.extend({
  rules: z.string(),
  now: z.number().int(),
  goods: z.array(activityGoods),
});
export type ActivityPage = z.infer<typeof activityPage>;

/** GET /api/activity/centre?ids=1,2,3: the activities of a centre (/Hdzx) still to be shown, in the ids' order. */
export const activityCentreQuery = z.strictObject({ ids: commaIds(20).refine((v) => v.length > 0, '请选择活动') });
export const activityCentre = z.object({ list: z.array(activitySummary), now: z.number().int() });
export type ActivityCentre = z.infer<typeof activityCentre>;

/**
 * GET /api/activity/link?ids=3 (or several for a centre): what a link to them opens. One running → its
 * state is running and `id` names it (the one asked first that runs); otherwise not started (`starts_at` the
 * earliest start) before ended, and missing when none of them exists.
 */
export const activityLinkQuery = activityCentreQuery;
export const activityLink = z.object({
  state: z.enum(ACTIVITY_STATES),
  id: z.number().int().nullable(),
  starts_at: z.number().int().nullable(),
});
export type ActivityLink = z.infer<typeof activityLink>;

/** Where a tap happened: a short code of the page or slot ('yjh', 'hdzx_tab', 'top', 'corner', …). */
export const tapPosition = z
  .string({ error: '请填写位置' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,30}$/, '位置格式不正确');

/** POST /api/activity/tap: a visit or click on an activity or on an ad (exactly one of the two). */
export const activityTapBody = z
  .strictObject({
    activity_id: id.optional(),
    ad_id: id.optional(),
    position: tapPosition,
  })
  .refine((b) => (b.activity_id === undefined) !== (b.ad_id === undefined), {
    path: ['activity_id'],
    message: '请指定活动或广告（二选一）',
  });
export type ActivityTapBody = z.input<typeof activityTapBody>;
/** `recorded` 0: the same tap was already counted this minute. */
export const activityTapResult = z.object({ recorded: z.union([z.literal(0), z.literal(1)]) });
