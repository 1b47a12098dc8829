/**
 * The operator console (/admin) in browser tests: the demo staff's password, logging a staff member in
 * through the API (a spec that then drives the console or calls /api/admin/…) or through the login form
 * (a spec that starts where an operator starts). harness.ts re-exports STAFF_PASSWORD and loginStaff.
 *
 *   import { consoleLogin } from './support/console.ts';
 *   await consoleLogin(page, 'marketing');                 // on the console's home, menu shown
 */
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

const baseUrl: string = inject('baseUrl');

/** The console's demo staff share one password (README); each has one role. */
export const STAFF_PASSWORD = 'Admin@2026';

/** Logs a demo staff member into the console's API in this page's browser context (cookie admin_sid). */
export async function loginStaff(page: Page, username: string): Promise<void> {
  const res = await page.request.post(`${baseUrl}/api/admin/auth/login`, {
    data: { username, password: STAFF_PASSWORD },
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  const body = (await res.json().catch(() => ({}))) as { code?: number };
  if (body.code !== 10000) throw new Error(`staff login as ${username} failed: HTTP ${res.status()}`);
}

/** Logs in through /admin/login's form, as an operator does; returns once the console's menu shows. */
export async function consoleLogin(page: Page, username: string, password = STAFF_PASSWORD): Promise<void> {
  await page.goto('/admin/login');
  await page.getByPlaceholder('用户名', { exact: true }).fill(username);
  await page.getByPlaceholder('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登 录' }).click();
  await page.locator('.shell__sider').waitFor({ timeout: 15_000 });
}
