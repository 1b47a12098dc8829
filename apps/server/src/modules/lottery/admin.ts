import { eq } from 'drizzle-orm';
import type { AdminActivityDetail, AdminActivityRow, AdminPrizeRow } from '@store/shared/api/draw-admin';
import { PRIZE_KIND_TEXT } from '@store/shared/api/draw';
import type { lotteryActivityBody, lotteryPrizeBody } from '@store/shared/api/draw-admin';
import { LotteryRefusal } from '@store/shared/codes';
import type { PrizeKind } from '@store/shared/rules/lottery';
import { fenToYuan, yuanToFen } from '@store/shared/rules/money';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { lotteryActivities, lotteryPrizes } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import * as adminRepo from './admin-repo.ts';
import type { Activity } from './repo.ts';
import { findActivity } from './repo.ts';

type ActivityBody = z.output<typeof lotteryActivityBody>;
type PrizeBody = z.output<typeof lotteryPrizeBody>;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const STATE_TEXT = { upcoming: '未开始', running: '进行中', ended: '已结束', paused: '已暂停' } as const;

function stateOf(a: Activity, nowMs = Date.now()): keyof typeof STATE_TEXT {
  if (a.status !== 1) return 'paused';
  if (a.startsAt.getTime() > nowMs) return 'upcoming';
  return a.endsAt.getTime() <= nowMs ? 'ended' : 'running';
}

const rowOf = (a: Activity, f = { draws: 0, buyers: 0, wins: 0 }): AdminActivityRow => {
  const state = stateOf(a);
  return {
    id: a.id,
    name: a.name,
    rules: a.rules,
    starts_at: seconds(a.startsAt),
    ends_at: seconds(a.endsAt),
    status: a.status === 1 ? 1 : 0,
    state,
    state_text: STATE_TEXT[state],
    min_paid: fenToYuan(a.minPaidFen),
    draws_per_day: a.drawsPerDay,
    draws_total: a.drawsTotal,
    points_cost: a.pointsCost,
    ad_image: a.adImage,
    ad_link: a.adLink,
    ...f,
  };
};

const columnsOf = (b: ActivityBody) => ({
  name: b.name,
  rules: b.rules,
  startsAt: new Date(b.starts_at * 1000),
  endsAt: new Date(b.ends_at * 1000),
  minPaidFen: yuanToFen(b.min_paid),
  drawsPerDay: b.draws_per_day,
  drawsTotal: b.draws_total,
  pointsCost: b.points_cost,
  adImage: b.ad_image,
  adLink: b.ad_link,
});

export async function listActivities(db: Db, q: { keywords: string; page: number; page_size: number }) {
  const { rows, total } = await adminRepo.activitiesPage(db, q);
  const figures = await adminRepo.figuresOf(
    db,
    rows.map((r) => r.id),
  );
  return { data: rows.map((r) => rowOf(r, figures.get(r.id))), total, page: q.page, page_size: q.page_size };
}

/** One activity with its prizes: remaining as the draws leave it now, and each prize's chance. */
export async function activityDetail(db: Db, id: number): Promise<AdminActivityDetail> {
  const a = await findActivity(db, id);
  if (!a) throw notFound('抽奖活动不存在');
  const [figures, prizes] = await Promise.all([adminRepo.figuresOf(db, [id]), adminRepo.prizesWithWins(db, id)]);
  const live = prizes.filter(({ prize: p }) => p.remaining === null || p.remaining > 0);
  const weights = live.reduce((sum, { prize: p }) => sum + p.weight, 0);
  return {
    ...rowOf(a, figures.get(id)),
    prizes: prizes.map(({ prize: p, couponName, mallGoodsName, won }): AdminPrizeRow => {
      const drawable = p.remaining === null || p.remaining > 0;
      return {
        id: p.id,
        kind: p.kind as PrizeKind,
        kind_text: PRIZE_KIND_TEXT[p.kind as PrizeKind],
        name: p.name,
        remarks: p.remarks,
        quantity: p.quantity,
        remaining: p.remaining,
        won,
        weight: p.weight,
        chance: drawable && weights > 0 ? Math.round((p.weight * 10_000) / weights) / 100 : 0,
        points: p.points,
        coupon_id: p.couponId,
        coupon_name: couponName,
        mall_goods_id: p.mallGoodsId,
        mall_goods_name: mallGoodsName,
        voucher: fenToYuan(p.voucherFen),
        voucher_days: p.voucherDays,
        sort: p.sort,
      };
    }),
  };
}

export async function createActivity(db: Db, actor: Actor, body: ActivityBody) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(lotteryActivities).values(columnsOf(body)).returning();
    await recordAudit(tx, actor, { action: 'lottery.create', objectType: 'lottery', objectId: row!.id, after: body });
    return rowOf(row!);
  });
}

export async function updateActivity(db: Db, actor: Actor, id: number, body: ActivityBody) {
  return db.transaction(async (tx) => {
    const before = await adminRepo.lockActivity(tx, id);
    if (!before) throw notFound('抽奖活动不存在');
    const [row] = await tx
      .update(lotteryActivities)
      .set({ ...columnsOf(body), updatedAt: new Date() })
      .where(eq(lotteryActivities.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'lottery.update',
      objectType: 'lottery',
      objectId: id,
      before,
      after: body,
    });
    return rowOf(row!);
  });
}

export async function setActivityStatus(db: Db, actor: Actor, id: number, status: 0 | 1) {
  return db.transaction(async (tx) => {
    const before = await adminRepo.lockActivity(tx, id);
    if (!before) throw notFound('抽奖活动不存在');
    const [row] = await tx
      .update(lotteryActivities)
      .set({ status, updatedAt: new Date() })
      .where(eq(lotteryActivities.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: status === 1 ? 'lottery.resume' : 'lottery.pause',
      objectType: 'lottery',
      objectId: id,
      before: { status: before.status },
      after: { status },
    });
    return rowOf(row!);
  });
}

const prizeColumns = (b: PrizeBody) => ({
  kind: b.kind,
  name: b.name,
  remarks: b.remarks,
  weight: b.weight,
  points: b.kind === 'points' ? b.points : 0,
  couponId: b.kind === 'coupon' ? (b.coupon_id ?? null) : null,
  mallGoodsId: b.kind === 'goods' ? (b.mall_goods_id ?? null) : null,
  voucherFen: b.kind === 'voucher' ? yuanToFen(b.voucher) : 0,
  voucherDays: b.voucher_days,
  sort: b.sort,
});

/** A coupon prize names a template that exists; a goods prize a mall goods that ships. */
async function checkPrizeRefs(tx: Tx, body: PrizeBody) {
  if (body.kind === 'coupon' && !(await adminRepo.couponExists(tx, body.coupon_id!)))
    throw new AppError(LotteryRefusal.PRIZE_COUPON_MISSING);
  if (body.kind === 'goods' && !(await adminRepo.shippableMallGoods(tx, body.mall_goods_id!)))
    throw new AppError(LotteryRefusal.PRIZE_MALL_GOODS_INVALID);
}

export async function createPrize(db: Db, actor: Actor, activityId: number, body: PrizeBody) {
  return db.transaction(async (tx) => {
    if (!(await adminRepo.lockActivity(tx, activityId))) throw notFound('抽奖活动不存在');
    await checkPrizeRefs(tx, body);
    const [row] = await tx
      .insert(lotteryPrizes)
      .values({ ...prizeColumns(body), activityId, quantity: body.quantity, remaining: body.quantity })
      .returning({ id: lotteryPrizes.id });
    await recordAudit(tx, actor, {
      action: 'lottery.prize.create',
      objectType: 'lottery_prize',
      objectId: row!.id,
      after: body,
    });
    return { id: row!.id };
  });
}

/**
 * A prize edited under its row lock. A new quantity moves remaining by the same difference (what was won
 * stays won), and may not go below what was already won (816): draws in flight wait for the lock.
 */
export async function updatePrize(db: Db, actor: Actor, id: number, body: PrizeBody) {
  return db.transaction(async (tx) => {
    const before = await adminRepo.lockPrize(tx, id);
    if (!before) throw notFound('奖品不存在');
    await checkPrizeRefs(tx, body);
    const won = before.quantity === null ? await adminRepo.prizeWon(tx, id) : before.quantity - before.remaining!;
    if (body.quantity !== null && body.quantity < won) throw new AppError(LotteryRefusal.QUANTITY_BELOW_WON, won);
    await tx
      .update(lotteryPrizes)
      .set({
        ...prizeColumns(body),
        quantity: body.quantity,
        remaining: body.quantity === null ? null : body.quantity - won,
      })
      .where(eq(lotteryPrizes.id, id));
    await recordAudit(tx, actor, {
      action: 'lottery.prize.update',
      objectType: 'lottery_prize',
      objectId: id,
      before,
      after: body,
    });
    return { id };
  });
}
