import { and, asc, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cashVouchers } from '../../db/schema.ts';
import { expireVoucher } from './ledger.ts';

/**
 * Hourly: what is left on vouchers past their expiry becomes an 'expire' ledger row, one voucher per short
 * transaction. Idempotent and safe with several processes at once: each voucher is expired under its buyer's
 * voucher lock after reading its remaining again, so a second sweeper finds 0 and writes nothing. Answers the
 * number of vouchers it expired.
 */
export async function sweepExpiredVouchers(db: Db, batch = 500): Promise<number> {
  let expired = 0;
  let afterId = 0;
  for (;;) {
    const due = await db
      .select({ id: cashVouchers.id, userId: cashVouchers.userId })
      .from(cashVouchers)
      .where(
        and(gt(cashVouchers.remainingFen, 0), sql`${cashVouchers.expiresAt} <= now()`, gt(cashVouchers.id, afterId)),
      )
      .orderBy(asc(cashVouchers.id))
      .limit(batch);
    for (const voucher of due) {
      const fen = await db.transaction((tx) => expireVoucher(tx, voucher.id, voucher.userId));
      if (fen > 0) expired += 1;
    }
    if (due.length < batch) return expired;
    afterId = due[due.length - 1]!.id;
  }
}
