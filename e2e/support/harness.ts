/**
 * E2E harness: the built store on a free port + the worker's headless Debian Chromium shell (playwright-core).
 *
 * How a spec uses it (e2e/<journey>.spec.ts):
 *
 *   import { expect, test } from 'vitest';
 *   import { baseUrl, openPage, loginAs, screenshot, DEMO_BUYER } from './support/harness.ts';
 *   import { testHook } from './support/server-hooks.ts';   (test hooks, SMS codes from the server log)
 *   (the console's logins: ./support/console.ts)
 *
 *   test('a buyer sees the goods count on the cart badge', async () => {
 *     const page = await openPage();                       // fresh context: own cookies, zh-CN, 1366x900
 *     await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);  // session cookie lands in the context
 *     await testHook.delay('/api/cart', 1500);             // make the cart API slow (reset after the test)
 *     await page.goto('/cart');                            // relative to baseUrl
 *     await expect.poll(() => page.locator('.cart-badge').textContent()).toBe('3');
 *     await screenshot(page, 'cart-badge');                // with E2E_SCREENSHOTS=1: a PNG, path printed
 *   });
 *
 * - The server is started once per run by global-setup.ts (`node scripts/start.mjs`, fresh DATA_DIR with the
 *   demo data, TEST_HOOKS=1, NODE_ENV=test) and every spec shares it, so a spec must not depend on what another
 *   spec changed (use its own goods/quantities, or reset what it changed). The specs listed in PARALLEL
 *   (e2e/vitest.config.ts) run first, the others after them, all one file at a time (two at a time failed
 *   three specs in a full run, see there); a new spec that changes what another reads, or sets a test hook,
 *   stays out of that list.
 * - Pages/contexts opened with openPage() are closed after each test. When a test fails, every open page is
 *   screenshotted and its console errors are printed first.
 * - Test hooks are reset (testHook.reset()) after each test.
 *
 * Run e2e alone:    npm run test:e2e                 (ensures Chromium, builds the web app, runs every spec)
 *                   npm run test:e2e -- cart         (only spec files whose path contains "cart")
 * Without the build step:  npx vitest run --config e2e/vitest.config.ts [filter]
 *                   (scripts/start.mjs still rebuilds when a web or shared source is newer than the build)
 * Screenshots and the server log of a run go to $TMPDIR/store-e2e/run-<time>/ (printed at start). A passing
 * run writes only the server log: E2E_SCREENSHOTS=1 also writes each spec's named screenshot() there.
 */
import { basename, join } from 'node:path';
import { existsSync } from 'node:fs';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Response,
} from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM_ARGS, E2E_CHROMIUM } from './context.ts';

/** http://127.0.0.1:<port> of the store under test. */
export const baseUrl: string = inject('baseUrl');
const artifactsDir: string = inject('artifactsDir');

/** Demo accounts seeded into an empty database (README). */
export const DEMO_BUYER = { username: 'demo_buyer', password: 'Demo@2026' } as const;
/** The console's helpers live in console.ts; these two are still imported from here by many specs. */
export { loginStaff, STAFF_PASSWORD } from './console.ts';
export { afterPageTimers, confirmDialog, loginAs, pickOption, pickRegion, settled } from './page-actions.ts';

/** A phone's User-Agent (Lighthouse's moto g): the server renders catalogue pages for a phone. */
export const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

/** A 390 px phone for `openPage`: touch, and the phone's User-Agent, so the server lays pages out for a phone. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: PHONE_AGENT,
};

let browser: Promise<Browser> | null = null;
const contexts = new Set<BrowserContext>();
const consoleErrorsOf = new WeakMap<Page, string[]>();

/**
 * The worker's own Chromium, launched on first use and kept for every spec file the worker runs (the files
 * share the worker: `isolate: false`); Playwright kills it when the worker exits. Not a browser server in the
 * global setup: that put vitest's main process between every spec and Chromium, relaying each protocol
 * message, which cost about a third of the driver's CPU (issue #37).
 */
function sharedBrowser(): Promise<Browser> {
  browser ??= chromium.launch({ executablePath: E2E_CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  return browser;
}

/**
 * A new page in a fresh browser context (no cookies, no storage) of the worker's Chromium.
 * `options` are playwright BrowserContextOptions (e.g. { viewport: { width: 375, height: 812 } }).
 *
 * The seeded lottery popup shows to demo_buyer on every store page until some spec draws, so whether it
 * covers a button would depend on the order the specs run in. Pages start with it closed for the day, as
 * a buyer's 收起 leaves it; `lotteryPopup: true` opens the page a buyer who never closed it sees.
 */
export async function openPage({
  lotteryPopup = false,
  ...options
}: BrowserContextOptions & { lotteryPopup?: boolean } = {}): Promise<Page> {
  const context = await (
    await sharedBrowser()
  ).newContext({
    baseURL: baseUrl,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1366, height: 900 },
    // The store and the console turn antd's motion off for a visitor who asked to reduce motion
    // (accessibility.spec checks both ways). Specs browse that way: a dialog or dropdown is whole at once, so no
    // click lands during its zoom- or slide-in (lost under load, issue #37), and no frames are drawn for it.
    reducedMotion: 'reduce',
    ...options,
  });
  contexts.add(context);
  if (!lotteryPopup) await context.addInitScript(closeLotteryPopupsForToday);
  await context.addInitScript(reportPolicyViolations);
  if (options.javaScriptEnabled !== false) scripted.add(context);
  return watchedPage(context);
}

/**
 * Another tab in the same context as `page` (same cookies, screen and scripts), watched like it: a spec that
 * checks many pages the same way loads several at once, so their waits for the network to rest overlap.
 */
export async function openTab(page: Page): Promise<Page> {
  return watchedPage(page.context());
}

/**
 * Runs `check` once per item, on `page` and up to `tabs - 1` more tabs of its context, each tab taking the next
 * item when it is done: every item is still checked, on a page of its own load, but the loads overlap.
 */
export async function inTabs<T>(
  page: Page,
  items: readonly T[],
  check: (tab: Page, item: T) => Promise<void>,
  tabs = 2,
): Promise<void> {
  const more = Math.max(0, Math.min(tabs, items.length) - 1);
  const pages = [page, ...(await Promise.all(Array.from({ length: more }, () => openTab(page))))];
  let next = 0;
  await Promise.all(
    pages.map(async (tab) => {
      while (next < items.length) await check(tab, items[next++]!);
    }),
  );
}

/** Contexts that run the pages' scripts (openPage's javaScriptEnabled not false). */
const scripted = new WeakSet<BrowserContext>();

async function watchedPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const errors: string[] = [];
  consoleErrorsOf.set(page, errors);
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  // Without JavaScript nothing becomes interactive: the spec reads the HTML as it arrived.
  if (scripted.has(context)) waitForInteractive(page);
  return page;
}

/**
 * Runs in the page: what the Content-Security-Policy refuses becomes a console error, which specs check. The
 * browser reports a refusal even when the page's code caught it (zod probing `new Function` did).
 */
function reportPolicyViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) =>
    console.error(
      `CSP refused ${event.violatedDirective}: ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
    ),
  );
}

/** Runs in the page: the popup's own "closed today" marks (components/lottery-popup/closed-today.ts). */
function closeLotteryPopupsForToday(): void {
  const beijing = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  try {
    for (let id = 1; id <= 50; id += 1) localStorage.setItem(`lottery_closed_${id}`, beijing);
  } catch {
    // about:blank and other opaque origins have no storage.
  }
}

/**
 * A page the server rendered shows before its script has attached a handler: a spec that clicked at once
 * would click a picture. Every navigation to one of the store's pages (goto, reload, back, forward) waits
 * until the app marks `<html data-interactive>`; other answers (JSON, a PDF) return at once.
 */
function waitForInteractive(page: Page): void {
  const ready = async (response: Response | null) => {
    if (response && (response.headers()['content-type'] ?? '').startsWith('text/html')) {
      await page.waitForSelector('html[data-interactive]', { state: 'attached', timeout: 15_000 });
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const goBack = page.goBack.bind(page);
  const goForward = page.goForward.bind(page);
  page.goto = async (...args) => ready(await goto(...args));
  page.reload = async (...args) => ready(await reload(...args));
  page.goBack = async (...args) => ready(await goBack(...args));
  page.goForward = async (...args) => ready(await goForward(...args));
}

/** Console errors and uncaught exceptions the page has logged so far. */
export function consoleErrors(page: Page): string[] {
  return [...(consoleErrorsOf.get(page) ?? [])];
}

/**
 * Named screenshots cost a full-page PNG each (143 of them, 46 MB, on every passing run), so a run writes them
 * only when asked: `E2E_SCREENSHOTS=1 npm run test:e2e -- cart` saves each one under this run's artifacts dir
 * and prints its path. A failed test screenshots every open page whatever this says (reportFailure).
 */
const WANT_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/** A full-page PNG of the page when E2E_SCREENSHOTS=1 (its path is printed and returned), else nothing (null). */
export async function screenshot(page: Page, name: string): Promise<string | null> {
  if (!WANT_SCREENSHOTS) return null;
  const path = await writeScreenshot(page, name);
  console.log(path);
  return path;
}

let shot = 0;
async function writeScreenshot(page: Page, name: string): Promise<string> {
  const spec = basename(expect.getState().testPath ?? 'spec').replace(/\.spec\.ts$/, '');
  const safe = name.replace(/[^\p{L}\p{N}._-]+/gu, '-').slice(0, 80);
  let path = join(artifactsDir || '.', `${spec}--${safe}.png`);
  if (existsSync(path)) path = path.replace(/\.png$/, `-${++shot}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

// ---- used by setup.ts -------------------------------------------------------------------------

/** After a failed test: screenshot every open page, print its console errors. */
export async function reportFailure(testName: string): Promise<void> {
  let i = 0;
  for (const context of contexts) {
    for (const page of context.pages()) {
      try {
        const path = await writeScreenshot(page, `FAILED-${testName}-${++i}`);
        const errors = consoleErrors(page);
        console.log(`[e2e] failed "${testName}": ${page.url()} → ${path}`);
        if (errors.length) console.log(`[e2e] console errors:\n  ${errors.join('\n  ')}`);
      } catch (err) {
        console.log(`[e2e] could not screenshot ${page.url()}: ${(err as Error).message}`);
      }
    }
  }
}

export async function closeContexts(): Promise<void> {
  const all = [...contexts];
  contexts.clear();
  await Promise.all(all.map((c) => c.close().catch(() => {})));
}
