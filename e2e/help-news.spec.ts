import { expect, test } from 'vitest';
import { consoleErrors, openPage, screenshot } from './support/harness.ts';

// Issue #16: every help and news route renders its article (no placeholder left), the footer's 企业资质
// link shows the licences, help articles are kept in local storage by version, news pages have covers and
// previous/next links, and the login and registration pages lead to the agreement and the privacy policy.

const HELP = [
  ['/help/xrzn/hyzc', '会员注册', '营业执照'],
  ['/help/xrzn/gwzn', '购物指南', '中包装'],
  ['/help/xrzn/aqgy', '安全购药', 'GSP'],
  ['/help/zfps/ddzf', '订单支付', '对公转账'],
  ['/help/zfps/hwps', '货物配送', '16:00'],
  ['/help/zfps/ypth', '药品退换', '非质量问题一经售出不予退换'],
  ['/help/fwbz/wzzz', '企业资质', '浙AA5710001'],
  ['/help/fwbz/yhxy', '用户协议', '个人消费者不能在本平台注册和购买'],
  ['/help/fwbz/zskf', '专属客服', '客户经理'],
  ['/help/us/link', '联系方式', '800012345'],
] as const;

test('every help route shows its article beside the help menu, never the placeholder', async () => {
  const page = await openPage();
  for (const [path, title, text] of HELP) {
    await page.goto(path);
    const article = page.getByTestId('help-article');
    await expect.poll(() => article.locator('h1').innerText(), { timeout: 15_000 }).toBe(title);
    // The licences and the contact card load after the article.
    await expect.poll(() => page.getByTestId('help-page').innerText()).toContain(text);
    expect(await page.locator('body').innerText()).not.toContain('页面建设中');
  }
  const map = page.getByTestId('help-contact').locator('img');
  await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // The menu leads from one article to another; 投诉建议 keeps its own form page.
  await page.getByRole('complementary', { name: '帮助中心' }).getByRole('link', { name: '药品退换' }).click();
  await expect.poll(() => page.getByTestId('help-article').locator('h1').innerText()).toBe('药品退换');
  expect(new URL(page.url()).pathname).toBe('/help/zfps/ypth');
  await page.goto('/help/xrzn/hyzc?id=11');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/help/us/tsjy');
  expect(consoleErrors(page)).toEqual([]);
});

test('the footer’s 企业资质 link shows the licences with their scans; the article is then kept by version', async () => {
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await page.goto('/');
  await page.locator('.site-footer__help').getByRole('link', { name: '企业资质' }).click();
  await expect.poll(() => page.url()).toContain('/help/xrzn/hyzc?id=5');
  const licences = page.getByTestId('help-licences');
  await expect.poll(() => licences.innerText(), { timeout: 15_000 }).toContain('药品经营许可证');
  const text = await licences.innerText();
  for (const part of ['浙AA5710001', '有效期至', '2030-06-30', '经营范围', '医疗器械经营许可证'])
    expect(text).toContain(part);
  const scans = licences.locator('img');
  expect(await scans.count()).toBe(3);
  await expect
    .poll(() => scans.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await screenshot(page, 'help-qualifications');

  // Kept locally with its version; opened again in the browser (the server renders a page opened by its
  // address), the page reads the copy and asks only for the menu.
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('help_articles') ?? '{}'));
  expect(kept['5']).toMatchObject({ id: 5, key: 'wzzz', version: expect.any(Number) });
  await page.goto('/');
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  // The header's 企业资质 link lands on the same page.
  await page.getByRole('link', { name: '企业资质', exact: true }).first().click();
  await expect.poll(() => page.getByTestId('help-article').locator('h1').innerText()).toBe('企业资质');
  expect(asked).toContain('/api/article/help_menu');
  expect(asked).not.toContain('/api/article/help/5');
  await expect.poll(() => page.getByTestId('help-licences').innerText(), { timeout: 15_000 }).toContain('浙AA5710001');
});

test('news lists show covers and lead to details with previous and next; the home 资讯中心 links there', async () => {
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  for (const [path, tab] of [
    ['/news/hy', '行业资讯'],
    ['/news/company', '公司新闻'],
  ] as const) {
    await page.goto(path);
    const list = page.getByTestId('news-list');
    await expect.poll(() => list.locator('li').count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(5);
    expect(await list.locator('.news-tabs .is-active').innerText()).toBe(tab);
    const cover = list.locator('li img').first();
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await page.locator('body').innerText()).not.toContain('页面建设中');
  }
  await screenshot(page, 'news-company');

  await page.goto('/news/hy');
  const list = page.getByTestId('news-list');
  await expect.poll(() => list.locator('li').count(), { timeout: 15_000 }).toBeGreaterThan(2);
  const second = await list.locator('li h3').nth(1).innerText();
  const third = await list.locator('li h3').nth(2).innerText();
  await list.locator('li h3 a').nth(1).click();
  const detail = page.getByTestId('news-detail');
  await expect.poll(() => detail.locator('h1').innerText(), { timeout: 15_000 }).toBe(second);
  expect(page.url()).toMatch(/\/news\/info\/\d+\/hy$/);
  await detail.getByRole('link', { name: third }).click();
  await expect.poll(() => detail.locator('h1').innerText()).toBe(third);
  expect(await detail.innerText()).toContain(`上一篇：${second}`);

  await page.goto('/');
  const home = page.getByTestId('home-news');
  await expect.poll(() => home.locator('li a').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  const first = await home.locator('li a').first().innerText();
  await home.locator('li a').first().click();
  await expect.poll(() => page.getByTestId('news-detail').locator('h1').innerText(), { timeout: 15_000 }).toBe(first);
  expect(consoleErrors(page)).toEqual([]);
});

test('the login and registration pages lead to the user agreement and the privacy policy', async () => {
  const page = await openPage();
  await page.goto('/login');
  await page.getByRole('link', { name: '《隐私政策》' }).click();
  await expect
    .poll(() => page.getByTestId('help-article').locator('h1').innerText(), { timeout: 15_000 })
    .toBe('隐私政策');
  expect(await page.getByTestId('help-article').innerText()).toContain('我们收集的信息');
  await page.goto('/login');
  await page.getByRole('link', { name: '《用户协议》' }).click();
  await expect
    .poll(() => page.getByTestId('help-article').locator('h1').innerText(), { timeout: 15_000 })
    .toBe('用户协议');
  await page.goto('/register');
  await page.getByRole('link', { name: '《用户协议》' }).click();
  await expect
    .poll(() => page.getByTestId('help-article').locator('h1').innerText(), { timeout: 15_000 })
    .toBe('用户协议');
});
