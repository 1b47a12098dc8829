import { describe, expect, test } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { CONSOLE_SCREEN_CALLS, type ConsoleScreen } from '@store/shared/api/console-screens';
import { MENU } from '../apps/admin/src/app/menu.ts';
import { baseUrl, openPage, screenshot } from './support/harness.ts';
import { loginStaff } from './support/console.ts';

/** One demo staff member per role the store starts with (README). */
const ROLES = ['admin', 'reviewer', 'warehouse', 'finance', 'marketing', 'service'] as const;
const SCREENS = Object.keys(CONSOLE_SCREEN_CALLS) as ConsoleScreen[];
const pathOf = (screen: ConsoleScreen) => screen.replace(/:id/g, '1');

/**
 * The oracle is the server itself, not the console: a screen is permitted when its call, made with this staff
 * member's cookie, is not refused with 403 (the guard runs before the route reads anything, so an empty body
 * or an unknown id still tells).
 */
async function permittedScreens(page: Page): Promise<Set<ConsoleScreen>> {
  const permitted = new Set<ConsoleScreen>();
  for (const screen of SCREENS) {
    const [method, url] = CONSOLE_SCREEN_CALLS[screen].split(' ') as [string, string];
    const res = await page.request.fetch(`${baseUrl}${url.replace(/:id/g, '1')}`, {
      method,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      ...(method === 'GET' ? {} : { form: {} }),
    });
    expect(res.status(), `${screen}: ${method} ${url}`).not.toBe(401);
    if (res.status() !== 403) permitted.add(screen);
  }
  return permitted;
}

/** Moves the console's router to a path without reloading the page, and waits until the shell shows it. */
async function visit(page: Page, path: string) {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/admin${path}`);
  await page.locator(`.shell__content[data-path="${path}"]`).waitFor({ timeout: 10_000 });
}

const MENU_SCREENS = new Set<ConsoleScreen>(MENU.flatMap((section) => section.screens.map((screen) => screen.path)));

describe.each(ROLES)('the console as %s', (username) => {
  test('the menu lists exactly the screens the server lets this role call, and every other screen opened directly says 无权限访问 with no table, form or upload', async () => {
    const page = await openPage({ viewport: { width: 1440, height: 900 } });
    await loginStaff(page, username);
    const permitted = await permittedScreens(page);
    // A screen that asked the API from behind the guard would be refused (403) and show a toast.
    const refused: string[] = [];
    page.on('response', (res: Response) => {
      if (res.status() === 403) refused.push(`${res.request().method()} ${new URL(res.url()).pathname}`);
    });

    await page.goto('/admin/');
    await page.locator('.shell__sider').waitFor({ timeout: 15_000 });
    const shown = await page.locator('.shell__sider li.ant-menu-item .ant-menu-title-content').allInnerTexts();
    const expected = MENU.flatMap((section) => section.screens)
      .filter((screen) => permitted.has(screen.path))
      .map((screen) => screen.label);
    expect(shown.sort()).toEqual(expected.sort());

    // The guard decides from the route table before any screen asks for data: a forbidden screen never mounts.
    // Permitted screens of the menu are the entries just checked; the detail screens (no menu entry) are
    // opened too, to see the guard lets them through.
    const content = page.locator('.shell__content');
    for (const screen of SCREENS) {
      if (permitted.has(screen) && MENU_SCREENS.has(screen)) continue;
      await visit(page, pathOf(screen));
      const forbidden = content.locator('.console-forbidden');
      if (permitted.has(screen)) {
        expect(await forbidden.count(), `${username} may open ${screen}`).toBe(0);
        continue;
      }
      expect(await forbidden.count(), `${username} may not open ${screen}`).toBe(1);
      expect(await forbidden.innerText()).toContain('无权限访问');
      expect(await content.locator('.ant-table, form, .ant-upload').count(), `${username} on ${screen}`).toBe(0);
      if (screen === '/audit') await screenshot(page, `forbidden-${username}-audit`);
    }
    expect(refused, 'calls refused behind the guard').toEqual([]);

    // The defects of issue #36 item 21, by name.
    if (username === 'admin') expect(permitted.size).toBe(SCREENS.length);
    if (username === 'reviewer') expect([permitted.has('/audit'), permitted.has('/staff')]).toEqual([false, false]);
    if (username === 'finance') expect(permitted.has('/orders/bulk-ship')).toBe(false);
  }, 120_000);
});

test('finance opening 批量发货 by its address gets 无权限访问, not the upload form', async () => {
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await loginStaff(page, 'finance');
  await page.goto('/admin/orders/bulk-ship');
  await page.locator('.console-forbidden').waitFor({ timeout: 15_000 });
  expect(await page.locator('.shell__content .ant-upload, .shell__content form').count()).toBe(0);
  expect(await page.locator('.shell__sider').innerText()).not.toContain('批量发货');
  await screenshot(page, 'forbidden-finance-bulk-ship');
});
