import { afterEach, expect, test } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { baseUrl, DEMO_BUYER, loginAs, openPage } from './support/harness.ts';
import { testHook } from './support/server-hooks.ts';

const SITE_HOST = new URL(baseUrl).host;
const ACTIVITY_BASE = 'http://act.example.test';
const CHAT_PAGE = 'http://kefu.example.test/shop';

afterEach(() =>
  testHook.buyerFlags(DEMO_BUYER.username, { is_show_youx: true, is_special: false, is_can_chat: false }),
);

/**
 * Serves the store's pages with this site host given its own activity and chat hosts in the configuration the
 * server injects (what ACTIVITY_HOSTS / CHAT_HOSTS set; the server under test runs without them), and answers
 * for those hosts. Returns the activity calls that reached the activity host.
 */
async function withHosts(page: Page): Promise<string[]> {
  const reached: string[] = [];
  await page.route(`${baseUrl}/**`, async (route: Route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<script type="application\/json" id="site-config">)(.*?)(<\/script>)/s,
      (_all, open: string, json: string, close: string) => {
        const site = JSON.parse(json) as Record<string, unknown>;
        site.activity_hosts = { [SITE_HOST]: ACTIVITY_BASE };
        site.chat_hosts = { [SITE_HOST]: CHAT_PAGE };
        return `${open}${JSON.stringify(site)}${close}`;
      },
    );
    await route.fulfill({ response, body: html });
  });
  await page.route(`${ACTIVITY_BASE}/**`, async (route: Route) => {
    reached.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
    // The activity host answers as the store would: this activity has ended.
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': baseUrl, 'access-control-allow-credentials': 'true' },
      body: JSON.stringify({ code: 10000, msg: 'success', data: { state: 'ended', id: null } }),
    });
  });
  await page.route(`${CHAT_PAGE}**`, (route: Route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<p>客服在线</p>' }),
  );
  return reached;
}

test('an activity link asks the activity host of this site host, and the chat window opens its chat host', async () => {
  await testHook.buyerFlags(DEMO_BUYER.username, { is_show_youx: true, is_special: false, is_can_chat: true });
  // The server under test does not list these hosts in its security policy (they are set in the page here).
  const page = await openPage({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
  const reached = await withHosts(page);
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);

  await page.goto('/activity/yjh/999');
  await page.waitForURL(/\/noActivity$/);
  expect(reached).toEqual(['GET /api/activity/link']);

  await page.goto('/');
  await page.getByTestId('sidebar-tab-service').click();
  await expect.poll(() => page.locator('iframe.sidebar-chat').getAttribute('src')).toBe(CHAT_PAGE);
  // Every other call stayed with the API host (same origin here).
  expect(reached).toEqual(['GET /api/activity/link']);
});
