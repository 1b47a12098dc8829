#!/usr/bin/env node
// Lighthouse on the catalogue pages (issue #12): `npm run bench:lighthouse [-- --runs 1 --only mobile]`.
// Starts the store like `npm start` (fresh demo data, built web app), then runs Lighthouse 12 (from npm;
// 13 needs Node 22) in Debian's Chromium on /, /list, a goods page, a search and a zone page, for a visitor and
// for the demo buyer, with the mobile preset (simulated slow 4G, 4× CPU) and the desktop preset.
// Prints per page: the four category scores, LCP, TBT, CLS, FCP, the network requests before the page is usable
// (started before the page marked itself usable, `store:interactive`; `data:` URLs left out) and their transfer size.
// Baseline, measured in the same run: a bare HTML page of the same server's origin with one heading
// (what Lighthouse gives a page that does nothing): the LCP and FCP columns are also shown as its multiple.
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { ensureWebBuilt, freePort, startStore } from './lib/server.mjs';
import { median } from './lib/stats.mjs';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '1' }, only: { type: 'string', default: '' } },
});
const RUNS = Number(values.runs);
const presets = values.only ? [values.only] : ['mobile', 'desktop'];

ensureWebBuilt();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-lh-'));
const store = await startStore({ dataDir });
const bare = await bareServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

try {
  const cookie = await loginCookie(store.baseUrl);
  const goods = await firstGoods(store.baseUrl);
  const pages = [
    ['/', '/'],
    ['/list', '/list'],
    ['goods', `/list/info/${goods}`],
    ['search', `/search?keywords=${encodeURIComponent('感冒')}`],
    ['zone', '/qxzq'],
  ];
  for (const preset of presets) {
    const rows = [];
    rows.push(await measure(preset, 'baseline: bare page', bare.url, ''));
    for (const [visitor, headers] of [
      ['visitor', ''],
      ['buyer', cookie],
    ]) {
      for (const [name, path] of pages)
        rows.push(await measure(preset, `${name} (${visitor})`, store.baseUrl + path, headers));
    }
    print(preset, rows);
  }
} finally {
  await chrome.kill();
  bare.server.close();
  await store.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

async function measure(preset, name, url, cookie) {
  // Once unmeasured: the first page request loads the server's renderer, which is start-up, not a page.
  await fetch(url, { headers: cookie ? { cookie } : {} });
  const samples = [];
  for (let i = 0; i < RUNS; i++) {
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    };
    let result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    // Lighthouse 12 in a headless Chromium now and then loses the trace (NO_NAVSTART): once more.
    if (result.lhr.runtimeError)
      result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (result.lhr.runtimeError) console.error(`[lighthouse] ${name}: ${result.lhr.runtimeError.message}`);
    if (process.env.LH_SHIFTS) printShifts(name, result.lhr);
    if (process.env.LH_SAMPLES) printSample(name, result.lhr);
    samples.push(figures(result.lhr));
  }
  const pick = (key) => median(samples.map((s) => s[key]));
  return { name, ...Object.fromEntries(Object.keys(samples[0]).map((k) => [k, pick(k)])) };
}

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  // The page marks the moment it can be used (app/providers.tsx). Lighthouse's own "interactive" is simulated on a
  // slow phone while its requests carry the times of the real, faster load, so comparing the two counted them all.
  const usable = (lhr.audits['user-timings']?.details?.items ?? []).find((t) => t.name === 'store:interactive');
  // Network requests only: Chromium lists each `data:` URL (the CSS-mask icons of components/glyphs.css) as a
  // request, but the page decodes those itself, with no round trip to wait for.
  const requests = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (r) =>
      usable &&
      !r.url.startsWith('data:') &&
      Number.isFinite(r.networkRequestTime) &&
      r.networkRequestTime <= usable.startTime,
  );
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    // A page without the mark (the bare baseline) has no such moment.
    requests: usable ? requests.length : NaN,
    kb: usable ? requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024 : NaN,
  };
}

/** LH_SHIFTS=1: which elements moved, for finding the cause of a CLS. */
function printShifts(name, lhr) {
  for (const item of lhr.audits['layout-shifts']?.details?.items ?? []) {
    console.log(
      `  [shift] ${name}: ${item.score?.toFixed(3)} ${item.node?.selector ?? ''} ${item.node?.snippet?.slice(0, 120) ?? ''}`,
    );
  }
}

/** LH_SAMPLES=1: each run's figures before the median, with the server's answer time (an outlier's cause). */
function printSample(name, lhr) {
  const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  console.log(
    `  [sample] ${name}: LCP ${ms('largest-contentful-paint')} FCP ${ms('first-contentful-paint')} TBT ${ms('total-blocking-time')} server ${ms('server-response-time')} ms at ${lhr.fetchTime}`,
  );
}

function print(preset, rows) {
  const base = rows[0];
  console.log(`\n## Lighthouse 12, ${preset} preset (median of ${RUNS}; ×: multiple of the bare page's)`);
  console.log('| page | perf | a11y | bp | seo | LCP | FCP | TBT | CLS | requests until usable | kB |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const s = (v) => `${(v / 1000).toFixed(2)} s`;
    console.log(
      `| ${r.name} | ${r.perf} | ${r.a11y} | ${r.bp} | ${r.seo} | ${s(r.lcp)} ×${(r.lcp / base.lcp).toFixed(1)} | ${s(r.fcp)} ×${(r.fcp / base.fcp).toFixed(1)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${Number.isNaN(r.requests) ? '–' : r.requests} | ${Number.isNaN(r.kb) ? '–' : r.kb.toFixed(0)} |`,
    );
  }
}

async function loginCookie(baseUrl) {
  const res = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest' },
    body: 'username=demo_buyer&password=Demo%402026',
  });
  const sid = (res.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).find((c) => c.startsWith('sid='));
  if (!sid) throw new Error(`demo buyer login failed: ${res.status} ${await res.text()}`);
  return sid;
}

async function firstGoods(baseUrl) {
  const body = await (await fetch(`${baseUrl}/api/goods/list?page_size=1`)).json();
  return body.data.data[0].id;
}

async function bareServer() {
  const port = await freePort();
  const html =
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="description" content="基线页面"><title>基线</title></head><body><h1>基线页面</h1></body></html>';
  const server = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html),
  );
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${port}/` };
}
