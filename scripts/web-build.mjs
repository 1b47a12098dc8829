// When `npm start` must build the web app: never built, or a file the build reads changed since.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * What the web build reads. A `git pull` gives changed files a fresh mtime, so comparing mtimes with
 * the built index.html is enough to notice them; no hashing of the tree.
 */
export const WEB_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/package.json',
  'apps/web/vite.config.ts',
  'apps/web/vite.config.js',
  'apps/web/vite.config.mjs',
  'packages/shared/src',
];

export const WEB_INDEX = 'apps/web/dist/index.html';

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
export function whyBuildWeb(root) {
  const webIndex = join(root, WEB_INDEX);
  if (!existsSync(webIndex)) return 'apps/web/dist is missing';
  const builtAt = statSync(webIndex).mtimeMs;
  for (const input of WEB_INPUTS) {
    const changed = changedSince(join(root, input), builtAt);
    if (changed) return `${relative(root, changed)} is newer than apps/web/dist`;
  }
  return undefined;
}
