import { and, eq, inArray, sql } from 'drizzle-orm';
import { OrderStatus, PayMethod } from '@store/shared/orders';
import type { Tx } from '../../db/client.ts';
import { flashSales, goods, orderEvents, orderItems, orders, userCoupons } from '../../db/schema.ts';
import { changeBalance } from '../wallet/index.ts';
import { queueOnlineRefund, retireOnlinePayment } from '../online-payments/index.ts';
import { notifyArrivals } from '../arrival/index.ts';
import { restoreVouchersOnCancel } from '../vouchers/index.ts';

/**
 * Cancels an order that has not shipped, in the caller's transaction: the status changes only if it is
 * still one of `from` (so two cancels, or a cancel racing a payment, act once), then stock and flash
 * stock return, the coupon is unused again, and money already paid goes back (to the wallet, or
 * through the gateway when it was paid online, sent after commit by followUpPayments). Its
 * online payment in flight becomes 'closing': the caller closes the trade at its gateway after commit
 * (followUpPayments), and the minute sweep does it for any caller that did not.
 * Returns false when the order was no longer cancellable.
 */
export async function cancelOrderTx(
  tx: Tx,
  orderId: number,
  reason: string,
  from: number[] = [OrderStatus.PENDING_PAYMENT],
): Promise<boolean> {
  const [order] = await tx
    .update(orders)
    .set({ status: OrderStatus.CANCELLED, cancelReason: reason, cancelledAt: sql`now()` })
    .where(and(eq(orders.id, orderId), inArray(orders.status, from)))
    .returning();
  if (!order) return false;
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  // The order transaction's lock order — all goods ascending, then all flash sales ascending — so a
  // cancel and an order never wait on each other in a cycle.
  const returned = totals(items.map((i) => [i.goodsId, i.number]));
  for (const [goodsId, number] of returned) {
    await tx
      .update(goods)
      .set({ stock: sql`${goods.stock} + ${number}` })
      .where(eq(goods.id, goodsId));
  }
  // Stock that came back from 0 is news for buyers waiting for it (到货提醒).
  await notifyArrivals(
    tx,
    returned.map(([goodsId]) => goodsId),
  );
  for (const [saleId, number] of totals(
    items.flatMap((i) => (i.flashSaleId ? [[i.flashSaleId, i.number] as [number, number]] : [])),
  )) {
    await tx
      .update(flashSales)
      .set({ stock: sql`${flashSales.stock} + ${number}` })
      .where(eq(flashSales.id, saleId));
  }
  await tx
    .update(userCoupons)
    .set({ status: 0, orderId: null, usedAt: null })
    .where(and(eq(userCoupons.orderId, orderId), eq(userCoupons.status, 1)));
  if (order.paidFen > order.refundedFen) {
    const refund = order.paidFen - order.refundedFen;
    // Money paid online goes back the way it came (sent after commit); the rest to the wallet.
    if (order.payMethod === PayMethod.ONLINE && (await queueOnlineRefund(tx, orderId, refund))) {
      await tx
        .insert(orderEvents)
        .values({ orderId, type: 'refund', text: `已付款项 ¥${(refund / 100).toFixed(2)} 将原路退回` });
    } else {
      await changeBalance(tx, {
        userId: order.userId,
        type: 'refund',
        amountFen: refund,
        orderId,
        remark: `订单 ${order.orderNo} 取消退款`,
      });
    }
    await tx.update(orders).set({ refundedFen: order.paidFen }).where(eq(orders.id, orderId));
  }
  // After the balance (the buyer's wallet row, then their voucher total: the lock order of every wallet write).
  await restoreVouchersOnCancel(tx, order);
  await retireOnlinePayment(tx, orderId, 'closing');
  await tx.insert(orderEvents).values({ orderId, type: 'cancelled', text: `订单已取消：${reason}` });
  return true;
}

/** Σ number per id, ascending by id. */
function totals(pairs: [number, number][]): [number, number][] {
  const sums = new Map<number, number>();
  for (const [id, n] of pairs) sums.set(id, (sums.get(id) ?? 0) + n);
  return [...sums].sort(([a], [b]) => a - b);
}
