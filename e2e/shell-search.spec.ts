import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { Limits } from '@store/shared/codes';
import { afterPageTimers, openPage, screenshot } from './support/harness.ts';

const dropdownText = (page: Page) => page.getByTestId('search-suggestions').innerText();
const dropdownShown = (page: Page) => page.getByTestId('search-suggestions').count();
const activeIndex = (page: Page) =>
  page
    .getByTestId('suggestion-item')
    .evaluateAll((items) => items.findIndex((li) => li.getAttribute('aria-selected') === 'true'));

async function searchCalls(page: Page): Promise<string[]> {
  const calls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/goods/search')) calls.push(req.url());
  });
  return calls;
}

test('the header search says 暂无数据 for a keyword nothing matches, and Escape closes the list', async () => {
  const page = await openPage();
  const calls = await searchCalls(page);
  // The answer is held back until the test has seen '搜索中...', so seeing it does not race the server.
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/goods/search?**', async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto('/');
  const input = page.getByTestId('search-input');
  await input.click();
  await input.pressSequentially('zzqqxx', { delay: 30 });
  // Debounced: one call for the whole word, '搜索中...' until it answers.
  await expect.poll(() => dropdownText(page)).toBe('搜索中...');
  answer();
  await expect.poll(() => dropdownText(page)).toBe('暂无数据');
  expect(calls).toHaveLength(1);
  expect(new URL(calls[0]!).searchParams.get('keywords')).toBe('zzqqxx');
  expect(new URL(calls[0]!).searchParams.get('type')).toBe('0');
  await screenshot(page, 'search-no-data');

  await input.press('Escape');
  await expect.poll(() => dropdownShown(page)).toBe(0);

  // Clearing the key clears the list and calls nothing, not even once the debounce would have run out.
  await input.fill('');
  await afterPageTimers(page, Limits.SEARCH_DEBOUNCE_MS + 100);
  expect(calls).toHaveLength(1);
  expect(await dropdownShown(page)).toBe(0);
});

test('an answer for the keyword before never shows under the one typed since', async () => {
  const page = await openPage();
  // Each answer waits until the test lets it go.
  const held: { keyword: string; go: () => Promise<void> }[] = [];
  await page.route('**/api/goods/search?**', (route) => {
    held.push({ keyword: new URL(route.request().url()).searchParams.get('keywords')!, go: () => route.continue() });
  });
  await page.goto('/');
  const input = page.getByTestId('search-input');
  await input.click();
  await input.pressSequentially('gml', { delay: 30 });
  await expect.poll(() => held.map((h) => h.keyword)).toEqual(['gml']);
  // A slow typist: 'y' comes once 'gml' was asked for, and its answer arrives during the debounce of 'gmly'.
  await input.press('y');
  const gml = page.waitForResponse((r) => r.url().includes('keywords=gml&'));
  await held[0]!.go();
  await gml;
  await afterPageTimers(page, 100);
  expect(await dropdownText(page)).toBe('搜索中...');
  expect(await page.getByTestId('suggestion-item').count()).toBe(0);

  await expect.poll(() => held.map((h) => h.keyword)).toEqual(['gml', 'gmly']);
  await held[1]!.go();
  await expect.poll(() => page.getByTestId('suggestion-item').count()).toBeGreaterThan(0);
  expect(await input.inputValue()).toBe('gmly');
});

test('arrow keys move the highlight through suggestions and Enter opens the highlighted drug', async () => {
  const page = await openPage();
  await page.goto('/');
  const input = page.getByTestId('search-input');
  await input.click();
  await input.pressSequentially('感冒', { delay: 30 });
  await expect.poll(() => dropdownText(page)).not.toBe('搜索中...');
  const count = await page.getByTestId('suggestion-item').count();
  if (count === 0) {
    // No goods yet (the catalogue issue fills them): the keyboard must not break the empty list.
    await expect.poll(() => dropdownText(page)).toBe('暂无数据');
    await input.press('ArrowDown');
    await input.press('ArrowUp');
    await expect.poll(() => dropdownText(page)).toBe('暂无数据');
    await input.press('Escape');
    await expect.poll(() => dropdownShown(page)).toBe(0);
    return;
  }
  await expect.poll(() => activeIndex(page)).toBe(-1);
  await input.press('ArrowDown');
  await expect.poll(() => activeIndex(page)).toBe(0);
  if (count > 1) {
    await input.press('ArrowDown');
    await expect.poll(() => activeIndex(page)).toBe(1);
    await input.press('ArrowUp');
    await expect.poll(() => activeIndex(page)).toBe(0);
  }
  await input.press('ArrowUp');
  await expect.poll(() => activeIndex(page)).toBe(count - 1);
  await input.press('ArrowDown');
  await expect.poll(() => activeIndex(page)).toBe(0);
  const name = (await page.getByTestId('suggestion-item').first().locator('span').innerText()).trim();
  await screenshot(page, 'search-suggestions');
  // A picked drug opens its detail page (the catalogue issue); typed words without a pick search.
  await input.press('Enter');
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/list\/info\/\d+$/);
  await expect.poll(() => page.getByTestId('detail-name').innerText()).toContain(name);
});

test('the manufacturer toggle searches by manufacturer, and the box is hidden on cart steps 2 and 3', async () => {
  const page = await openPage();
  const calls = await searchCalls(page);
  await page.goto('/');
  await page.getByRole('tab', { name: '厂家' }).click();
  const input = page.getByTestId('search-input');
  // The box searches manufacturers once its placeholder says so; typing before that would search drugs.
  await expect.poll(() => input.getAttribute('placeholder')).toContain('厂家');
  await input.fill('华润');
  await input.press('Enter');
  await expect.poll(() => new URL(page.url()).search).toContain('type=1');
  expect(calls.every((c) => new URL(c).searchParams.get('type') === '1')).toBe(true);

  await page.goto('/cart/step2');
  await page.getByText('没有要结算的商品').waitFor();
  expect(await page.getByTestId('search-input').count()).toBe(0);
  await page.goto('/cart');
  await page.getByText('登录后查看购物车中的商品').waitFor();
  await expect.poll(() => page.getByTestId('search-input').count()).toBe(1);
});

test('with suggestions, the highlight wraps around and a click opens that drug', async () => {
  const page = await openPage();
  // Fixed answers, so the keyboard behaviour is checked whatever goods the store holds.
  const items = [
    { id: 1, name: '感冒灵颗粒', sccj: '华润三九医药股份有限公司' },
    { id: 2, name: '感冒清热颗粒', sccj: '北京同仁堂股份有限公司' },
    { id: 3, name: '复方感冒灵片', sccj: '广州白云山制药股份有限公司' },
  ];
  let calls = 0;
  await page.route('**/api/goods/search?**', (route) => {
    calls++;
    return route.fulfill({ json: { code: 10000, msg: 'success', data: items } });
  });
  await page.clock.install();
  await page.goto('/');
  const input = page.getByTestId('search-input');
  await input.click();
  // From here the page's time moves only when the test moves it: "again within 5 s" below means 5 s of the
  // page's time, however long the keys and the screenshot take on a busy machine.
  await page.clock.pauseAt(Date.now() + 1_000);
  await input.pressSequentially('gm', { delay: 30 });
  await page.clock.runFor(Limits.SEARCH_DEBOUNCE_MS);
  await expect.poll(() => page.getByTestId('suggestion-item').count()).toBe(3);
  await expect.poll(() => page.getByTestId('search-suggestions').innerText()).toContain('华润三九医药股份有限公司');
  const keys: [string, number][] = [
    ['ArrowDown', 0],
    ['ArrowDown', 1],
    ['ArrowDown', 2],
    ['ArrowDown', 0],
    ['ArrowUp', 2],
    ['ArrowUp', 1],
  ];
  for (const [key, expected] of keys) {
    await input.press(key);
    await expect.poll(() => activeIndex(page), { message: `${key} → ${expected}` }).toBe(expected);
  }
  await screenshot(page, 'search-highlight');

  // Same keyword again within 5 s (one more debounce of page time): served from the session cache, no new call.
  await input.press('Escape');
  await input.fill('g');
  await input.pressSequentially('m');
  await page.clock.runFor(Limits.SEARCH_DEBOUNCE_MS);
  await expect.poll(() => page.getByTestId('suggestion-item').count()).toBe(3);
  expect(calls).toBe(1);
  await page.clock.resume();

  await page.getByTestId('suggestion-item').nth(2).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/list/info/3');
});

test('the last keyword shows on the search page only: another page has an empty search box', async () => {
  const page = await openPage();
  await page.goto('/');
  const input = page.getByTestId('search-input');
  await input.fill('阿莫西林');
  await input.press('Enter');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/search');
  await expect.poll(() => input.inputValue()).toBe('阿莫西林');
  await page.getByRole('link', { name: '首页', exact: true }).first().click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await expect.poll(() => input.inputValue()).toBe('');
  // A reload of another page does not bring it back either.
  await page.reload();
  await expect.poll(() => page.getByTestId('search-input').inputValue()).toBe('');
  await page.goBack();
  await expect.poll(() => page.getByTestId('search-input').inputValue()).toBe('阿莫西林');
});
