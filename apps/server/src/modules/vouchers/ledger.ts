import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { cashVoucherLog, cashVoucherTotals, cashVouchers } from '../../db/schema.ts';

/**
 * The cash voucher ledger (购物金). Every write follows one lock order: first the buyer's row in
 * `cash_voucher_totals` (upserted, so it exists), then vouchers. Two transactions touching the same buyer's
 * vouchers therefore queue on one row instead of deadlocking over two vouchers, and the total written on each
 * ledger row is the true total after it. Every take is also guarded in SQL (`remaining_fen >= n`).
 */

export type VoucherSource = 'recharge_offer' | 'cashback' | 'grant' | 'seed' | 'points_mall';
export type VoucherLogType = 'grant' | 'pay' | 'restore' | 'expire' | 'reverse';

/** Locks the buyer's voucher total for this transaction and answers it. */
export async function lockVoucherTotal(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .insert(cashVoucherTotals)
    .values({ userId, totalFen: 0 })
    .onConflictDoUpdate({ target: cashVoucherTotals.userId, set: { totalFen: sql`${cashVoucherTotals.totalFen}` } })
    .returning({ totalFen: cashVoucherTotals.totalFen });
  return row!.totalFen;
}

type Entry = {
  voucherId: number;
  userId: number;
  type: VoucherLogType;
  changeFen: number;
  orderId?: number;
  remark?: string;
};

/**
 * Moves `changeFen` on one voucher (guarded: its remaining never goes below 0 nor above its amount) and on
 * the buyer's total, and writes the ledger row. The caller holds the total's lock. Returns false, writing
 * nothing, when the guard refuses.
 */
async function move(tx: Tx, entry: Entry): Promise<boolean> {
  const [voucher] = await tx
    .update(cashVouchers)
    .set({ remainingFen: sql`${cashVouchers.remainingFen} + ${entry.changeFen}` })
    .where(
      and(
        eq(cashVouchers.id, entry.voucherId),
        sql`${cashVouchers.remainingFen} + ${entry.changeFen} between 0 and ${cashVouchers.amountFen}`,
      ),
    )
    .returning({ remainingFen: cashVouchers.remainingFen });
  if (!voucher) return false;
  const [total] = await tx
    .update(cashVoucherTotals)
    .set({ totalFen: sql`${cashVoucherTotals.totalFen} + ${entry.changeFen}` })
    .where(eq(cashVoucherTotals.userId, entry.userId))
    .returning({ totalFen: cashVoucherTotals.totalFen });
  await tx.insert(cashVoucherLog).values({
    voucherId: entry.voucherId,
    userId: entry.userId,
    type: entry.type,
    changeFen: entry.changeFen,
    remainingAfterFen: voucher.remainingFen,
    totalAfterFen: total!.totalFen,
    orderId: entry.orderId,
    remark: entry.remark ?? '',
  });
  return true;
}

export type VoucherGrant = {
  userId: number;
  amountFen: number;
  source: VoucherSource;
  /** The cause within its source; (source, sourceId, userId) grants once. */
  sourceId: string | number;
  expiresAt: Date;
  remark: string;
};

/**
 * Grants a voucher in the caller's transaction, once per cause: a second call for the same (source,
 * sourceId, userId) writes nothing and answers granted: false with the existing voucher's id.
 */
export async function grantVoucher(tx: Tx, grant: VoucherGrant): Promise<{ granted: boolean; voucherId: number }> {
  if (!Number.isSafeInteger(grant.amountFen) || grant.amountFen <= 0)
    throw new RangeError(`bad amount ${grant.amountFen}`);
  await lockVoucherTotal(tx, grant.userId);
  const sourceId = String(grant.sourceId);
  const [created] = await tx
    .insert(cashVouchers)
    .values({
      userId: grant.userId,
      amountFen: grant.amountFen,
      remainingFen: 0,
      source: grant.source,
      sourceId,
      remark: grant.remark,
      expiresAt: grant.expiresAt,
    })
    .onConflictDoNothing()
    .returning({ id: cashVouchers.id });
  if (!created) {
    const [existing] = await tx
      .select({ id: cashVouchers.id })
      .from(cashVouchers)
      .where(causeIs(grant.source, sourceId, grant.userId));
    return { granted: false, voucherId: existing!.id };
  }
  // Born empty and filled by its grant row, so even the grant is a ledger movement like any other.
  await move(tx, {
    voucherId: created.id,
    userId: grant.userId,
    type: 'grant',
    changeFen: grant.amountFen,
    remark: grant.remark,
  });
  return { granted: true, voucherId: created.id };
}

/**
 * Takes back what is left of the voucher granted for this cause (a refunded cashback, a mistaken grant),
 * or at most `maxFen` of it: answers the fen taken, 0 when there was no such voucher or nothing is left.
 * Spent value stays spent.
 */
export async function reverseVoucher(
  tx: Tx,
  cause: { source: VoucherSource; sourceId: string | number; userId: number; remark: string; maxFen?: number },
): Promise<{ reversedFen: number }> {
  await lockVoucherTotal(tx, cause.userId);
  const [voucher] = await tx
    .select({ id: cashVouchers.id, remainingFen: cashVouchers.remainingFen })
    .from(cashVouchers)
    .where(causeIs(cause.source, String(cause.sourceId), cause.userId));
  const takenFen = Math.min(voucher?.remainingFen ?? 0, cause.maxFen ?? Infinity);
  if (!voucher || takenFen <= 0) return { reversedFen: 0 };
  await move(tx, {
    voucherId: voucher.id,
    userId: cause.userId,
    type: 'reverse',
    changeFen: -takenFen,
    remark: cause.remark,
  });
  return { reversedFen: takenFen };
}

const causeIs = (source: string, sourceId: string, userId: number) =>
  and(eq(cashVouchers.source, source), eq(cashVouchers.sourceId, sourceId), eq(cashVouchers.userId, userId));

/**
 * Pays up to `maxFen` of an order from the buyer's usable vouchers, earliest expiry first, in the order's
 * transaction. Answers the fen taken (0 when the buyer has none).
 */
export async function spendVouchers(
  tx: Tx,
  spend: { userId: number; orderId: number; maxFen: number; remark: string },
): Promise<number> {
  if (spend.maxFen <= 0) return 0;
  if ((await lockVoucherTotal(tx, spend.userId)) === 0) return 0;
  const usable = await tx
    .select({ id: cashVouchers.id, remainingFen: cashVouchers.remainingFen })
    .from(cashVouchers)
    .where(
      and(
        eq(cashVouchers.userId, spend.userId),
        gt(cashVouchers.remainingFen, 0),
        sql`${cashVouchers.expiresAt} > now()`,
      ),
    )
    .orderBy(asc(cashVouchers.expiresAt), asc(cashVouchers.id));
  let taken = 0;
  for (const voucher of usable) {
    const n = Math.min(voucher.remainingFen, spend.maxFen - taken);
    if (n <= 0) break;
    if (
      await move(tx, {
        voucherId: voucher.id,
        userId: spend.userId,
        type: 'pay',
        changeFen: -n,
        orderId: spend.orderId,
        remark: spend.remark,
      })
    )
      taken += n;
  }
  return taken;
}

/**
 * Gives back to the vouchers an order paid with, up to `maxFen` (all of it when omitted), to the same
 * vouchers it came from, latest expiry first; never more than the order took from each less what was
 * already given back. Answers the fen restored. A voucher that has expired meanwhile is swept again.
 */
export async function restoreVouchers(
  tx: Tx,
  restore: { userId: number; orderId: number; maxFen?: number; remark: string },
): Promise<number> {
  await lockVoucherTotal(tx, restore.userId);
  const owed = await tx
    .select({
      voucherId: cashVoucherLog.voucherId,
      owedFen: sql<number>`(-sum(${cashVoucherLog.changeFen}))::int`,
    })
    .from(cashVoucherLog)
    .innerJoin(cashVouchers, eq(cashVouchers.id, cashVoucherLog.voucherId))
    .where(and(eq(cashVoucherLog.orderId, restore.orderId), sql`${cashVoucherLog.type} in ('pay', 'restore')`))
    .groupBy(cashVoucherLog.voucherId, cashVouchers.expiresAt)
    .orderBy(desc(cashVouchers.expiresAt), desc(cashVoucherLog.voucherId));
  let left = restore.maxFen ?? Number.MAX_SAFE_INTEGER;
  let restored = 0;
  for (const { voucherId, owedFen } of owed) {
    const n = Math.min(owedFen, left);
    if (n <= 0) continue;
    await move(tx, {
      voucherId,
      userId: restore.userId,
      type: 'restore',
      changeFen: n,
      orderId: restore.orderId,
      remark: restore.remark,
    });
    restored += n;
    left -= n;
  }
  return restored;
}

/** What the order took from vouchers less what went back (for refunds). */
export async function voucherOwedToOrder(tx: Tx, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ owedFen: sql<number>`coalesce(-sum(${cashVoucherLog.changeFen}), 0)::int` })
    .from(cashVoucherLog)
    .where(and(eq(cashVoucherLog.orderId, orderId), sql`${cashVoucherLog.type} in ('pay', 'restore')`));
  return row?.owedFen ?? 0;
}

/**
 * Expires what is left on one voucher past its expiry, if anything (the sweep's step). Safe to run twice or
 * from two processes at once: under the buyer's lock the remaining is read again, and 0 means done.
 */
export async function expireVoucher(tx: Tx, voucherId: number, userId: number): Promise<number> {
  await lockVoucherTotal(tx, userId);
  const [voucher] = await tx
    .select({ remainingFen: cashVouchers.remainingFen })
    .from(cashVouchers)
    .where(and(eq(cashVouchers.id, voucherId), sql`${cashVouchers.expiresAt} <= now()`));
  if (!voucher || voucher.remainingFen === 0) return 0;
  await move(tx, { voucherId, userId, type: 'expire', changeFen: -voucher.remainingFen, remark: '购物金过期' });
  return voucher.remainingFen;
}

/** The buyer's usable voucher total now (unexpired remaining). */
export async function usableVoucherFen(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ fen: sql<number>`coalesce(sum(${cashVouchers.remainingFen}), 0)::int` })
    .from(cashVouchers)
    .where(
      and(eq(cashVouchers.userId, userId), gt(cashVouchers.remainingFen, 0), sql`${cashVouchers.expiresAt} > now()`),
    );
  return row?.fen ?? 0;
}
