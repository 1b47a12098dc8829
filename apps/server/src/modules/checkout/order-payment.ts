import { and, eq, sql } from 'drizzle-orm';
import type { PayResult } from '@store/shared/api/checkout';
import { OrderRefusal } from '@store/shared/codes';
import type { Tx } from '../../db/client.ts';
import { orderEvents, orders, payments } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { OrderStatus, PAY_METHOD_TEXT, type PayMethod } from '@store/shared/orders';
import { cancelOrderTx } from '../orders/index.ts';
import { retireOnlinePayment } from '../online-payments/index.ts';
import { lockOwnOrder } from './repo.ts';
import { theRow } from '../../db/rows.ts';

// Steps every way of paying shares (balance, transfer, online, a gateway's notice, the sweep).

export type Order = typeof orders.$inferSelect;

/**
 * The order must still wait for payment. A paid order answers as paid (a double click pays once and
 * both clicks see success); an order past its deadline is cancelled on the spot (stock returns, its
 * online payment in flight is closed after commit).
 */
export async function pendingOrder(tx: Tx, userId: number, orderId: number): Promise<Order | { settled: Order }> {
  const order = await lockOwnOrder(tx, userId, orderId);
  if (!order) throw notFound('订单不存在');
  if (order.status === OrderStatus.CANCELLED) throw new AppError(OrderRefusal.ORDER_CANCELLED);
  if (order.status !== OrderStatus.PENDING_PAYMENT) return { settled: order };
  if (order.expiresAt.getTime() <= Date.now()) {
    await cancelOrderTx(tx, order.id, '超时未支付，系统自动取消');
    return { settled: { ...order, status: OrderStatus.CANCELLED } };
  }
  return order;
}

export const resultOf = (order: Order, link: { redirectUrl?: string; qrCodeUrl?: string } = {}): PayResult => ({
  status: order.status,
  pay_method: order.payMethod,
  redirect_url: link.redirectUrl ?? null,
  qr_code_url: link.qrCodeUrl ?? null,
});

/**
 * Marks a locked pending order paid and records the payment; the caller has taken the money. An online
 * payment still in flight is retired ('closing'): the caller closes it at its gateway after commit.
 */
export async function markPaid(tx: Tx, order: Order, method: PayMethod, paymentId?: number): Promise<Order> {
  // The caller holds the order's lock and saw it pending, so this update always returns the row.
  const paid = await tx
    .update(orders)
    .set({ status: OrderStatus.PENDING_SHIPMENT, payMethod: method, paidFen: order.payableFen, paidAt: sql`now()` })
    .where(and(eq(orders.id, order.id), eq(orders.status, OrderStatus.PENDING_PAYMENT)))
    .returning()
    .then(theRow);
  if (!paymentId) {
    await tx.insert(payments).values({
      orderId: order.id,
      userId: order.userId,
      method,
      outTradeNo: `${method.charAt(0).toUpperCase()}${order.orderNo}`,
      amountFen: order.payableFen,
      status: 'paid',
      paidAt: sql`now()`,
    });
  }
  await retireOnlinePayment(tx, order.id, 'closing');
  await tx.insert(orderEvents).values({
    orderId: order.id,
    type: 'paid',
    text: `${PAY_METHOD_TEXT[method]}成功，金额 ¥${(order.payableFen / 100).toFixed(2)}，等待发货`,
  });
  return paid;
}
