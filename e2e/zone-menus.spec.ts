import { afterEach, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_BUYER, loginAs, openPage, screenshot } from './support/harness.ts';
import { testHook } from './support/server-hooks.ts';

// The demo buyer's flags as seeded (README): the /yx zone's menu open, the /zyyp zone's closed.
const SEEDED = { is_show_youx: true, is_special: false };
afterEach(() => testHook.buyerFlags(DEMO_BUYER.username, SEEDED));

/** The top entries of the category menu (in the page even while the menu is folded). */
const menuEntries = (page: Page) => page.locator('.category-menu__name').allTextContents();

const TITLES: Record<string, string> = { '/yx': '包邮专区', '/zyyp': '中药专区' };

/** Moves the store's router to a zone without reloading, as a click on a link does, and waits for its page. */
async function goWithin(page: Page, path: string) {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction((title) => document.title.startsWith(title), TITLES[path] ?? '');
}

/** Waits for the menu to hold `shown` and none of `hidden` (the header reloads the user state on each page). */
const menuSettles = (page: Page, shown: string, hidden: string) =>
  expect
    .poll(async () => {
      const entries = await menuEntries(page);
      return entries.includes(shown) && !entries.includes(hidden);
    })
    .toBe(true);

test('the zone menus follow the buyer’s is_show_youx and is_special, also when an operator changes them while the buyer browses', async () => {
  await testHook.buyerFlags(DEMO_BUYER.username, { is_show_youx: false, is_special: true });
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);

  // is_special on: /zyyp shows its own menu (精制饮片…); is_show_youx off: /yx shows the general one.
  await page.goto('/zyyp');
  await menuSettles(page, '精制饮片', '中西成药');
  await screenshot(page, 'zone-menu-zyyp-special');
  await goWithin(page, '/yx');
  await menuSettles(page, '中西成药', '包邮成药');

  // The flags turn round while the page lives: the next pages follow the user state the header reloads.
  await testHook.buyerFlags(DEMO_BUYER.username, { is_show_youx: true, is_special: false });
  await goWithin(page, '/zyyp');
  await menuSettles(page, '中西成药', '精制饮片');
  await goWithin(page, '/yx');
  await menuSettles(page, '包邮成药', '中西成药');
  await screenshot(page, 'zone-menu-yx-youx');
});

test('a visitor gets the general menu on both buyers’ zones', async () => {
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  for (const path of ['/yx', '/zyyp']) {
    await page.goto(path);
    await menuSettles(page, '中西成药', path === '/yx' ? '包邮成药' : '精制饮片');
  }
});
