import { z } from 'zod';
import { countCap } from './list-count.ts';
import type { Permission } from './staff.ts';

/**
 * GET /api/admin/dashboard (工作台, dashboard.view): the store's figures today and this month, the queues
 * waiting for staff, and the last 30 days. Days are the store's calendar (Beijing time); money is yuan.
 *
 * - An order counts on the day it was placed, unless cancelled.
 * - GMV (成交额) is what paid orders paid (paid_fen), on the day they were paid: "paid" is `paid_at` set,
 *   which the one place that moves an order past payment (markPaid) writes with status 1; an order cancelled
 *   after payment (and refunded) leaves the GMV.
 *
 * Each staff member gets only the figures whose queue their role opens (DASHBOARD_FIGURES): the server
 * leaves the others out, so GMV is not readable by a reviewer through the API, whatever the console shows.
 */
export const DASHBOARD_DAYS = 30;
/** A licence is "expiring" when approved and valid to a day from today to today + this many days. */
export const EXPIRING_LICENCE_DAYS = 30;

const count = z.number().int().min(0);

const salesFigure = z.object({ orders: count, gmv: z.number() });

export const dashboardDay = z.object({
  /** YYYY-MM-DD on the store's calendar. */
  date: z.string(),
  orders: count,
  gmv: z.number(),
});
export type DashboardDay = z.infer<typeof dashboardDay>;

export const dashboard = z.object({
  /** Today on the store's calendar, YYYY-MM-DD. */
  today: z.string(),
  /** For orders.view: today's and this month's orders and GMV, and DASHBOARD_DAYS days ending today (oldest first). */
  sales: z.optional(z.object({ today: salesFigure, month: salesFigure, days: z.array(dashboardDay) })),
  /** The queues, each present only for a role that opens it. */
  queues: z.object({
    /** Buyers with at least one licence waiting for review. */
    buyers_to_review: count.optional(),
    /** Orders paid and waiting to ship (status 1); counted up to `count_cap`, as the orders' queue counts them. */
    orders_to_ship: count.optional(),
    /** Orders to be paid by bank transfer, not paid yet and not cancelled (finance confirms them); up to `count_cap`. */
    transfers_to_confirm: count.optional(),
    /** After-sales and return requests waiting for review. */
    aftersales_pending: count.optional(),
    /** Approved licences valid to a day within EXPIRING_LICENCE_DAYS, and how many buyers hold them. */
    licences_expiring: z.optional(z.object({ licences: count, buyers: count })),
  }),
  /** The order queues' counts stop here (list-count.ts): count_cap + 1 means more than that ("10000+"). */
  count_cap: countCap,
});
export type Dashboard = z.infer<typeof dashboard>;
export type DashboardQueue = keyof Dashboard['queues'];

/**
 * Who sees what: the permission that opens each figure's queue in the console. The server answers with
 * these, and the console links each figure to its queue.
 */
export const DASHBOARD_FIGURES: { sales: Permission } & Record<DashboardQueue, Permission> = {
  sales: 'orders.view',
  buyers_to_review: 'buyers.review',
  orders_to_ship: 'orders.view',
  transfers_to_confirm: 'orders.view',
  aftersales_pending: 'aftersales.review',
  licences_expiring: 'buyers.view',
};
