import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { orders } from './orders.ts';
import { staff } from './staff.ts';
import { pointsOrders } from './mall.ts';

// ── points (积分, issue #14) ───────────────────────────────────────────────────────────────────────
/**
 * The points ledger (积分明细): every change of `users.points` is one row with the points after it, written
 * in the same transaction (and the same conditional UPDATE) as the change, so Σ change = users.points.
 *
 * `expires_at` marks the rows that make up a lot of expiring points: an 'earn' (and its later 'reverse'
 * rows, which carry the same date) or a positive 'adjust' expire at the end of the year after they were
 * credited (Beijing time). An 'expire' row holds the year-end it closed in `expires_at`; spends, refunds of
 * spent points and deductions have none: they take from the pool, oldest points first.
 */
export const pointsLog = pgTable(
  'points_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'earn' | 'reverse' | 'spend' | 'refund' | 'expire' | 'adjust' */
    type: text('type').notNull(),
    /** Signed: negative takes points away. */
    change: integer('change').notNull(),
    pointsAfter: integer('points_after').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    /** A points-mall order (积分订单, issue #15): its spend and the refund when it is cancelled. */
    pointsOrderId: integer('points_order_id').references(() => pointsOrders.id),
    /** 'earn': the money (paid − refunded, fen) the points were earned on; later reversals are in proportion to it. */
    basisFen: integer('basis_fen'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** 'adjust' by staff: who (the audit log has the rest). */
    staffId: integer('staff_id').references(() => staff.id),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('points_log_user_idx').on(t.userId, t.id),
    index('points_log_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    index('points_log_points_order_idx')
      .on(t.pointsOrderId)
      .where(sql`${t.pointsOrderId} is not null`),
    // Points are earned once per order, whatever races or retries happen above.
    uniqueIndex('points_log_one_earn_key')
      .on(t.orderId)
      .where(sql`${t.type} = 'earn'`),
    // One expiry per buyer per year-end: a second sweep (or a second process) finds it and writes nothing.
    uniqueIndex('points_log_one_expiry_key')
      .on(t.userId, t.expiresAt)
      .where(sql`${t.type} = 'expire'`),
    // The sweep's question: which lots have passed their year-end.
    index('points_log_lots_idx')
      .on(t.expiresAt, t.userId)
      .where(sql`${t.expiresAt} is not null and ${t.type} <> 'expire'`),
    check('points_log_after_not_negative', sql`${t.pointsAfter} >= 0`),
    check('points_log_change_not_zero', sql`${t.change} <> 0`),
    check('points_log_type_valid', sql`${t.type} in ('earn', 'reverse', 'spend', 'refund', 'expire', 'adjust')`),
  ],
);

/**
 * Year-ends the expiry sweep has finished: every buyer holding points that expire by then has been looked
 * at once, so the hourly sweep does not look at them again (a buyer with nothing left to expire gets no row
 * in the ledger). Two sweeps at once may both finish a year-end; the row is written once.
 */
export const pointsExpiryRuns = pgTable('points_expiry_runs', {
  expiresAt: timestamp('expires_at', { withTimezone: true }).primaryKey(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
});
