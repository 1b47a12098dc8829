import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { Limits } from '@store/shared/codes';
import { afterPageTimers, DEMO_BUYER, loginAs, openPage, screenshot } from './support/harness.ts';

/** The width transition of .right-sidebar in apps/web/src/app/global.css. */
const SIDEBAR_TRANSITION_MS = 200;
const sidebarWidth = (page: Page) =>
  page.getByTestId('right-sidebar').evaluate((el) => Math.round(el.getBoundingClientRect().width));

test('the sidebar opens to 310 px on the cart tab with the cart lines, and closes back to 40 px', async () => {
  const page = await openPage();
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  await page.goto('/');
  await page.getByTestId('right-sidebar').waitFor();
  expect(await sidebarWidth(page)).toBe(40);

  await page.getByTestId('sidebar-tab-cart').click();
  await expect.poll(() => sidebarWidth(page)).toBe(310);
  await page.getByTestId('sidebar-cart-line').first().waitFor();
  await expect.poll(() => page.getByTestId('right-sidebar').innerText()).toContain('去购物车结算');
  await expect.poll(() => page.getByTestId('right-sidebar').innerText()).toMatch(/¥\d+\.\d{2} × \d+/);
  await page.getByTestId('right-sidebar').getByRole('button', { name: '关闭', exact: true }).click();
  await expect.poll(() => sidebarWidth(page)).toBe(40);
  // After closing: a full-page shot resizes the window, which could close the panel before 关闭 was clicked.
  await screenshot(page, 'sidebar-closed');
});

test('an anonymous visitor opening the account tab is invited to log in', async () => {
  const page = await openPage();
  await page.goto('/');
  await page.getByTestId('sidebar-tab-account').click();
  await expect.poll(() => sidebarWidth(page)).toBe(310);
  // The panel's code loads on first opening.
  await expect.poll(() => page.getByTestId('right-sidebar').innerText()).toContain('立即登录');
});

test('on the cart page the sidebar stays collapsed', async () => {
  const page = await openPage();
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  await page.goto('/cart');
  await page.getByTestId('right-sidebar').waitFor();
  await page.getByTestId('sidebar-tab-cart').click();
  await page.getByTestId('sidebar-tab-account').click();
  // Past the delayed expand and its width transition on the page's own clock: still collapsed.
  await afterPageTimers(page, Limits.SIDEBAR_EXPAND_DELAY_MS + SIDEBAR_TRANSITION_MS + 100);
  expect(await sidebarWidth(page)).toBe(40);
});
