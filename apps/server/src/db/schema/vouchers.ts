import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

// ── cash vouchers (现金券/购物金, issue #14) ─────────────────────────────────────────────────────────
/**
 * One voucher per grant: `amount_fen` granted, `remaining_fen` still to spend until `expires_at`. A voucher is
 * written once per cause: (source, source_id, user) is unique, so a replayed recharge confirmation, a re-run
 * cashback sweep or a double-clicked operator grant cannot grant twice. Every change of `remaining_fen` is a
 * `cash_voucher_log` row in the same transaction.
 */
export const cashVouchers = pgTable(
  'cash_vouchers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amountFen: integer('amount_fen').notNull(),
    remainingFen: integer('remaining_fen').notNull(),
    /** 'recharge_offer' | 'cashback' | 'grant' (operator) | 'seed' */
    source: text('source').notNull(),
    /** What caused it within its source (recharge id, cashback activity+period, grant request key). */
    sourceId: text('source_id').notNull(),
    remark: text('remark').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cash_vouchers_cause_key').on(t.source, t.sourceId, t.userId),
    // Paying takes from the earliest-expiring usable vouchers of one buyer.
    index('cash_vouchers_user_usable_idx')
      .on(t.userId, t.expiresAt, t.id)
      .where(sql`${t.remainingFen} > 0`),
    index('cash_vouchers_user_idx').on(t.userId, t.id),
    // The expiry sweep finds what is left on expired vouchers.
    index('cash_vouchers_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.remainingFen} > 0`),
    check(
      'cash_vouchers_amounts_valid',
      sql`${t.amountFen} > 0 and ${t.remainingFen} >= 0 and ${t.remainingFen} <= ${t.amountFen}`,
    ),
  ],
);

/**
 * A buyer's voucher total (Σ remaining_fen of all their vouchers, expired-but-not-yet-swept included), the
 * per-buyer row every ledger write updates first: the update serialises a buyer's voucher writes and hands
 * the total after the change to the ledger row.
 */
export const cashVoucherTotals = pgTable(
  'cash_voucher_totals',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    totalFen: integer('total_fen').notNull().default(0),
  },
  (t) => [check('cash_voucher_totals_not_negative', sql`${t.totalFen} >= 0`)],
);

/**
 * Voucher ledger (购物金明细): one row per change of a voucher's `remaining_fen`, with the voucher's remaining
 * and the buyer's total after it. Σ change_fen per voucher = remaining_fen; per buyer = total_fen.
 */
export const cashVoucherLog = pgTable(
  'cash_voucher_log',
  {
    id: serial('id').primaryKey(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => cashVouchers.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'grant' | 'pay' | 'restore' | 'expire' | 'reverse' */
    type: text('type').notNull(),
    changeFen: integer('change_fen').notNull(),
    remainingAfterFen: integer('remaining_after_fen').notNull(),
    totalAfterFen: integer('total_after_fen').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('cash_voucher_log_user_idx').on(t.userId, t.id),
    index('cash_voucher_log_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    // A voucher is granted once; an order takes from a voucher at most once. Expire and reverse may repeat: a
    // cancelled order can restore value to a voucher already swept, and the next sweep takes it again.
    uniqueIndex('cash_voucher_log_grant_key')
      .on(t.voucherId)
      .where(sql`${t.type} = 'grant'`),
    uniqueIndex('cash_voucher_log_pay_key')
      .on(t.voucherId, t.orderId)
      .where(sql`${t.type} = 'pay'`),
    check(
      'cash_voucher_log_valid',
      sql`${t.changeFen} <> 0 and ${t.remainingAfterFen} >= 0 and ${t.totalAfterFen} >= 0`,
    ),
  ],
);

/**
 * Recharge offers (充值优惠, e.g. 充5000送100): a credited recharge of at least `threshold_fen` while the offer
 * runs grants a voucher of `bonus_fen` valid `validity_days`. Only the best matching offer applies.
 */
export const rechargeOffers = pgTable(
  'recharge_offers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    thresholdFen: integer('threshold_fen').notNull(),
    bonusFen: integer('bonus_fen').notNull(),
    validityDays: integer('validity_days').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'recharge_offers_valid',
      sql`${t.thresholdFen} > 0 and ${t.bonusFen} > 0 and ${t.validityDays} > 0 and ${t.endsAt} > ${t.startsAt}`,
    ),
  ],
);
