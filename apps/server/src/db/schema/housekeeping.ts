import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When each scheduled job (the hourly sweeps, the minute's order sweep) last started, across every process and
 * machine: a process runs a job only when it claims this row (lib/run-once.ts), so a job runs once a period
 * however many workers keep its timer (issue #39).
 */
export const housekeepingRuns = pgTable('housekeeping_runs', {
  name: text('name').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
});

/**
 * The API's per-address request budget on PostgreSQL without Redis (issue #39): one row per
 * address and window, to which every process adds its hits every 200 ms (plugins/external/rate-limit-pg.ts).
 * The table is UNLOGGED (migration 0039): a budget need not survive a crash, and its writes skip the WAL.
 */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});
