import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { OrderStatus } from '@store/shared/orders';
import { storeYear } from '@store/shared/rules/points';
import type { Tx } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { changePoints } from '../modules/points/ledger.ts';
import { creditOrderPoints, DEFAULT_POINTS_PER_YUAN } from '../modules/points/earn.ts';

/**
 * The demo buyer's points, all through the ledger: last year's carry-over (expiring at this year-end, so /jfgl
 * shows its notice), then each completed demo order's points as its completion earned them, in the order they
 * completed so every row's balance follows the one before.
 */
export async function seedDemoPoints(tx: Tx, buyerId: number, now = new Date()) {
  // 20 December of last year, 10:00 Beijing time.
  const lastYear = new Date(Date.UTC(storeYear(now) - 1, 11, 20, 2));
  await changePoints(tx, { userId: buyerId, type: 'adjust', change: 300, remark: '上年度积分结转', at: lastYear });
  const completed = await tx
    .select({ id: t.orders.id, completedAt: t.orders.completedAt })
    .from(t.orders)
    .where(
      and(eq(t.orders.userId, buyerId), eq(t.orders.status, OrderStatus.COMPLETED), isNotNull(t.orders.completedAt)),
    )
    .orderBy(asc(t.orders.completedAt), asc(t.orders.id));
  for (const order of completed)
    await creditOrderPoints(tx, order.id, DEFAULT_POINTS_PER_YUAN, order.completedAt ?? undefined);
}
