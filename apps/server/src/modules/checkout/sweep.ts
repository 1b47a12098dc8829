import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, payments } from '../../db/schema.ts';
import type { TradeQuery } from '../../lib/payment/gateway.ts';
import type { PaymentGateways } from '../../lib/payment/gateways.ts';
import { OrderStatus, PayMethod } from '@store/shared/orders';
import { cancelOrderTx } from '../orders/index.ts';
import { followUpPayments, claimPaid, type Payment } from '../online-payments/index.ts';
import { markPaid } from './order-payment.ts';
import { ordersPaid } from '../../ops/metrics.ts';

/** A gateway that cannot be asked is asked again next minute, but an order waits this long at most. */
const UNANSWERED_GRACE_MS = 3_600_000;

/**
 * Cancels unpaid orders past their deadline, returning stock and coupons. Safe with several server
 * processes: each batch claims its rows with FOR UPDATE SKIP LOCKED, so two sweeps never take the same
 * order, and a payment that holds an order's lock makes the sweep skip it (the payment then wins).
 * An order with an online payment in flight is first looked up at its gateway (outside any lock):
 * money that is already there pays the order instead of coming back later as a refund.
 */
export async function sweepUnpaidOrders(db: Db, gateways: PaymentGateways, batch = 100): Promise<number> {
  let cancelled = 0;
  for (let after = 0; ;) {
    const due = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(eq(orders.status, OrderStatus.PENDING_PAYMENT), lt(orders.expiresAt, sql`now()`), gt(orders.id, after)),
      )
      .orderBy(asc(orders.id))
      .limit(batch);
    if (due.length === 0) return cancelled;
    after = due[due.length - 1]!.id;
    const verdicts = await askGateways(
      db,
      gateways,
      due.map((o) => o.id),
    );
    // Orders the gateway says were paid after all, counted once the transaction commits.
    let paidHere = 0;
    const done = await db.transaction(async (tx) => {
      paidHere = 0;
      const locked = await tx
        .select()
        .from(orders)
        .where(
          and(
            inArray(
              orders.id,
              due.map((o) => o.id),
            ),
            eq(orders.status, OrderStatus.PENDING_PAYMENT),
            lt(orders.expiresAt, sql`now()`),
          ),
        )
        .orderBy(asc(orders.id))
        .for('update', { skipLocked: true });
      const ended: number[] = [];
      for (const order of locked) {
        const verdict = verdicts.get(order.id);
        if (verdict?.trade === 'unanswered' && order.expiresAt.getTime() > Date.now() - UNANSWERED_GRACE_MS) continue;
        if (
          verdict &&
          verdict.trade !== 'unanswered' &&
          verdict.trade.state === 'paid' &&
          (await claimPaid(tx, verdict.payment.id, verdict.trade.tradeNo!))
        ) {
          await markPaid(tx, order, PayMethod.ONLINE, verdict.payment.id);
          paidHere++;
        } else if (await cancelOrderTx(tx, order.id, '超时未支付，系统自动取消')) {
          cancelled++;
          ended.push(order.id);
        }
      }
      return ended;
    });
    if (paidHere) ordersPaid.inc({ method: PayMethod.ONLINE }, paidHere);
    for (const orderId of done) await followUpPayments(db, gateways, { orderId });
  }
}

type Verdict = { payment: Payment; trade: TradeQuery | 'unanswered' };

/** What the gateways say about the online payments in flight of these orders (paid only with its amount). */
async function askGateways(db: Db, gateways: PaymentGateways, orderIds: number[]): Promise<Map<number, Verdict>> {
  const inFlight = await db
    .select()
    .from(payments)
    .where(
      and(inArray(payments.orderId, orderIds), eq(payments.method, PayMethod.ONLINE), eq(payments.status, 'pending')),
    );
  const verdicts = new Map<number, Verdict>();
  for (const payment of inFlight) {
    const gateway = gateways.get(payment.gateway);
    // A gateway no longer configured cannot be asked; its trade closes by itself at the deadline.
    if (!gateway) continue;
    try {
      const trade = await gateway.query(payment.outTradeNo);
      const paid = trade.state === 'paid' && !!trade.tradeNo && trade.amountFen === payment.amountFen;
      verdicts.set(payment.orderId, { payment, trade: paid || trade.state !== 'paid' ? trade : 'unanswered' });
    } catch {
      verdicts.set(payment.orderId, { payment, trade: 'unanswered' });
    }
  }
  return verdicts;
}
