#!/usr/bin/env node
// `npm run lint`: ESLint, Stylelint and Prettier --check, side by side. Each is single-threaded (ESLint's own
// threads start only from 4 cores), so on CI's 2 cores running them together finishes when the slowest does
// instead of after the sum. Output is buffered per tool and printed whole, failures last.
//
// Where ESLint's time goes (TIMING=1, Nov 2026): ~60% is eslint-plugin-react-hooks' React Compiler rules
// (static-components reports the compile every compiler rule shares, once per component file), ~17% the
// boundaries rule's import resolution, ~10% no-unused-vars; nothing outside the sources is linted (dist,
// data and outputs are ignored). The compiler's checks are worth their cost, so the cache is the lever.
//
// Caches live under node_modules/.cache (a clean clone starts without them and still works; the content
// strategy keeps them valid across a checkout that touches every file's mtime). `--no-cache` lints from scratch.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cache = !process.argv.includes('--no-cache');
const cached = (flags) => (cache ? flags : []);
const bin = (name) => join(root, 'node_modules/.bin', name);

const tools = [
  {
    name: 'eslint',
    cmd: bin('eslint'),
    args: [
      '.',
      ...cached(['--cache', '--cache-location', 'node_modules/.cache/eslint/', '--cache-strategy', 'content']),
    ],
  },
  {
    name: 'stylelint',
    cmd: bin('stylelint'),
    args: [
      '{apps/web,apps/admin,packages/ui}/src/**/*.css',
      ...cached(['--cache', '--cache-location', 'node_modules/.cache/stylelint/', '--cache-strategy', 'content']),
    ],
  },
  {
    name: 'prettier',
    cmd: bin('prettier'),
    args: [
      '--check',
      '.',
      ...cached([
        '--cache',
        '--cache-location',
        'node_modules/.cache/prettier/.prettier-cache',
        '--cache-strategy',
        'content',
      ]),
    ],
  },
];

function run({ name, cmd, args }) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const child = spawn(cmd, args, { cwd: root, env: process.env });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const done = (code) => resolve({ name, code, out, s: (performance.now() - t0) / 1000 });
    child.on('error', (err) => done(`${err.message}`));
    child.on('exit', (code, signal) => done(code ?? signal));
  });
}

const results = await Promise.all(tools.map(run));
results.sort((a, b) => Number(a.code !== 0) - Number(b.code !== 0));
for (const r of results) {
  if (r.out.trim()) console.log(`── ${r.name} ──\n${r.out.trimEnd()}`);
  console.log(`${r.name}: ${r.code === 0 ? 'ok' : `FAILED (${r.code})`} in ${r.s.toFixed(1)} s`);
}
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
