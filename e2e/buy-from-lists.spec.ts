import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { GoodsItem } from '@store/shared/api/goods';
import { ladderUnitPriceFen } from '@store/shared/rules/ladder-price';
import { quantityRules } from '@store/shared/rules/ladder-price';
import { yuanToFen } from '@store/shared/rules/money';
import { baseUrl, DEMO_BUYER, loginAs, openPage, screenshot } from './support/harness.ts';
import { apiGet } from './support/store-api.ts';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
type CartLine = { id: number; type: number; number: number; price: number; goods: { id: number } };

const cartLines = async (page: Page) => (await apiGet<{ data: CartLine[] }>(page, '/api/cart/list')).data;

/** The quantity a clerk would type: the first ladder tier the goods can reach, else two medium packages. */
function quantityFor(g: GoodsItem): number {
  const { min, step } = quantityRules({
    middlePackage: g.middle_package,
    isFreeShipping: g.is_free_shipping === 1,
    freeShippingNumber: g.free_shipping_number,
  });
  const stocked = Math.floor(g.number / step) * step;
  const tier = g.ladder_price.map((t) => Math.ceil(t.number / step) * step).find((n) => n >= min && n <= stocked);
  return tier ?? Math.min(stocked, Math.max(min, 2 * step));
}

const unitPrice = (g: GoodsItem, n: number) =>
  ladderUnitPriceFen(
    yuanToFen(g.base_price!),
    g.ladder_price.map((t) => ({ number: t.number, priceFen: yuanToFen(t.price) })),
    g.ladder_price_type,
    n,
  ) / 100;

test('a clerk adds five goods from the table view with the keyboard alone, at their ladder prices', async () => {
  const page = await openPage();
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  const before = await cartLines(page);
  const inCart = new Set(before.map((l) => l.goods.id));
  const listed = await apiGet<{ data: GoodsItem[] }>(page, '/api/goods/list?page=1&in_stock=1');
  // The list marks what the buyer may buy, not what its licences cover: the cart refuses goods out of scope.
  const { scope } = await apiGet<{ scope: string[] }>(page, '/api/user/jyfw');
  const chosen = listed.data
    .filter((g) => g.is_buy === 1 && g.base_price !== null && !inCart.has(g.id) && quantityFor(g) > 0)
    .filter((g) => scope.includes(g.drug_class))
    .slice(0, 5);
  expect(chosen).toHaveLength(5);

  await page.goto('/list/table?in_stock=1');
  await page.getByTestId('goods-table').getByTestId('goods-row').first().waitFor();
  const box = (g: GoodsItem) => page.locator(`[data-goods-id="${g.id}"]`).getByTestId('add-box-quantity');
  // The clerk puts the cursor in the first box once; from there on only keys.
  await box(chosen[0]!).focus();
  const ids = listed.data.map((g) => g.id);
  for (const [i, g] of chosen.entries()) {
    // Tab walks box to box down the rows, past the goods not chosen.
    while (!(await box(g).evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(String(quantityFor(g)));
    await page.keyboard.press('Enter');
    // Added, or refused on its row: a refusal fails here with its words rather than as a count that stayed put.
    const refusal = page.locator(`[data-goods-id="${g.id}"]`).getByTestId('add-box-refusal');
    await expect
      .poll(async () =>
        (await refusal.count())
          ? await refusal.innerText()
          : (await cartLines(page)).filter((l) => !inCart.has(l.goods.id)).length,
      )
      .toBe(i + 1);
    expect(ids.indexOf(g.id)).toBeGreaterThanOrEqual(0);
  }
  await screenshot(page, 'table-keyboard-added');

  const added = (await cartLines(page)).filter((l) => !inCart.has(l.goods.id));
  for (const g of chosen) {
    const line = added.find((l) => l.goods.id === g.id);
    expect(line, g.name).toMatchObject({ type: 0, number: quantityFor(g), price: unitPrice(g, quantityFor(g)) });
  }
  // The badge followed the cart.
  await expect
    .poll(() => page.locator('.header-cart .count-badge__count').getAttribute('title'))
    .toBe(String(before.length + 5));
  // Leave the demo cart as the other specs expect it.
  await page.request.post(`${baseUrl}/api/cart/batch_delete`, { headers: XHR, data: { ids: added.map((l) => l.id) } });
});

test('the table batch-adds the ticked rows at their quantities in one call, with one summary', async () => {
  const page = await openPage();
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  const before = await cartLines(page);
  const inCart = new Set(before.map((l) => l.goods.id));
  await page.goto('/list/no_image?in_stock=1');
  const table = page.getByTestId('goods-table-no-image');
  await table.getByTestId('goods-row').first().waitFor();
  const rows = table.getByTestId('goods-row');
  const picked: number[] = [];
  for (let i = 0; picked.length < 2 && i < (await rows.count()); i++) {
    const row = rows.nth(i);
    const id = Number(await row.getByTestId('add-box').getAttribute('data-goods-id'));
    if (inCart.has(id) || (await row.getByTestId('add-box-quantity').isDisabled())) continue;
    await row.locator('.ant-checkbox-input').check();
    picked.push(id);
  }
  await expect.poll(() => page.getByTestId('batch-count').innerText()).toBe('2');
  const posts: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/cart') && posts.push(r.url()));
  await page.getByTestId('batch-add-button').click();
  await page.getByText('已将 2 种商品加入购物车').waitFor();
  expect(posts).toHaveLength(1);
  const added = (await cartLines(page)).filter((l) => !inCart.has(l.goods.id));
  expect(added.map((l) => l.goods.id).sort()).toEqual([...picked].sort());
  await page.request.post(`${baseUrl}/api/cart/batch_delete`, { headers: XHR, data: { ids: added.map((l) => l.id) } });
});

test('a refusal shows on the goods it concerns, not in a dialog', async () => {
  const page = await openPage();
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  type Spike = { list: { id: number; spike_stock: number; per_buyer_limit: number; name: string }[] };
  const spike = await apiGet<Spike>(page, '/api/index/spike');
  const target = spike.list.slice(0, 5).find((g) => g.spike_stock >= 2 && g.per_buyer_limit >= 1);
  expect(target, 'a running flash sale with stock').toBeDefined();
  const before = await cartLines(page);
  await page.goto('/');
  const item = page.locator('[data-testid="spike-goods"]').filter({ hasText: target!.name }).first();
  const quantity = item.getByTestId('add-box-quantity');
  await quantity.fill(String(target!.per_buyer_limit));
  await quantity.press('Enter');
  await page.getByText('加入购物车成功').first().waitFor();
  // The buyer's limit is used up by the line now in the cart: a second add (a new intent, from the page opened
  // again: right after Enter the button says 已加入 and adds nothing) is refused, beside the goods.
  await expect.poll(() => item.getByTestId('add-box-button').getAttribute('aria-label')).toBe('已加入购物车');
  await page.reload();
  await item.getByTestId('add-box-button').click();
  await expect.poll(() => item.getByTestId('add-box-refusal').innerText()).toContain('限购');
  expect(await page.locator('.ant-modal-confirm').count()).toBe(0);
  await screenshot(page, 'flash-refused-on-row');
  const added = (await cartLines(page)).filter((l) => !before.some((b) => b.id === l.id));
  await page.request.post(`${baseUrl}/api/cart/batch_delete`, { headers: XHR, data: { ids: added.map((l) => l.id) } });
});
