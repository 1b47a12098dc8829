import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { staff } from './staff.ts';

// ── the wallet (issue #14) ─────────────────────────────────────────────────────────────────────
/**
 * A buyer's request to top up the balance. By bank transfer: the buyer remits with `remittance_ref` and
 * finance confirms the money arrived; only then is the balance credited (a `recharge` ledger row in the
 * same transaction). `pending` → `paid` once, or `cancelled`.
 */
export const recharges = pgTable(
  'recharges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'transfer' (online through a gateway comes next). */
    method: text('method').notNull(),
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
    index('recharges_user_idx').on(t.userId, t.id),
    index('recharges_pending_idx')
      .on(t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);
