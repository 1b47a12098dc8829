import { WalletRefusal } from '@store/shared/codes';
import {
  CASHBACK_REWARD_TEXT,
  type AdminCashbackActivity,
  type CashbackActivityBody,
  type CashbackPage,
  type CashbackReward,
} from '@store/shared/api/cashback';
import { cashbackFen, periodBounds, periodOf, progressOf, tierOf } from '@store/shared/rules/cashback';
import { fenToYuan, yuanToFen } from '@store/shared/rules/money';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import * as repo from './repo.ts';
import { windowOf } from './settle.ts';
import { businessDay } from '../../lib/business-day.ts';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
/** Basis points at the edge: 200 → 2 (%). */
const percentOf = (bp: number) => bp / 100;
const tiersOf = (activity: repo.Activity) =>
  activity.tiers.map((t) => ({ threshold: fenToYuan(t.threshold_fen), rate: percentOf(t.rate_bp) }));
const rewardOf = (activity: repo.Activity) => activity.reward as CashbackReward;

const activityBase = (activity: repo.Activity) => ({
  id: activity.id,
  name: activity.name,
  starts_on: activity.startsOn,
  ends_on: activity.endsOn,
  reward: rewardOf(activity),
  reward_text: CASHBACK_REWARD_TEXT[rewardOf(activity)],
  tiers: tiersOf(activity),
  cap: fenToYuan(activity.capFen),
});

const presentAward = (award: repo.Award, activity: string) => ({
  id: award.id,
  activity,
  period: award.period,
  counted: fenToYuan(award.countedFen),
  rate: percentOf(award.rateBp),
  amount: fenToYuan(award.amountFen),
  credited: fenToYuan(award.creditedFen),
  reward_text: CASHBACK_REWARD_TEXT[award.reward as CashbackReward] ?? award.reward,
  created_at: seconds(award.createdAt),
});

/** /hb: the activities running today, each with where this buyer stands this month; and past awards. */
export async function cashbackOf(db: Db, userId: number, now = new Date()): Promise<CashbackPage> {
  const period = periodOf(now);
  const today = businessDay(now.getTime());
  const running = await repo.runningOn(db, today);
  const activities = await Promise.all(
    running.map(async (activity) => {
      const window = windowOf(activity, period) ?? periodBounds(period);
      const countedFen = await repo.paidInWindow(db, userId, window.start, window.end);
      const { next, gapFen } = progressOf(countedFen, activity.tiers);
      return {
        ...activityBase(activity),
        counted: fenToYuan(countedFen),
        reached_rate: percentOf(tierOf(countedFen, activity.tiers)?.rate_bp ?? 0),
        estimated: fenToYuan(cashbackFen(countedFen, activity.tiers, activity.capFen)),
        next: next
          ? { threshold: fenToYuan(next.threshold_fen), rate: percentOf(next.rate_bp), gap: fenToYuan(gapFen) }
          : null,
      };
    }),
  );
  const awards = (await repo.awardsOfBuyer(db, userId, 24)).map((r) => presentAward(r.award, r.activity));
  return { period, activities, awards };
}

// ── marketing ──
export async function activitiesForStaff(db: Db): Promise<{ data: AdminCashbackActivity[] }> {
  const rows = await repo.activities(db);
  const totals = await repo.awardTotals(
    db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((activity) => ({
      ...activityBase(activity),
      voucher_days: activity.voucherDays,
      settle_days: activity.settleDays,
      active: activity.active,
      awards: totals.get(activity.id)?.awards ?? 0,
      awarded: fenToYuan(totals.get(activity.id)?.fen ?? 0),
      created_at: seconds(activity.createdAt),
    })),
  };
}

const columnsOf = (body: CashbackActivityBody) => ({
  name: body.name,
  startsOn: body.starts_on,
  endsOn: body.ends_on,
  tiers: body.tiers.map((t) => ({ threshold_fen: yuanToFen(t.threshold), rate_bp: Math.round(t.rate * 100) })),
  reward: body.reward,
  voucherDays: body.voucher_days,
  capFen: yuanToFen(body.cap),
  settleDays: body.settle_days,
});

export async function createActivity(db: Db, actor: Actor, body: CashbackActivityBody) {
  return db.transaction(async (tx) => {
    const row = await repo.insertActivity(tx, columnsOf(body));
    await recordAudit(tx, actor, { action: 'cashback.create', objectType: 'cashback', objectId: row.id, after: body });
    return { id: row.id };
  });
}

/**
 * Editing an activity. Once a month has been settled its tiers, cap and reward stay as they were (786):
 * a later refund takes back by the same rule it was paid by. Name, dates and settle days may change.
 */
export async function updateActivity(db: Db, actor: Actor, id: number, body: CashbackActivityBody) {
  return db.transaction(async (tx) => {
    const before = await repo.activityById(tx, id, true);
    if (!before) throw notFound('返现活动不存在');
    const after = columnsOf(body);
    // jsonb keeps its own key order: tiers are compared by their values.
    const tierKey = (tiers: { threshold_fen: number; rate_bp: number }[]) =>
      tiers.map((t) => `${t.threshold_fen}:${t.rate_bp}`).join(',');
    const rulesChanged =
      tierKey(after.tiers) !== tierKey(before.tiers) ||
      after.capFen !== before.capFen ||
      after.reward !== before.reward;
    if (rulesChanged && (await repo.hasAwards(tx, id))) throw new AppError(WalletRefusal.CASHBACK_SETTLED);
    await repo.updateActivity(tx, id, after);
    await recordAudit(tx, actor, {
      action: 'cashback.update',
      objectType: 'cashback',
      objectId: id,
      before,
      after: body,
    });
    return { id };
  });
}

/** Pausing stops the progress shown and the settling of months not yet settled; resuming picks them up again. */
export async function setActive(db: Db, actor: Actor, id: number, active: boolean) {
  return db.transaction(async (tx) => {
    const before = await repo.activityById(tx, id, true);
    if (!before) throw notFound('返现活动不存在');
    await repo.updateActivity(tx, id, { active });
    await recordAudit(tx, actor, {
      action: active ? 'cashback.resume' : 'cashback.pause',
      objectType: 'cashback',
      objectId: id,
      before: { active: before.active },
      after: { active },
    });
    return { id, active };
  });
}

export async function awardsForStaff(
  db: Db,
  activityId: number,
  query: { page: number; page_size: number; period?: string | undefined },
) {
  if (!(await repo.activityById(db, activityId))) throw notFound('返现活动不存在');
  const { rows, total } = await repo.awardsOfActivity(db, activityId, {
    page: query.page,
    pageSize: query.page_size,
    period: query.period,
  });
  return {
    data: rows.map((r) => ({ ...presentAward(r.award, r.activity), buyer: r.buyer, orders: r.orders })),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}
