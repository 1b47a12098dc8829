import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, DEMO_BUYER, loginAs, openPage, screenshot } from './support/harness.ts';
import { apiGet } from './support/store-api.ts';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const yuan = (n: number) => `¥${n.toFixed(2)}`;

type Goods = {
  id: number;
  is_buy: number;
  number: number;
  middle_package: number;
  is_free_shipping: number;
  ladder_price: { number: number; price: number }[];
  ladder_price_type: number;
};
type Cart = {
  data: { id: number; goods: { id: number }; amount: number }[];
  total: number;
  totals: { goods_amount: number; payable_amount: number; selected_count: number };
};

const cartOf = (page: Page) => apiGet<Cart>(page, '/api/cart/list');
const badge = (page: Page) => page.locator('.header-cart .count-badge__count').getAttribute('title');

/** A buyable goods with a 'from' ladder whose first tier is above its minimum, not yet in the cart. */
async function ladderGoods(page: Page, inCart: Set<number>): Promise<Goods> {
  const lists = await Promise.all(
    [1, 2, 3].map((n) => apiGet<{ data: Goods[] }>(page, `/api/goods/list?page_size=100&page=${n}&in_stock=1`)),
  );
  const found = lists
    .flatMap((l) => l.data)
    .find(
      (g) =>
        g.is_buy === 1 &&
        g.is_free_shipping === 0 &&
        g.ladder_price_type !== 1 &&
        g.ladder_price.length > 0 &&
        g.number >= 1000 &&
        !inCart.has(g.id) &&
        Math.min(...g.ladder_price.map((t) => t.number)) > g.middle_package &&
        Math.min(...g.ladder_price.map((t) => t.number)) % g.middle_package === 0,
    );
  expect(found, 'a goods with a ladder above its minimum').toBeDefined();
  return found!;
}

test('the cart page: the quantity moves the ladder tier and totals, ticking changes totals, delete asks first, the flyout agrees', async () => {
  const page = await openPage();
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  const before = await cartOf(page);
  const goods = await ladderGoods(page, new Set(before.data.map((l) => l.goods.id)));
  await page.request.post(`${baseUrl}/api/cart/quick_add/${goods.id}`, { headers: XHR });
  const added = (await cartOf(page)).data.find((l) => l.goods.id === goods.id)!;

  // Each typed quantity is sent once: Enter and the blur that follows it must not both send it.
  const edits: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`/api/cart/${added.id}/edit`)) edits.push(r.postData() ?? '');
  });
  await page.goto('/cart');
  await page.getByTestId('cart-steps').waitFor();
  const line = page.locator(`[data-testid="cart-line"][data-line-id="${added.id}"]`);
  await line.waitFor();
  await expect.poll(() => badge(page)).toBe(String(before.total + 1));
  await expect.poll(() => line.getByTestId('ladder-current').innerText()).toMatch(/^原价/);
  await expect.poll(() => line.getByTestId('ladder-next').innerText()).toMatch(/^再买\d+.+享 ¥\d+\.\d{2}/);

  // Up to the first tier: the tier, the line amount and the totals follow the server.
  const first = [...goods.ladder_price].sort((a, b) => a.number - b.number)[0];
  const input = line.getByLabel('数量');
  await input.fill(String(first!.number));
  await input.press('Enter');
  await expect.poll(() => line.getByTestId('ladder-current').innerText()).toBe(`阶梯价 ${yuan(first!.price)}`);
  let cart = await cartOf(page);
  await expect.poll(() => page.getByTestId('payable-amount').innerText()).toBe(yuan(cart.totals.payable_amount));
  await expect
    .poll(() => line.getByTestId('line-amount').innerText())
    .toBe(yuan(cart.data.find((l) => l.id === added.id)!.amount));
  console.log(await screenshot(page, 'cart-step1'));

  // More than the stock: the server refuses with 库存不足, and the box shows the line's quantity again.
  const tooMany = Math.ceil((goods.number + 1) / goods.middle_package) * goods.middle_package;
  await input.fill(String(tooMany));
  await input.press('Enter');
  const dialog = page.locator('.ant-modal-confirm');
  await expect.poll(() => dialog.innerText()).toContain('库存不足');
  await dialog.getByRole('button').click();
  await expect.poll(() => input.inputValue()).toBe(String(first!.number));
  expect(edits.length, `edits sent: ${edits.join(' | ')}`).toBe(2);
  await expect.poll(() => page.locator('.ant-modal-confirm').count()).toBe(0);

  // Unticking the line takes its amount out of the goods amount; ticking brings it back.
  const withLine = cart.totals.goods_amount;
  const amount = cart.data.find((l) => l.id === added.id)!.amount;
  await line.getByLabel('选择').click();
  await expect
    .poll(() => page.getByTestId('goods-amount').innerText())
    .toBe(yuan(Math.round((withLine - amount) * 100) / 100));
  await line.getByLabel('选择').click();
  await expect.poll(() => page.getByTestId('goods-amount').innerText()).toBe(yuan(withLine));

  // Delete asks '确定删除这件商品吗?' first; the badge follows.
  await line.getByRole('button', { name: '删除' }).click();
  await page.getByText('确定删除这件商品吗?').waitFor();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await line.waitFor({ state: 'detached' });
  await expect.poll(() => badge(page)).toBe(String(before.total));
  cart = await cartOf(page);
  expect(cart.total).toBe(before.total);

  // The sidebar flyout (it opens off the cart page) shows the same lines as the badge counts.
  await page.goto('/');
  await page.getByTestId('sidebar-tab-cart').click();
  await page.getByTestId('sidebar-cart-line').first().waitFor();
  await expect.poll(() => page.getByTestId('sidebar-cart-line').count()).toBe(cart.total);
  await expect.poll(() => badge(page)).toBe(String(cart.total));
});

test('去结算 goes to step 2 with the ticked line ids', async () => {
  const page = await openPage();
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  const cart = await cartOf(page);
  const ticked = cart.data.filter((l) => (l as { is_selected?: number }).is_selected === 1).map((l) => l.id);
  await page.goto('/cart');
  await page.getByTestId('cart-footer').waitFor();
  await page.getByRole('button', { name: '去结算' }).click();
  await expect
    .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
    .toBe(`/cart/step2?ids=${ticked.join(',')}`);
});

test('加入购物车 on a home flash-sale goods puts a 秒 line at the sale price in the cart', async () => {
  const page = await openPage();
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  type Spike = { list: { id: number; spike_id: number; spike_price: number; spike_stock: number; name: string }[] };
  const spike = await apiGet<Spike>(page, '/api/index/spike');
  const target = spike.list.slice(0, 5).find((g) => g.spike_stock > 0);
  expect(target, 'a running flash sale with stock').toBeDefined();
  await page.goto('/');
  const item = page.locator('[data-testid="spike-goods"]').filter({ hasText: target!.name }).first();
  await item.getByTestId('add-box-button').click();
  await page.getByText('加入购物车成功').first().waitFor();
  const cart = await apiGet<{ data: { id: number; type: number; price: number; goods: { id: number } }[] }>(
    page,
    '/api/cart/list',
  );
  const line = cart.data.find((l) => l.type === 1 && l.goods.id === target!.id);
  expect(line?.price).toBe(target!.spike_price);
  await page.goto('/cart');
  await expect
    .poll(() =>
      page.locator('[data-testid="cart-line"]').filter({ hasText: target!.name }).filter({ hasText: '秒' }).count(),
    )
    .toBeGreaterThan(0);
  console.log(await screenshot(page, 'cart-flash-line'));
  // Leave the demo cart as the other specs expect it.
  await page.request.post(`${baseUrl}/api/cart/batch_delete`, { headers: XHR, data: { ids: [line!.id] } });
});
