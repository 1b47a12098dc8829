// The server modules' import graph (issue #37, docs/design.md "Boundaries"): how many imports cross from one
// module to another, how many of those reach past the target's public surface, and which modules (and which
// files) import each other in a circle. Production files and tests are counted apart, since a test may reach
// into a module for a fixture. `node scripts/module-graph.mjs [--json]`; prints, exits 0 (the lint enforces).
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const modulesDir = join(root, 'apps/server/src/modules');

/** Every .ts file under modules/, as paths relative to modules/ (`checkout/pay.ts`). */
function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return entry.name.endsWith('.ts') ? [relative(modulesDir, full)] : [];
  });
}

const moduleOf = (file) => (file.includes('/') ? file.slice(0, file.indexOf('/')) : null);
const isTest = (file) => file.endsWith('.test.ts');

/**
 * A module's public surface, as the lint rule reads it: its index.ts. A file reached from another module
 * that is not index.ts is a reach-in; repo (SQL), routes and app files are counted apart as the worst kind.
 */
const isPublic = (inModule) => inModule === 'index.ts';
const internalKind = (inModule) => {
  const name = inModule.slice(inModule.lastIndexOf('/') + 1);
  if (/(^|-)repo\.ts$/.test(name)) return 'repo';
  if (/(^|-)routes\.ts$/.test(name) || name === 'app.ts') return 'routes';
  return 'other';
};

/** Resolves a relative specifier to a file under modules/, or null when it leaves modules/ or is a package. */
function resolveSpecifier(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const target = relative(modulesDir, resolve(modulesDir, dirname(fromFile), specifier));
  if (target.startsWith('..')) return null;
  for (const candidate of [target, `${target}.ts`, join(target, 'index.ts')]) {
    if (candidate.endsWith('.ts') && existsSync(join(modulesDir, candidate))) return candidate;
  }
  return null;
}

const files = walk(modulesDir).sort();
/** One edge per import/export-from/dynamic import statement naming a file in another place under modules/. */
const edges = [];
for (const file of files) {
  const { importedFiles } = ts.preProcessFile(readFileSync(join(modulesDir, file), 'utf8'), true, true);
  for (const { fileName } of importedFiles) {
    const target = resolveSpecifier(file, fileName);
    if (target) edges.push({ from: file, to: target });
  }
}

/** Strongly connected components (Tarjan) of size > 1, largest first. */
function circles(nodes, next) {
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    order.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!order.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), order.get(to)));
    }
    if (low.get(node) === order.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of nodes) if (!order.has(node)) visit(node);
  return found.sort((a, b) => b.length - a.length || a[0].localeCompare(b[0]));
}

function report(label, keep) {
  const own = edges.filter((edge) => keep(edge.from));
  // modules/deps.ts (what every module receives) belongs to none of them and is left out of the counts.
  const cross = own.filter(({ from, to }) => moduleOf(from) && moduleOf(to) && moduleOf(from) !== moduleOf(to));
  const reachIns = cross.filter((edge) => !isPublic(edge.to.slice(edge.to.indexOf('/') + 1)));
  const byKind = { repo: 0, routes: 0, other: 0 };
  for (const edge of reachIns) byKind[internalKind(edge.to.slice(edge.to.indexOf('/') + 1))] += 1;

  const moduleNext = new Map();
  for (const { from, to } of cross) {
    const [a, b] = [moduleOf(from), moduleOf(to)];
    if (!moduleNext.has(a)) moduleNext.set(a, new Set());
    moduleNext.get(a).add(b);
  }
  const fileNext = new Map();
  for (const { from, to } of own) {
    if (!fileNext.has(from)) fileNext.set(from, new Set());
    fileNext.get(from).add(to);
  }
  const moduleCircles = circles([...moduleNext.keys()].sort(), moduleNext);
  const fileCircles = circles([...fileNext.keys()].sort(), fileNext);
  return {
    label,
    files: files.filter(keep).length,
    crossModuleImports: cross.length,
    withDeps: own.filter(({ from, to }) => moduleOf(from) !== moduleOf(to)).length,
    moduleDependencies: [...moduleNext.values()].reduce((sum, set) => sum + set.size, 0),
    reachIns: { total: reachIns.length, ...byKind },
    reachInList: reachIns.map((edge) => `${edge.from} → ${edge.to}`),
    moduleCircles,
    fileCircles: fileCircles.map((component) => component.filter((file) => !isTest(file))),
  };
}

/**
 * Names a module's index.ts re-exports from its own repo files: allowed by the rule (the module chose to
 * publish them), counted so that SQL other modules call stays in sight.
 */
function publishedFromRepo() {
  const found = [];
  for (const file of files.filter((f) => f.endsWith('/index.ts'))) {
    const source = ts.createSourceFile(file, readFileSync(join(modulesDir, file), 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      const from = statement.moduleSpecifier?.text ?? '';
      if (!ts.isExportDeclaration(statement) || internalKind(from) !== 'repo') continue;
      const names = statement.exportClause?.elements?.map((element) => element.name.text) ?? ['*'];
      found.push(`${dirname(file)}/${from.replace('./', '')}: ${names.join(', ')}`);
    }
  }
  return found;
}

const results = [report('production', (file) => !isTest(file)), report('tests', isTest)];
const published = publishedFromRepo();
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ results, publishedFromRepo: published }, null, 2));
} else {
  for (const result of results) {
    console.log(`${result.label}: ${result.files} files`);
    console.log(
      `  cross-module imports     ${result.crossModuleImports} (${result.moduleDependencies} module → module pairs; ` +
        `${result.withDeps} counting modules/deps.ts)`,
    );
    const { total, repo, routes, other } = result.reachIns;
    console.log(`  past the public surface  ${total} (repo ${repo}, routes/app ${routes}, other files ${other})`);
    if (process.argv.includes('--list')) for (const line of result.reachInList) console.log(`    ${line}`);
    console.log(`  module circles           ${result.moduleCircles.length}`);
    for (const component of result.moduleCircles) console.log(`    ${component.length}: ${component.join(', ')}`);
    if (result.label === 'production') {
      console.log(`  file circles             ${result.fileCircles.length}`);
      for (const component of result.fileCircles) console.log(`    ${component.length}: ${component.join(' ')}`);
      const names = published.reduce((sum, line) => sum + line.split(', ').length, 0);
      console.log(`  index.ts names from repo ${names} (${published.length} repo files)`);
      if (process.argv.includes('--list')) for (const line of published) console.log(`    ${line}`);
    }
  }
}
