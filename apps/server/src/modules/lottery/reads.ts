import {
  PRIZE_KIND_TEXT,
  type DrawActivity,
  type DrawAds,
  type DrawPrize,
  type DrawSimple,
  type DrawWinner,
} from '@store/shared/api/draw';
import { POINTS_ORDER_STATUS_TEXT } from '@store/shared/api/mall';
import { beijingDay, type PrizeKind } from '@store/shared/rules/lottery';
import { maskName } from '@store/shared/rules/mask';
import { fenToYuan } from '@store/shared/rules/money';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import * as repo from './repo.ts';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** The popup's remarks: what a draw costs and how many a buyer has, in a line. */
function remarksOf(a: repo.Activity): string {
  const parts = [
    a.pointsCost > 0 ? `每次消耗 ${a.pointsCost} 积分` : '免费抽奖',
    a.drawsPerDay !== null ? `每天 ${a.drawsPerDay} 次` : '',
    a.drawsTotal !== null ? `共 ${a.drawsTotal} 次` : '',
  ];
  return parts.filter(Boolean).join('，');
}

export async function simple(db: Db, userId: number | null, nowMs = Date.now()): Promise<DrawSimple> {
  const a = await repo.currentActivity(db, new Date(nowMs));
  if (!a) return null;
  const joined = userId !== null && (await repo.hasJoined(db, a.id, userId));
  return {
    id: a.id,
    name: a.name,
    remarks: remarksOf(a),
    is_join: joined ? 1 : 0,
    starts_at: seconds(a.startsAt),
    ends_at: seconds(a.endsAt),
  };
}

export const prizeOf = (p: repo.Prize): DrawPrize => ({
  id: p.id,
  kind: p.kind as PrizeKind,
  kind_text: PRIZE_KIND_TEXT[p.kind as PrizeKind],
  name: p.name,
  remarks: p.remarks,
  quantity: p.quantity,
  remaining: p.remaining,
});

export async function activity(db: Db, id: number, userId: number | null, nowMs = Date.now()): Promise<DrawActivity> {
  const a = await repo.findActivity(db, id);
  // A paused activity is not shown to buyers at all.
  if (!a || a.status !== 1) throw notFound('抽奖活动不存在');
  const prizes = await repo.prizesOf(db, id);
  let mine: DrawActivity['mine'] = null;
  if (userId !== null) {
    const [counter, buyer] = await Promise.all([repo.counterOf(db, id, userId), repo.buyerOf(db, userId)]);
    const today = beijingDay(nowMs).day;
    const total = counter?.total ?? 0;
    const todayCount = counter?.day === today ? counter.dayCount : 0;
    const leftTotal = a.drawsTotal === null ? null : Math.max(0, a.drawsTotal - total);
    const leftToday = a.drawsPerDay === null ? null : Math.max(0, a.drawsPerDay - todayCount);
    mine = {
      draws: total,
      draws_left: leftTotal,
      draws_left_today: leftToday === null ? null : leftTotal === null ? leftToday : Math.min(leftToday, leftTotal),
      points: buyer?.points ?? 0,
    };
  }
  return {
    id: a.id,
    name: a.name,
    rules: a.rules,
    starts_at: seconds(a.startsAt),
    ends_at: seconds(a.endsAt),
    running: a.startsAt.getTime() <= nowMs && nowMs < a.endsAt.getTime(),
    points_cost: a.pointsCost,
    draws_per_day: a.drawsPerDay,
    draws_total: a.drawsTotal,
    min_paid: fenToYuan(a.minPaidFen),
    prizes: prizes.map(prizeOf),
    mine,
  };
}

export async function winners(db: Db, activityId: number): Promise<DrawWinner[]> {
  const rows = await repo.latestWinners(db, activityId, 30);
  return rows.map((r) => ({
    id: r.id,
    user_name: maskName(r.company || r.username),
    prize_name: r.prizeName,
    created_at: seconds(r.createdAt),
  }));
}

export async function records(db: Db, userId: number, q: { page: number; page_size: number }) {
  const { rows, total } = await repo.recordsOf(db, userId, q.page, q.page_size);
  return {
    data: rows.map(({ record: r, activityName, order }) => ({
      id: r.id,
      activity_id: r.activityId,
      activity_name: activityName,
      kind: r.kind as PrizeKind,
      kind_text: PRIZE_KIND_TEXT[r.kind as PrizeKind],
      prize_name: r.prizeName,
      prize_remarks: r.prizeRemarks,
      points_spent: r.pointsSpent,
      shipping: order
        ? {
            points_order_id: order.id,
            order_no: order.orderNo,
            status: order.status,
            status_text: POINTS_ORDER_STATUS_TEXT[order.status] ?? '',
            tracking_no: order.trackingNo,
          }
        : null,
      created_at: seconds(r.createdAt),
    })),
    total,
    page: q.page,
    page_size: q.page_size,
  };
}

export async function ads(db: Db, nowMs = Date.now()): Promise<DrawAds> {
  const a = await repo.currentActivity(db, new Date(nowMs));
  if (!a || !a.adImage) return null;
  return { activity_id: a.id, image: a.adImage, link: a.adLink };
}
