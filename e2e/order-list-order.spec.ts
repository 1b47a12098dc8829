import { expect, test } from 'vitest';
import { DEMO_BUYER, loginAs, openPage, screenshot } from './support/harness.ts';
import { apiGet } from './support/store-api.ts';

type Order = { id: number; created_at: number };

test('全部订单 lists the newest order first, across pages', async () => {
  const page = await openPage();
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  const first = await apiGet<{ data: Order[]; total: number }>(page, '/api/order?page=1&page_size=10');
  const second = await apiGet<{ data: Order[] }>(page, '/api/order?page=2&page_size=10');
  const times = [...first.data, ...second.data].map((o) => o.created_at);
  expect(times, 'order times, page 1 then page 2').toEqual([...times].sort((a, b) => b - a));
  // No order is on both pages, none is skipped.
  const ids = [...first.data, ...second.data].map((o) => o.id);
  expect(new Set(ids).size).toBe(Math.min(first.total, 20));

  await page.goto('/order');
  await page.locator('.order-card').first().waitFor();
  const shown = await page.locator('.order-card__head > span:first-child').allInnerTexts();
  expect(shown.length).toBeGreaterThan(1);
  expect(shown, 'order times as the cards show them').toEqual([...shown].sort().reverse());
  await screenshot(page, 'orders-newest-first');
});
