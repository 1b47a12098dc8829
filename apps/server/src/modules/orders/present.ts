import {
  AFTER_SALES_KIND_TEXT,
  AFTER_SALES_STATUS_TEXT,
  INVOICE_STATUS_TEXT,
  INVOICE_TYPE_TEXT,
  type AfterSalesSummary,
  type OrderLine,
  type OrderSummary,
} from '@store/shared/api/orders';
import { fenToYuan } from '@store/shared/rules/money';
import { toSeconds } from '@store/shared/rules/time';
import type { AfterSalesRow, InvoiceRowDb, OrderItemRow, OrderRow } from './repo.ts';
import { orderStatusText, OrderStatus } from '@store/shared/orders';

/** Turns stored rows (fen, Date) into the API's shapes (yuan, 10-digit seconds). */

const secondsOrNull = (date: Date | null) => (date ? toSeconds(date) : null);

export const presentLine = (item: OrderItemRow): OrderLine => ({
  id: item.id,
  goods_id: item.goodsId,
  type: item.type,
  name: item.name,
  sccj: item.sccj,
  ypgg: item.ypgg,
  bzdw: item.bzdw,
  approval_number: item.approvalNumber,
  image: item.image,
  price: fenToYuan(item.priceFen),
  number: item.number,
  amount: fenToYuan(item.amountFen),
  welfare_amount: fenToYuan(item.welfareFen),
  batch_number: item.batchNumber,
  expiry_date: item.expiryDate,
  returned_number: item.returnedNumber,
});

export const canAfterSales = (status: number) => status === OrderStatus.SHIPPED || status === OrderStatus.COMPLETED;

export function presentSummary(order: OrderRow, items: OrderItemRow[], afterSalesCount: number): OrderSummary {
  return {
    id: order.id,
    order_no: order.orderNo,
    status: order.status,
    status_text: orderStatusText(order.status),
    pay_method: order.payMethod,
    goods_amount: fenToYuan(order.goodsFen),
    welfare_amount: fenToYuan(order.welfareFen),
    discount_amount: fenToYuan(order.discountFen),
    coupon_amount: fenToYuan(order.couponFen),
    voucher_amount: fenToYuan(order.voucherFen),
    shipping_amount: fenToYuan(order.shippingFen),
    payable_amount: fenToYuan(order.payableFen),
    paid_amount: fenToYuan(order.paidFen),
    refunded_amount: fenToYuan(order.refundedFen),
    created_at: toSeconds(order.createdAt),
    expires_at: toSeconds(order.expiresAt),
    total_number: items.reduce((sum, item) => sum + item.number, 0),
    lines: items.map(presentLine),
    can_after_sales: canAfterSales(order.status) ? 1 : 0,
    after_sales_count: afterSalesCount,
  };
}

export function presentInvoice(invoice: InvoiceRowDb) {
  return {
    id: invoice.id,
    type: invoice.type,
    type_text: INVOICE_TYPE_TEXT[invoice.type] ?? invoice.type,
    title: invoice.title,
    tax_no: invoice.taxNo,
    amount: fenToYuan(invoice.amountFen),
    status: invoice.status,
    status_text: INVOICE_STATUS_TEXT[invoice.status] ?? invoice.status,
    invoice_no: invoice.invoiceNo,
    issued_at: secondsOrNull(invoice.issuedAt),
    file_url: invoice.status === 'issued' && invoice.filePath ? `/api/invoice/${invoice.id}/file` : null,
  };
}

export function presentAfterSales(row: AfterSalesRow, orderNo: string, items: OrderItemRow[]): AfterSalesSummary {
  return {
    id: row.id,
    order_id: row.orderId,
    order_no: orderNo,
    kind: row.kind as AfterSalesSummary['kind'],
    kind_text: AFTER_SALES_KIND_TEXT[row.kind] ?? row.kind,
    reason: row.reason,
    description: row.description,
    items: row.items.map((wanted) => {
      const item = items.find((i) => i.id === wanted.order_item_id);
      return {
        order_item_id: wanted.order_item_id,
        name: item?.name ?? '',
        ypgg: item?.ypgg ?? '',
        bzdw: item?.bzdw ?? '',
        price: fenToYuan(item?.priceFen ?? 0),
        number: wanted.number,
      };
    }),
    photos: row.photos.map((_, index) => `/api/after_sales/${row.id}/photo/${index}`),
    status: row.status,
    status_text: AFTER_SALES_STATUS_TEXT[row.status] ?? row.status,
    refund_amount: fenToYuan(row.refundFen),
    refund_to: row.refundTo,
    history: row.history,
    created_at: toSeconds(row.createdAt),
  };
}

export { secondsOrNull };
