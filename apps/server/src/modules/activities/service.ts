import { createHash } from 'node:crypto';
import type { ActivityCentre, ActivityLink, ActivityPage, ActivitySummary } from '@store/shared/api/activities';
import { fenToYuan } from '@store/shared/rules/money';
import { formatStoreTime } from '@store/shared/rules/store-time';
import { toSeconds } from '@store/shared/rules/time';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { hiddenPriceTip, presentGoods, type Viewer } from '../catalogue/index.ts';
import * as repo from './repo.ts';
import { activityState, linkState } from './state.ts';

const summaryOf = (row: repo.ActivityRow, now: number): ActivitySummary => ({
  id: row.id,
  name: row.name,
  banner: row.banner,
  starts_at: toSeconds(row.startsAt),
  ends_at: toSeconds(row.endsAt),
  state: activityState(row, now),
});

/**
 * GET /api/activity/{id}: the page of an activity that exists and is not paused, with its goods priced for
 * this viewer (the activity price hidden wherever the catalogue price is). A paused one answers like a
 * missing one: it is not on offer.
 */
export async function activityPage(db: Db, id: number, viewer: Viewer): Promise<ActivityPage> {
  const row = await repo.findActivity(db, id);
  if (!row || row.status !== 1) throw notFound('活动不存在');
  const now = Date.now();
  const goods = await repo.goodsOfActivity(db, id);
  return {
    ...summaryOf(row, now),
    rules: row.rules,
    now: toSeconds(new Date(now)),
    goods: goods.map(({ goods: g, priceFen }) => ({
      ...presentGoods(g, viewer),
      activity_price: priceFen === null || hiddenPriceTip(g, viewer) ? null : fenToYuan(priceFen),
    })),
  };
}

/** GET /api/activity/centre: the activities of a centre that are on or still to come, in the order asked. */
export async function activityCentre(db: Db, ids: number[]): Promise<ActivityCentre> {
  const now = Date.now();
  const rows = await repo.activitiesByIds(db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const list = ids
    .flatMap((id) => {
      const row = byId.get(id);
      return row ? [summaryOf(row, now)] : [];
    })
    .filter((a) => a.state === 'running' || a.state === 'not_started');
  return { list, now: toSeconds(new Date(now)) };
}

/** GET /api/activity/link: what /loading/activity does with a link to these activities. */
export async function activityLink(db: Db, ids: number[]): Promise<ActivityLink> {
  const { state, id, startsAt } = linkState(ids, await repo.activitiesByIds(db, ids));
  return { state, id, starts_at: startsAt ? toSeconds(startsAt) : null };
}

/** Who tapped: the buyer, or a visitor known only by a hash of the address (never stored as it is). */
const tapperOf = (userId: number | undefined, ip: string) =>
  userId ? `u:${userId}` : `a:${createHash('sha256').update(ip).digest('hex').slice(0, 16)}`;

/**
 * POST /api/activity/tap: one visit or click on an activity or an ad. Counted once per tapper, target,
 * position and minute (the table's unique key), so a page reloaded in a loop or a scripted flood adds at
 * most one row a minute; the global rate limit bounds the requests themselves.
 */
export async function recordTap(
  db: Db,
  tap: { activityId?: number; adId?: number; position: string; userId?: number; ip: string },
): Promise<{ recorded: 0 | 1 }> {
  if (tap.activityId !== undefined && !(await repo.findActivity(db, tap.activityId))) throw notFound('活动不存在');
  if (tap.adId !== undefined && !(await repo.adExists(db, tap.adId))) throw notFound('广告不存在');
  const now = Date.now();
  const recorded = await repo.insertTap(db, {
    activityId: tap.activityId ?? null,
    adId: tap.adId ?? null,
    userId: tap.userId ?? null,
    tapper: tapperOf(tap.userId, tap.ip),
    position: tap.position,
    day: formatStoreTime(now, 'YYYY-MM-DD'),
    minute: Math.floor(now / 60_000),
  });
  return { recorded: recorded ? 1 : 0 };
}
