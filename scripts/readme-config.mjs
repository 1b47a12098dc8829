// The README's configuration table must name exactly the variables of apps/server/src/config.ts (a step of
// `npm test`): a variable added to the server without a line in the README, or a line left for a variable
// that is gone, fails the run.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Resolves with a one-line report, or rejects naming what is missing or stale. */
export async function checkReadmeConfig(root) {
  const code =
    "import('./apps/server/src/config.ts').then((m) => console.log(JSON.stringify(Object.keys(m.configSchema.shape))))";
  const keys = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', code], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (c) =>
      c === 0 ? resolve(JSON.parse(out)) : reject(new Error(`could not load config.ts (exit ${c})\n${err}`)),
    );
  });
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((s) => s.startsWith('Configuration')) ?? '';
  const listed = new Set();
  for (const line of section.split('\n')) {
    const first = line.startsWith('|') ? line.split('|')[1] : '';
    for (const [, name] of first.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) listed.add(name);
  }
  const missing = keys.filter((k) => !listed.has(k));
  const stale = [...listed].filter((k) => !keys.includes(k));
  if (missing.length || stale.length) {
    throw new Error(
      `README.md configuration table out of sync with config.ts —` +
        (missing.length ? ` missing: ${missing.join(', ')}.` : '') +
        (stale.length ? ` not in config.ts: ${stale.join(', ')}.` : ''),
    );
  }
  return `README.md lists all ${keys.length} variables of apps/server/src/config.ts.`;
}
