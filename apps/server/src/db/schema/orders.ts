import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { goods } from './catalogue.ts';

// ── orders, after-sales, invoices (payments: payments.ts; the wallet's ledger: wallet.ts) ──────────────────────────────────────

/** Snapshot of the delivery address at ordering time (a later edit of the address book changes no order). */
export type AddressSnapshot = {
  name: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  address: string;
};
/** Invoice wish at ordering time: plain (普通发票) or VAT special (增值税专用发票) with the buyer's tax details. */
export type InvoiceRequest = {
  type: 'none' | 'plain' | 'vat_special';
  title: string;
  tax_no: string;
  bank_name: string;
  bank_account: string;
  register_address: string;
  register_phone: string;
};

/**
 * What the console finds an order by a part of: its number, remittance reference and delivery mobile, as one
 * text (digits, ASCII letters, hyphens: pg_trgm indexes them in any locale). Indexed by orders_search_trgm_idx;
 * a query names the same expression (db/text-search.ts).
 */
export const orderSearchText = (t: { orderNo: AnyPgColumn; remittanceRef: AnyPgColumn; address: AnyPgColumn }) =>
  sql`(${t.orderNo} || ' ' || ${t.remittanceRef} || ' ' || coalesce(${t.address} ->> 'phone', ''))`;

/**
 * Order status (订单状态): 0 pending payment → 1 pending shipment (paid) → 2 shipped → 3 completed;
 * 0 or 1 → 4 cancelled. After-sales requests live in `after_sales` and do not change the status.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: smallint('status').notNull().default(0),
    /** '' until the buyer chooses: 'balance' | 'transfer' | 'online'. */
    payMethod: text('pay_method').notNull().default(''),
    goodsFen: integer('goods_fen').notNull(),
    /** Full-amount discounts (满减) of the order. */
    discountFen: integer('discount_fen').notNull().default(0),
    /** The welfare zone's discount (福利专区折扣), taken after ladder prices and before 满减 and the coupon. */
    welfareFen: integer('welfare_fen').notNull().default(0),
    couponFen: integer('coupon_fen').notNull().default(0),
    /** Cash vouchers (购物金) spent on the order, after the coupon; see cash_voucher_log. */
    voucherFen: integer('voucher_fen').notNull().default(0),
    shippingFen: integer('shipping_fen').notNull().default(0),
    payableFen: integer('payable_fen').notNull(),
    paidFen: integer('paid_fen').notNull().default(0),
    refundedFen: integer('refunded_fen').notNull().default(0),
    userCouponId: integer('user_coupon_id'),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    invoice: jsonb('invoice').$type<InvoiceRequest>().notNull(),
    remarks: text('remarks').notNull().default(''),
    /** The buyer asks for first-sale documents (首营资料) and drug inspection reports (药检报告) with the goods. */
    wantDocuments: boolean('want_documents').notNull().default(false),
    wantReports: boolean('want_reports').notNull().default(false),
    /** Idempotency-Key of the submit (or the checkout token): a retried submit answers the same order. */
    idempotencyKey: text('idempotency_key'),
    /** Unique reference the buyer writes on a bank transfer (对公转账附言). */
    remittanceRef: text('remittance_ref').notNull(),
    carrier: text('carrier').notNull().default(''),
    trackingNo: text('tracking_no').notNull().default(''),
    cancelReason: text('cancel_reason').notNull().default(''),
    /** Unpaid orders past this moment are cancelled by the sweep. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_order_no_key').on(t.orderNo),
    uniqueIndex('orders_remittance_ref_key').on(t.remittanceRef),
    uniqueIndex('orders_idempotency_key').on(t.userId, t.idempotencyKey),
    // The order centre lists a buyer's orders newest first by order time (a tab: one state), id breaking ties.
    index('orders_user_status_idx').on(t.userId, t.status, t.createdAt, t.id),
    index('orders_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('orders_unpaid_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 0`),
    // The console's queues by state (待发货, 待确认转账) and the dashboard's counts of them.
    index('orders_status_idx').on(t.status, t.id),
    // 待确认转账, a small part of 待付款: its page and count without reading every unpaid order.
    index('orders_awaiting_transfer_idx')
      .on(t.id)
      .where(sql`${t.status} = 0 and ${t.payMethod} = 'transfer'`),
    // The console's search by part of an order number, remittance reference or delivery mobile (issue #38).
    index('orders_search_trgm_idx').using('gin', sql`${orderSearchText(t)} gin_trgm_ops`),
    // The dashboard's orders per day (placed) and GMV per day (paid), over ranges of days.
    index('orders_created_idx').on(t.createdAt),
    index('orders_paid_idx')
      .on(t.paidAt)
      .where(sql`${t.paidAt} is not null`),
    check(
      'orders_amounts_valid',
      sql`${t.payableFen} >= 0 and ${t.paidFen} >= 0 and ${t.refundedFen} >= 0 and ${t.refundedFen} <= ${t.paidFen}`,
    ),
  ],
);

/** One line of an order, a snapshot of the goods as sold (name, maker, spec, price, batch and expiry). */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    /** 0 normal, 1 flash sale, 3 part of a combination, 9 gift (赠品, price 0). */
    type: smallint('type').notNull().default(0),
    flashSaleId: integer('flash_sale_id'),
    combinationId: integer('combination_id'),
    name: text('name').notNull(),
    sccj: text('sccj').notNull(),
    ypgg: text('ypgg').notNull(),
    bzdw: text('bzdw').notNull(),
    approvalNumber: text('approval_number').notNull().default(''),
    image: text('image').notNull().default(''),
    priceFen: integer('price_fen').notNull(),
    number: integer('number').notNull(),
    amountFen: integer('amount_fen').notNull(),
    /** The welfare zone's discount on this line: the buyer paid price − welfare / number a unit. */
    welfareFen: integer('welfare_fen').notNull().default(0),
    batchNumber: text('batch_number').notNull().default(''),
    expiryDate: date('expiry_date'),
    /** Units returned through approved after-sales requests. */
    returnedNumber: integer('returned_number').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_goods_idx').on(t.goodsId),
    // What a buyer bought of a flash sale (its per-buyer limit) and how many of a package were sold (its stock
    // limit), read by every cart list: without these each was a scan of all order lines (issue #38). Partial, as
    // most lines are neither; they hold every column those sums read, so the lines are read from the index alone.
    index('order_items_flash_sale_idx')
      .on(t.flashSaleId, t.orderId, t.number)
      .where(sql`${t.flashSaleId} is not null`),
    index('order_items_combination_idx')
      .on(t.combinationId, t.type, t.orderId, t.number)
      .where(sql`${t.combinationId} is not null`),
    check(
      'order_items_number_positive',
      sql`${t.number} > 0 and ${t.returnedNumber} >= 0 and ${t.returnedNumber} <= ${t.number}`,
    ),
  ],
);

/** Status history and logistics timeline of an order (下单, 支付, 发货, 签收, 取消 …). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'created' | 'paid' | 'transfer' | 'shipped' | 'logistics' | 'completed' | 'cancelled' | 'refund' */
    type: text('type').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/** Return (退货) and after-sales (售后) requests: lines and quantities, reason, photos, status history. */
export const afterSales = pgTable(
  'after_sales',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'return' (退货退款) | 'after_sales' (售后: damaged, wrong goods, quality) */
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    description: text('description').notNull().default(''),
    items: jsonb('items').$type<{ order_item_id: number; number: number }[]>().notNull(),
    photos: jsonb('photos')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** 'pending' | 'approved' | 'rejected' | 'refunded' */
    status: text('status').notNull().default('pending'),
    refundFen: integer('refund_fen').notNull().default(0),
    /** 'balance' | 'original' once refunded. */
    refundTo: text('refund_to').notNull().default(''),
    history: jsonb('history')
      .$type<{ status: string; text: string; at: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index('after_sales_user_idx').on(t.userId, t.id),
    index('after_sales_order_idx').on(t.orderId),
    // The console's review queue (pending first) and the dashboard's count of it.
    index('after_sales_status_idx').on(t.status, t.id),
  ],
);

/** E-invoice (电子发票) of an order: requested at checkout, issued by an operator with the file attached. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    title: text('title').notNull(),
    taxNo: text('tax_no').notNull().default(''),
    amountFen: integer('amount_fen').notNull(),
    /** 'requested' | 'issued' */
    status: text('status').notNull().default('requested'),
    invoiceNo: text('invoice_no').notNull().default(''),
    filePath: text('file_path').notNull().default(''),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** `text_grams(title || ' ' || invoice_no)`, kept by the trigger invoices_search_grams (migration 0035). */
    searchGrams: text('search_grams')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_order_key').on(t.orderId),
    index('invoices_user_idx').on(t.userId, t.id),
    // The console's invoice search by part of the title (a company name, Chinese) or the invoice number.
    index('invoices_search_grams_idx').using('gin', t.searchGrams),
  ],
);

/**
 * The dashboard's orders placed and GMV paid per store day (Beijing), kept by the statement triggers
 * order_day_totals_* of migration 0035 in the transaction of every change of an order: a row is a change of one
 * day's figures (+1 order placed, −paid when cancelled, …), so a day's figures are the sum of its rows, and
 * the dashboard reads a few rows a day instead of every order of the month (1 s at 1M orders, issue #38). Writers
 * only append (no row is contended by two orders); the dashboard folds a closed day's rows into one.
 * An order counts on the day it was placed unless cancelled; its paid_fen counts on the day it was paid unless
 * cancelled.
 */
export const orderDayTotals = pgTable(
  'order_day_totals',
  {
    day: date('day').notNull(),
    orders: integer('orders').notNull(),
    gmvFen: bigint('gmv_fen', { mode: 'number' }).notNull(),
  },
  (t) => [index('order_day_totals_day_idx').on(t.day)],
);
