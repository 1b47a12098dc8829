import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { PayMethod } from '@store/shared/orders';
import type { Db, Tx } from '../../db/client.ts';
import { paymentIncidents, payments } from '../../db/schema.ts';
import type { PaymentStart } from '../../lib/payment/gateway.ts';
import { theRow } from '../../db/rows.ts';

export type Payment = typeof payments.$inferSelect;
/** What still has to happen at a gateway after the transaction that decided it. */
export const FOLLOW_UP_STATUSES = ['superseded', 'closing', 'refunding'] as const;
/** An online payment the order no longer waits for: money that arrives for it goes back. */
export const RETIRED_STATUSES = ['superseded', 'closing', 'closed'] as const;

const online = (orderId: number) => and(eq(payments.orderId, orderId), eq(payments.method, PayMethod.ONLINE));

/** The order's online payment in flight (at most one: payments_one_pending_online_key). */
export async function pendingOnlinePayment(tx: Tx, orderId: number): Promise<Payment | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(online(orderId), eq(payments.status, 'pending')));
  return row;
}

export async function countPayments(tx: Tx, orderId: number): Promise<number> {
  const { n } = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .then(theRow);
  return n;
}

export async function insertOnlinePayment(
  tx: Tx,
  row: { orderId: number; userId: number; gateway: string; outTradeNo: string; amountFen: number },
): Promise<Payment> {
  return tx
    .insert(payments)
    .values({ ...row, method: PayMethod.ONLINE })
    .returning()
    .then(theRow);
}

/**
 * The order stops waiting for its online payment in flight: 'superseded' (another gateway chosen) or
 * 'closing' (the order was cancelled or paid another way). The trade is closed at the gateway after commit.
 */
export async function retireOnlinePayment(
  tx: Tx,
  orderId: number,
  status: 'superseded' | 'closing',
): Promise<Payment | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ status })
    .where(and(online(orderId), eq(payments.status, 'pending')))
    .returning();
  return row;
}

/** The online payment that paid the order (at most one: payments_one_paid_key). */
export async function paidOnlinePayment(db: Db | Tx, orderId: number): Promise<Payment | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(online(orderId), eq(payments.status, 'paid')));
  return row;
}

/**
 * A paid order is cancelled: its online payment goes back through the gateway, recorded as a 'refund'
 * row (as after-sales refunds are) that the follow-up sends. Answers false when the order was not
 * paid online (the caller refunds to the wallet then).
 */
export async function queueOnlineRefund(tx: Tx, orderId: number, amountFen: number): Promise<boolean> {
  const paid = await paidOnlinePayment(tx, orderId);
  if (!paid?.tradeNo) return false;
  const refundNo = `RC${paid.outTradeNo}`;
  await tx.insert(payments).values({
    orderId,
    userId: paid.userId,
    method: 'refund',
    gateway: paid.gateway,
    outTradeNo: refundNo,
    refundNo,
    amountFen,
    status: 'refunding',
  });
  return true;
}

/** Keeps the first answer of `start` (two concurrent clicks may both have asked the gateway). */
export async function saveStart(db: Db, paymentId: number, start: PaymentStart): Promise<PaymentStart> {
  await db
    .update(payments)
    .set({ start })
    .where(and(eq(payments.id, paymentId), sql`${payments.start} is null`));
  const row = theRow(await db.select({ start: payments.start }).from(payments).where(eq(payments.id, paymentId)));
  return row.start ?? start;
}

export async function onlinePaymentByTradeNo(
  db: Db | Tx,
  gateway: string,
  outTradeNo: string,
): Promise<Payment | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.gateway, gateway), eq(payments.outTradeNo, outTradeNo), eq(payments.method, PayMethod.ONLINE)),
    );
  return row;
}

export async function paymentById(db: Db | Tx, id: number): Promise<Payment | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** The money arrived for the order's payment in flight. */
export async function claimPaid(tx: Tx, paymentId: number, tradeNo: string): Promise<Payment | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ status: 'paid', tradeNo, paidAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning();
  return row;
}

/** The money arrived for a payment the order no longer waits for: it is to go back (once). */
export async function claimForRefund(
  tx: Tx,
  paymentId: number,
  tradeNo: string,
  refundNo: string,
): Promise<Payment | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ status: 'refunding', tradeNo, refundNo, paidAt: sql`now()` })
    // A row that already recorded arriving money (trade_no set) is never claimed again: before online
    // payments were refunded through the gateway, such money went to the wallet.
    .where(
      and(
        eq(payments.id, paymentId),
        inArray(payments.status, ['pending', ...RETIRED_STATUSES]),
        isNull(payments.tradeNo),
      ),
    )
    .returning();
  return row;
}

export async function markClosed(db: Db | Tx, paymentId: number, from: string): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: 'closed', closedAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), eq(payments.status, from)))
    .returning({ id: payments.id });
  return rows.length > 0;
}

export async function markRefunded(tx: Tx, paymentId: number, refundId: string): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({ status: 'refunded', refundId, refundedAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'refunding')))
    .returning({ id: payments.id });
  if (rows.length === 0) return false;
  await tx
    .update(paymentIncidents)
    .set({ refundId, refundedAt: sql`now()` })
    .where(eq(paymentIncidents.paymentId, paymentId));
  return true;
}

export async function insertIncident(
  tx: Tx,
  payment: Payment,
  reason: 'superseded' | 'order_cancelled' | 'order_paid',
): Promise<void> {
  await tx
    .insert(paymentIncidents)
    .values({
      paymentId: payment.id,
      orderId: payment.orderId,
      userId: payment.userId,
      gateway: payment.gateway,
      outTradeNo: payment.outTradeNo,
      tradeNo: payment.tradeNo ?? '',
      amountFen: payment.amountFen,
      reason,
      refundNo: payment.refundNo ?? '',
    })
    .onConflictDoNothing();
}

/** Payments with something left to do at their gateway, oldest first (of one order, or of all). */
export async function paymentsToFollowUp(
  db: Db,
  options: { orderId?: number; afterId?: number; limit: number },
): Promise<Payment[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.status, [...FOLLOW_UP_STATUSES]),
        options.orderId ? eq(payments.orderId, options.orderId) : undefined,
        gt(payments.id, options.afterId ?? 0),
      ),
    )
    .orderBy(asc(payments.id))
    .limit(options.limit);
}
