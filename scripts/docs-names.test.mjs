// Every code name docs/*.md quotes in backticks still exists in the tree, so a rename that leaves a doc behind
// fails here. What counts as a code name, and as existing, is written at the top of scripts/docs-names.mjs.
//
// Read: docs/design.md, docs/guide.md and any other docs/*.md, except
//   - docs/spec.md: the product contract, copied verbatim from the steering repo; its names are the contract's
//     (its one code span names a file of that repo), and the API's own schemas in packages/shared are checked
//     against it by their own tests, not by its prose;
//   - docs/decisions/*.md: each ADR records what was true when it was decided (ADR 010 names the
//     `requireOperator` it replaced), so old names there are history, not stale claims.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeSpans, pathOf, staleNames, treeContext, wordsOf } from './docs-names.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const NOT_READ = new Set(['spec.md']);
const docs = readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md') && !NOT_READ.has(f));

let ctx;
// Scanning the tree's ~1,300 files is ~3 s of CPU; on a loaded machine that is more than the 10 s default.
beforeAll(() => {
  ctx = treeContext(root);
}, 60_000);

describe('docs name only code that exists', () => {
  it.each(docs)('every code name docs/%s quotes is still in the tree', (doc) => {
    const stale = staleNames(readFileSync(join(root, 'docs', doc), 'utf8'), ctx).map(
      ({ line, name, why }) => `docs/${doc}:${line} \`${name}\`: ${why}`,
    );
    expect(stale).toEqual([]);
  });

  it('reads code spans and tells code names from prose', () => {
    const md = 'Run `takeStock` on `goods.stock`;\n```\nnot `read` here\n```\nthen `npm run seed`.';
    expect(codeSpans(md)).toEqual([
      { span: 'takeStock', line: 1 },
      { span: 'goods.stock', line: 1 },
      { span: 'npm run seed', line: 5 },
    ]);
    expect(wordsOf('readUpload(request, rules)')).toEqual(['readUpload']);
    expect(wordsOf('findOwn<Thing>(db, userId, id)')).toEqual(['findOwn<Thing>', 'userId']);
    expect(wordsOf('users.scope_limit, OrderRefusal.STOCK_SHORT, AppError, Suspense, staff')).toEqual([
      'scope_limit',
      'OrderRefusal',
      'STOCK_SHORT',
      'AppError',
    ]);
    const dirs = new Set(['lib', 'modules']);
    expect(pathOf('modules/wallet/ledger.ts', dirs)).toBe('modules/wallet/ledger.ts');
    expect(pathOf('lib/antd-scope', dirs)).toBe('lib/antd-scope');
    expect(pathOf('api/', dirs)).toBe('api/');
    expect(pathOf('boundaries/dependencies', dirs)).toBeUndefined();
    expect(pathOf('/api/admin/...', dirs)).toBeUndefined();
    expect(pathOf('goods/{id}/', dirs)).toBeUndefined();
    expect(pathOf('api.post/put/patch/delete', dirs)).toBeUndefined();
  });

  it('finds a renamed function, a moved file, a missing package and script, and not a name left in a comment', () => {
    // The missing names are joined at run time: written whole, this file's own strings would count as code.
    const gone = (...parts) => parts.join('');
    const md = [
      `\`${gone('takeCart', 'Lines')}\` then \`writeOrder\`, with \`${gone('lock', 'Ghost', '<Thing>')}\`,`,
      '`modules/staff/audit.ts` and `lib/audit.ts`,',
      `\`@store/shared/api/staff\`, \`@store/shared/api/${gone('no', 'where')}\`, \`@fastify/static\`, \`@fastify/${gone('no', 'where')}\`,`,
      `\`npm run typecheck\` and \`npm run ${gone('no', 'where')}\``,
    ].join('\n');
    expect(staleNames(md, ctx).map((s) => s.name)).toEqual([
      gone('takeCart', 'Lines'),
      gone('lock', 'Ghost', '<Thing>'),
      'modules/staff/audit.ts',
      `@store/shared/api/${gone('no', 'where')}`,
      `@fastify/${gone('no', 'where')}`,
      `npm run ${gone('no', 'where')}`,
    ]);
    // A name only in a comment is not code: this file's own comment mentions `requireOperator`.
    expect(ctx.words.has(gone('require', 'Operator'))).toBe(false);
  });
});
