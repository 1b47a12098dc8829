import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cashVoucherLog, cashVouchers } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { userIdOf } from '../../test/orders-fixture.ts';
import { expectVouchersBalanced, giveVoucher } from '../../test/vouchers-fixture.ts';
import { grantVoucher, reverseVoucher } from './ledger.ts';

describe('购物金 ledger: grant once per cause, reverse what is left', () => {
  let t: TestApp;
  let buyerId: number;
  beforeAll(async () => {
    t = await createTestApp();
    buyerId = await userIdOf(t, 'buyer');
  });
  afterAll(() => t.close());

  it('grants once per (source, source id, buyer), even when asked twice at once', async () => {
    const before = await expectVouchersBalanced(t, buyerId);
    const grant = {
      userId: buyerId,
      amountFen: 10_000,
      source: 'cashback' as const,
      sourceId: 'activity-1:2026-11',
      expiresAt: new Date(Date.now() + 86_400_000),
      remark: '满额返',
    };
    const results = await Promise.all([1, 2].map(() => t.database.db.transaction((tx) => grantVoucher(tx, grant))));
    expect(results.map((r) => r.granted).sort()).toEqual([false, true]);
    expect(results[0]!.voucherId).toBe(results[1]!.voucherId);
    const again = await t.database.db.transaction((tx) => grantVoucher(tx, grant));
    expect(again).toEqual({ granted: false, voucherId: results[0]!.voucherId });
    expect(await expectVouchersBalanced(t, buyerId)).toBe(before + 10_000);
    const rows = await t.database.db.select().from(cashVoucherLog).where(eq(cashVoucherLog.voucherId, again.voucherId));
    expect(rows).toMatchObject([
      { type: 'grant', changeFen: 10_000, remainingAfterFen: 10_000, totalAfterFen: before + 10_000 },
    ]);
    await expect(
      t.database.db.transaction((tx) => grantVoucher(tx, { ...grant, sourceId: 'x', amountFen: 0 })),
    ).rejects.toThrow(RangeError);
  });

  it('reverses what is left of a voucher once, and nothing for an unknown cause', async () => {
    const other = await giveVoucher(t, buyerId, 3_000);
    const before = await expectVouchersBalanced(t, buyerId);
    const cause = {
      source: 'cashback' as const,
      sourceId: 'activity-1:2026-11',
      userId: buyerId,
      remark: '订单退款，返现收回',
    };
    expect(await t.database.db.transaction((tx) => reverseVoucher(tx, cause))).toEqual({ reversedFen: 10_000 });
    expect(await t.database.db.transaction((tx) => reverseVoucher(tx, cause))).toEqual({ reversedFen: 0 });
    expect(
      await t.database.db.transaction((tx) => reverseVoucher(tx, { ...cause, sourceId: 'no-such-cause' })),
    ).toEqual({ reversedFen: 0 });
    expect(await expectVouchersBalanced(t, buyerId)).toBe(before - 10_000);
    const [untouched] = await t.database.db.select().from(cashVouchers).where(eq(cashVouchers.id, other));
    expect(untouched!.remainingFen).toBe(3_000);
  });
});
