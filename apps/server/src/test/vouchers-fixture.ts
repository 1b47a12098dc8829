import { expect } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { cashVoucherLog, cashVoucherTotals, cashVouchers } from '../db/schema.ts';
import { grantVoucher, type VoucherSource } from '../modules/vouchers/ledger.ts';
import type { TestApp } from './harness.ts';

let serial = 0;

/** Grants a test voucher through the ledger; `days` until it expires (negative: already expired). */
export async function giveVoucher(
  app: TestApp,
  userId: number,
  amountFen: number,
  days = 30,
  source: VoucherSource = 'grant',
): Promise<number> {
  const { voucherId } = await app.database.db.transaction((tx) =>
    grantVoucher(tx, {
      userId,
      amountFen,
      source,
      sourceId: `test-${process.pid}-${Date.now()}-${++serial}`,
      expiresAt: new Date(Date.now() + days * 86_400_000),
      remark: '测试购物金',
    }),
  );
  return voucherId;
}

/** Σ ledger = remaining for every voucher of the buyer, and = the buyer's total; answers the total. */
export async function expectVouchersBalanced(app: TestApp, userId: number): Promise<number> {
  const db = app.database.db;
  const perVoucher = await db
    .select({
      id: cashVouchers.id,
      remainingFen: cashVouchers.remainingFen,
      ledgerFen: sql<number>`(select coalesce(sum(change_fen), 0)::int from cash_voucher_log l where l.voucher_id = "cash_vouchers"."id")`,
    })
    .from(cashVouchers)
    .where(eq(cashVouchers.userId, userId));
  for (const v of perVoucher) expect(v, `voucher ${v.id}`).toMatchObject({ remainingFen: v.ledgerFen });
  const [ledger] = await db
    .select({ fen: sql<number>`coalesce(sum(${cashVoucherLog.changeFen}), 0)::int` })
    .from(cashVoucherLog)
    .where(eq(cashVoucherLog.userId, userId));
  const [total] = await db.select().from(cashVoucherTotals).where(eq(cashVoucherTotals.userId, userId));
  const remaining = perVoucher.reduce((s, v) => s + v.remainingFen, 0);
  expect(total?.totalFen ?? 0).toBe(ledger!.fen);
  expect(remaining).toBe(ledger!.fen);
  // The last row's total-after is the total.
  const [last] = await db
    .select({ totalAfterFen: cashVoucherLog.totalAfterFen })
    .from(cashVoucherLog)
    .where(eq(cashVoucherLog.userId, userId))
    .orderBy(sql`${cashVoucherLog.id} desc`)
    .limit(1);
  expect(last?.totalAfterFen ?? 0).toBe(remaining);
  return remaining;
}
