import { OrderRefusal } from '@store/shared/codes';
import type {
  AdminAfterSalesQuery,
  AdminInvoiceQuery,
  AdminOrderDetail,
  AdminOrderQuery,
} from '@store/shared/api/admin-orders';
import { LIST_COUNT_CAP } from '@store/shared/api/list-count';
import { OrderStatus, orderStatusText, PayMethod, payMethodText } from '@store/shared/orders';
import { fenToYuan } from '@store/shared/rules/money';
import { toSeconds } from '@store/shared/rules/time';
import type { Db } from '../../db/client.ts';
import { messages, orders } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { PaymentGateways } from '../../lib/payment/gateways.ts';
import { followUpPayments } from '../online-payments/index.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import * as adminRepo from './admin-repo.ts';
import { presentAfterSales, presentInvoice, secondsOrNull } from './present.ts';
import { cancelOrderTx } from './release.ts';
import * as repo from './repo.ts';
import { orderFile } from './service.ts';
import { eq } from 'drizzle-orm';

/** Staff read buyers' files through their own routes (ADR 010): the buyer's URLs answer only the buyer. */
const staffPhotoUrl = (url: string) => url.replace(/^\/api\/after_sales\//, '/api/admin/after_sales/');
const staffInvoiceUrl = (url: string | null) => url && url.replace(/^\/api\/invoice\//, '/api/admin/invoice/');

const regionOf = (address: { province: string; city: string; district: string }) =>
  [address.province, address.city, address.district].filter(Boolean).join(' ');

/** 订单管理: one queue's page under the search, and how many orders each queue holds under the same search. */
export async function listOrders(db: Db, query: AdminOrderQuery) {
  const { rows, counts, total } = await adminRepo.listOrders(db, query);
  const totals = await adminRepo.lineTotals(
    db,
    rows.map(({ order }) => order.id),
  );
  return {
    data: rows.map(({ order, buyer }) => ({
      id: order.id,
      order_no: order.orderNo,
      status: order.status,
      status_text: orderStatusText(order.status),
      pay_method: order.payMethod,
      pay_method_text: order.payMethod ? payMethodText(order.payMethod) : '未选择',
      buyer,
      region: regionOf(order.address),
      payable_amount: fenToYuan(order.payableFen),
      paid_amount: fenToYuan(order.paidFen),
      line_count: totals.get(order.id)?.lines ?? 0,
      total_number: totals.get(order.id)?.units ?? 0,
      remittance_ref: order.remittanceRef,
      carrier: order.carrier,
      tracking_no: order.trackingNo,
      created_at: toSeconds(order.createdAt),
      paid_at: secondsOrNull(order.paidAt),
    })),
    total,
    page: query.page,
    page_size: query.page_size,
    counts,
    count_cap: LIST_COUNT_CAP,
  };
}

/** One order as staff see it: the buyer's detail, the buyer, the batches shipped, staff links to files. */
export async function orderDetail(db: Db, orderId: number): Promise<AdminOrderDetail> {
  const order = await repo.findOrderForOperator(db, orderId);
  if (!order) throw notFound('订单不存在');
  const [detail, buyer, picks] = await Promise.all([
    orderFile(db, order),
    adminRepo.buyerOf(db, order.userId),
    adminRepo.picksOfOrder(db, orderId),
  ]);
  // The order's foreign key keeps its buyer: a missing one is a broken database, not a refusal.
  if (!buyer) throw new Error(`buyer ${order.userId} of order ${orderId} is missing`);
  return {
    ...detail,
    pay_method_text: order.payMethod ? payMethodText(order.payMethod) : '未选择',
    buyer,
    // Files through the staff routes, not the buyer's.
    invoice: detail.invoice && { ...detail.invoice, file_url: staffInvoiceUrl(detail.invoice.file_url) },
    after_sales: detail.after_sales.map((a) => ({ ...a, photos: a.photos.map(staffPhotoUrl) })),
    picks: picks.map((pick) => ({
      order_item_id: pick.orderItemId,
      batch_number: pick.batchNumber,
      expiry_date: pick.expiryDate,
      quantity: pick.quantity,
    })),
  };
}

/**
 * Staff cancel an order that has not shipped, with the reason the buyer reads on the timeline and in 我的消息.
 * The buyer's own cancel does the rest in the same transaction: stock, flash stock and the coupon come back,
 * money already paid goes back (to the wallet through the ledger; an online payment through its gateway,
 * sent after commit), and an online payment in flight is closed.
 */
export async function cancelOrder(db: Db, gateways: PaymentGateways, actor: Actor, orderId: number, reason: string) {
  const result = await db.transaction(async (tx) => {
    const order = await repo.findOrderForOperator(tx, orderId, true);
    if (!order) throw notFound('订单不存在');
    const cancelled = await cancelOrderTx(tx, orderId, reason, [
      OrderStatus.PENDING_PAYMENT,
      OrderStatus.PENDING_SHIPMENT,
    ]);
    if (!cancelled) throw new AppError(OrderRefusal.ORDER_STATE_NOT_CANCELLABLE);
    const [after] = await tx.select().from(orders).where(eq(orders.id, orderId));
    const refundFen = (after?.refundedFen ?? 0) - order.refundedFen;
    const refundTo: '' | 'balance' | 'original' =
      refundFen === 0 ? '' : order.payMethod === PayMethod.ONLINE ? 'original' : 'balance';
    const refundText =
      refundFen === 0
        ? ''
        : `已付款项 ¥${fenToYuan(refundFen).toFixed(2)} ${refundTo === 'original' ? '将原路退回' : '已退回账户余额'}。`;
    await tx.insert(messages).values({
      userId: order.userId,
      title: '订单已取消',
      content: `您的订单 ${order.orderNo} 已由商城取消，原因：${reason}。${refundText}如有疑问请联系客服。`,
    });
    await recordAudit(tx, actor, {
      action: 'order.cancel',
      objectType: 'order',
      objectId: orderId,
      before: { status: order.status, paid_fen: order.paidFen, refunded_fen: order.refundedFen },
      after: { status: OrderStatus.CANCELLED, reason, refund_fen: refundFen, refund_to: refundTo },
    });
    return { status: OrderStatus.CANCELLED, refund_amount: fenToYuan(refundFen), refund_to: refundTo };
  });
  // The online refund and the close of a payment in flight go to the gateway after commit.
  await followUpPayments(db, gateways, { orderId });
  return result;
}

/** 售后审核: requests by state, with the order's buyer and what is still refundable. */
export async function listAfterSales(db: Db, query: AdminAfterSalesQuery) {
  const { rows, total } = await adminRepo.listAfterSales(db, query);
  const items = await repo.itemsOf(db, [...new Set(rows.map(({ order }) => order.id))]);
  return {
    data: rows.map(({ request, order, buyer }) => {
      const presented = presentAfterSales(
        request,
        order.orderNo,
        items.filter((item) => item.orderId === order.id),
      );
      return {
        ...presented,
        photos: presented.photos.map(staffPhotoUrl),
        buyer,
        order_status: order.status,
        pay_method: order.payMethod,
        refundable_amount: fenToYuan(order.paidFen - order.refundedFen),
      };
    }),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}

/** 发票开具: invoice requests with the buyer's tax details as given at checkout. */
export async function listInvoices(db: Db, query: AdminInvoiceQuery) {
  const { rows, total } = await adminRepo.listInvoices(db, query);
  return {
    data: rows.map(({ invoice, order, buyer }) => {
      const presented = presentInvoice(invoice);
      return {
        ...presented,
        file_url: staffInvoiceUrl(presented.file_url),
        order_id: order.id,
        order_no: order.orderNo,
        order_status: order.status,
        buyer,
        bank_name: order.invoice.bank_name,
        bank_account: order.invoice.bank_account,
        register_address: order.invoice.register_address,
        register_phone: order.invoice.register_phone,
        created_at: toSeconds(invoice.createdAt),
      };
    }),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}
