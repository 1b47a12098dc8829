import { expect, test } from 'vitest';
import { DEMO_BUYER, inTabs, loginAs, openPage, screenshot } from './support/harness.ts';
import { apiGet } from './support/store-api.ts';
import { expectNoSidewaysScroll, PHONE } from './support/phone-screen.ts';

// The phone's checkout journey, which buys, is phone-checkout.spec.ts.

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
  await inTabs(
    anonymous,
    ['/login', '/register/step1', '/forget/step1', '/list', '/list/info/1'],
    async (tab, path) => {
      await tab.goto(path);
      await tab.locator('.app-main').waitFor();
      await tab.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(tab, path);
    },
  );
  await anonymous.goto('/');
  await anonymous.getByRole('navigation', { name: '手机导航' }).getByRole('link', { name: '我的' }).click();
  await expect.poll(() => new URL(anonymous.url()).pathname).toBe('/login');

  const page = await openPage(PHONE);
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  await page.goto('/');
  await page.getByRole('navigation', { name: '手机导航' }).getByRole('link', { name: '我的' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/user_hyzx');
  await page.locator('.member-orders').waitFor();
  const memberPages = [
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
  ];
  await inTabs(page, memberPages, async (tab, path) => {
    await tab.goto(path);
    await tab.locator('.app-main').waitFor();
    await tab.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(tab, path);
  });
  await screenshot(page, 'phone-member');
});

test('at 1440 px the desktop layout stays, with no sideways scroll and no phone bars', async () => {
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  await inTabs(page, ['/', '/list', '/list/info/1', '/cart'], async (tab, path) => {
    await tab.goto(path);
    await tab.waitForLoadState('networkidle');
    const [scrollWidth, innerWidth] = await tab.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ]);
    expect(scrollWidth, path).toBeLessThanOrEqual(innerWidth);
    expect(await tab.getByRole('navigation', { name: '手机导航' }).count()).toBe(0);
  });
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
