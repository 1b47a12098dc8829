// The rule that sorts server test files into phases (scripts/test-phases.mjs, ADR 002) holds for the tree
// as it is: every module is in a group, every group is smoked on PGlite, nothing marked is left out.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { MODULE_GROUPS, moduleGroupOf, PGLITE_MARKER, serverTestPhases, ungroupedModules } from './test-phases.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { unit, api, pglite } = serverTestPhases();

it('puts every module folder in exactly one group', () => {
  expect(ungroupedModules()).toEqual([]);
  const all = Object.values(MODULE_GROUPS).flat();
  expect(all.filter((name, i) => all.indexOf(name) !== i)).toEqual([]);
});

it('runs at least one API file of every group on PGlite, and every marked file', () => {
  const groups = new Set(api.map((file) => moduleGroupOf(join(root, file))));
  const smoked = new Set(pglite.map((file) => moduleGroupOf(join(root, file))));
  expect([...groups].filter((group) => !smoked.has(group))).toEqual([]);
  const marked = api.filter((file) => PGLITE_MARKER.test(readFileSync(join(root, file), 'utf8')));
  expect(marked.filter((file) => !pglite.includes(file))).toEqual([]);
  // The PGlite set is the API set's engine-sensitive part, not a copy of it.
  expect(pglite.every((file) => api.includes(file))).toBe(true);
  expect(pglite.length).toBeLessThan(api.length / 3);
});

it('gives each server test file one phase, unit or api', () => {
  expect(unit.filter((file) => api.includes(file))).toEqual([]);
  const files = readdirSync(join(root, 'apps/server/src'), { recursive: true }).filter((f) => f.endsWith('.test.ts'));
  expect(unit.length + api.length).toBe(files.length);
});
