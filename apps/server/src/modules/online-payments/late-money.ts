import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/schema.ts';
import type { PaymentGateway } from '../../lib/payment/gateway.ts';
import { OrderStatus } from '@store/shared/orders';
import { claimForRefund, insertIncident, markRefunded, paidOnlinePayment, type Payment } from './repo.ts';

type Order = typeof orders.$inferSelect;

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

const REASONS = {
  order_cancelled: '订单已取消',
  order_paid: '订单已通过其他方式支付',
  superseded: '该笔支付已被新的支付替代',
} as const;

/**
 * Money arrived at the gateway for a payment the order no longer waits for (superseded, or the order
 * was cancelled or paid another way). It goes back the way it came, never into the wallet: the
 * payment becomes 'refunding' with a refund number derived from it ('RL' + out_trade_no, so a replayed
 * notice or a retried refund is one refund at the gateway), finance gets an incident row, the order's
 * history says so.
 * Runs under the order's row lock. Answers false when the payment had already been claimed (a replay).
 */
export async function takeLateMoney(tx: Tx, order: Order, payment: Payment, tradeNo: string): Promise<boolean> {
  const claimed = await claimForRefund(tx, payment.id, tradeNo, `RL${payment.outTradeNo}`);
  if (!claimed) return false;
  const reason =
    order.status === OrderStatus.CANCELLED
      ? 'order_cancelled'
      : order.status !== OrderStatus.PENDING_PAYMENT
        ? 'order_paid'
        : 'superseded';
  await insertIncident(tx, claimed, reason);
  await tx.insert(orderEvents).values({
    orderId: order.id,
    type: 'refund',
    text: `收到在线支付 ${yuan(payment.amountFen)}（交易号 ${tradeNo}），因${REASONS[reason]}，该款项将原路退回，不计入订单`,
  });
  return true;
}

/**
 * Sends a 'refunding' row's money back through its gateway; the row becomes 'refunded' once. The row
 * is late money (its own trade), or the refund of a cancelled order's online payment (method
 * 'refund', against the order's paid trade).
 */
export async function sendMoneyBack(db: Db, gateway: PaymentGateway, row: Payment): Promise<void> {
  const trade = row.method === 'refund' ? await paidOnlinePayment(db, row.orderId) : row;
  if (!trade?.tradeNo || !row.refundNo) throw new Error(`payment ${row.id} has no paid trade or refund number`);
  const { refundId } = await gateway.refund({
    outTradeNo: trade.outTradeNo,
    tradeNo: trade.tradeNo,
    refundNo: row.refundNo,
    amountFen: row.amountFen,
    totalFen: trade.amountFen,
    reason: row.method === 'refund' ? '订单取消退款' : '重复或逾期的支付，原路退回',
  });
  await db.transaction(async (tx) => {
    // The order first, as every payment path locks it first.
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, row.orderId)).for('update');
    if (!(await markRefunded(tx, row.id, refundId))) return;
    await tx.insert(orderEvents).values({
      orderId: row.orderId,
      type: 'refund',
      text: `在线支付 ${yuan(row.amountFen)} 已原路退回（退款单号 ${refundId}）`,
    });
  });
}
