import { expect, test } from 'vitest';
import { baseUrl, DEMO_BUYER, loginAs, openPage, screenshot } from './support/harness.ts';
import { apiGet } from './support/store-api.ts';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

type Goods = { id: number; name: string; approval_number: string; is_buy: number; number: number; type: number };
type CartLine = { id: number; goods: { id: number } };

test('/star lists a favourite and 取消收藏 removes it with 取消收藏成功', async () => {
  const page = await openPage();
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  const goods = (await apiGet<{ data: Goods[] }>(page, '/api/goods/list?page_size=20&page=2')).data[3];
  await page.request.post(`${baseUrl}/api/favorite`, { form: { 'goods_ids[0]': String(goods!.id) }, headers: XHR });

  await page.goto('/star');
  const row = page.locator(`[data-testid="star-row"][data-row-key="${goods!.id}"]`);
  await row.waitFor();
  await screenshot(page, 'star-list');
  await row.getByTestId('star-cancel').click();
  await page.getByText('取消收藏成功').waitFor();
  // Its own row goes (other specs add and cancel favourites of the same buyer meanwhile, so no count of rows).
  await row.waitFor({ state: 'detached' });
  const left = await apiGet<{ data: { id: number }[] }>(page, '/api/favorite?page=1');
  expect(left.data.map((g) => g.id)).not.toContain(goods!.id);
});

test('/kjcg imports a CSV purchase list and adds the matched lines to the cart with one click', async () => {
  const page = await openPage();
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  const cartBefore = (await apiGet<{ data: CartLine[] }>(page, '/api/cart/list')).data;
  const inCart = new Set(cartBefore.map((l) => l.goods.id));
  // Goods not in the cart yet, each with its own approval number, so each row adds one cart line.
  const listed = (await apiGet<{ data: Goods[] }>(page, '/api/goods/list?page_size=100&in_stock=1')).data;
  const seen = new Set<string>();
  const picks = listed
    .filter((g) => {
      const ok =
        g.is_buy === 1 &&
        g.type === 0 &&
        g.number >= 500 &&
        g.approval_number &&
        !inCart.has(g.id) &&
        !seen.has(g.approval_number);
      seen.add(g.approval_number);
      return ok;
    })
    .slice(0, 3);
  expect(picks.length).toBeGreaterThan(0);
  const csv = `批准文号,数量\n${picks.map((g) => `${g.approval_number},1`).join('\n')}\n国药准字Z99999999,5\n`;

  await page.goto('/kjcg?tab=import');
  const badge = page.locator('.header-cart .count-badge__count');
  await expect.poll(() => badge.getAttribute('title')).toBe(String(inCart.size));
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: '采购单.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByTestId('import-summary').waitFor();
  await expect.poll(() => page.locator('[data-testid="import-row"][data-status="not_found"]').count()).toBe(1);
  const matched = await page.locator('[data-testid="import-row"][data-status="matched"]').count();
  expect(matched).toBeGreaterThan(0);
  await screenshot(page, 'kjcg-import-result');

  await page.getByTestId('import-add').click();
  await expect.poll(() => badge.getAttribute('title')).toBe(String(inCart.size + matched));
  await screenshot(page, 'kjcg-import-added');

  // Leave the shared demo cart as it was.
  const added = (await apiGet<{ data: CartLine[] }>(page, '/api/cart/list')).data.filter(
    (l) => !inCart.has(l.goods.id),
  );
  expect(added).toHaveLength(matched);
  const form = Object.fromEntries(added.map((l, i) => [`ids[${i}]`, String(l.id)]));
  await page.request.post(`${baseUrl}/api/cart/batch_delete`, { form, headers: XHR });
});

test('/kjcg 常购清单 shows goods bought before, re-sorts by times bought, and flags a price lower than last time and a goods sold out since', async () => {
  const page = await openPage();
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  await page.goto('/kjcg');
  await page.getByTestId('fast-buy-row').first().waitFor();
  const first = await page.getByTestId('fast-buy-row').first().innerText();
  expect(first).toMatch(/¥\d+\.\d{2}/);
  await page.getByTestId('fast-buy-order').getByText('购买次数').click();
  // The seeded history repeats 感冒灵颗粒 in every order: it leads by times bought.
  await expect.poll(() => page.getByTestId('fast-buy-row').first().innerText()).toContain('感冒灵颗粒');
  await screenshot(page, 'kjcg-fast-buy');

  // What changed since the last purchase, on the goods' own rows: a price lower today (the demo's last order paid
  // more for one regular), and a goods sold out since, whose row offers 到货提醒 (it subscribes from here).
  type Row = { goods: { id: number; name: string; number: number; arrival_notice: number }; price_change: number };
  const all = await apiGet<{ data: Row[] }>(page, '/api/user/fast_buy?order=count&page_size=50');
  const cheaper = all.data.find((r) => r.price_change < 0);
  const soldOut = all.data.find((r) => r.goods.number <= 0 && r.goods.arrival_notice === 0);
  expect(cheaper, 'a goods cheaper than last time').toBeDefined();
  expect(soldOut, 'a goods sold out since').toBeDefined();
  await page.goto('/kjcg');
  const rowOf = (name: string) => page.getByTestId('fast-buy-row').filter({ hasText: name }).first();
  await page.getByTestId('fast-buy-order').getByText('购买次数').click();
  await expect
    .poll(() => rowOf(cheaper!.goods.name).getByTestId('price-change').innerText())
    .toBe(`比上次低 ¥${Math.abs(cheaper!.price_change).toFixed(2)}`);
  const notice = rowOf(soldOut!.goods.name).getByTestId('arrival-notice');
  await expect.poll(() => notice.innerText()).toContain('到货提醒');
  await notice.click();
  await expect.poll(() => notice.innerText()).toContain('已订阅到货提醒');
  await screenshot(page, 'kjcg-changes');
  // Leave the demo as the other specs expect it.
  await page.request.post(`${baseUrl}/api/goods/${soldOut!.goods.id}/arrival_notice/cancel`, { headers: XHR });
});
