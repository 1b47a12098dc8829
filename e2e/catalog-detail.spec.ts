import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, DEMO_BUYER, loginAs, openPage, screenshot, settled } from './support/harness.ts';
import { apiGet } from './support/store-api.ts';

type Goods = {
  id: number;
  name: string;
  base_price: number | null;
  is_buy: number;
  number: number;
  middle_package: number;
  is_free_shipping: number;
  free_shipping_number: number;
  ladder_price: { number: number; price: number }[];
  ladder_price_type: number;
};

const yuan = (n: number) => `¥${n.toFixed(2)}`;

async function goodsList(page: Page): Promise<Goods[]> {
  const pages = await Promise.all(
    [1, 2, 3].map((n) => apiGet<{ data: Goods[] }>(page, `/api/goods/list?page_size=100&page=${n}&in_stock=1`)),
  );
  return pages.flatMap((p) => p.data);
}

const activeTier = (page: Page) => page.locator('[data-testid="ladder-tier"][aria-current="true"]').innerText();

test("the active ladder tier follows the quantity across a 'from' tier boundary", async () => {
  const page = await openPage();
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  // A 'from' ladder whose first boundary is above the minimum order: the base price applies first.
  const goods = (await goodsList(page)).find(
    (g) =>
      g.is_buy === 1 &&
      g.ladder_price_type !== 1 &&
      g.ladder_price.length >= 2 &&
      g.is_free_shipping === 0 &&
      g.ladder_price[0]!.number > g.middle_package &&
      g.ladder_price[0]!.number % g.middle_package === 0 &&
      g.number >= g.ladder_price[1]!.number,
  );
  expect(goods, 'a buyable goods with a from-ladder').toBeDefined();
  const [first, second] = goods!.ladder_price;

  await page.goto(`/list/info/${goods!.id}`);
  await page.getByTestId('ladder-table').waitFor();
  const input = page.getByTestId('quantity-input');
  const subtotal = (price: number, quantity: number) => yuan((Math.round(price * 100) * quantity) / 100);
  await expect.poll(() => input.inputValue()).toBe(String(goods!.middle_package));
  await expect.poll(() => activeTier(page)).toBe(yuan(goods!.base_price!));
  await expect.poll(() => page.getByTestId('detail-price').innerText()).toBe(yuan(goods!.base_price!));

  // One step below the boundary: still the base price; at the boundary: the first tier.
  const below = first!.number - goods!.middle_package;
  await input.fill(String(below));
  await input.press('Enter');
  // The subtotal shows the page has taken the new quantity; only then does the unchanged tier mean something.
  await expect.poll(() => page.getByTestId('detail-subtotal').innerText()).toBe(subtotal(goods!.base_price!, below));
  expect(await activeTier(page)).toBe(yuan(goods!.base_price!));
  await input.fill(String(first!.number));
  await input.press('Enter');
  await expect.poll(() => activeTier(page)).toBe(yuan(first!.price));
  await expect.poll(() => page.getByTestId('detail-price').innerText()).toBe(yuan(first!.price));
  await screenshot(page, 'ladder-first-tier');

  await input.fill(String(second!.number));
  await input.press('Enter');
  await expect.poll(() => activeTier(page)).toBe(yuan(second!.price));
  await expect
    .poll(() => page.getByTestId('detail-subtotal').innerText())
    .toBe(subtotal(second!.price, second!.number));

  // Arrow keys step by the medium package: one step down leaves the second tier.
  await input.press('ArrowDown');
  await expect.poll(() => input.inputValue()).toBe(String(second!.number - goods!.middle_package));
  await expect.poll(() => activeTier(page)).toBe(yuan(first!.price));
  // So do the box's + and − buttons; a typed odd number is rounded up to a whole step when the box is left.
  await page.getByRole('button', { name: '增加' }).click();
  await expect.poll(() => input.inputValue()).toBe(String(second!.number));
  await page.getByRole('button', { name: '减少' }).click();
  await expect.poll(() => input.inputValue()).toBe(String(second!.number - goods!.middle_package));
  await input.fill(String(first!.number + 1));
  await input.blur();
  await expect.poll(() => input.inputValue()).toBe(String(first!.number + goods!.middle_package));
});

test('adding to the cart as demo_buyer raises the header cart badge', async () => {
  const page = await openPage();
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  const inCart = new Set(
    (await apiGet<{ data: { goods: { id: number } }[] }>(page, '/api/cart/list')).data.map((line) => line.goods.id),
  );
  const goods = (await goodsList(page)).find((g) => g.is_buy === 1 && g.number >= 100 && !inCart.has(g.id));
  expect(goods, 'a buyable goods not in the cart').toBeDefined();

  await page.goto(`/list/info/${goods!.id}`);
  await page.getByTestId('detail-name').waitFor();
  const badge = page.locator('.header-cart .count-badge__count');
  await expect.poll(() => badge.getAttribute('title')).toBe(String(inCart.size));
  await page.getByTestId('add-to-cart').click();
  await page.getByText('加入购物车成功').waitFor();
  await expect.poll(() => badge.getAttribute('title')).toBe(String(inCart.size + 1));
  await screenshot(page, 'added-to-cart');

  // Leave the shared demo cart as it was.
  const lines = (await apiGet<{ data: { id: number; goods: { id: number } }[] }>(page, '/api/cart/list')).data;
  const added = lines.filter((line) => line.goods.id === goods!.id).map((line) => line.id);
  expect(added).toHaveLength(1);
  await page.request.post(`${baseUrl}/api/cart/batch_delete`, {
    form: { 'ids[0]': String(added[0]) },
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
});

test('favouriting shows 收藏成功 with a way to my favourites, and cancelling says 取消收藏成功', async () => {
  const page = await openPage();
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  const goods = (await goodsList(page))[7];
  await page.goto(`/list/info/${goods!.id}`);
  const button = page.getByTestId('favorite-button');
  await button.waitFor();
  if ((await button.innerText()).includes('已收藏')) {
    await button.click();
    await page.getByText('取消收藏成功').waitFor();
  }
  await button.click();
  const dialog = page.locator('.ant-modal-confirm');
  await expect.poll(() => dialog.locator('.ant-modal-confirm-title').innerText()).toBe('收藏成功');
  await expect.poll(() => button.innerText()).toContain('已收藏');
  await screenshot(page, 'favourite-added');
  await (await settled(dialog)).getByRole('button', { name: '查看我的收藏' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/star');

  await page.goto(`/list/info/${goods!.id}`);
  await expect.poll(() => button.innerText()).toContain('已收藏');
  await button.click();
  await page.getByText('取消收藏成功').waitFor();
  await expect.poll(() => button.innerText()).not.toContain('已收藏');
});

test('a flash-sale goods shows its flash price, limit and countdown on its detail page, and adds at that price', async () => {
  const page = await openPage();
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  const xhr = { 'x-requested-with': 'XMLHttpRequest' };
  const get = async <T>(path: string) => (await (await page.request.get(`${baseUrl}${path}`)).json()).data as T;
  type Spike = {
    list: { id: number; spike_price: number; spike_stock: number; per_buyer_limit: number; base_price: number }[];
  };
  const target = (await get<Spike>('/api/index/spike')).list.find((g) => g.spike_stock > 0);
  expect(target, 'a running flash sale with stock').toBeDefined();
  type Line = { id: number; type: number; price: number; goods: { id: number } };
  const before = (await get<{ data: Line[] }>('/api/cart/list')).data;

  await page.goto(`/list/info/${target!.id}`);
  const strip = page.getByTestId('detail-flash-sale');
  await expect.poll(() => strip.innerText()).toContain('限时秒杀');
  const text = await strip.innerText();
  expect(text).toContain(`¥${target!.spike_price.toFixed(2)}`);
  expect(text).toContain(`每人限购${target!.per_buyer_limit}`);
  expect(text).toMatch(/距结束\s*\d{2}/);
  await expect.poll(() => page.getByTestId('detail-price').innerText()).toBe(`¥${target!.spike_price.toFixed(2)}`);
  await screenshot(page, 'detail-flash-sale');

  await page.getByTestId('add-to-cart').click();
  await page.getByText('加入购物车成功').first().waitFor();
  const added = (await get<{ data: Line[] }>('/api/cart/list')).data.filter((l) => !before.some((b) => b.id === l.id));
  expect(added).toEqual([
    expect.objectContaining({
      type: 1,
      price: target!.spike_price,
      goods: expect.objectContaining({ id: target!.id }),
    }),
  ]);
  await page.request.post(`${baseUrl}/api/cart/batch_delete`, { headers: xhr, data: { ids: added.map((l) => l.id) } });
});

test('the detail tabs work from the keyboard: arrows move along them, Enter and Space open one', async () => {
  const page = await openPage();
  const goods = (await goodsList(page))[0]!;
  await page.goto(`/list/info/${goods.id}`);
  const tab = (name: string) => page.getByRole('tab', { name, exact: true });
  const selected = () => page.locator('.goods-detail__tabs [role="tab"][aria-selected="true"]').innerText();
  const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
  await expect.poll(selected).toBe('商品详情');
  expect(await page.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
    await tab('商品详情').getAttribute('id'),
  );

  // The open tab is the one Tab stop; → moves the focus without opening, Enter opens.
  await tab('商品详情').focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(focused).toBe('说明书');
  expect(await selected()).toBe('商品详情');
  await page.keyboard.press('Enter');
  await expect.poll(selected).toBe('说明书');
  expect(await tab('说明书').getAttribute('tabindex')).toBe('0');
  expect(await tab('商品详情').getAttribute('tabindex')).toBe('-1');

  // End, Home and ← wrap round; Space opens the reports, whose table (antd's) arrives with the tab.
  await page.keyboard.press('Home');
  await expect.poll(focused).toBe('商品详情');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(focused).toBe('质检报告');
  await page.keyboard.press('Space');
  await expect.poll(selected).toBe('质检报告');
  await page.getByTestId('qc-report-table').waitFor();
  // Only the open pane shows; the ones opened before stay in the page, hidden.
  expect(await page.getByRole('tabpanel').count()).toBe(1);
  expect(await page.getByTestId('detail-attributes').count()).toBe(1);
});

test('a goods that does not exist says so and leads back to the list', async () => {
  const page = await openPage();
  await page.goto('/list/info/99999999');
  await page.getByRole('heading', { name: '商品不存在或已下架' }).waitFor();
  expect(await page.getByRole('link', { name: '查看其他商品' }).getAttribute('href')).toBe('/list');
});
