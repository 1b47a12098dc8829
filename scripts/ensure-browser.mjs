#!/usr/bin/env node
// Makes sure the tools the tests drive from the system are present:
//   - Debian's Chromium (/usr/bin/chromium or `chromium` on PATH) for Lighthouse and the bundle bench, and
//     its old headless shell (/usr/bin/chromium-headless-shell, package chromium-headless-shell) for the
//     browser tests (playwright-core never downloads a browser of its own here),
//   - a CJK font (`fc-list :lang=zh` non-empty), or Chinese renders as boxes in screenshots,
//   - PostgreSQL server binaries (/usr/lib/postgresql/*/bin) for the API tests on PostgreSQL, and Debian's
//     redis-server for theirs of the budget shared through Redis (REDIS_URL).
// When something is missing and we are root, it is installed with apt-get (update first, noninteractive).
// Otherwise we stop with a message naming the packages to install. Nothing is skipped silently.
//
//   node scripts/ensure-browser.mjs                 checks everything
//   node scripts/ensure-browser.mjs --browser       only Chromium + font
//   node scripts/ensure-browser.mjs --postgres      only PostgreSQL
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findPgBin } from './pg-cluster.mjs';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, name))) return join(dir, name);
  }
  return null;
}

/** Path of the system Chromium (CHROMIUM_PATH overrides), or null. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean);
  for (const c of candidates) if (existsSync(c)) return c;
  return onPath('chromium');
}

/**
 * Path of Debian's chromium-headless-shell (E2E_CHROMIUM_PATH overrides), or null. The browser tests drive it
 * rather than the full browser: the full one's headless mode draws a browser window's own WebUI in an extra
 * renderer for every context, which cost a core-second a context on this 2-core machine (issue #37).
 */
export function findHeadlessShell() {
  const candidates = [process.env.E2E_CHROMIUM_PATH, '/usr/bin/chromium-headless-shell'].filter(Boolean);
  for (const c of candidates) if (existsSync(c)) return c;
  return onPath('chromium-headless-shell');
}

/** Path of the system redis-server (REDIS_SERVER_PATH overrides), or null. */
export function findRedisServer() {
  const candidates = [process.env.REDIS_SERVER_PATH, '/usr/bin/redis-server'].filter(Boolean);
  for (const c of candidates) if (existsSync(c)) return c;
  return onPath('redis-server');
}

export function hasCjkFont() {
  try {
    return (
      execFileSync('fc-list', [':lang=zh'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() !== ''
    );
  } catch {
    return false; // no fontconfig at all: certainly no font Chromium can use
  }
}

function missingTools({ browser, postgres }) {
  const missing = [];
  if (browser && !findChromium()) missing.push({ what: 'Chromium', pkg: 'chromium' });
  if (browser && !findHeadlessShell()) missing.push({ what: 'the headless shell', pkg: 'chromium-headless-shell' });
  if (browser && !hasCjkFont()) missing.push({ what: 'a CJK font', pkg: 'fonts-wqy-microhei fontconfig' });
  if (postgres && !findPgBin()) missing.push({ what: 'PostgreSQL server binaries', pkg: 'postgresql' });
  if (postgres && !findRedisServer()) missing.push({ what: 'the Redis server', pkg: 'redis-server' });
  return missing;
}

function aptInstall(pkgs) {
  if (!onPath('apt-get')) {
    throw new Error(`apt-get not found: install ${pkgs.join(' ')} with this system's package manager.`);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', ...pkgs]]) {
    console.log(`[ensure] apt-get ${args.join(' ')}`);
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${r.status ?? r.signal}).`);
  }
}

/**
 * Installs (as root) or demands (otherwise) what the selected test phases need.
 * Throws an Error whose message says what to install.
 */
export function ensureTools({ browser = true, postgres = true } = {}) {
  let missing = missingTools({ browser, postgres });
  if (missing.length === 0) return;
  const pkgs = missing.flatMap((m) => m.pkg.split(' '));
  const what = missing.map((m) => m.what).join(', ');
  if (!isRoot()) {
    throw new Error(
      `Missing ${what}. Install them, then run the tests again:\n  sudo apt-get update && sudo apt-get install -y ${pkgs.join(' ')}`,
    );
  }
  console.log(`[ensure] missing ${what}: installing ${pkgs.join(' ')}`);
  aptInstall(pkgs);
  missing = missingTools({ browser, postgres });
  if (missing.length) {
    throw new Error(`Still missing after apt-get: ${missing.map((m) => `${m.what} (${m.pkg})`).join(', ')}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const only = args.includes('--browser') || args.includes('--postgres');
  const opts = only ? { browser: args.includes('--browser'), postgres: args.includes('--postgres') } : {};
  try {
    ensureTools(opts);
    const parts = [];
    if (opts.browser !== false)
      parts.push(`Chromium ${findChromium()}`, `headless shell ${findHeadlessShell()}`, 'CJK font ok');
    if (opts.postgres !== false) parts.push(`PostgreSQL ${findPgBin()}`, `Redis ${findRedisServer()}`);
    console.log(`[ensure] ${parts.join('; ')}`);
  } catch (err) {
    console.error(`[ensure] ${err.message}`);
    process.exit(1);
  }
}
