#!/usr/bin/env node
// What the home page downloads before it can render, counted three ways:
//   - statically: the entry script of index.html, every module it imports statically (and every
//     <link rel="modulepreload">), and the linked stylesheets;
//   - the home route: that first script plus the home page's chunk and its static imports (build manifest);
//   - in Chromium: every JS/CSS file the browser fetches when opening / until the network is idle
//     (adds the lazy chunks of the home route and whatever the first render imports).
//   node bench/bundle-size.mjs [--no-build] [--no-browser]
// Sizes are raw and gzip (zlib level 6, what @fastify/compress sends by default is comparable).
// Baseline, built the same way in the same run: the smallest React 19 app (react + react-dom/client
// rendering one <h1>) built by the same Vite + @vitejs/plugin-react. "×N" = how many "empty React apps"
// the home page costs. The whole dist folder is shown as well, to see how much is left to lazy routes.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { root, startStore } from './lib/server.mjs';
import { kb, printTable, ratio } from './lib/stats.mjs';

const { values } = parseArgs({
  options: { 'no-build': { type: 'boolean', default: false }, 'no-browser': { type: 'boolean', default: false } },
});

/** The initial files of a built index.html: { js: [paths], css: [paths] } relative to dist. */
export function initialFiles(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const attr = (tag, name) => tag.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`))?.[1];
  const local = (url) => url && !/^(https?:)?\/\//.test(url) && url.replace(/^\//, '').split(/[?#]/)[0];
  const js = new Set();
  const css = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    if (/type\s*=\s*["']module["']/.test(tag) && local(attr(tag, 'src'))) js.add(local(attr(tag, 'src')));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attr(tag, 'rel');
    const href = local(attr(tag, 'href'));
    if (!href) continue;
    if (rel === 'modulepreload') js.add(href);
    if (rel === 'stylesheet') css.add(href);
  }
  // Follow static imports (not import()) of every initial chunk: they are fetched before the first render.
  const queue = [...js];
  while (queue.length) {
    const file = queue.pop();
    const code = readFileSync(join(dist, file), 'utf8');
    const re = /(?<![\w$.])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g;
    for (const [, spec] of code.matchAll(re)) {
      if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
      const target = spec.startsWith('/') ? spec.slice(1) : posix.normalize(posix.join(posix.dirname(file), spec));
      if (existsSync(join(dist, target)) && !js.has(target)) {
        js.add(target);
        queue.push(target);
      }
    }
  }
  return { js: [...js], css: [...css] };
}

function sizes(dist, files) {
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const buf = readFileSync(join(dist, f));
    raw += buf.length;
    gz += gzipSync(buf, { level: 6 }).length;
  }
  return { raw, gz, count: files.length };
}

function walk(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => statSync(join(dir, f)).isFile());
}

async function buildReactBaseline() {
  // Inside the repo's ignored .tmp/ so react resolves from the root node_modules.
  const dir = join(root, '.tmp/bench-react-baseline');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
  );
  writeFileSync(
    join(dir, 'src/main.jsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<h1>hello</h1>);\n",
  );
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir: join(dir, 'dist'), emptyOutDir: true },
  });
  return join(dir, 'dist');
}

if (!values['no-build']) {
  const r = spawnSync('npm', ['run', 'build', '-w', '@store/web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0) throw new Error('web build failed (npm run build -w @store/web)');
}
const dist = join(root, 'apps/web/dist');
if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist}/index.html missing: build the web app first`);

/** JS/CSS files (relative to dist) Chromium fetches when opening the home page of the built store. */
async function fetchedByBrowser() {
  const { chromium } = await import('playwright-core');
  const dataDir = mkdtempSync(join(tmpdir(), 'store-bench-data-'));
  const store = await startStore({ dataDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ locale: 'zh-CN', viewport: { width: 1366, height: 900 } });
    const files = new Set();
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname.replace(/^\//, '');
      if (/\.(js|css)$/.test(path) && existsSync(join(dist, path))) files.add(path);
    });
    await page.goto(`${store.baseUrl}/`, { waitUntil: 'networkidle' });
    return [...files];
  } finally {
    await browser.close();
    await store.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The JS the home route needs to render: the first script plus the home page's chunk and every chunk it imports
 * statically, read from the build's manifest. Unlike "fetched until network idle", it leaves out what a visit may
 * load later for other reasons (the lottery popup, a flyout), so it shows what the page itself costs.
 */
function homeRouteFiles(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const page = Object.keys(manifest).find((key) => key.endsWith('features/home/home-page.tsx'));
  if (!entry || !page) throw new Error('the manifest names no entry or no home page');
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entry);
  visit(page);
  return [...seen].map((key) => manifest[key].file);
}

const baseDist = await buildReactBaseline();
const home = initialFiles(dist);
const base = initialFiles(baseDist);
const homeJs = sizes(dist, home.js);
const homeCss = sizes(dist, home.css);
const baseJs = sizes(baseDist, base.js);
const allFiles = walk(dist).filter((f) => /\.(js|css)$/.test(f));
const all = sizes(dist, allFiles);

const rows = [
  ['what', 'files', 'raw', 'gzip', 'gzip vs baseline'],
  ['baseline: empty React 19 app, initial JS', String(baseJs.count), kb(baseJs.raw), kb(baseJs.gz), '×1'],
  [
    'home page, initial JS (static imports of index.html)',
    String(homeJs.count),
    kb(homeJs.raw),
    kb(homeJs.gz),
    ratio(homeJs.gz, baseJs.gz),
  ],
  ['home page, initial CSS', String(homeCss.count), kb(homeCss.raw), kb(homeCss.gz), ''],
];
const route = sizes(dist, homeRouteFiles(dist));
rows.push([
  "home page, JS to render it (first script + the page's static imports)",
  String(route.count),
  kb(route.raw),
  kb(route.gz),
  ratio(route.gz, baseJs.gz),
]);
let fetched = null;
if (!values['no-browser']) {
  fetched = await fetchedByBrowser();
  const fJs = sizes(
    dist,
    fetched.filter((f) => f.endsWith('.js')),
  );
  const fCss = sizes(
    dist,
    fetched.filter((f) => f.endsWith('.css')),
  );
  rows.push([
    'home page in Chromium, JS fetched until network idle',
    String(fJs.count),
    kb(fJs.raw),
    kb(fJs.gz),
    ratio(fJs.gz, baseJs.gz),
  ]);
  rows.push(['home page in Chromium, CSS fetched', String(fCss.count), kb(fCss.raw), kb(fCss.gz), '']);
}
rows.push([
  'all JS + CSS in dist (every lazy route included)',
  String(all.count),
  kb(all.raw),
  kb(all.gz),
  ratio(all.gz, baseJs.gz),
]);
printTable(rows);
console.log(`\nstatic: ${home.js.join(', ')}`);
if (fetched) {
  const lazy = fetched.filter((f) => !home.js.includes(f) && !home.css.includes(f));
  console.log(`fetched by Chromium besides those: ${lazy.join(', ') || 'none'}`);
}
rmSync(dirname(baseDist), { recursive: true, force: true });
