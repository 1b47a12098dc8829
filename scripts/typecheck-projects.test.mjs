// `npm run typecheck` is `tsc -b tsconfig.typecheck.json`: a project missing from its references would never be
// checked, and nothing would say so. Every workspace (and e2e/support) with a tsconfig.json is listed there,
// through a tsconfig.typecheck.json that extends its own tsconfig.json (so `tsc -p <project>` checks the same).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const json = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));

const projects = ['e2e/support'];
for (const glob of json('package.json').workspaces) {
  const parent = glob.replace(/\/\*$/, '');
  for (const name of readdirSync(join(root, parent))) {
    if (existsSync(join(root, parent, name, 'tsconfig.json'))) projects.push(`${parent}/${name}`);
  }
}

it('tsc -b checks every workspace with a tsconfig.json, with that tsconfig.json', () => {
  const referenced = json('tsconfig.typecheck.json').references.map((r) => r.path);
  expect(referenced.sort()).toEqual(projects.map((p) => `${p}/tsconfig.typecheck.json`).sort());
  for (const project of projects) expect(json(`${project}/tsconfig.typecheck.json`).extends).toBe('./tsconfig.json');
});
