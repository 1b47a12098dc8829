import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PaymentStart } from '../../lib/payment/gateway.ts';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { staff } from './staff.ts';
import { orders } from './orders.ts';

// ── the wallet (issue #14) ─────────────────────────────────────────────────────────────────────
/**
 * A buyer's request to top up the balance. By bank transfer: the buyer remits with `remittance_ref` and
 * finance confirms the money arrived. Online: the buyer pays at a gateway with `out_trade_no`, and only
 * the gateway's verified notification counts. Either way the balance is credited only then (a `recharge`
 * ledger row in the same transaction). `pending` → `paid` once, or `cancelled`.
 */
export const recharges = pgTable(
  'recharges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'transfer' | 'online' */
    method: text('method').notNull(),
    /** Online: the gateway adapter ('sandbox', 'alipay', 'wechatpay'); '' for transfers. */
    gateway: text('gateway').notNull().default(''),
    /** Online: our reference sent to the gateway (商户订单号), 'CZ' + id + check digit as the transfer reference. */
    outTradeNo: text('out_trade_no'),
    /** Online: the gateway's own transaction number, from its verified notification. */
    tradeNo: text('trade_no'),
    /** Online: what the gateway's `start` answered, so a second click opens the same cashier. */
    start: jsonb('start').$type<PaymentStart>(),
    /** Online: the gateway closes the trade by itself after this. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    amountFen: integer('amount_fen').notNull(),
    status: text('status').notNull().default('pending'),
    /** The reference the buyer writes on the transfer (附言): 'CZ' + id + check digit. */
    remittanceRef: text('remittance_ref'),
    confirmedBy: integer('confirmed_by').references(() => staff.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('recharges_amount_positive', sql`${t.amountFen} > 0`),
    uniqueIndex('recharges_remittance_ref_key').on(t.remittanceRef),
    uniqueIndex('recharges_out_trade_no_key').on(t.outTradeNo),
    uniqueIndex('recharges_trade_no_key').on(t.gateway, t.tradeNo),
    index('recharges_user_idx').on(t.userId, t.id),
    index('recharges_pending_idx')
      .on(t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Wallet ledger (余额明细): every change of `users.balance_fen` is one row with the balance after it,
 * written in the same transaction as the change. Σ amount_fen = balance.
 */
export const userMoneyLog = pgTable(
  'user_money_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'recharge' | 'pay' | 'refund' | 'adjust' */
    type: text('type').notNull(),
    amountFen: integer('amount_fen').notNull(),
    balanceAfterFen: integer('balance_after_fen').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_money_log_user_idx').on(t.userId, t.id),
    // An order is paid from the balance at most once, whatever races happen above.
    uniqueIndex('user_money_log_one_payment_key')
      .on(t.orderId)
      .where(sql`${t.type} = 'pay'`),
    check('user_money_log_balance_not_negative', sql`${t.balanceAfterFen} >= 0`),
  ],
);
