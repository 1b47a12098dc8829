import { expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, DEMO_BUYER, loginAs, openPage, PHONE, screenshot } from './support/harness.ts';
import { apiGet, cartLines, freshGoods, reselectCartLines } from './support/store-api.ts';
import { tickOnlyLine } from './support/cart-page.ts';

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
  data: { id: number; goods: { id: number }; amount: number; number: number }[];
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
  await screenshot(page, 'cart-step1');

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
  await screenshot(page, 'cart-flash-line');
  // Leave the demo cart as the other specs expect it.
  await page.request.post(`${baseUrl}/api/cart/batch_delete`, { headers: XHR, data: { ids: [line!.id] } });
});

/** A line of a fresh goods at its minimum quantity (/api/cart/quick_add); answers the line's id. */
async function addFreshLine(page: Page, listPage: number, skip = 0): Promise<number> {
  const goods = await freshGoods(page, { listPage, skip });
  const res = await page.request.post(`${baseUrl}/api/cart/quick_add/${goods.id}`, { headers: XHR });
  expect((await res.json()).code, `quick_add ${goods.id}`).toBe(10000);
  return (await cartLines(page)).find((l) => l.goods.id === goods.id)!.id;
}

/** Lines of fresh goods until the cart holds at least `count`; answers the ids added (to delete afterwards). */
async function fillCart(page: Page, count: number): Promise<number[]> {
  const added: number[] = [];
  while ((await cartLines(page)).length < count) added.push(await addFreshLine(page, 4));
  return added;
}

/**
 * For each footer target (a figure or a button of the sticky footer, which stays where it is) that has a line's
 * quantity box in its column: scrolls that box under it and checks the footer is what shows at that point.
 */
async function footerOverBoxes(targets: Locator): Promise<{ checked: string[]; covered: string[] }> {
  return targets.evaluateAll((els) => {
    const footer = document.querySelector<HTMLElement>('[data-testid="cart-footer"]')!;
    const checked: string[] = [];
    const covered: string[] = [];
    for (const el of els) {
      window.scrollTo(0, 0);
      const spot = el.getBoundingClientRect();
      const boxes = Array.from(document.querySelectorAll<HTMLElement>('[data-testid="cart-line"] .ant-input-number'));
      // The last box in the target's column, below the footer before scrolling.
      const box = boxes.reverse().find((b) => {
        const r = b.getBoundingClientRect();
        return r.left < spot.right - 2 && r.right > spot.left + 2 && r.top > spot.bottom;
      });
      if (!box) continue;
      const before = box.getBoundingClientRect();
      window.scrollBy(0, before.top + before.height / 2 - (spot.top + spot.height / 2));
      const now = box.getBoundingClientRect();
      const target = el.getBoundingClientRect();
      const x = (Math.max(now.left, target.left) + Math.min(now.right, target.right)) / 2;
      const y = target.top + target.height / 2;
      if (now.top > y || now.bottom < y) continue; // the page could not scroll that far
      const name = (el.textContent ?? '').trim();
      checked.push(name);
      const hit = document.elementFromPoint(x, y);
      if (!hit || !footer.contains(hit)) covered.push(`${name}: ${hit?.tagName}.${hit?.className} at ${x},${y}`);
    }
    return { checked, covered };
  });
}

test('the sticky footer stays above the quantity boxes scrolled under it (1440 px with many lines, 390 px)', async () => {
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  const selected = (await cartLines(page)).filter((l) => l.is_selected === 1).map((l) => l.id);
  const added = await fillCart(page, 6);
  try {
    await page.goto('/cart');
    await page.getByTestId('cart-footer').waitFor();
    await expect.poll(() => page.getByTestId('cart-line').count()).toBeGreaterThanOrEqual(6);
    const figures = page.locator('.cart-footer__totals > span, [data-testid="cart-footer"] button');
    const wide = await footerOverBoxes(figures);
    expect(wide.checked.length, 'footer figures with a quantity box in their column').toBeGreaterThan(0);
    expect(wide.covered).toEqual([]);
    await screenshot(page, 'cart-footer-over-lines-1440');

    const phone = await openPage(PHONE);
    await loginAs(phone, DEMO_BUYER.username, DEMO_BUYER.password);
    await phone.goto('/cart');
    await phone.getByTestId('cart-footer').waitFor();
    await expect.poll(() => phone.getByTestId('cart-line').count()).toBeGreaterThanOrEqual(2);
    const narrow = await footerOverBoxes(
      phone.locator('.cart-footer__totals > span, [data-testid="cart-footer"] button'),
    );
    expect(narrow.checked).toContain('删除选中');
    expect(narrow.covered).toEqual([]);
    await screenshot(phone, 'cart-footer-over-lines-390');
  } finally {
    await page.request.post(`${baseUrl}/api/cart/batch_delete`, { headers: XHR, data: { ids: added } });
    await reselectCartLines(page, selected);
  }
});

test('a quantity over the stock is told the stock, however large it is typed', async () => {
  const page = await openPage();
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  const goods = await ladderGoods(page, new Set((await cartOf(page)).data.map((l) => l.goods.id)));
  expect(goods.number, 'a stock under the 99,999 bound').toBeLessThan(99_999);
  await page.request.post(`${baseUrl}/api/cart/quick_add/${goods.id}`, { headers: XHR });
  const added = (await cartOf(page)).data.find((l) => l.goods.id === goods.id)!;
  try {
    await page.goto('/cart');
    const line = page.locator(`[data-testid="cart-line"][data-line-id="${added.id}"]`);
    const input = line.getByLabel('数量');
    for (const typed of ['9999', '99999', '999999']) {
      await input.fill(typed);
      await input.press('Enter');
      const dialog = page.locator('.ant-modal-confirm');
      await expect.poll(() => dialog.innerText()).toContain(`库存不足，当前库存 ${goods.number}`);
      expect(await dialog.innerText()).not.toContain('不能大于');
      await dialog.getByRole('button').click();
      await expect.poll(() => page.locator('.ant-modal-confirm').count()).toBe(0);
      await expect.poll(() => input.inputValue()).toBe(String(added.number));
    }
  } finally {
    await page.request.post(`${baseUrl}/api/cart/batch_delete`, { headers: XHR, data: { ids: [added.id] } });
  }
});

test('no 满减 row reads -¥0.00: the cart footer and the confirm page leave it out when no 满减 applies', async () => {
  const page = await openPage();
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  const selected = (await cartLines(page)).filter((l) => l.is_selected === 1).map((l) => l.id);
  // A line that reaches no 满减 on its own (a brand's 满减 may apply to some goods at their minimum).
  let lineId = 0;
  for (let skip = 0; !lineId; skip++) {
    const id = await addFreshLine(page, 5, skip);
    const hint = await page.request.post(`${baseUrl}/api/cart/next_hint?ids=${id}`, { headers: XHR });
    if ((await hint.json()).data.discount_amount === 0) lineId = id;
    else await page.request.post(`${baseUrl}/api/cart/batch_delete`, { headers: XHR, data: { ids: [id] } });
  }
  try {
    await page.goto('/cart');
    await page.getByTestId('cart-footer').waitFor();
    await tickOnlyLine(page, lineId);
    await expect.poll(async () => (await cartOf(page)).totals.selected_count).toBe(1);
    const totals = (await apiGet<{ totals: { discount_amount: number } }>(page, '/api/cart/list')).totals;
    expect(totals.discount_amount, 'one medium package of a goods reaches no 满减 tier').toBe(0);
    const footer = page.getByTestId('cart-totals');
    await expect.poll(() => footer.innerText()).toContain('应付');
    expect(await footer.innerText()).not.toContain('满减');
    await screenshot(page, 'cart-footer-no-manjian');

    await page.goto(`/cart/step2?ids=${lineId}`);
    const block = page.getByTestId('checkout-totals');
    await expect.poll(() => block.innerText()).toContain('应付金额');
    expect(await block.innerText()).not.toContain('满减');
    await screenshot(page, 'confirm-no-manjian');
  } finally {
    await page.request.post(`${baseUrl}/api/cart/batch_delete`, { headers: XHR, data: { ids: [lineId] } });
    await reselectCartLines(page, selected);
  }
});
