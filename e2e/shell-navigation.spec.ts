import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, consoleErrors, DEMO_BUYER, loginAs, openPage, PHONE, screenshot } from './support/harness.ts';

async function siteTitle(): Promise<string> {
  const res = await fetch(`${baseUrl}/api/global/site`);
  return ((await res.json()) as { data: { site_title: string } }).data.site_title;
}

const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;
const bodyText = (page: Page) => page.evaluate(() => document.body.innerText);

test('a visitor sees the home page in Chinese, with menus, hot words and the footer statement', async () => {
  const page = await openPage();
  await page.goto('/');
  const title = await siteTitle();
  await expect.poll(() => page.title(), { timeout: 15_000 }).toBe(`首页 - ${title}`);
  await page.getByTestId('brand-wall').waitFor();
  // The header, the hot words and the footer's links come from their own calls, answering in any order:
  // wait until none of the words is missing.
  const words = ['全部商品分类', '请登录', '免费注册', '我的购物车', '热搜', '投诉热线', '友情链接', '不经营麻醉药品'];
  await expect
    .poll(async () => {
      const text = await bodyText(page);
      return words.filter((w) => !text.includes(w));
    })
    .toEqual([]);
  await expect.poll(() => page.getByTestId('search-input').getAttribute('placeholder')).toContain('拼音首字母');
  // The clock is on the store's time with a Chinese weekday, ticking from the server's time.
  const clock = page.getByTestId('header-clock');
  await expect.poll(() => clock.textContent()).toMatch(/\d{4}年\d{2}月\d{2}日 星期[一二三四五六日]/);
  const first = await clock.textContent();
  await expect.poll(() => clock.textContent()).not.toBe(first);
  // An anonymous visitor browses freely: no detour to /login because the base info answered 401.
  expect(pathOf(page)).toBe('/');
  await screenshot(page, 'home');
});

test('the page title follows the route, including client-side navigation', async () => {
  const page = await openPage();
  const title = await siteTitle();
  await page.goto('/');
  await expect.poll(() => page.title(), { timeout: 15_000 }).toBe(`首页 - ${title}`);
  // A visitor's click on 我的订单 navigates on the client to the login page, which says where it returns to.
  await page.getByRole('link', { name: '我的订单' }).first().click();
  await expect.poll(() => page.title()).toBe(`用户登录 - ${title}`);
  await expect.poll(() => page.url()).toContain('/login?redirect=%2Forder');
  await page.goto('/wdqb_yhq');
  await expect.poll(() => page.title()).toBe(`我的优惠券 - ${title}`);
});

test('an unknown address lands on /404', async () => {
  const page = await openPage();
  const title = await siteTitle();
  await page.goto('/no/such/page?x=1');
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/404');
  await expect.poll(() => page.title()).toBe(`页面不存在 - ${title}`);
  await expect.poll(() => bodyText(page)).toContain('您访问的页面不存在');
});

test('redirects: activity links, logistics, the loading page', async () => {
  const page = await openPage();
  // The server answers an old logistics link with the redirect itself (a visitor is then sent on to log in,
  // so the address bar does not stay on the order long enough to read it).
  const logistics = await page.request.get('/order/wl/7', { maxRedirects: 0 });
  expect(logistics.status()).toBe(302);
  expect(logistics.headers().location).toBe('/order/info/7');
  await page.goto('/activity/mrtj');
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/mrtj');
  await page.goto('/activity/no-such-activity');
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/noActivity');
  await page.goto('/loading?path=/list&id=3');
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/list?id=3');
  await page.goto('/loading?path=//evil.example/');
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/');
});

test('the desktop shortcut downloads a Windows .url file pointing at the store', async () => {
  const page = await openPage();
  const title = await siteTitle();
  await page.goto('/');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '添加到桌面' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${title}.url`);
  // The browser runs as a remote server: read the file through the stream, not a local path.
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).toString('utf8')).toBe(`[InternetShortcut]\r\nURL=${baseUrl}/\r\n`);
  const manifest = await (await fetch(`${baseUrl}/manifest.webmanifest`)).json();
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
});

test('the search bar sticks to the top once the page is scrolled 205 px', async () => {
  const page = await openPage({ viewport: { width: 1366, height: 600 } });
  await page.goto('/');
  await page.getByTestId('brand-wall').waitFor();
  const searchTop = () => page.getByTestId('search-input').evaluate((el) => Math.round(el.getBoundingClientRect().top));
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect.poll(searchTop).toBeLessThan(0);
  await page.evaluate(() => window.scrollTo(0, 205));
  await expect.poll(searchTop).toBeGreaterThanOrEqual(0);
  await expect.poll(searchTop).toBeLessThan(64);
});

test('at 1440 px the home page of a logged-in buyer does not scroll sideways', async () => {
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  await page.goto('/');
  // The rows that once widened the page: long names that do not wrap, now with a stepper under each.
  await page.getByTestId('daily-special').getByTestId('add-box').first().waitFor();
  await page.getByTestId('flash-sale').waitFor();
  await page.getByTestId('goods-card').first().waitFor();
  const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: innerWidth }));
  expect(width.scroll).toBeLessThanOrEqual(width.inner);
});

test('a visitor browsing home, a list and a detail page sees no console error (anonymous is not a failure)', async () => {
  const page = await openPage();
  await page.goto('/');
  await page.getByTestId('goods-card').first().waitFor();
  await page.goto('/list');
  await page.getByTestId('goods-card').first().waitFor();
  await page.getByTestId('goods-card').first().locator('.goods-card__name').click();
  await page.getByTestId('detail-price').waitFor();
  await page.waitForLoadState('networkidle');
  expect(consoleErrors(page)).toEqual([]);
});

test('a nav item with children opens its submenu on hover, and on a phone the children follow it in the strip', async () => {
  const page = await openPage();
  await page.goto('/');
  await page.locator('html[data-interactive]').waitFor();
  const parent = page.locator('.nav-bar__parent', { hasText: '品牌专区' });
  const child = parent.locator('.nav-bar__sub').getByRole('link', { name: '加盟专区' });
  expect(await child.isVisible()).toBe(false);
  await parent.hover();
  await child.waitFor({ state: 'visible' });
  await child.click();
  await expect.poll(() => pathOf(page)).toBe('/jmzq');

  const phone = await openPage(PHONE);
  await phone.goto('/');
  const strip = phone.locator('.nav-bar__items');
  await strip.getByRole('link', { name: '加盟专区' }).waitFor({ state: 'visible' });
  const names = await strip.locator(':scope > li').allInnerTexts();
  expect(names.slice(names.indexOf('品牌专区'), names.indexOf('品牌专区') + 3)).toEqual([
    '品牌专区',
    '品牌馆',
    '加盟专区',
  ]);
  expect([...consoleErrors(page), ...consoleErrors(phone)]).toEqual([]);
});

test('the 手机APP QR code leads to /app, which explains how to put the store on a phone', async () => {
  const page = await openPage();
  await page.goto('/');
  await page.getByText('手机APP').hover();
  await page.locator('.app-qr canvas, .app-qr svg').first().waitFor();
  await page.goto('/app');
  await expect.poll(() => page.title()).toContain('手机APP');
  const text = await page.getByTestId('app-install').innerText();
  expect(text).toContain('添加到主屏幕');
  expect(text).toContain('用手机扫码打开商城');
  expect(new URL(page.url()).pathname).toBe('/app');
  expect(consoleErrors(page)).toEqual([]);
  await screenshot(page, 'app-install');
});
