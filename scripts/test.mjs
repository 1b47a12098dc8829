#!/usr/bin/env node
// `npm test`: every test, in phases, failing fast. The last line is always `N passed, N failed`.
//
//   1 tools      Chromium + CJK font + PostgreSQL binaries (scripts/ensure-browser.mjs; apt-get when root)
//   2 checks     side by side, each one's output printed whole when it ends:
//                lint       npm run lint (ESLint with the import boundaries, Stylelint, Prettier --check)
//                typecheck  npm run typecheck (tsc -b over shared, ui, server, web, admin, e2e)
//                readme     the README's config table names exactly the keys of config.ts
//                build      npm run build (the store app and the console: the browser tests run the built apps)
//                Each is mostly one core's work: the four share 2 cores (1 m 47 s in a quiet clean-clone run, ~2 m
//                one after another; lint alone already runs its three tools side by side).
//   3 unit, api  vitest projects unit + api-pglite (the engine-sensitive API files), on PGlite (no DATABASE_URL);
//                meanwhile the PostgreSQL cluster starts and its template is built, on the cores PGlite leaves idle
//   4 api·pg     vitest project api (every API file), DATABASE_URL = a throwaway cluster (scripts/pg-cluster.mjs)
// Which server test file is in which phase: scripts/test-phases.mjs (docs/decisions/002-test-phases.md).
//   5 e2e        vitest --config e2e/vitest.config.ts (built server + Debian's headless Chromium shell)
//
// One phase only:  node scripts/test.mjs --only unit|api|pg|e2e [vitest filters…]
//   (npm run test:e2e = --only e2e; e.g. `npm run test:e2e -- cart` runs e2e specs matching "cart")
// Exit code is non-zero when a test failed, a step failed, or a test phase ran zero tests.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureTools } from './ensure-browser.mjs';
import { startCluster } from './pg-cluster.mjs';
import { checkReadmeConfig } from './readme-config.mjs';
import { countReport, header, printSummary } from './test-report.mjs';
import { serverTestPhases } from './test-phases.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const VITEST = join(root, 'node_modules/vitest/vitest.mjs');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// ---- arguments ------------------------------------------------------------------------------
const PHASES = ['unit', 'api', 'pg', 'e2e'];
const argv = process.argv.slice(2);
let only = null;
const filters = [];
for (let i = 0; i < argv.length; i++) {
  if (argv[i] === '--only') only = argv[++i];
  else if (argv[i].startsWith('--only=')) only = argv[i].slice(7);
  else if (argv[i] === '--help' || argv[i] === '-h') {
    console.log('usage: node scripts/test.mjs [--only unit|api|pg|e2e] [vitest filters…]');
    process.exit(0);
  } else filters.push(argv[i]);
}
if (only !== null && !PHASES.includes(only)) {
  console.error(`--only takes one of ${PHASES.join(', ')} (got ${only})`);
  process.exit(2);
}
if (filters.length && only === null) {
  console.error('Filters need --only <phase> (e.g. npm run test:e2e -- cart).');
  process.exit(2);
}
const wants = (p) => only === null || only === p;

// ---- helpers --------------------------------------------------------------------------------
const tmp = mkdtempSync(join(tmpdir(), 'store-test-'));
const rows = []; // { name, passed, failed, skipped, ms, note, counted }
const failures = []; // { row, path, test, why } of every failed test, printed under the summary
let failure = null; // first failure message: stops the run

function run(cmd, args, { env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env });
    child.on('error', (err) => resolve({ code: 1, error: err }));
    child.on('exit', (code, signal) => resolve({ code: code ?? 1, signal }));
  });
}

/** Plain step (no tests): ok or a failure counted as one failed check. */
async function step(name, title, fn) {
  if (failure) return;
  header(title);
  const t0 = performance.now();
  let note = 'ok';
  try {
    await fn();
  } catch (err) {
    note = 'FAILED';
    failure = `${name}: ${err.message}`;
    console.error(`\n${name} FAILED: ${err.message}`);
  }
  rows.push({
    name,
    passed: 0,
    failed: note === 'ok' ? 0 : 1,
    skipped: 0,
    ms: performance.now() - t0,
    note,
    counted: false,
  });
}

/** `npm …` with its output kept, for a step that runs beside others: resolves with the output, rejects on failure. */
function quietNpm(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(NPM, args, { env: process.env });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', (err) => reject(Object.assign(err, { out })));
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve(out)
        : reject(Object.assign(new Error(`\`npm ${args.join(' ')}\` exited with ${signal ?? code}`), { out })),
    );
  });
}

/**
 * Steps that run at the same time ({ name, title, run: () => Promise<output> }). Each one's output is printed
 * whole under its own header when it ends, so the log reads as if they ran one after another.
 */
async function sideBySide(steps) {
  if (failure) return;
  if (steps.length > 1)
    console.log(`\n${steps.map((s) => s.name).join(', ')}: side by side, each printed when it ends`);
  const t0 = performance.now();
  const done = await Promise.all(
    steps.map(async ({ name, title, run: go }) => {
      let note = 'ok';
      let out;
      try {
        out = await go();
      } catch (err) {
        note = 'FAILED';
        out = `${err.out ?? ''}\n${name} FAILED: ${err.message}`;
        failure ??= `${name}: ${err.message}`;
      }
      const ms = performance.now() - t0;
      header(`${title} (${(ms / 1000).toFixed(1)} s)`);
      if (out.trim()) console.log(out.trimEnd());
      return {
        name,
        passed: 0,
        failed: note === 'ok' ? 0 : 1,
        skipped: 0,
        ms,
        note,
        counted: false,
        during: steps.length > 1,
      };
    }),
  );
  rows.push(...done); // in the order declared, not the order they ended
}

/**
 * One vitest run; rows = names of the table rows it fills (each must run at least one test),
 * rowOf(file) maps a test file to its row.
 */
async function vitestPhase(title, rowNames, args, { env = process.env, rowOf = () => rowNames[0] } = {}) {
  if (failure) return;
  header(title);
  const out = join(tmp, `${rowNames.join('+').replace(/\W+/g, '-')}.json`);
  const t0 = performance.now();
  const r = await run(
    process.execPath,
    [VITEST, 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...filters],
    { env },
  );
  const ms = performance.now() - t0;
  const { counts, failures: failed, ok } = countReport(out, root, rowOf);
  failures.push(...failed);
  const problems = [];
  for (const name of rowNames) {
    const c = counts.get(name) ?? { passed: 0, failed: 0, skipped: 0 };
    let note = c.failed ? 'FAILED' : 'ok';
    if (c.passed + c.failed === 0) {
      note = 'NO TESTS';
      problems.push(`${name} ran zero tests`);
    }
    rows.push({ name, ...c, ms, note, counted: true, shared: rowNames.length > 1 });
  }
  const failedTests = [...counts.values()].reduce((n, c) => n + c.failed, 0);
  if (failedTests) problems.unshift(`${failedTests} failed`);
  if (r.code !== 0 && failedTests === 0) {
    // Vitest failed without a failing test (config error, unhandled error, no test files, crash):
    // count it so the final line cannot read as a pass.
    const why = ok
      ? `vitest exited with ${r.signal ?? r.code} (errors outside tests, see above)`
      : 'vitest wrote no report (see above)';
    problems.push(why);
    rows[rows.length - 1].failed += 1;
    rows[rows.length - 1].note = 'FAILED';
  }
  if (problems.length) failure = `${title}: ${problems.join('; ')}`;
}

/**
 * The PostgreSQL template (migrated, seeded) built in a child process while the PGlite run goes on. Best
 * effort: the api project's global setup builds it when it is missing and reports a build that fails.
 */
function buildPgTemplate(url) {
  const code = `import('./apps/server/src/test/template.ts').then((m) => m.ensurePgTemplate(${JSON.stringify(url)}))`;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', code], { stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', () => resolve());
    child.on('exit', () => resolve());
  });
}

// ---- the run --------------------------------------------------------------------------------
const started = performance.now();
try {
  if (only === null || only === 'pg' || only === 'e2e') {
    await step('tools', 'tools: Chromium, CJK font, PostgreSQL', () =>
      ensureTools({ browser: wants('e2e'), postgres: wants('pg') }),
    );
  }
  const checks = [
    {
      name: 'lint',
      title: 'lint (ESLint + import boundaries, Stylelint, Prettier)',
      run: () => quietNpm(['run', 'lint']),
    },
    {
      name: 'typecheck',
      title: 'typecheck (TypeScript 7 tsc -b: shared, ui, server, web, admin, e2e)',
      run: () => quietNpm(['run', 'typecheck']),
    },
    { name: 'readme', title: 'README lists every config variable', run: () => checkReadmeConfig(root) },
    { name: 'build', title: 'web and console build (vite)', run: () => quietNpm(['run', 'build']) },
  ];
  if (only === null) await sideBySide(checks);
  else if (only === 'e2e') await sideBySide(checks.filter((c) => c.name === 'build'));

  const pgliteEnv = { ...process.env };
  delete pgliteEnv.DATABASE_URL;
  const apiFiles = new Set(serverTestPhases().api);
  let pgliteRun = null;
  if (only === null) {
    pgliteRun = vitestPhase(
      'unit + api on PGlite',
      ['unit', 'api·pglite'],
      ['--project', 'unit', '--project', 'api-pglite'],
      { env: pgliteEnv, rowOf: (file) => (apiFiles.has(file) ? 'api·pglite' : 'unit') },
    );
  } else if (only === 'unit') {
    pgliteRun = vitestPhase('unit', ['unit'], ['--project', 'unit'], { env: pgliteEnv });
  } else if (only === 'api') {
    pgliteRun = vitestPhase('api on PGlite', ['api·pglite'], ['--project', 'api-pglite'], { env: pgliteEnv });
  }

  // The cluster starts while the PGlite run above is under way (its vitest was spawned synchronously):
  // initdb and the template build are mostly one core's work, and the PGlite run leaves a core idle while
  // it builds its own template and waits on its slowest files.
  let cluster = null;
  let pgTemplate = null;
  const clusterRow = { name: 'pg cluster', passed: 0, failed: 0, skipped: 0, ms: 0, note: 'ok', counted: false };
  clusterRow.during = pgliteRun !== null;
  if (wants('pg') && !failure) {
    const t0 = performance.now();
    try {
      if (!pgliteRun) header('PostgreSQL: starting a throwaway cluster');
      cluster = await startCluster({ quiet: false });
      pgTemplate = buildPgTemplate(cluster.url);
    } catch (err) {
      failure ??= `PostgreSQL: ${err.message}`;
      Object.assign(clusterRow, { failed: 1, note: 'FAILED' });
    }
    clusterRow.ms = performance.now() - t0;
  }
  await pgliteRun;

  if (wants('pg')) {
    try {
      rows.push(clusterRow);
      if (cluster && !failure) {
        const t0 = performance.now();
        await pgTemplate;
        clusterRow.ms += performance.now() - t0; // what was left of the template build, if the PGlite run ended first
        await vitestPhase('api on PostgreSQL', ['api·postgres'], ['--project', 'api'], {
          env: { ...process.env, DATABASE_URL: cluster.url },
        });
      }
    } finally {
      await cluster?.stop();
    }
  }

  if (wants('e2e')) {
    const e2eEnv = { ...process.env };
    delete e2eEnv.DATABASE_URL;
    await vitestPhase('e2e in Chromium', ['e2e'], ['--config', 'e2e/vitest.config.ts'], { env: e2eEnv });
  }
} catch (err) {
  failure ??= `unexpected: ${err.stack ?? err.message}`;
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

printSummary(rows, performance.now() - started, failure, failures);
const passed = rows.reduce((n, r) => n + r.passed, 0);
const failed = rows.reduce((n, r) => n + r.failed, 0);
if (failure) console.log(`\nFAILED — ${failure}`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failure || failed ? 1 : 0;
