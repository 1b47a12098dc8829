import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, DEMO_BUYER, loginAs, openPage, PHONE as PHONE_SCREEN, screenshot } from './support/harness.ts';
import { apiGet, cartLines, freshGoods, reselectCartLines } from './support/store-api.ts';
import { tickOnlyLine } from './support/cart-page.ts';

/** An iPhone-sized screen that, like a real phone, widens its layout viewport to fit wider content. */
const PHONE = { ...PHONE_SCREEN, deviceScaleFactor: 2 };

/** The page fits the screen: nothing makes it scroll sideways (a phone would zoom out to show it). */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth, `${what}: page ${scrollWidth}px wide on a ${innerWidth}px screen`).toBeLessThanOrEqual(
    innerWidth,
  );
  expect(innerWidth, `${what}: the layout viewport widened`).toBe(PHONE.viewport.width);
}

test('on a 390 px phone a buyer searches, opens a goods, adds it, checks out and pays from the wallet, without sideways scrolling', async () => {
  const page = await openPage(PHONE);
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  const goods = await freshGoods(page, { listPage: 3 });

  await page.goto('/');
  await page.getByRole('navigation', { name: '手机导航' }).waitFor();
  await expectNoSidewaysScroll(page, 'home');
  // The categories open in a drawer.
  await page.getByRole('button', { name: '分类' }).click();
  await page.getByTestId('category-drawer').getByText('中西成药').waitFor();
  await page.keyboard.press('Escape');

  // Search with suggestions, from the header box.
  const input = page.getByTestId('search-input');
  await input.fill(goods.name);
  await page.locator('.search-box__dropdown li').first().waitFor();
  await expectNoSidewaysScroll(page, 'search suggestions');
  await input.press('Enter');
  await expect.poll(() => page.getByTestId('search-keyword').innerText()).toBe(goods.name);
  // Several goods may share a name (other specs, other makers): open this one by its link.
  const card = page.getByTestId('goods-card').filter({ has: page.locator(`a[href="/list/info/${goods.id}"]`) });
  await card.waitFor();
  await expectNoSidewaysScroll(page, 'search results');
  await screenshot(page, 'phone-search');

  // The detail page: the add button sits in the bottom bar, on screen without scrolling or zooming.
  await card.locator('.goods-card__name').click();
  await expect.poll(() => page.getByTestId('detail-name').innerText()).toContain(goods.name);
  await expectNoSidewaysScroll(page, 'detail');
  const add = page.getByTestId('add-to-cart');
  const box = (await add.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.viewport.height);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.viewport.width);
  await screenshot(page, 'phone-detail');
  await add.click();
  await page.getByText('加入购物车成功').waitFor();
  const lines = await cartLines(page);
  const lineId = lines.find((line) => line.goods.id === goods.id)!.id;
  const selectedBefore = lines.filter((line) => line.is_selected === 1 && line.id !== lineId).map((line) => line.id);

  // The bar's 购物车 leads to the cart; only the new line is ticked for checkout.
  await page.getByTestId('detail-actions').getByRole('link', { name: '购物车' }).click();
  await page.getByTestId('cart-page').waitFor();
  await page.locator(`[data-line-id="${lineId}"]`).waitFor();
  await expectNoSidewaysScroll(page, 'cart');
  await tickOnlyLine(page, lineId);
  await screenshot(page, 'phone-cart');
  await page.getByRole('button', { name: '去结算' }).click();

  await page.getByTestId('checkout-confirm').waitFor();
  await expect.poll(() => page.getByTestId('checkout-lines').innerText()).toContain(goods.name);
  await expect.poll(() => page.locator('.address-card[aria-checked="true"]').count()).toBe(1);
  await expectNoSidewaysScroll(page, 'confirm');
  await screenshot(page, 'phone-confirm');
  await page.getByRole('button', { name: '提交订单' }).click();

  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/cart\/step3\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  await page.getByTestId('pay-order-no').waitFor();
  await expectNoSidewaysScroll(page, 'pay');
  await page.locator('.pay-method[data-method="balance"]').click();
  await page.getByRole('button', { name: '立即支付' }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: '确定支付' }).click();
  await expect.poll(() => page.url()).toBe(`${baseUrl}/cart/step4?id=${orderId}`);
  await page.getByText('支付成功').waitFor();
  await expectNoSidewaysScroll(page, 'paid');

  // The order list and the order, paid by balance.
  await page.goto('/order');
  await page
    .getByText(String((await apiGet<{ order_no: string }>(page, `/api/order/${orderId}/pay`)).order_no))
    .waitFor();
  await expectNoSidewaysScroll(page, 'order list');
  await page.goto(`/order/info/${orderId}`);
  await expect.poll(() => page.locator('.order-detail').innerText()).toContain(goods.name);
  await expectNoSidewaysScroll(page, 'order detail');
  await screenshot(page, 'phone-order');
  expect(await apiGet<{ status: number; pay_method: string }>(page, `/api/order/${orderId}/pay`)).toMatchObject({
    status: 1,
    pay_method: 'balance',
  });

  // Leave the shared demo cart's selection as it was.
  await reselectCartLines(page, selectedBefore);
});

test('on a phone the home page shows each floor’s first goods and the recommendations a few at a time', async () => {
  const page = await openPage(PHONE);
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  const floors = await apiGet<{ goods: unknown[] }[]>(page, '/api/index/floors');
  const firstPage = await apiGet<{ data: unknown[] }>(page, '/api/index_wntj/1');
  expect(floors[0]!.goods.length).toBeGreaterThan(4);
  expect(firstPage.data.length).toBeGreaterThan(12);

  // The server lays the page out for the phone already: four goods a floor, six recommended.
  const served = await openPage({ ...PHONE, javaScriptEnabled: false });
  await loginAs(served, DEMO_BUYER.username, DEMO_BUYER.password);
  await served.goto('/');
  expect(await served.getByTestId('home-floor').first().getByTestId('goods-card').count()).toBe(4);
  expect(await served.getByTestId('recommendations').getByTestId('goods-card').count()).toBe(6);
  // The desktop's 1200×60 top strip would be 20 px tall here: not on a phone (nor its picture's request).
  expect(await served.getByTestId('top-ad').count()).toBe(0);

  await page.goto('/');
  const floor = page.getByTestId('home-floor').first();
  await floor.getByTestId('goods-card').first().waitFor();
  expect(await floor.getByTestId('goods-card').count()).toBe(4);
  await floor.getByRole('button', { name: `查看全部 ${floors[0]!.goods.length} 件` }).click();
  await expect.poll(() => floor.getByTestId('goods-card').count()).toBe(floors[0]!.goods.length);

  // 加载更多 shows six more of the page already loaded, then asks for the next page.
  const recommended = page.getByTestId('recommendations').getByTestId('goods-card');
  expect(await recommended.count()).toBe(6);
  const more = page.getByTestId('load-more');
  const asked: string[] = [];
  page.on('request', (request) => request.url().includes('/api/index_wntj/') && asked.push(request.url()));
  await more.click();
  await expect.poll(() => recommended.count()).toBe(12);
  expect(asked).toEqual([]);
  while ((await recommended.count()) < firstPage.data.length) await more.click();
  await more.click();
  await expect.poll(() => asked.some((url) => url.endsWith('/api/index_wntj/2'))).toBe(true);
  await expect.poll(() => recommended.count()).toBeGreaterThan(firstPage.data.length);
  await expectNoSidewaysScroll(page, 'home, floors opened');
});

test('on a phone the member centre, login and registration fit the screen, and the tab bar leads to them', async () => {
  const anonymous = await openPage(PHONE);
  for (const path of ['/login', '/register/step1', '/forget/step1', '/list', '/list/info/1']) {
    await anonymous.goto(path);
    await anonymous.locator('.app-main').waitFor();
    await anonymous.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(anonymous, path);
  }
  await anonymous.goto('/');
  await anonymous.getByRole('navigation', { name: '手机导航' }).getByRole('link', { name: '我的' }).click();
  await expect.poll(() => new URL(anonymous.url()).pathname).toBe('/login');

  const page = await openPage(PHONE);
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  await page.goto('/');
  await page.getByRole('navigation', { name: '手机导航' }).getByRole('link', { name: '我的' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/user_hyzx');
  await page.locator('.member-orders').waitFor();
  for (const path of [
    '/user_hyzx',
    '/addr',
    '/zzzj',
    '/star',
    '/wdxx',
    '/dzfp',
    '/fptt',
    '/zjbg',
    '/kjcg',
    '/yx',
    '/mrtj',
  ]) {
    await page.goto(path);
    await page.locator('.app-main').waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page, path);
  }
  await screenshot(page, 'phone-member');
});

test('at 1440 px the desktop layout stays, with no sideways scroll and no phone bars', async () => {
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  for (const path of ['/', '/list', '/list/info/1', '/cart']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const [scrollWidth, innerWidth] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ]);
    expect(scrollWidth, path).toBeLessThanOrEqual(innerWidth);
    expect(await page.getByRole('navigation', { name: '手机导航' }).count()).toBe(0);
  }
  // The container stays 1200 px wide and the category menu opens on hover, not in a drawer.
  expect(await page.locator('.header-main .container').evaluate((el) => el.getBoundingClientRect().width)).toBe(1200);
  await page.goto('/list/info/1');
  expect(await page.locator('.detail-purchase__cart').isVisible()).toBe(false);
});

type PhoneOrder = { id: number; order_no: string; lines: { name: string }[] };

test('on a phone an order’s detail fits the screen: names on a line, 小计 on screen, the order number on one or two lines', async () => {
  const page = await openPage(PHONE);
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  const completed = await apiGet<{ data: PhoneOrder[] }>(page, '/api/order?status=3');
  const order = completed.data.find((o) => o.lines.length > 0)!;
  await page.goto(`/order/info/${order.id}`);
  const detail = page.locator('.order-detail');
  await detail.waitFor();
  await expect.poll(() => detail.getByText(order.order_no, { exact: true }).count()).toBe(1);

  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth, 'no sideways scroll').toBeLessThanOrEqual(innerWidth);
  // Every 小计 of the goods is inside the screen.
  const subtotals = detail.getByText('小计');
  expect(await subtotals.count()).toBeGreaterThan(0);
  for (const box of await Promise.all((await subtotals.all()).map((s) => s.boundingBox()))) {
    expect(box!.x + box!.width, '小计 within 390 px').toBeLessThanOrEqual(innerWidth);
  }
  const number = detail.getByText(order.order_no, { exact: true });
  const lineHeight = await number.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 22);
  expect((await number.boundingBox())!.height, 'the order number').toBeLessThanOrEqual(lineHeight * 2 + 1);
  for (const line of order.lines) {
    // The box the name is laid out in (a short name is short; its box must not be a column of one character).
    const room = await detail
      .getByRole('link', { name: line.name })
      .first()
      .evaluate((el) => el.parentElement!.getBoundingClientRect().width);
    expect(room, `${line.name}: the width it may take`).toBeGreaterThan(120);
  }
  await screenshot(page, 'order-detail-phone');
});
