import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, DEMO_BUYER, loginAs, loginStaff, openPage, screenshot } from './support/harness.ts';

const CSRF = { 'x-requested-with': 'XMLHttpRequest' };
type Goods = {
  id: number;
  name: string;
  ypgg: string;
  type: number;
  base_price: number | null;
  arrival_notice: number;
};

async function api<T>(page: Page, method: 'get' | 'post', path: string, form?: Record<string, string | number>) {
  const res = await page.request[method](`${baseUrl}${path}`, { form, headers: CSRF });
  const body = await res.json();
  if (body.code !== 10000) throw new Error(`${path}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.data as T;
}

test('a buyer asks for 到货提醒 on an out-of-stock goods; the restock lands in /wdxx and /star says 已到货', async () => {
  const operator = await openPage();
  await loginStaff(operator, 'warehouse');
  const page = await openPage();
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);

  // An out-of-stock ordinary goods the buyer sees the price of; it is in the buyer's favourites.
  const out = await api<{ data: Goods[] }>(page, 'get', '/api/goods/list?in_stock=0&sort=newest&page_size=100');
  // Its name lists it on the first search page (in-stock goods of the same name rank before it).
  let goods: Goods | undefined;
  for (const g of out.data.filter((x) => x.type === 0 && x.base_price !== null && x.arrival_notice === 0)) {
    const named = await api<{ total: number }>(
      page,
      'get',
      `/api/goods/list?${new URLSearchParams({ keywords: g.name })}`,
    );
    if (named.total <= 20) {
      goods = g;
      break;
    }
  }
  if (!goods) throw new Error('the demo catalogue has no out-of-stock ordinary goods');
  await api(page, 'post', '/api/favorite', { 'goods_ids[0]': goods.id });

  // A visitor is sent to log in.
  const visitor = await openPage();
  await visitor.goto(`/list/info/${goods.id}`);
  await visitor.getByTestId('arrival-notice').click();
  await expect.poll(() => new URL(visitor.url()).pathname).toBe('/login');

  // The buyer subscribes on the detail page, where the add button would be.
  await page.goto(`/list/info/${goods.id}`);
  const button = page.getByTestId('arrival-notice');
  await expect.poll(() => button.innerText()).toContain('到货提醒');
  expect(await page.getByTestId('add-to-cart').count()).toBe(0);
  await button.click();
  await expect.poll(() => button.getAttribute('data-subscribed')).toBe('1');
  await expect.poll(() => button.innerText()).toContain('已订阅到货提醒');
  await screenshot(page, 'arrival-subscribed');

  // The list row says so too (the search lists it by its name).
  await page.goto(`/search?${new URLSearchParams({ keywords: goods.name, type: '0' })}`);
  const listed = page.locator(`[data-testid="add-box"][data-goods-id="${goods.id}"]`).getByTestId('arrival-notice');
  await expect.poll(() => listed.first().getAttribute('data-subscribed')).toBe('1');

  // The warehouse books a batch in: the buyer is told once.
  const expiry = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
  const raised = await api<{ notified: number; batch: { id: number } }>(
    operator,
    'post',
    `/api/admin/goods/${goods.id}/batches`,
    { batch_number: `E2E${Date.now()}`, expiry_date: expiry, quantity: 50 },
  );
  expect(raised.notified).toBe(1);

  await page.goto('/wdxx');
  const message = page.locator('.message-item', { hasText: `「${goods.name} ${goods.ypgg}」已到货` });
  await expect.poll(() => message.count()).toBe(1);
  await expect.poll(() => message.locator('.message-item__title').innerText()).toContain('到货提醒');
  await screenshot(page, 'arrival-message');

  await page.goto('/star');
  const row = page.getByTestId('star-row').filter({ hasText: goods.name });
  await expect.poll(() => row.getByTestId('star-arrived').innerText()).toBe('已到货');
  await screenshot(page, 'arrival-favourites');

  // Leave the shared demo data as it was for the other specs.
  await api(operator, 'post', `/api/admin/stock_batches/${raised.batch.id}/adjust`, {
    quantity: 0,
    reason: '测试还原',
  });
  await api(page, 'post', '/api/favorite/cancel', { 'goods_ids[0]': goods.id });
});
