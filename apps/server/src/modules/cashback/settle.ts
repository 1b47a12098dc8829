import { cashbackFen, periodBounds, periodOf, previousPeriod, tierOf } from '@store/shared/rules/cashback';
import type { Db, Tx } from '../../db/client.ts';
import { balanceOf, changeBalance } from '../wallet/index.ts';
import { grantVoucher, reverseVoucher } from '../vouchers/index.ts';
import * as repo from './repo.ts';

const DAY_MS = 86_400_000;
const BEIJING_OFFSET_MS = 8 * 3_600_000;
/** How far back the sweep looks for months still to settle (a server that was down catches up). */
const LOOKBACK_MONTHS = 3;

/** Midnight (Beijing) starting a 'YYYY-MM-DD' day. */
const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - BEIJING_OFFSET_MS);

/** The instants of `period` that fall within the activity's days. */
export function windowOf(activity: repo.Activity, period: string): { start: Date; end: Date } | undefined {
  const month = periodBounds(period);
  const start = new Date(Math.max(month.start.getTime(), dayStart(activity.startsOn).getTime()));
  const end = new Date(Math.min(month.end.getTime(), dayStart(activity.endsOn).getTime() + DAY_MS));
  return start < end ? { start, end } : undefined;
}

/** Months of the activity that have ended and had their settle days, newest first, within the lookback. */
function monthsToSettle(activity: repo.Activity, now: Date): string[] {
  const months: string[] = [];
  let period = previousPeriod(periodOf(now));
  for (let i = 0; i < LOOKBACK_MONTHS; i++, period = previousPeriod(period)) {
    const ended = periodBounds(period).end.getTime() + activity.settleDays * DAY_MS <= now.getTime();
    if (ended && windowOf(activity, period)) months.push(period);
  }
  return months;
}

/**
 * The cashback sweep (hourly): for each active activity and each month that has ended and had its settle
 * days, every buyer whose completed orders paid in that month reach a tier gets the tier's share back —
 * one award per buyer, activity and month, written with its orders and its ledger row (voucher or
 * balance) in one transaction. Safe to run again and from several processes at once: the award's unique
 * key lets one transaction write it; the others wait on it and then find it written.
 */
export async function settleCashback(db: Db, now = new Date()): Promise<{ awarded: number }> {
  let awarded = 0;
  for (const activity of await repo.activities(db)) {
    if (!activity.active) continue;
    for (const period of monthsToSettle(activity, now)) {
      const { start, end } = windowOf(activity, period)!;
      const byBuyer = new Map<number, { orderId: number; fen: number }[]>();
      for (const row of await repo.completedInWindow(db, start, end))
        byBuyer.set(row.userId, [...(byBuyer.get(row.userId) ?? []), { orderId: row.orderId, fen: row.fen }]);
      for (const [userId, counted] of byBuyer) {
        const countedFen = counted.reduce((sum, c) => sum + c.fen, 0);
        if (cashbackFen(countedFen, activity.tiers, activity.capFen) <= 0) continue;
        const ids = counted.map((c) => c.orderId);
        if (await db.transaction((tx) => award(tx, activity, period, userId, ids, now))) awarded++;
      }
    }
  }
  return { awarded };
}

async function award(
  tx: Tx,
  activity: repo.Activity,
  period: string,
  userId: number,
  orderIds: number[],
  now: Date,
): Promise<boolean> {
  // Counted again under the orders' locks: the figures read before the transaction may be stale.
  const counted = (await repo.lockCounted(tx, orderIds)).filter((c) => c.fen > 0);
  const countedFen = counted.reduce((sum, c) => sum + c.fen, 0);
  const amountFen = cashbackFen(countedFen, activity.tiers, activity.capFen);
  if (amountFen <= 0) return false;
  const rateBp = tierOf(countedFen, activity.tiers)!.rate_bp;
  const written = await repo.insertAward(tx, {
    activityId: activity.id,
    userId,
    period,
    countedFen,
    rateBp,
    amountFen,
    creditedFen: amountFen,
    reward: activity.reward,
  });
  if (!written) return false;
  await repo.insertAwardOrders(tx, written.id, counted);
  const remark = `满额返 ${activity.name}（${period}）`;
  if (activity.reward === 'voucher')
    await grantVoucher(tx, {
      userId,
      amountFen,
      source: 'cashback',
      sourceId: written.id,
      expiresAt: new Date(now.getTime() + activity.voucherDays * DAY_MS),
      remark,
    });
  else await changeBalance(tx, { userId, type: 'cashback', amountFen, remark });
  return true;
}

/**
 * A counted order was refunded after its month was settled (called in the refund's transaction): each
 * award that counted it is worked out again on what its orders still count, and the difference is taken
 * back — from what is left of the cashback voucher, or from the balance, never below zero. What the buyer
 * has already spent stays spent; the award keeps what was not taken back.
 */
export async function takeBackCashback(tx: Tx, orderId: number, orderNo: string): Promise<number> {
  let takenFen = 0;
  for (const { award } of await repo.awardsCounting(tx, orderId)) {
    const activity = (await repo.activityById(tx, award.activityId))!;
    const countedFen = await repo.countedNow(tx, award.id);
    const dueFen = Math.min(cashbackFen(countedFen, activity.tiers, activity.capFen), award.amountFen);
    const owedFen = award.amountFen - dueFen;
    let taken = 0;
    const remark = `订单 ${orderNo} 退款，满额返 ${activity.name}（${award.period}）相应退回`;
    if (owedFen > 0 && award.reward === 'voucher')
      taken = (
        await reverseVoucher(tx, {
          source: 'cashback',
          sourceId: award.id,
          userId: award.userId,
          remark,
          maxFen: owedFen,
        })
      ).reversedFen;
    else if (owedFen > 0) {
      taken = Math.min(owedFen, await balanceOf(tx, award.userId));
      if (taken > 0) await changeBalance(tx, { userId: award.userId, type: 'cashback', amountFen: -taken, remark });
    }
    await repo.lowerAward(tx, award.id, countedFen, award.amountFen - taken);
    takenFen += taken;
  }
  return takenFen;
}
