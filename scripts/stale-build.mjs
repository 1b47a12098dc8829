// The stat walk `npm start` uses to decide whether a build output is stale (web app and server alike).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The first file under `path` modified after `since` (ms), or undefined; stops at the first one. */
export function changedSince(path, since) {
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

/**
 * Why `output` (a file the build writes last) must be built again, or undefined when it is newer than
 * every input. A `git pull` gives changed files a fresh mtime, so comparing mtimes is enough; no hashing.
 */
export function whyBuild(root, { output, inputs, name }) {
  const outputFile = join(root, output);
  if (!existsSync(outputFile)) return `${name} is missing`;
  const builtAt = statSync(outputFile).mtimeMs;
  for (const input of inputs) {
    const changed = changedSince(join(root, input), builtAt);
    if (changed) return `${relative(root, changed)} is newer than ${name}`;
  }
  return undefined;
}
