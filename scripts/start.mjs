#!/usr/bin/env node
// `npm start`: build the web app when it was never built or its sources changed since the last build,
// then run the server in THIS process (so SIGTERM/SIGINT reach the server's own graceful shutdown; no
// wrapper process in between).
// The server reads its settings from the environment (apps/server/src/config.ts; see README):
// PORT, HOST, DATA_DIR, DATABASE_URL, ... Relative paths are relative to the repository root.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

/**
 * What the web build reads. A `git pull` gives changed files a fresh mtime, so comparing mtimes with
 * the built index.html is enough to notice them; no hashing of the tree.
 */
const WEB_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/package.json',
  'apps/web/vite.config.ts',
  'apps/web/vite.config.js',
  'apps/web/vite.config.mjs',
  'packages/shared/src',
];

/** The first file under `path` modified after `since` (ms), or undefined; stops at the first one. */
function changedSince(path, since) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return undefined; // an optional input (e.g. vite.config.js) that does not exist
  }
  if (!stat.isDirectory()) return stat.mtimeMs > since ? path : undefined;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    const found = changedSince(join(path, entry), since);
    if (found) return found;
  }
  return undefined;
}

/** Why the web app must be built now, or undefined when apps/web/dist is up to date. */
function whyBuildWeb(webIndex) {
  if (!existsSync(webIndex)) return 'apps/web/dist is missing';
  const builtAt = statSync(webIndex).mtimeMs;
  for (const input of WEB_INPUTS) {
    const changed = changedSince(join(root, input), builtAt);
    if (changed) return `${relative(root, changed)} is newer than apps/web/dist`;
  }
  return undefined;
}

const webIndex = join(root, 'apps/web/dist/index.html');
const why = process.env.WEB_DIST === '' ? undefined : whyBuildWeb(webIndex);
if (why) {
  console.log(`[start] ${why}: building the web app (npm run build -w @store/web)…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = spawnSync(npm, ['run', 'build', '-w', '@store/web'], { stdio: 'inherit' });
  if (r.status !== 0 || !existsSync(webIndex)) {
    console.error(`[start] the web build failed (exit ${r.status ?? r.signal}); see the output above.`);
    process.exit(1);
  }
}

const main = join(root, 'apps/server/src/main.ts');
if (!existsSync(main)) {
  console.error(`[start] ${main} does not exist yet.`);
  process.exit(1);
}

const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(main).href);
