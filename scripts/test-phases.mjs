// Which server test files run in which test phase, by rule (docs/decisions/002-test-phases.md), so a new
// file lands in the right phase without anyone editing a list:
//
//   unit       a server test file that cannot open a database: neither it nor any file it imports
//              (relative imports, followed through the tree; `import type` does not count) imports a
//              value from apps/server/src/db/client.ts, the one module that opens PGlite or PostgreSQL.
//   api        every other server test file; the PostgreSQL phase runs them all.
//   api·pglite the api files that carry the marker line `// @pglite: <why>` (engine-sensitive: single
//              connection, interleaving, migrations, the driver branch, search, VACUUM, concurrency),
//              and a smoke file for each module group (MODULE_GROUPS) none of whose api files is marked:
//              the group's smallest api file (the cheapest smoke). Every module folder is in one group; a
//              new folder that is in none fails scripts/test-phases.test.mjs until it is given one.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = join(root, 'apps/server/src');
const OPENS_DATABASE = join(SERVER, 'db/client.ts');
export const PGLITE_MARKER = /^\/\/ @pglite: \S/m;

/**
 * The server's modules by the part of the business they serve (docs/design.md's areas). A smoke on PGlite per
 * group, not per folder: each API file costs a PGlite start (~3 s of a worker), and 33 folder smokes were
 * two thirds of the PGlite phase. Server code outside modules/ (lib, plugins, db, config) is `platform`.
 */
export const MODULE_GROUPS = {
  buying: [
    'arrival',
    'cart',
    'catalogue',
    'checkout',
    'coupons',
    'favorites',
    'focus',
    'online-payments',
    'orders',
    'payments',
    'promotions',
    'quick-buy',
    'requests',
    'stock',
  ],
  account: [
    'account',
    'address',
    'auth',
    'contract',
    'inbox',
    'invoice-profiles',
    'qualification',
    'stores',
    'user',
    'wechat',
  ],
  wallet: ['cashback', 'lottery', 'mall', 'points', 'vouchers', 'wallet'],
  marketing: ['activities', 'ads-admin', 'content', 'floors', 'nav-admin', 'promo', 'qc-reports', 'seo', 'site'],
  console: ['admin', 'dashboard', 'goods-admin', 'health', 'staff', 'test-hooks'],
};

const MODULES = join(SERVER, 'modules');

/** The group of a server file (absolute path): its module's, `platform` outside modules/, undefined if unlisted. */
export function moduleGroupOf(file) {
  const inModules = relative(MODULES, file);
  if (inModules.startsWith('..')) return 'platform';
  const folder = inModules.split(/[\\/]/)[0];
  return Object.keys(MODULE_GROUPS).find((group) => MODULE_GROUPS[group].includes(folder));
}

/** Module folders (under apps/server/src/modules) that no group lists. */
export function ungroupedModules() {
  return readdirSync(MODULES, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !Object.values(MODULE_GROUPS).flat().includes(d.name))
    .map((d) => d.name);
}

/** import … from '…', export … from '…', import '…', import('…'): the specifier and whether only types come. */
const IMPORT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;

/** Relative value imports of one file, as absolute paths. */
function valueImports(file, source) {
  const found = [];
  for (const m of source.matchAll(IMPORT)) {
    const spec = m[4] ?? m[5] ?? m[6];
    if (!spec.startsWith('.')) continue;
    if (m[4] !== undefined) {
      if (m[2]) continue; // import type { … } from
      const names = m[3].match(/^\{([\s\S]*)\}$/);
      // `import { type A, type B } from` brings no value either.
      if (names && names[1].split(',').every((n) => !n.trim() || /^type\s/.test(n.trim()))) continue;
    }
    found.push(resolve(dirname(file), spec));
  }
  return found;
}

/** Does `file`, through its relative value imports, reach db/client.ts? Memoised over the whole walk. */
function opensDatabase(file, seen = new Map()) {
  if (file === OPENS_DATABASE) return true;
  if (seen.has(file)) return seen.get(file);
  seen.set(file, false); // an import cycle adds nothing new
  let source;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return false; // a generated or non-source file (JSON, .mjs worker outside the tree)
  }
  const result = valueImports(file, source).some((dep) => opensDatabase(dep, seen));
  seen.set(file, result);
  return result;
}

/** The server's test files split by the rules above, as paths relative to the repository root. */
export function serverTestPhases() {
  const seen = new Map();
  const unit = [];
  const api = [];
  const pglite = [];
  const files = readdirSync(SERVER, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.test.ts'))
    .sort();
  /** Group → its api files, and whether one of them is marked. */
  const groups = new Map();
  for (const name of files) {
    const file = join(SERVER, name);
    const path = relative(root, file);
    if (!opensDatabase(file, seen)) {
      unit.push(path);
      continue;
    }
    api.push(path);
    const key = moduleGroupOf(file) ?? `ungrouped ${dirname(path)}`; // ungrouped: its own smoke, and a failing test
    const group = groups.get(key) ?? { files: [], marked: false };
    groups.set(key, group);
    group.files.push(path);
    if (PGLITE_MARKER.test(readFileSync(file, 'utf8'))) {
      pglite.push(path);
      group.marked = true;
    }
  }
  for (const { files: inGroup, marked } of groups.values()) {
    if (marked) continue;
    const size = (f) => statSync(join(root, f)).size;
    pglite.push(inGroup.reduce((a, b) => (size(b) < size(a) ? b : a)));
  }
  pglite.sort();
  return { unit, api, pglite };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { unit, api, pglite } = serverTestPhases();
  for (const [name, list] of Object.entries({ unit, api, pglite })) {
    console.log(`${name} (${list.length})`);
    for (const f of list) console.log(`  ${f}`);
  }
}
