import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import type { IncomingNotification, NotifyAnswer, PaymentGateway, VerifiedNotice } from '../../lib/payment/gateway.ts';
import type { PaymentGateways } from '../../lib/payment/gateways.ts';
import { OrderStatus, PayMethod } from '@store/shared/orders';
import { followUpPayments, type FollowUpReport } from './gateway-follow-up.ts';
import { takeLateMoney } from './late-money.ts';
import { markPaid } from './order-payment.ts';
import { claimPaid, markClosed, onlinePaymentByTradeNo, paymentById } from './payments-repo.ts';
import { theRow } from '../../db/rows.ts';
import { rechargeNotice } from '../wallet/recharge-online.ts';
import { onlineRechargeByTradeNo } from '../wallet/recharge-repo.ts';

/** What became of a notice: the log says it; the gateway is told only accepted or rejected. */
export type NoticeOutcome =
  'paid' | 'refunding' | 'closed' | 'replay' | 'pending' | 'unknown_trade' | 'amount_mismatch' | 'unverified';

export type NotifyResult = {
  answer: NotifyAnswer;
  outcome: NoticeOutcome;
  notice?: VerifiedNotice;
  followUp?: FollowUpReport;
};

/**
 * POST /api/pay/notify/{gateway}. Only a notice the gateway's own signature vouches for counts, and
 * only for the amount the payment was opened with. A paid notice for the order's payment in flight
 * marks the order paid; for any other payment (superseded, closed, or an order no longer waiting)
 * the money goes back through the gateway, never into the wallet. A replay changes nothing. A notice
 * about a trade we do not know, or with another amount, is refused (the gateway retries, and the log
 * says so); a refund that fails is retried by the sweep and the notice is still accepted. A notice about
 * one of the buyer's online top-ups goes to the wallet (`rechargeNotice`).
 */
export async function handleNotification(
  db: Db,
  gateways: PaymentGateways,
  gateway: PaymentGateway,
  incoming: IncomingNotification,
): Promise<NotifyResult> {
  const notice = await gateway.verifyNotification(incoming);
  if (!notice) return { answer: gateway.rejected, outcome: 'unverified' };
  const payment = await onlinePaymentByTradeNo(db, gateway.name, notice.outTradeNo);
  if (!payment) {
    const recharge = await onlineRechargeByTradeNo(db, gateway.name, notice.outTradeNo);
    if (!recharge) return { answer: gateway.rejected, outcome: 'unknown_trade', notice };
    const outcome = await rechargeNotice(db, recharge, notice);
    return { answer: outcome === 'amount_mismatch' ? gateway.rejected : gateway.acknowledged, outcome, notice };
  }
  if (notice.amountFen !== payment.amountFen) return { answer: gateway.rejected, outcome: 'amount_mismatch', notice };
  if (notice.state === 'pending') return { answer: gateway.acknowledged, outcome: 'pending', notice };
  if (notice.state === 'closed') {
    const closed =
      ['pending', 'superseded', 'closing'].includes(payment.status) &&
      (await markClosed(db, payment.id, payment.status));
    return { answer: gateway.acknowledged, outcome: closed ? 'closed' : 'replay', notice };
  }
  const outcome = await db.transaction(async (tx): Promise<NoticeOutcome> => {
    // The order first, as every payment path locks it first; then the payment as it is now.
    const order = theRow(await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update'));
    const current = (await paymentById(tx, payment.id))!;
    if (current.status === 'pending' && order.status === OrderStatus.PENDING_PAYMENT) {
      await claimPaid(tx, current.id, notice.tradeNo);
      await markPaid(tx, order, PayMethod.ONLINE, current.id);
      return 'paid';
    }
    return (await takeLateMoney(tx, order, current, notice.tradeNo)) ? 'refunding' : 'replay';
  });
  // Late money goes back now; a refund still 'refunding' from an earlier notice is tried again too.
  const followUp = outcome === 'paid' ? undefined : await followUpPayments(db, gateways, { orderId: payment.orderId });
  return { answer: gateway.acknowledged, outcome, notice, followUp };
}
