import { z } from 'zod';
import { permission } from './staff.ts';

/**
 * Issue #36 item 21: what a console screen needs is what the server asks of the call the screen exists to
 * make. Each screen names that call here ("METHOD /api/admin/…" exactly as its route is declared); the
 * permission itself stays where the server declares it (`config.staff` of that route, ADR 010), and the
 * console reads it from GET /api/admin/auth/access. So a route that changes its permission moves the
 * console's menu and screen guard with it, and there is no second list of permissions to keep in step.
 */
export const CONSOLE_SCREEN_CALLS = {
  '/': 'GET /api/admin/dashboard',
  '/buyers': 'GET /api/admin/buyers',
  '/buyers/review': 'GET /api/admin/qualifications',
  '/buyers/:id': 'GET /api/admin/buyers/:id',
  '/orders': 'GET /api/admin/orders',
  '/orders/bulk-ship': 'POST /api/admin/orders/ship_csv',
  '/orders/points': 'GET /api/admin/points_orders',
  '/orders/:id': 'GET /api/admin/order/:id',
  '/aftersales': 'GET /api/admin/after_sales',
  '/invoices': 'GET /api/admin/invoices',
  '/goods': 'GET /api/admin/goods',
  '/goods/taxonomy': 'GET /api/admin/categories',
  '/goods/:id': 'GET /api/admin/goods/:id',
  '/stock': 'GET /api/admin/stock_batches',
  '/stock/goods/:id': 'GET /api/admin/goods/:id/batches',
  '/finance/recharges': 'GET /api/admin/recharges',
  '/promotions/coupons': 'GET /api/admin/coupons',
  '/promotions/recharge-offers': 'GET /api/admin/recharge-offers',
  '/promotions/cash-coupons': 'GET /api/admin/cash-coupons',
  '/promotions/cashback': 'GET /api/admin/cashback',
  '/promotions/mall': 'GET /api/admin/mall/goods',
  '/promotions/ads': 'GET /api/admin/ads',
  '/promotions/lottery': 'GET /api/admin/lottery',
  '/promotions/activities': 'GET /api/admin/activities',
  '/promotions/activity-taps': 'GET /api/admin/activities/taps',
  '/promotions/packages': 'GET /api/admin/combinations',
  '/promotions/welfare': 'GET /api/admin/welfare',
  '/content/nav': 'GET /api/admin/nav_items',
  '/content/hot-words': 'GET /api/admin/hot_words',
  '/content/floors': 'GET /api/admin/floors',
  '/content/help': 'GET /api/admin/content/articles',
  '/content/news': 'GET /api/admin/content/articles',
  '/staff': 'GET /api/admin/staff',
  '/audit': 'GET /api/admin/audit',
} as const;
export type ConsoleScreen = keyof typeof CONSOLE_SCREEN_CALLS;

/** What an /api/admin route declared: a permission, any signed-in staff member, or nobody (the login). */
export const staffAccess = z.union([permission, z.literal('staff'), z.literal('public')]);
export type StaffAccessCode = z.infer<typeof staffAccess>;

/** GET /api/admin/auth/access: every /api/admin route ("METHOD url") and what it declared. */
export const adminRouteAccess = z.record(z.string(), staffAccess);
export type AdminRouteAccess = z.infer<typeof adminRouteAccess>;

/**
 * Whether a staff member holding these permissions may open the screen: it may when the route of its call
 * asks for a permission they hold or only for a signed-in staff member. A call the server does not know
 * (the table is not loaded yet, or a route was renamed) opens nothing.
 */
export function mayOpen(screen: ConsoleScreen, access: AdminRouteAccess, permissions: readonly string[]): boolean {
  const needs = access[CONSOLE_SCREEN_CALLS[screen]];
  if (needs === undefined) return false;
  return needs === 'staff' || needs === 'public' || permissions.includes(needs);
}
