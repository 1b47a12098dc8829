// What `npm test` reads back from vitest's JSON report: counts per row, and the failed tests by name, so
// the last lines of a CI log say which test failed and why.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { countReport, printSummary } from './test-report.mjs';

const dir = mkdtempSync(join(tmpdir(), 'test-report-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const report = {
  testResults: [
    {
      name: '/repo/apps/server/src/a.test.ts',
      status: 'failed',
      assertionResults: [
        { status: 'passed', fullName: 'a works' },
        {
          status: 'failed',
          fullName: 'a refuses',
          failureMessages: ['\nAssertionError: expected 1 to be 2\n    at x'],
        },
        { status: 'skipped', fullName: 'a later' },
      ],
    },
    {
      name: '/repo/apps/server/src/b.test.ts',
      status: 'failed',
      message: 'Cannot find module ./c',
      assertionResults: [],
    },
  ],
};

it('counts per row and names every failed test with the first line of its error', () => {
  const file = join(dir, 'r.json');
  writeFileSync(file, JSON.stringify(report));
  const { counts, failures, ok } = countReport(file, '/repo', (path) => (path.includes('a.') ? 'api' : 'unit'));
  expect(ok).toBe(true);
  expect(counts.get('api')).toEqual({ passed: 1, failed: 1, skipped: 1 });
  expect(counts.get('unit')).toEqual({ passed: 0, failed: 1, skipped: 0 });
  expect(failures).toEqual([
    { row: 'api', path: 'apps/server/src/a.test.ts', test: 'a refuses', why: 'AssertionError: expected 1 to be 2' },
    { row: 'unit', path: 'apps/server/src/b.test.ts', test: '(the file itself)', why: 'Cannot find module ./c' },
  ]);
});

it('prints the failed tests under the summary table', () => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  const row = { name: 'api', passed: 1, failed: 1, skipped: 0, ms: 1000, note: 'FAILED', counted: true };
  printSummary([row], 1000, 'api: 1 failed', [
    { row: 'api', path: 'apps/server/src/a.test.ts', test: 'a refuses', why: 'AssertionError: expected 1 to be 2' },
  ]);
  const out = log.mock.calls.map((c) => c.join(' ')).join('\n');
  log.mockRestore();
  expect(out).toMatch(
    /failed tests:\n {2}api {2}apps\/server\/src\/a\.test\.ts › a refuses\n {6}AssertionError: expected 1 to be 2/,
  );
});

it('reports a missing report as not ok', () => {
  expect(countReport(join(dir, 'none.json'), '/repo', () => 'unit').ok).toBe(false);
});
