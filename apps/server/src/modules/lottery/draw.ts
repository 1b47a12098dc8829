import { randomInt } from 'node:crypto';
import type { DrawResult } from '@store/shared/api/draw';
import { LotteryRefusal } from '@store/shared/codes';
import { beijingDay, drawMessage, type PrizeKind } from '@store/shared/rules/lottery';
import { fenToYuan, formatYuan } from '@store/shared/rules/money';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { issue, takeFromTemplate } from '../coupons/index.ts';
import { changePoints } from '../points/index.ts';
import { grantVoucher } from '../vouchers/index.ts';
import { createPrizeOrder } from '../mall/index.ts';
import * as repo from './repo.ts';

const THANKS = { id: null, kind: 'thanks' as const, name: '谢谢参与', remarks: '' };
type Template = NonNullable<Awaited<ReturnType<typeof takeFromTemplate>>>;
type Won = {
  id: number | null;
  kind: PrizeKind;
  name: string;
  remarks: string;
  prize?: repo.Prize;
  template?: Template;
};

/** Whether the activity admits draws now; thrown when not. */
export function assertRunning(a: repo.Activity, nowMs: number): void {
  if (a.status !== 1 || a.startsAt.getTime() > nowMs || a.endsAt.getTime() <= nowMs)
    throw new AppError(LotteryRefusal.NOT_RUNNING);
}

/** One prize among `prizes` in proportion to their weights, by `crypto.randomInt`. */
export function pickPrize<P extends { weight: number }>(prizes: P[], random = randomInt): P | undefined {
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  if (total <= 0) return undefined;
  let ticket = random(total);
  for (const p of prizes) {
    if (ticket < p.weight) return p;
    ticket -= p.weight;
  }
  return undefined;
}

/**
 * GET /api/draw ?id: one draw, in ONE transaction. In order: the buyer's draw counted on their (activity,
 * buyer) row under its caps (parallel draws of one buyer queue there); the points cost spent through the
 * ledger (771 when short, which undoes the count); a prize picked by weight among those remaining and one
 * of it taken with `remaining >= 1` (lost to a parallel draw: 谢谢参与); the prize credited — points through
 * the ledger, a coupon of its template (taken from the template's total like a grant; if the template ran
 * out, the prize is given back and the draw is 谢谢参与), a 购物金 voucher through its ledger, goods as a
 * points order of 0 points to the default address (linked from the record), which the warehouse ships from
 * 积分订单; and the record. Anything failing undoes all of it.
 */
export async function drawOnce(db: Db, userId: number, activityId: number, nowMs = Date.now()): Promise<DrawResult> {
  const activity = await repo.findActivity(db, activityId);
  if (!activity) throw notFound('抽奖活动不存在');
  assertRunning(activity, nowMs);
  const buyer = await repo.buyerOf(db, userId);
  if (!buyer?.isPassed) throw new AppError(LotteryRefusal.NOT_APPROVED);
  const today = beijingDay(nowMs);
  if (activity.minPaidFen > 0) {
    const paid = await repo.paidSince(db, userId, new Date(today.startMs));
    if (paid < activity.minPaidFen)
      throw new AppError(LotteryRefusal.PAID_SHORT, formatYuan(fenToYuan(activity.minPaidFen)));
  }
  return db.transaction(async (tx) => {
    const counted = await repo.takeDraw(tx, {
      activityId,
      userId,
      day: today.day,
      perDay: activity.drawsPerDay,
      total: activity.drawsTotal,
    });
    if (!counted) {
      const counter = await repo.counterOf(tx, activityId, userId);
      if (activity.drawsTotal !== null && (counter?.total ?? 0) >= activity.drawsTotal)
        throw new AppError(LotteryRefusal.DRAWS_USED_UP, activity.drawsTotal);
      throw new AppError(LotteryRefusal.DAILY_DRAWS_USED_UP, activity.drawsPerDay ?? 0);
    }
    if (activity.pointsCost > 0)
      await changePoints(tx, {
        userId,
        type: 'spend',
        change: -activity.pointsCost,
        remark: `抽奖：${activity.name}`,
      });
    const won = await takeAPrize(tx, activityId);
    const record = await repo.insertRecord(tx, {
      activityId,
      userId,
      prizeId: won.id,
      kind: won.kind,
      prizeName: won.name,
      prizeRemarks: won.remarks,
      pointsSpent: activity.pointsCost,
    });
    if (won.prize) await credit(tx, userId, activity, won, record.id, nowMs);
    return {
      record_id: record.id,
      prize: { id: won.id, kind: won.kind, name: won.name, remarks: won.remarks },
      is_win: won.kind !== 'thanks',
      message: drawMessage(won),
      points_spent: activity.pointsCost,
    };
  });
}

async function takeAPrize(tx: Tx, activityId: number): Promise<Won> {
  const picked = pickPrize(await repo.drawablePrizes(tx, activityId));
  if (picked && (await repo.takePrize(tx, picked.id))) {
    // A coupon prize also takes one of its template: a template that ran out or stopped makes it 谢谢参与.
    const template =
      picked.kind === 'coupon' && picked.couponId !== null ? await takeFromTemplate(tx, picked.couponId, 1) : undefined;
    if (picked.kind !== 'coupon' || template) {
      const { id, name, remarks } = picked;
      return { id, kind: picked.kind as PrizeKind, name, remarks, prize: picked, template };
    }
    await repo.returnPrize(tx, picked.id);
  }
  const thanks = await repo.thanksPrize(tx, activityId);
  return thanks ? { id: thanks.id, kind: 'thanks', name: thanks.name, remarks: thanks.remarks } : THANKS;
}

async function credit(tx: Tx, userId: number, activity: repo.Activity, won: Won, recordId: number, nowMs: number) {
  const prize = won.prize!;
  const remark = `抽奖中奖：${activity.name} · ${prize.name}`;
  switch (prize.kind) {
    case 'points':
      // 'adjust': a credit that expires like any other at the end of next year (ADR: no new ledger type).
      if (prize.points > 0) await changePoints(tx, { userId, type: 'adjust', change: prize.points, remark });
      return;
    case 'coupon':
      await issue(tx, won.template!, [userId], 'grant', nowMs);
      return;
    case 'voucher':
      if (prize.voucherFen > 0)
        await grantVoucher(tx, {
          userId,
          amountFen: prize.voucherFen,
          source: 'grant',
          sourceId: `lottery-${recordId}`,
          expiresAt: new Date(nowMs + prize.voucherDays * 86_400_000),
          remark,
        });
      return;
    case 'goods': {
      const order = await createPrizeOrder(tx, {
        userId,
        mallGoodsId: prize.mallGoodsId,
        remark,
        now: new Date(nowMs),
      });
      await repo.linkRecordOrder(tx, recordId, order.id);
      return;
    }
    default:
      return;
  }
}
