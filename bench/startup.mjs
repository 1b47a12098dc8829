#!/usr/bin/env node
// Start-up time of `npm start`'s process (node scripts/start.mjs, running the prebuilt apps/server/dist):
// spawn → first 200 from /api/health.
//   node bench/startup.mjs [--runs 5]
// The web app and the server are built first when stale, so no measured start includes a build.
// Cases: a fresh temp DATA_DIR each time (initdb + migrations + demo seed) and one existing DATA_DIR
// (reopen + migrations already applied). Baseline, measured in the same run: the time for
// `node -e "require('http').createServer().listen(0,()=>process.exit(0))"` — a Node process that starts,
// binds a port and exits — so the ratio says how much heavier the store's start is than Node's own.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildServer, whyBuildServer } from '../scripts/server-build.mjs';
import { ensureWebBuilt, root, startStore } from './lib/server.mjs';
import { ms, printTable, ratio, summarize } from './lib/stats.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Number(values.runs);

function nodeBaseline() {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, ['-e', "require('http').createServer().listen(0,()=>process.exit(0))"], {
      stdio: 'ignore',
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(performance.now() - t0) : reject(new Error(`baseline exited ${code}`)),
    );
  });
}

ensureWebBuilt();
const whyServer = whyBuildServer(root);
if (whyServer) {
  console.log(`[bench] ${whyServer}: building the server first`);
  await buildServer(root);
}
const dirs = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'store-bench-data-'));
  dirs.push(d);
  return d;
};

try {
  const baseline = [];
  for (let i = 0; i < RUNS; i++) baseline.push(await nodeBaseline());

  const fresh = [];
  for (let i = 0; i < RUNS; i++) {
    const s = await startStore({ dataDir: tempDir() });
    fresh.push(s.readyMs);
    await s.stop();
    process.stdout.write('.');
  }

  const existingDir = tempDir();
  const warm = await startStore({ dataDir: existingDir }); // creates and seeds it; not counted
  await warm.stop();
  const existing = [];
  for (let i = 0; i < RUNS; i++) {
    const s = await startStore({ dataDir: existingDir });
    existing.push(s.readyMs);
    await s.stop();
    process.stdout.write('.');
  }
  console.log('\n');

  const b = summarize(baseline);
  const rows = [['start-up (spawn → /api/health 200)', 'runs', 'median', 'p95', 'max', 'median vs baseline']];
  rows.push(['baseline: node http listen(0) + exit', String(b.n), ms(b.median), ms(b.p95), ms(b.max), '×1']);
  for (const [name, samples] of [
    ['store, fresh DATA_DIR (PGlite)', fresh],
    ['store, existing DATA_DIR (PGlite)', existing],
  ]) {
    const s = summarize(samples);
    rows.push([name, String(s.n), ms(s.median), ms(s.p95), ms(s.max), ratio(s.median, b.median)]);
  }
  printTable(rows);
  console.log(`\np95 interpolates between the ${RUNS} samples per case: with this few runs it sits close to the max.`);
} finally {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
}
