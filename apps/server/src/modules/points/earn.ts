import { and, eq, sql } from 'drizzle-orm';
import { OrderStatus } from '@store/shared/orders';
import { pointsEarned, reversalDelta, reversalTarget } from '@store/shared/rules/points';
import type { Tx } from '../../db/client.ts';
import { orders, pointsLog, users } from '../../db/schema.ts';
import { changePoints } from './ledger.ts';

/** The default earning rule: 1 point per yuan actually paid (config POINTS_PER_YUAN). */
export const DEFAULT_POINTS_PER_YUAN = 1;

/**
 * Credits the points of an order that has just completed, in the completing transaction: on the money
 * actually paid for it (paid − refunded so far), floored to whole points, once per order (the caller's
 * status change lets one completion through; the unique index `points_log_one_earn_key` is the backstop).
 * Returns the points earned (0: nothing paid, or already credited).
 */
export async function creditOrderPoints(
  tx: Tx,
  orderId: number,
  pointsPerYuan: number = DEFAULT_POINTS_PER_YUAN,
  at?: Date,
): Promise<number> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.status !== OrderStatus.COMPLETED) return 0;
  const basisFen = order.paidFen - order.refundedFen;
  const earned = pointsEarned(basisFen, pointsPerYuan);
  if (earned === 0) return 0;
  const [already] = await tx
    .select({ id: pointsLog.id })
    .from(pointsLog)
    .where(and(eq(pointsLog.orderId, orderId), eq(pointsLog.type, 'earn')));
  if (already) return 0;
  await changePoints(tx, {
    userId: order.userId,
    type: 'earn',
    change: earned,
    orderId,
    basisFen,
    remark: '确认收货，订单完成',
    at,
  });
  return earned;
}

/**
 * After a refund on an order whose points were credited, in the refund's transaction (the caller holds the
 * order's row lock, so refunds of one order run one at a time): reverses the points in proportion,
 * cumulatively — target = floor(earned × refunded since earning / basis), minus what earlier refunds
 * reversed — so rounding never drifts. Never below zero: if the buyer has already spent them, what is
 * there is reversed and the remark says how many could not be; a later refund of the same order takes up
 * that shortfall if the points are there by then. The reversal carries its earning's year-end: it shrinks
 * that lot, not whichever expires first. Returns the points reversed.
 */
export async function reverseOrderPoints(tx: Tx, orderId: number): Promise<number> {
  const [earn] = await tx
    .select()
    .from(pointsLog)
    .where(and(eq(pointsLog.orderId, orderId), eq(pointsLog.type, 'earn')));
  if (!earn?.basisFen) return 0;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return 0;
  const refundedSinceFen = earn.basisFen - (order.paidFen - order.refundedFen);
  const target = reversalTarget(earn.change, earn.basisFen, refundedSinceFen);
  const [reversed] = await tx
    .select({ sum: sql<number>`coalesce(-sum(${pointsLog.change}), 0)`.mapWith(Number) })
    .from(pointsLog)
    .where(and(eq(pointsLog.orderId, orderId), eq(pointsLog.type, 'reverse')));
  const already = reversed?.sum ?? 0;
  if (target <= already) return 0;
  // The buyer's row lock before reading the balance: a spend at the same moment waits, so the reversal
  // below is never refused for points that vanished in between (which would fail the whole refund).
  const [user] = await tx.select({ points: users.points }).from(users).where(eq(users.id, earn.userId)).for('update');
  const delta = reversalDelta(target, already, user?.points ?? 0);
  const short = target - already - delta;
  if (delta === 0) return 0;
  await changePoints(tx, {
    userId: earn.userId,
    type: 'reverse',
    change: -delta,
    orderId,
    expiresAt: earn.expiresAt,
    remark: `订单退款，按比例扣回${short > 0 ? `（积分已使用，${short} 积分未能扣回）` : ''}`,
  });
  return delta;
}
