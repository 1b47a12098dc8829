// What `npm test` (scripts/test.mjs) reads back and prints: vitest's JSON reports counted by row, and the
// summary table of every phase's counts and time.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/**
 * Counts the results of one vitest JSON report, split into rows by `rowOf(file)` (file relative to `root`).
 * `ok` is false when vitest wrote no report at all. `failures` names each failed test with the first line
 * of its error, so the last lines of a run (all a CI log may keep) say which test failed and why.
 */
export function countReport(file, root, rowOf) {
  const counts = new Map();
  const failures = [];
  const firstLine = (messages) =>
    String(messages?.[0] ?? '')
      .split('\n')
      .find((l) => l.trim()) ?? '';
  const bump = (row, key, n = 1) => {
    const c = counts.get(row) ?? { passed: 0, failed: 0, skipped: 0 };
    c[key] += n;
    counts.set(row, c);
  };
  if (!existsSync(file)) return { counts, failures, ok: false };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const tf of report.testResults ?? []) {
    const path = relative(root, tf.name);
    const row = rowOf(path);
    bump(row, 'passed', 0);
    for (const a of tf.assertionResults ?? []) {
      if (a.status === 'passed') bump(row, 'passed');
      else if (a.status === 'failed') {
        bump(row, 'failed');
        failures.push({ row, path, test: a.fullName ?? a.title, why: firstLine(a.failureMessages) });
      } else bump(row, 'skipped'); // skipped, pending, todo
    }
    // A file that failed outside any test (import error, failing beforeAll with no test results).
    if (tf.status === 'failed' && !(tf.assertionResults ?? []).some((a) => a.status === 'failed')) {
      bump(row, 'failed');
      failures.push({ row, path, test: '(the file itself)', why: String(tf.message ?? '').split('\n')[0] });
    }
  }
  return { counts, failures, ok: true };
}

export function fmtMs(ms) {
  return ms >= 60_000
    ? `${Math.floor(ms / 60_000)}m${((ms % 60_000) / 1000).toFixed(0).padStart(2, '0')}s`
    : `${(ms / 1000).toFixed(1)}s`;
}

const bold = (s) => (process.stdout.isTTY ? `\x1b[1m${s}\x1b[22m` : s);

export function header(title) {
  console.log(`\n${bold(`━━━ ${title} ${'━'.repeat(Math.max(3, 76 - title.length))}`)}\n`);
}

/**
 * The table at the end of a run. rows: { name, passed, failed, skipped, ms, note, counted, shared?, during? };
 * `shared` rows came from one vitest run, `during` rows ran beside another step (their time overlaps it).
 */
export function printSummary(rows, totalMs, failed, failures = []) {
  const lines = [['phase', 'passed', 'failed', 'skipped', 'time', 'result']];
  for (const r of rows) {
    lines.push([
      r.name,
      r.counted ? String(r.passed) : '-',
      r.counted || r.failed ? String(r.failed) : '-',
      r.counted ? String(r.skipped) : '-',
      r.shared ? `${fmtMs(r.ms)}*` : r.during ? `${fmtMs(r.ms)}†` : fmtMs(r.ms),
      r.note,
    ]);
  }
  lines.push(['total', '', '', '', fmtMs(totalMs), failed ? 'FAILED' : 'ok']);
  const widths = lines[0].map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  const fmt = (l) => l.map((c, i) => (i === 0 || i === 5 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  header('summary');
  console.log(fmt(lines[0]));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const l of lines.slice(1, -1)) console.log(fmt(l));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  console.log(fmt(lines.at(-1)));
  if (rows.some((r) => r.shared))
    console.log("* unit and api·pglite run in one vitest process; both rows show that run's time.");
  if (rows.some((r) => r.during))
    console.log('† ran beside other steps: most of this time overlaps theirs (the total counts it once).');
  if (failures.length) {
    console.log('\nfailed tests:');
    for (const f of failures.slice(0, 20))
      console.log(`  ${f.row}  ${f.path} › ${f.test}\n      ${f.why.slice(0, 300)}`);
    if (failures.length > 20) console.log(`  … and ${failures.length - 20} more`);
  }
}
