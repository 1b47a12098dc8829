import { z } from 'zod';
import { id, page } from './fields.ts';
import { flag } from './envelope.ts';
import { shipmentPick } from './stock.ts';

/** Order centre, after-sales, e-invoices and wallet reads. Money is yuan with 2 decimals; times are 10-digit seconds. */

export const AFTER_SALES_STATUS_TEXT: Readonly<Record<string, string>> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
  refunded: '已退款',
};
export const AFTER_SALES_KIND_TEXT: Readonly<Record<string, string>> = { return: '退货', after_sales: '售后' };
export const INVOICE_STATUS_TEXT: Readonly<Record<string, string>> = { requested: '待开具', issued: '已开具' };
export const INVOICE_TYPE_TEXT: Readonly<Record<string, string>> = {
  none: '不开发票',
  plain: '普通发票',
  vat_special: '增值税专用发票',
};
export const MONEY_LOG_TYPE_TEXT: Readonly<Record<string, string>> = {
  recharge: '充值',
  pay: '订单支付',
  refund: '退款',
  cashback: '满额返现',
  adjust: '调整',
};
export const MAX_AFTER_SALES_PHOTOS = 6;
export const MAX_AFTER_SALES_PHOTO_BYTES = 5 * 1024 * 1024;

const seconds = z.coerce.number().int().min(0).max(9_999_999_999);
const pageFields = {
  page,
  page_size: z.coerce.number().int().min(1).max(100).default(10),
};

/** GET /api/order ?status (0–4 or 'after_sales'), keywords (order number or goods name), start_time, end_time, page, page_size */
export const orderListQuery = z.strictObject({
  status: z.union([z.literal('after_sales'), z.coerce.number().int().min(0).max(4)]).optional(),
  keywords: z.string().trim().max(50).default(''),
  start_time: seconds.optional(),
  end_time: seconds.optional(),
  ...pageFields,
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

export const orderLine = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  /** 0 normal, 1 flash sale, 3 combination, 9 gift */
  type: z.number().int(),
  name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  bzdw: z.string(),
  approval_number: z.string(),
  image: z.string(),
  price: z.number(),
  number: z.number().int(),
  amount: z.number(),
  /** The welfare zone's discount on the line: the buyer paid amount − welfare_amount. */
  welfare_amount: z.number(),
  batch_number: z.string(),
  expiry_date: z.string().nullable(),
  returned_number: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLine>;

export const orderSummary = z.object({
  id: z.number().int(),
  order_no: z.string(),
  /** 0 pending payment, 1 pending shipment, 2 shipped, 3 completed, 4 cancelled */
  status: z.number().int(),
  status_text: z.string(),
  pay_method: z.string(),
  goods_amount: z.number(),
  /** The welfare zone's discount (福利专区折扣), after ladder prices and before 满减 and the coupon. */
  welfare_amount: z.number(),
  discount_amount: z.number(),
  coupon_amount: z.number(),
  /** Cash vouchers (购物金) spent on the order, after the coupon: payable is what is left to pay. */
  voucher_amount: z.number(),
  shipping_amount: z.number(),
  payable_amount: z.number(),
  paid_amount: z.number(),
  refunded_amount: z.number(),
  created_at: z.number().int(),
  expires_at: z.number().int(),
  total_number: z.number().int(),
  lines: z.array(orderLine),
  /** Shipped or completed: a return or after-sales request can be made. */
  can_after_sales: flag,
  after_sales_count: z.number().int(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

export const orderPage = z.object({
  data: z.array(orderSummary),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type OrderPage = z.infer<typeof orderPage>;

/** GET /api/order/counts — tab badges and the member centre. */
export const orderCounts = z.object({
  pending_payment: z.number().int(),
  pending_shipment: z.number().int(),
  shipped: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  after_sales: z.number().int(),
});
export type OrderCounts = z.infer<typeof orderCounts>;

export const afterSalesSummary = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_no: z.string(),
  kind: z.enum(['return', 'after_sales']),
  kind_text: z.string(),
  reason: z.string(),
  description: z.string(),
  items: z.array(
    z.object({
      order_item_id: z.number().int(),
      name: z.string(),
      ypgg: z.string(),
      bzdw: z.string(),
      price: z.number(),
      number: z.number().int(),
    }),
  ),
  photos: z.array(z.string()),
  status: z.string(),
  status_text: z.string(),
  refund_amount: z.number(),
  refund_to: z.string(),
  history: z.array(z.object({ status: z.string(), text: z.string(), at: z.number().int() })),
  created_at: z.number().int(),
});
export type AfterSalesSummary = z.infer<typeof afterSalesSummary>;

export const orderInvoice = z.object({
  id: z.number().int(),
  type: z.string(),
  type_text: z.string(),
  title: z.string(),
  tax_no: z.string(),
  amount: z.number(),
  status: z.string(),
  status_text: z.string(),
  invoice_no: z.string(),
  issued_at: z.number().int().nullable(),
  /** Download address once issued. */
  file_url: z.string().nullable(),
});

export const orderDetail = orderSummary.extend({
  address: z.object({
    name: z.string(),
    phone: z.string(),
    province: z.string(),
    city: z.string(),
    district: z.string(),
    address: z.string(),
  }),
  invoice_request: z.object({ type: z.string(), type_text: z.string(), title: z.string(), tax_no: z.string() }),
  invoice: orderInvoice.nullable(),
  remarks: z.string(),
  want_documents: flag,
  want_reports: flag,
  remittance_ref: z.string(),
  carrier: z.string(),
  tracking_no: z.string(),
  cancel_reason: z.string(),
  payment: z
    .object({ method: z.string(), method_text: z.string(), amount: z.number(), paid_at: z.number().int() })
    .nullable(),
  paid_at: z.number().int().nullable(),
  shipped_at: z.number().int().nullable(),
  completed_at: z.number().int().nullable(),
  cancelled_at: z.number().int().nullable(),
  timeline: z.array(z.object({ type: z.string(), text: z.string(), created_at: z.number().int() })),
  after_sales: z.array(afterSalesSummary),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const cancelOrderBody = z.strictObject({ reason: z.string().trim().max(100).default('') });

/** POST /api/order/{id}/rebuy — what went into the cart and what could not (with why). */
export const rebuyResult = z.object({
  added: z.array(z.object({ goods_id: z.number().int(), name: z.string(), number: z.number().int() })),
  failed: z.array(z.object({ goods_id: z.number().int(), name: z.string(), reason: z.string() })),
  total: z.number().int(),
});
export type RebuyResult = z.infer<typeof rebuyResult>;

/** POST /api/order/{id}/after_sales */
export const afterSalesBody = z.strictObject({
  kind: z.enum(['return', 'after_sales']),
  reason: z.string().trim().min(1, '请选择或填写原因').max(100),
  description: z.string().trim().max(500).default(''),
  items: z
    .array(z.strictObject({ order_item_id: id, number: z.coerce.number().int().min(1).max(99_999) }))
    .min(1)
    .max(200),
  photos: z.array(z.string().max(200)).max(MAX_AFTER_SALES_PHOTOS).default([]),
});
export type AfterSalesBody = z.infer<typeof afterSalesBody>;

export const uploadedPhoto = z.object({ path: z.string(), url: z.string() });

/** GET /api/invoice ?page */
export const invoiceListQuery = z.strictObject(pageFields);
export const invoiceRow = orderInvoice.extend({
  order_id: z.number().int(),
  order_no: z.string(),
  created_at: z.number().int(),
});
export type InvoiceRow = z.infer<typeof invoiceRow>;
export const invoicePage = z.object({
  data: z.array(invoiceRow),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

/** GET /api/user/user_money */
export const userMoney = z.object({ balance: z.number() });
/** GET /api/user/user_money_log ?page, use_type, start_time, end_time */
export const moneyLogQuery = z.strictObject({
  use_type: z.enum(['recharge', 'pay', 'refund', 'cashback', 'adjust']).optional(),
  start_time: seconds.optional(),
  end_time: seconds.optional(),
  ...pageFields,
});
export const moneyLogRow = z.object({
  id: z.number().int(),
  type: z.string(),
  type_text: z.string(),
  amount: z.number(),
  balance_after: z.number(),
  order_id: z.number().int().nullable(),
  remark: z.string(),
  created_at: z.number().int(),
});
export const moneyLogPage = z.object({
  data: z.array(moneyLogRow),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
/** GET api/user/couponNum — unused, unexpired coupons. */
export const couponNum = z.object({ total: z.number().int() });

// ── operator ──
export const shipBody = z.strictObject({
  carrier: z.string().trim().min(1, '请填写物流公司').max(50, '物流公司最多 50 个字符'),
  tracking_no: z
    .string()
    .trim()
    .min(1, '请填写运单号')
    .max(50, '运单号最多 50 个字符')
    .regex(/^[0-9A-Za-z-]*$/, '运单号只能包含字母、数字和短横线'),
  batches: z
    .array(
      z.strictObject({
        order_item_id: id,
        batch_number: z.string().trim().min(1).max(50),
        expiry_date: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/, '有效期格式为 YYYY-MM-DD')
          .optional(),
      }),
    )
    .max(500)
    .default([]),
  /**
   * Batch-tracked lines: the batches the warehouse took, a line split over several when it chose so. A
   * tracked line without picks ships first-expiry-first-out; `batches` is for untracked goods only.
   */
  picks: z.array(shipmentPick).max(500).default([]),
});
export type ShipBody = z.infer<typeof shipBody>;
export const logisticsBody = z.strictObject({ text: z.string().trim().min(1).max(200) });
export const afterSalesReviewBody = z
  .strictObject({
    action: z.enum(['approve', 'reject']),
    reason: z.string().trim().max(200).default(''),
    refund_to: z.enum(['balance', 'original']).default('balance'),
  })
  .refine((b) => b.action === 'approve' || b.reason.length > 0, { path: ['reason'], message: '驳回须填写原因' });
export type AfterSalesReviewBody = z.infer<typeof afterSalesReviewBody>;
