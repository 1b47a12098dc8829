import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When each scheduled job (the hourly sweeps, the minute's order sweep) last started, across every process and
 * machine: a process runs a job only when it claims this row (lib/run-once.ts), so a job runs once a period
 * however many workers keep its timer (issue #39).
 */
export const housekeepingRuns = pgTable('housekeeping_runs', {
  name: text('name').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
});
