import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { cancelOrderTx, OrderStatus } from '../orders/release.ts';

/**
 * Cancels unpaid orders past their deadline, returning stock and coupons. Safe with several server
 * processes: each batch claims its rows with FOR UPDATE SKIP LOCKED, so two sweeps never take the same
 * order, and a payment that holds an order's lock makes the sweep skip it (the payment then wins).
 */
export async function sweepUnpaidOrders(db: Db, batch = 100): Promise<number> {
  let cancelled = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const due = await tx.select({ id: orders.id }).from(orders)
        .where(and(eq(orders.status, OrderStatus.PENDING_PAYMENT), lt(orders.expiresAt, sql`now()`)))
        .orderBy(asc(orders.id)).limit(batch).for('update', { skipLocked: true });
      for (const { id } of due) if (await cancelOrderTx(tx, id, '超时未支付，系统自动取消')) cancelled++;
      return due.length;
    });
    if (done < batch) return cancelled;
  }
}
