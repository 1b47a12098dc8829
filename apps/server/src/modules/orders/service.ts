import { OrderRefusal } from '@store/shared/codes';
import { and, eq, sql } from 'drizzle-orm';
import {
  INVOICE_TYPE_TEXT,
  type OrderCounts,
  type OrderDetail,
  type OrderListQuery,
  type RebuyResult,
} from '@store/shared/api/orders';
import { fenToYuan } from '@store/shared/rules/money';
import { toSeconds } from '@store/shared/rules/time';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { addToCart, countLines } from '../cart/index.ts';
import type { Viewer } from '../catalogue/index.ts';
import * as repo from './repo.ts';
import { presentAfterSales, presentInvoice, presentSummary, secondsOrNull } from './present.ts';
import { LineType, OrderStatus, payMethodText } from '@store/shared/orders';
import { cancelOrderTx } from './release.ts';
import type { PaymentGateways } from '../../lib/payment/gateways.ts';
import { followUpPayments } from '../online-payments/index.ts';
import { creditOrderPoints } from '../points/index.ts';

const ORDER_NOT_FOUND = '订单不存在';

export async function listOrders(db: Db, userId: number, query: OrderListQuery) {
  const { rows, total } = await repo.listOrders(db, userId, query);
  const ids = rows.map((r) => r.id);
  const [items, afterSalesCounts] = await Promise.all([repo.itemsOf(db, ids), repo.afterSalesCountsOf(db, ids)]);
  return {
    data: rows.map((order) =>
      presentSummary(
        order,
        items.filter((i) => i.orderId === order.id),
        afterSalesCounts.get(order.id) ?? 0,
      ),
    ),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}

export async function orderCounts(db: Db, userId: number): Promise<OrderCounts> {
  const { byStatus, afterSalesOrders } = await repo.statusCounts(db, userId);
  const n = (status: number) => byStatus.get(status) ?? 0;
  return {
    pending_payment: n(OrderStatus.PENDING_PAYMENT),
    pending_shipment: n(OrderStatus.PENDING_SHIPMENT),
    shipped: n(OrderStatus.SHIPPED),
    completed: n(OrderStatus.COMPLETED),
    cancelled: n(OrderStatus.CANCELLED),
    after_sales: afterSalesOrders,
  };
}

export async function orderDetail(db: Db, userId: number, orderId: number): Promise<OrderDetail> {
  const order = await repo.findOwnOrder(db, userId, orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return orderFile(db, order);
}

/** An order with its lines, timeline, payment, invoice and after-sales, as the buyer sees it (staff add theirs). */
export async function orderFile(db: Db, order: NonNullable<Awaited<ReturnType<typeof repo.findOwnOrder>>>) {
  const [items, events, payment, invoice, requests] = await Promise.all([
    repo.itemsOf(db, [order.id]),
    repo.eventsOf(db, order.id),
    repo.paidPaymentOf(db, order.id),
    repo.invoiceOfOrder(db, order.userId, order.id),
    repo.afterSalesOfOrder(db, order.userId, order.id),
  ]);
  const detail: OrderDetail = {
    ...presentSummary(order, items, requests.length),
    address: order.address,
    invoice_request: {
      type: order.invoice.type,
      type_text: INVOICE_TYPE_TEXT[order.invoice.type] ?? '',
      title: order.invoice.title,
      tax_no: order.invoice.tax_no,
    },
    invoice: invoice ? presentInvoice(invoice) : null,
    remarks: order.remarks,
    want_documents: order.wantDocuments ? 1 : 0,
    want_reports: order.wantReports ? 1 : 0,
    remittance_ref: order.remittanceRef,
    carrier: order.carrier,
    tracking_no: order.trackingNo,
    cancel_reason: order.cancelReason,
    payment: payment
      ? {
          method: payment.method,
          method_text: payMethodText(payment.method),
          amount: fenToYuan(payment.amountFen),
          paid_at: toSeconds(payment.paidAt ?? payment.createdAt),
        }
      : null,
    paid_at: secondsOrNull(order.paidAt),
    shipped_at: secondsOrNull(order.shippedAt),
    completed_at: secondsOrNull(order.completedAt),
    cancelled_at: secondsOrNull(order.cancelledAt),
    timeline: events.map((e) => ({ type: e.type, text: e.text, created_at: toSeconds(e.createdAt) })),
    after_sales: requests.map((r) => presentAfterSales(r, order.orderNo, items)),
  };
  return detail;
}

/**
 * Buyer cancels before shipment: an unpaid order, or a paid one whose money goes back to the wallet.
 * cancelOrderTx changes the status only if it is still 0 or 1, so of two concurrent cancels one acts
 * and the other is refused — the refund happens once.
 */
export async function cancelOrder(db: Db, gateways: PaymentGateways, userId: number, orderId: number, reason: string) {
  await db.transaction(async (tx) => {
    const order = await repo.findOwnOrder(tx, userId, orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const cancelled = await cancelOrderTx(tx, orderId, reason || '买家取消', [
      OrderStatus.PENDING_PAYMENT,
      OrderStatus.PENDING_SHIPMENT,
    ]);
    if (!cancelled) throw new AppError(OrderRefusal.ORDER_STATE_NOT_CANCELLABLE);
  });
  // The online payment in flight is closed at its gateway, so the buyer cannot pay a cancelled order.
  await followUpPayments(db, gateways, { orderId });
}

/** Confirm receipt: shipped → completed, once; the order's points are credited in the same transaction. */
export async function confirmReceipt(db: Db, userId: number, orderId: number, pointsPerYuan?: number) {
  await db.transaction(async (tx) => {
    const order = await repo.findOwnOrder(tx, userId, orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const [done] = await tx
      .update(orders)
      .set({ status: OrderStatus.COMPLETED, completedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.status, OrderStatus.SHIPPED)))
      .returning({ id: orders.id });
    if (!done) throw new AppError(OrderRefusal.ORDER_STATE_NOT_RECEIVABLE);
    await repo.insertEvent(tx, orderId, 'completed', '买家已确认收货，订单完成');
    await creditOrderPoints(tx, orderId, pointsPerYuan);
  });
}

/**
 * Buy again: every non-gift line goes through addToCart, which re-checks price, buyability, scope,
 * package steps and stock. Lines are added one by one so one refusal does not block the others.
 */
export async function rebuy(db: Db, viewer: Viewer & { userId: number }, orderId: number): Promise<RebuyResult> {
  const order = await repo.findOwnOrder(db, viewer.userId, orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const items = (await repo.itemsOf(db, [orderId])).filter((item) => item.type !== LineType.GIFT);
  const wanted = new Map<number, { name: string; number: number }>();
  for (const item of items) {
    const line = wanted.get(item.goodsId) ?? { name: item.name, number: 0 };
    wanted.set(item.goodsId, { name: line.name, number: line.number + item.number });
  }
  const result: RebuyResult = { added: [], failed: [], total: 0 };
  for (const [goodsId, line] of wanted) {
    try {
      await addToCart(db, viewer, [{ goods_id: goodsId, number: line.number, ck_id: 0, type: LineType.NORMAL }]);
      result.added.push({ goods_id: goodsId, name: line.name, number: line.number });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.failed.push({ goods_id: goodsId, name: line.name, reason: error.message });
    }
  }
  result.total = await countLines(db, viewer.userId);
  return result;
}
