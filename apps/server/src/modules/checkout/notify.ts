import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import type { PaymentGateway, VerifiedNotice } from '../../lib/payment/gateway.ts';
import type { PaymentGateways } from '../../lib/payment/gateways.ts';
import { OrderStatus, PayMethod } from '@store/shared/orders';
import {
  followUpPayments,
  type FollowUpReport,
  takeLateMoney,
  claimPaid,
  markClosed,
  onlinePaymentByTradeNo,
  paymentById,
} from '../online-payments/index.ts';
import { markPaid } from './order-payment.ts';
import { theRow } from '../../db/rows.ts';
import { ordersPaid } from '../../ops/metrics.ts';

export type OrderNoticeOutcome =
  'paid' | 'refunding' | 'closed' | 'replay' | 'pending' | 'unknown_trade' | 'amount_mismatch';

/**
 * An order payment's out_trade_no is its order number and the payment's ordinal (`pay-online.ts`), and an
 * order number is the day it was placed and the order id: 16 digits or more. The payments module routes notices by this.
 */
export const isOrderTradeNo = (outTradeNo: string) => /^\d{16,}-\d+$/.test(outTradeNo);

/**
 * A verified notice about one of an order's online payments. Only the amount the payment was opened
 * with counts. A paid notice for the order's payment in flight marks the order paid; for any other
 * payment (superseded, closed, or an order no longer waiting) the money goes back through the gateway,
 * never into the wallet. A replay changes nothing; a refund that fails is retried by the sweep and the
 * notice is still accepted (`followUp` says what failed).
 */
export async function orderPaymentNotice(
  db: Db,
  gateways: PaymentGateways,
  gateway: PaymentGateway,
  notice: VerifiedNotice,
): Promise<{ outcome: OrderNoticeOutcome; followUp?: FollowUpReport }> {
  const payment = await onlinePaymentByTradeNo(db, gateway.name, notice.outTradeNo);
  if (!payment) return { outcome: 'unknown_trade' };
  if (notice.amountFen !== payment.amountFen) return { outcome: 'amount_mismatch' };
  if (notice.state === 'pending') return { outcome: 'pending' };
  if (notice.state === 'closed') {
    const closed =
      ['pending', 'superseded', 'closing'].includes(payment.status) &&
      (await markClosed(db, payment.id, payment.status));
    return { outcome: closed ? 'closed' : 'replay' };
  }
  const outcome = await db.transaction(async (tx): Promise<OrderNoticeOutcome> => {
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
  if (outcome === 'paid') {
    ordersPaid.inc({ method: PayMethod.ONLINE });
    return { outcome };
  }
  // Late money goes back now; a refund still 'refunding' from an earlier notice is tried again too.
  return { outcome, followUp: await followUpPayments(db, gateways, { orderId: payment.orderId }) };
}
