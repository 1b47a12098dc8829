import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import type { PaymentGateway } from '../../lib/payment/gateway.ts';
import type { PaymentGateways } from '../../lib/payment/gateways.ts';
import { sendMoneyBack, takeLateMoney } from './late-money.ts';
import { markClosed, paymentById, paymentsToFollowUp, type Payment } from './repo.ts';
import { theRow } from '../../db/rows.ts';

export type FollowUpReport = { closed: number; refunded: number; failed: { paymentId: number; error: string }[] };

/**
 * What the transactions decided and only a gateway can do, done after commit (network calls never
 * run under a row lock): close the trades of superseded and retired payments, send late money back.
 * Called right after the deciding request, and every minute by the sweep for whatever failed then;
 * every step is safe to repeat (close is idempotent, a refund number is one refund). Never throws:
 * what failed stays in its status for the next round and is reported.
 */
export async function followUpPayments(
  db: Db,
  gateways: PaymentGateways,
  options: { orderId?: number } = {},
): Promise<FollowUpReport> {
  const report: FollowUpReport = { closed: 0, refunded: 0, failed: [] };
  // Pages by id, so rows that keep failing never hide the ones behind them.
  for (let afterId = 0; ;) {
    const page: Payment[] = await paymentsToFollowUp(db, { ...options, afterId, limit: 100 });
    for (const payment of page) await followUpOne(db, gateways, payment, report);
    const last = page.at(-1);
    if (!last || page.length < 100) return report;
    afterId = last.id;
  }
}

async function followUpOne(db: Db, gateways: PaymentGateways, payment: Payment, report: FollowUpReport): Promise<void> {
  try {
    const gateway = gateways.get(payment.gateway);
    if (!gateway) throw new Error(`gateway ${payment.gateway} is not configured`);
    if (payment.status === 'refunding') {
      await sendMoneyBack(db, gateway, payment);
      report.refunded++;
    } else if (await closeTrade(db, gateway, payment)) report.closed++;
    else report.refunded++;
  } catch (error) {
    report.failed.push({ paymentId: payment.id, error: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * Closes a retired payment's trade. A gateway refuses to close a trade that was paid meanwhile (the
 * buyer paid just before the order stopped waiting); then the gateway is asked, and paid money goes
 * back as late money, whether or not its notification ever arrives. Answers true when closed.
 */
async function closeTrade(db: Db, gateway: PaymentGateway, payment: Payment): Promise<boolean> {
  try {
    await gateway.close(payment.outTradeNo);
    await markClosed(db, payment.id, payment.status);
    return true;
  } catch (closeError) {
    const trade = await gateway.query(payment.outTradeNo);
    if (trade.state === 'closed' || trade.state === 'not_found') {
      await markClosed(db, payment.id, payment.status);
      return true;
    }
    if (trade.state !== 'paid' || !trade.tradeNo || trade.amountFen !== payment.amountFen) throw closeError;
    const tradeNo = trade.tradeNo;
    await db.transaction(async (tx) => {
      const order = theRow(await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update'));
      await takeLateMoney(tx, order, payment, tradeNo);
    });
    const claimed = await paymentById(db, payment.id);
    if (claimed?.status === 'refunding') await sendMoneyBack(db, gateway, claimed);
    return false;
  }
}
