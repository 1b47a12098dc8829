import { z } from 'zod';
import { pageOf, pageQuery } from './envelope.ts';
import { countCap, PAGE_BEYOND_CAP, pageWithinCap } from './list-count.ts';
import { afterSalesSummary, orderDetail, orderInvoice } from './orders.ts';

/**
 * The console's orders (issue #13): queues by state with their counts, search, the detail with its
 * timeline, cancelling with a reason, shipping from a CSV, and the after-sales and invoice queues.
 * Money is yuan with 2 decimals, times 10-digit seconds, days the store's calendar (YYYY-MM-DD, Beijing).
 */

/** The queues of 订单管理; 待确认转账 is the part of 待付款 whose buyer chose a bank transfer. */
export const ADMIN_ORDER_QUEUES = {
  all: '全部',
  pending_payment: '待付款',
  awaiting_transfer: '待确认转账',
  pending_shipment: '待发货',
  shipped: '已发货',
  completed: '已完成',
  cancelled: '已取消',
} as const;
export type AdminOrderQueue = keyof typeof ADMIN_ORDER_QUEUES;
export const adminOrderQueues = Object.keys(ADMIN_ORDER_QUEUES) as [AdminOrderQueue, ...AdminOrderQueue[]];

const day = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${label}不是有效日期`);

/** An empty field of the search form is no filter. */
const blankless = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** GET /api/admin/orders */
export const adminOrderQuery = pageQuery
  .extend({
    queue: z.enum(adminOrderQueues, { message: '订单队列不正确' }).default('all'),
    /** Order number, buyer company, contact or login mobile, or remittance reference (part of any). */
    keywords: z.string().trim().max(50, '关键词最多 50 个字符').default(''),
    /** The payable amount in yuan, exactly (a transfer is found by what arrived). */
    amount: blankless(z.coerce.number({ message: '金额须为数字' }).min(0, '金额不能为负').max(10_000_000, '金额过大')),
    start_date: blankless(day('开始日期')),
    end_date: blankless(day('结束日期')),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    path: ['end_date'],
    message: '结束日期不能早于开始日期',
  })
  .refine(pageWithinCap, { path: ['page'], message: PAGE_BEYOND_CAP });
export type AdminOrderQuery = z.infer<typeof adminOrderQuery>;

export const adminBuyer = z.object({
  id: z.number().int(),
  username: z.string(),
  company: z.string(),
  /** The contact person. */
  name: z.string(),
  mobile: z.string(),
});
export type AdminBuyer = z.infer<typeof adminBuyer>;

export const adminOrderRow = z.object({
  id: z.number().int(),
  order_no: z.string(),
  status: z.number().int(),
  status_text: z.string(),
  pay_method: z.string(),
  pay_method_text: z.string(),
  buyer: adminBuyer,
  /** Where it goes: province, city and district. */
  region: z.string(),
  payable_amount: z.number(),
  paid_amount: z.number(),
  line_count: z.number().int(),
  total_number: z.number().int(),
  remittance_ref: z.string(),
  carrier: z.string(),
  tracking_no: z.string(),
  created_at: z.number().int(),
  paid_at: z.number().int().nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;

export const adminOrderPage = pageOf(adminOrderRow).extend({
  /**
   * Orders in each queue under the same search (a tab's count is the total it lists), each counted up to
   * `count_cap` (list-count.ts): count_cap + 1 means more than that.
   */
  counts: z.record(z.enum(adminOrderQueues), z.number().int()),
  count_cap: countCap,
});
export type AdminOrderPage = z.infer<typeof adminOrderPage>;

/** What left the warehouse for a line, one row per batch (shipment_picks). */
export const shippedPick = z.object({
  order_item_id: z.number().int(),
  batch_number: z.string(),
  expiry_date: z.string(),
  quantity: z.number().int(),
});

/** GET /api/admin/order/:id: the buyer's detail plus who bought it, the batches shipped and staff file links. */
export const adminOrderDetail = orderDetail.extend({
  pay_method_text: z.string(),
  buyer: adminBuyer,
  picks: z.array(shippedPick),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

/** POST /api/admin/order/:id/cancel */
export const adminCancelBody = z.strictObject({
  reason: z.string().trim().min(1, '请填写取消原因').max(100, '取消原因最多 100 个字符'),
});
export type AdminCancelBody = z.infer<typeof adminCancelBody>;
export const adminCancelResult = z.object({
  status: z.number().int(),
  /** Money that went back to the buyer (yuan): to the wallet, or through the gateway for an online payment. */
  refund_amount: z.number(),
  refund_to: z.enum(['', 'balance', 'original']),
});

/** POST /api/admin/orders/ship_csv: one row of the report, in the file's order. */
export const bulkShipRow = z.object({
  /** The line of the file (the header is line 1). */
  line: z.number().int(),
  order_no: z.string(),
  carrier: z.string(),
  tracking_no: z.string(),
  shipped: z.boolean(),
  /** Why it was not shipped; the batches taken when it was. */
  message: z.string(),
});
export type BulkShipRow = z.infer<typeof bulkShipRow>;
export const bulkShipReport = z.object({
  shipped: z.number().int(),
  failed: z.number().int(),
  rows: z.array(bulkShipRow),
});
export type BulkShipReport = z.infer<typeof bulkShipReport>;
/** A CSV of at most this many orders at once (each ships in its own transaction). */
export const MAX_BULK_SHIP_ROWS = 500;
export const MAX_BULK_SHIP_BYTES = 1024 * 1024;

/** GET /api/admin/after_sales */
export const adminAfterSalesQuery = pageQuery.extend({
  status: z.enum(['pending', 'rejected', 'refunded', 'all'], { message: '状态不正确' }).default('pending'),
  keywords: z.string().trim().max(50, '关键词最多 50 个字符').default(''),
});
export type AdminAfterSalesQuery = z.infer<typeof adminAfterSalesQuery>;
export const adminAfterSalesRow = afterSalesSummary.extend({
  buyer: adminBuyer,
  order_status: z.number().int(),
  pay_method: z.string(),
  /** What is still refundable on the order (paid − refunded). */
  refundable_amount: z.number(),
});
export type AdminAfterSalesRow = z.infer<typeof adminAfterSalesRow>;
export const adminAfterSalesPage = pageOf(adminAfterSalesRow);

/** GET /api/admin/invoices */
export const adminInvoiceQuery = pageQuery.extend({
  status: z.enum(['requested', 'issued', 'all'], { message: '状态不正确' }).default('requested'),
  keywords: z.string().trim().max(50, '关键词最多 50 个字符').default(''),
});
export type AdminInvoiceQuery = z.infer<typeof adminInvoiceQuery>;
export const adminInvoiceRow = orderInvoice.extend({
  order_id: z.number().int(),
  order_no: z.string(),
  order_status: z.number().int(),
  buyer: adminBuyer,
  /** The VAT special invoice's bank and registration details, as the buyer gave them at checkout. */
  bank_name: z.string(),
  bank_account: z.string(),
  register_address: z.string(),
  register_phone: z.string(),
  created_at: z.number().int(),
});
export type AdminInvoiceRow = z.infer<typeof adminInvoiceRow>;
export const adminInvoicePage = pageOf(adminInvoiceRow);

/** POST /api/admin/order/:id/ship answers the batches each line was taken from (none for untracked goods). */
export const shipResult = z.array(
  z.object({
    order_item_id: z.number().int(),
    batch_id: z.number().int(),
    batch_number: z.string(),
    expiry_date: z.string(),
    quantity: z.number().int(),
  }),
);
export type ShipResult = z.infer<typeof shipResult>;
