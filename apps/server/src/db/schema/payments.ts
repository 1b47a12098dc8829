import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PaymentStart } from '../../lib/payment/gateway.ts';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

// ── payments and the money that came back out of them ─────────────────────────────────────────

/**
 * A payment attempt through an online gateway (or the record of a balance / transfer payment, or of a
 * refund sent back through a gateway).
 *
 * Online status: 'pending' (in flight; at most one per order) → 'paid'; or, when the order stops
 * waiting for it, 'superseded' (the buyer chose another gateway) / 'closing' (the order was cancelled
 * or paid another way) → 'closed' once the gateway closed the trade. Money that arrives for a payment
 * that is no longer pending goes back through its gateway: 'refunding' → 'refunded'.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'balance' | 'transfer' | 'online' | 'refund' */
    method: text('method').notNull(),
    /** Gateway adapter name ('sandbox', 'alipay', 'wechatpay'); '' for balance and transfer. */
    gateway: text('gateway').notNull().default(''),
    /** Our reference sent to the gateway (商户订单号). */
    outTradeNo: text('out_trade_no').notNull(),
    /** The gateway's own transaction number, set by its notification. */
    tradeNo: text('trade_no'),
    amountFen: integer('amount_fen').notNull(),
    status: text('status').notNull().default('pending'),
    /** What the gateway's `start` answered (cashier URL or QR code), so a second click shows the same payment. */
    start: jsonb('start').$type<PaymentStart>(),
    /** Ours, derived from the payment, so a retried refund of late money is one refund at the gateway. */
    refundNo: text('refund_no'),
    /** The gateway's refund id once the late money went back. */
    refundId: text('refund_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_out_trade_no_key').on(t.outTradeNo),
    uniqueIndex('payments_trade_no_key').on(t.gateway, t.tradeNo),
    // One successful payment per order: a second notification or a second channel can never pay again.
    uniqueIndex('payments_one_paid_key')
      .on(t.orderId)
      .where(sql`${t.status} = 'paid'`),
    // One online payment in flight per order: the order lock serialises pay clicks, this backs it.
    uniqueIndex('payments_one_pending_online_key')
      .on(t.orderId)
      .where(sql`${t.method} = 'online' and ${t.status} = 'pending'`),
    // The follow-up sweep finds what still has to be closed or refunded at a gateway.
    index('payments_follow_up_idx')
      .on(t.id)
      .where(sql`${t.status} in ('superseded', 'closing', 'refunding')`),
    index('payments_order_idx').on(t.orderId),
  ],
);

/**
 * Money that arrived for an order that no longer waited for it (a superseded payment, a cancelled
 * order, an order paid another way), sent back through its gateway instead of into the wallet.
 * One row per payment; finance reads this table to reconcile the gateway's statements.
 */
export const paymentIncidents = pgTable(
  'payment_incidents',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    gateway: text('gateway').notNull(),
    outTradeNo: text('out_trade_no').notNull(),
    tradeNo: text('trade_no').notNull(),
    amountFen: integer('amount_fen').notNull(),
    /** 'superseded' | 'order_cancelled' | 'order_paid' */
    reason: text('reason').notNull(),
    refundNo: text('refund_no').notNull(),
    /** Set when the gateway confirmed the refund; null while it is being retried. */
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_incidents_payment_key').on(t.paymentId),
    index('payment_incidents_order_idx').on(t.orderId),
  ],
);
