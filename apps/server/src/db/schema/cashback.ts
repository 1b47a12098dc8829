import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

// ── full-amount cashback (满额返, issue #14) ─────────────────────────────────────────────────────

/** One tier: a month's counted amount of at least `threshold_fen` earns `rate_bp` (basis points: 200 = 2%). */
export type CashbackTier = { threshold_fen: number; rate_bp: number };

/**
 * A cashback activity set up by marketing: each calendar month (Beijing time) between `starts_on` and
 * `ends_on`, a buyer whose completed orders paid in that month reach a tier gets that tier's share of
 * the amount back, as a cash voucher or into the balance. Settled by a sweep once the month has ended
 * and its orders have had `settle_days` to complete.
 */
export const cashbackActivities = pgTable(
  'cashback_activities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    /** Ascending thresholds; the highest one reached applies to the whole counted amount. */
    tiers: jsonb('tiers').$type<CashbackTier[]>().notNull(),
    /** 'voucher' (购物金) | 'balance' */
    reward: text('reward').notNull(),
    /** Vouchers only: how long the cashback voucher lasts. */
    voucherDays: smallint('voucher_days').notNull().default(90),
    /** The most one buyer gets back for one month; 0 = no cap. */
    capFen: integer('cap_fen').notNull().default(0),
    settleDays: smallint('settle_days').notNull().default(7),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [check('cashback_activities_dates', sql`${t.endsOn} >= ${t.startsOn}`)],
);

/**
 * What one buyer got back for one month of one activity: written once (the unique key makes the sweep
 * safe with several processes), with the orders it counted; `amount_fen` falls when a counted order is
 * refunded afterwards and the difference is taken back.
 */
export const cashbackAwards = pgTable(
  'cashback_awards',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => cashbackActivities.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'YYYY-MM', Beijing time. */
    period: text('period').notNull(),
    countedFen: integer('counted_fen').notNull(),
    rateBp: integer('rate_bp').notNull(),
    /** What the buyer keeps now: credited, less what a later refund took back. */
    amountFen: integer('amount_fen').notNull(),
    creditedFen: integer('credited_fen').notNull(),
    reward: text('reward').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cashback_awards_once_key').on(t.activityId, t.userId, t.period),
    index('cashback_awards_user_idx').on(t.userId, t.id),
    check('cashback_awards_amounts', sql`${t.amountFen} >= 0 and ${t.amountFen} <= ${t.creditedFen}`),
  ],
);

/** The orders an award counted, and how much of each (paid less refunded when it was settled). */
export const cashbackAwardOrders = pgTable(
  'cashback_award_orders',
  {
    awardId: integer('award_id')
      .notNull()
      .references(() => cashbackAwards.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    countedFen: integer('counted_fen').notNull(),
  },
  (t) => [primaryKey({ columns: [t.awardId, t.orderId] }), index('cashback_award_orders_order_idx').on(t.orderId)],
);
