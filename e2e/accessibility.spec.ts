import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, consoleErrors, DEMO_BUYER, inTabs, loginAs, openPage, PHONE } from './support/harness.ts';

// Issue #11: axe-core finds no critical or serious violation on the pages a buyer goes through, and no
// page a visitor opens logs a console error. Each violation is printed with its nodes, so a failure says
// which element to fix rather than only that something is wrong.

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
type Goods = { id: number; name: string; is_buy: number; number: number; middle_package: number };

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const body = await (await page.request.get(`${baseUrl}${path}`)).json();
  if (body.code !== 10000) throw new Error(`${path}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.data as T;
}

/** Serious and critical violations, one line each with the first few offending elements. */
async function seriousViolations(page: Page, name: string): Promise<string[]> {
  // Animations settle first: a carousel slide or a fading dropdown caught half-way reads as low contrast.
  await page.waitForLoadState('networkidle');
  // An endless one (a loading spinner) cannot finish, and throws if asked to; it has no half-way to catch.
  await page.evaluate(() =>
    document.getAnimations().forEach((a) => {
      if (a.effect?.getComputedTiming().endTime !== Infinity) a.finish();
    }),
  );
  // Also WCAG 2.2's target size (24 × 24 px or room around it), which axe leaves off by default and Lighthouse runs.
  const results = await new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } }).analyze();
  const counts = results.violations.map((v) => `${v.id}(${v.impact}):${v.nodes.length}`);
  console.log(`[axe] ${name}: ${counts.join(' ') || 'no violation'}`);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}) ${v.help}: ${v.nodes.slice(0, 5).map(describeNode).join(' | ')}`);
}

/**
 * Inputs, selects and checkboxes named only by a placeholder or by nothing: axe accepts a placeholder as a
 * name, but it disappears once the buyer types, so each needs a <label> or an aria-label of its own.
 */
async function unlabelledInputs(page: Page, name: string): Promise<string[]> {
  const found = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLInputElement>('input, select, textarea'))
      .filter((el) => el.type !== 'hidden' && el.getClientRects().length > 0)
      .filter(
        (el) =>
          !el.getAttribute('aria-label')?.trim() &&
          !el.getAttribute('aria-labelledby') &&
          !el.labels?.length &&
          !el.closest('label'),
      )
      .map((el) => el.outerHTML.slice(0, 160)),
  );
  return found.map((html) => `${name}: unlabelled ${html}`);
}

/** The element, and for a contrast failure its colours and ratio, which say which token to darken. */
function describeNode(node: { target: unknown[]; any: { data?: unknown }[] }): string {
  const data = (node.any[0]?.data ?? {}) as { fgColor?: string; bgColor?: string; contrastRatio?: number };
  const colours = data.fgColor ? ` ${data.fgColor} on ${data.bgColor} = ${data.contrastRatio}` : '';
  return node.target.join(' ') + colours;
}

/**
 * A test here loads up to four pages, waits for each network to rest and runs axe on each: 45–50 s on a quiet
 * 2-core machine, so the e2e default of 60 s timed it out in a full run (issue #37). A limit for a hang only.
 */
const SEVERAL_PAGES = { timeout: 180_000 };

// One load of each page serves both the axe check and the console's: the errors are read once the network
// has rested, before axe runs, as a visitor's page would have logged them.
test(
  'home, list, search and detail pages have no serious accessibility violation and log no console error for a visitor',
  SEVERAL_PAGES,
  async () => {
    const page = await openPage();
    const goods = (await apiGet<{ data: Goods[] }>(page, '/api/goods/list?page_size=1')).data[0]!;
    const pages: [string, string, string][] = [
      ['home', '/', '[data-testid="brand-wall"]'],
      ['list', '/list', '[data-testid="goods-card"]'],
      ['search', `/search?keywords=${encodeURIComponent('感冒')}`, '[data-testid="goods-card"]'],
      ['detail', `/list/info/${goods.id}`, '[data-testid="detail-name"]'],
    ];
    const found: string[] = [];
    const errors: string[] = [];
    await inTabs(page, pages, async (tab, [name, path, ready]) => {
      const seen = consoleErrors(tab).length;
      await tab.goto(path);
      await tab.locator(ready).first().waitFor();
      await tab.waitForLoadState('networkidle');
      errors.push(
        ...consoleErrors(tab)
          .slice(seen)
          .map((e) => `${path}: ${e}`),
      );
      found.push(...(await seriousViolations(tab, name)).map((v) => `${name}: ${v}`));
      found.push(...(await unlabelledInputs(tab, name)));
    });
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
  },
);

test(
  'on a phone, the home, list and detail pages have no serious accessibility violation for a visitor',
  SEVERAL_PAGES,
  async () => {
    // The phone's layout hides words the desktop shows beside an icon (the header's 我的购物车): they must still name it.
    const page = await openPage(PHONE);
    const goods = (await apiGet<{ data: Goods[] }>(page, '/api/goods/list?page_size=1')).data[0]!;
    const found: string[] = [];
    const pages = [
      ['phone home', '/', '[data-testid="home-floors"]'],
      ['phone list', '/list', '[data-testid="goods-card"]'],
      ['phone detail', `/list/info/${goods.id}`, '[data-testid="detail-name"]'],
    ] as const;
    await inTabs(page, pages, async (tab, [name, path, ready]) => {
      await tab.goto(path);
      await tab.locator(ready).first().waitFor();
      found.push(...(await seriousViolations(tab, name)).map((v) => `${name}: ${v}`));
    });
    expect(found).toEqual([]);
  },
);

/** Adds a buyable goods the demo cart does not hold yet; returns its cart line id (specs share one server). */
async function addFreshLine(page: Page): Promise<number> {
  const lines = async () =>
    (await apiGet<{ data: { id: number; goods: { id: number } }[] }>(page, '/api/cart/list')).data;
  const inCart = new Set((await lines()).map((line) => line.goods.id));
  const list = (await apiGet<{ data: Goods[] }>(page, '/api/goods/list?page_size=100&page=3&in_stock=1')).data;
  const goods = list.find((g) => g.is_buy === 1 && g.number >= 100 && !inCart.has(g.id));
  if (!goods) throw new Error('no buyable goods outside the cart');
  const res = await page.request.post(`${baseUrl}/api/cart`, {
    form: { 'params[0][goods_id]': String(goods.id), 'params[0][number]': String(goods.middle_package) },
    headers: XHR,
  });
  expect((await res.json()).code).toBe(10000);
  return (await lines()).find((line) => line.goods.id === goods.id)!.id;
}

test(
  'the detail, cart and confirm pages have no serious accessibility violation for a buyer',
  SEVERAL_PAGES,
  async () => {
    const page = await openPage();
    await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
    const goods = (await apiGet<{ data: Goods[] }>(page, '/api/goods/list?page_size=1')).data[0]!;
    const lineId = await addFreshLine(page);
    try {
      const pages: [string, string, string][] = [
        ['detail (buyer)', `/list/info/${goods.id}`, '[data-testid="quantity-input"]'],
        ['cart', '/cart', '[data-testid="cart-page"]'],
        ['confirm', `/cart/step2?ids=${lineId}`, '[data-testid="checkout-confirm"]'],
      ];
      const found: string[] = [];
      for (const [name, path, ready] of pages) {
        await page.goto(path);
        await page.locator(ready).first().waitFor();
        found.push(...(await seriousViolations(page, name)).map((v) => `${name}: ${v}`));
        found.push(...(await unlabelledInputs(page, name)));
      }
      expect(found).toEqual([]);
    } finally {
      await page.request.post(`${baseUrl}/api/cart/batch_delete`, { data: { ids: [lineId] }, headers: XHR });
    }
  },
);

test('a visitor’s login page logs no console error', async () => {
  // The home, list, detail and search pages are checked for console errors with their axe check above.
  const page = await openPage();
  await page.goto('/login');
  await page.locator('.login-card').first().waitFor();
  await page.waitForLoadState('networkidle');
  expect(consoleErrors(page).map((e) => `/login: ${e}`)).toEqual([]);
});

test('antd’s motion follows the visitor’s reduce-motion setting, in the store and in the console', async () => {
  // WCAG 2.3.3. antd's motion token sets its durations, which every antd element reads as CSS variables.
  const motion = (page: Page) =>
    page.evaluate(() => {
      const antd = document.querySelector('[class*="css-var"]');
      return antd ? getComputedStyle(antd).getPropertyValue('--ant-motion-duration-mid').trim() : 'no antd element';
    });
  const page = await openPage(); // specs browse with reduced motion (support/harness.ts)
  await page.goto('/login');
  await expect.poll(() => motion(page)).toBe('0s');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect.poll(() => motion(page)).toBe('0.2s');

  await page.goto('/admin/login');
  await page.getByRole('button', { name: '登 录' }).waitFor();
  await expect.poll(() => motion(page)).toBe('0.2s');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect.poll(() => motion(page)).toBe('0s');
});

test('the qualifications page shows the purchaser’s ID number starred', async () => {
  const page = await openPage();
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  await page.goto('/zhzx/zzzj');
  await expect.poll(() => page.evaluate(() => document.body.innerText)).toContain('证照编号：330106********0021');
  expect(await page.evaluate(() => document.body.innerText)).not.toContain('330106198801010021');
});
