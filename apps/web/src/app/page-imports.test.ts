import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteDef } from './routes.tsx';
import { iconsOf, staticGraph } from './static-graph.ts';

const SRC = resolve(import.meta.dirname, '..');

/** `file → antd…` for every antd import in the graph. */
const antdImports = (graph: ReturnType<typeof staticGraph>) =>
  [...graph].flatMap(([file, imports]) =>
    imports
      .filter(({ specifier: s }) => s === 'antd' || s.startsWith('antd/'))
      .map(({ specifier }) => `${file.slice(SRC.length + 1)} → ${specifier}`),
  );

const SHARED = resolve(SRC, '../../../packages/shared/src');
/** `file → zod` for every zod import in the graph and in the shared modules it reaches (`@store/shared/…`). */
const zodImports = (graph: ReturnType<typeof staticGraph>) => {
  const shared = new Set(
    [...graph.values()].flatMap((imports) =>
      imports
        .map(({ specifier }) => specifier.match(/^@store\/shared\/(.+)$/)?.[1])
        .filter((name) => name !== undefined)
        .map((name) => resolve(SHARED, name === 'codes' ? 'codes/index.ts' : `${name}.ts`)),
    ),
  );
  const all = new Map([...graph, ...[...shared].flatMap((file) => [...staticGraph(file)])]);
  return [...all].flatMap(([file, imports]) =>
    imports.filter(({ specifier }) => specifier === 'zod').map(() => `${relative(SHARED, file)} → zod`),
  );
};

const pagesWithoutAntd = (defs: RouteDef[]): string[] =>
  defs.flatMap((def) =>
    'children' in def ? pagesWithoutAntd(def.children) : 'page' in def && def.antd === false ? [def.name] : [],
  );

describe("a page's first script", () => {
  // zod and the API's schemas are ~23 kB and ~10 ms of a slow phone's time to run; the forms that check input load them.
  it('holds no zod, nor does the home page, the goods page or a listing', () => {
    for (const file of [
      'main.tsx',
      'features/home/home-page.tsx',
      'features/catalog/goods-detail-page.tsx',
      'features/catalog/list-page.tsx',
      'features/search/search-page.tsx',
      'features/zones/zone-page.tsx',
    ])
      expect(zodImports(staticGraph(resolve(SRC, file))), file).toEqual([]);
  });

  it('holds no antd: the shell is plain markup, and antd comes with the page (lib/antd-scope)', () => {
    const graph = staticGraph(resolve(SRC, 'main.tsx'));
    expect(graph.size).toBeGreaterThan(20);
    expect(antdImports(graph)).toEqual([]);
    // Nor antd's icons, whose runtime came with the first one: the shell draws components/glyphs.tsx.
    expect(iconsOf(graph)).toEqual([]);
  });
});

describe('a page marked antd: false', () => {
  it('is the home page, whose code then brings none of antd (its cards, tags and buttons are plain markup)', () => {
    // The home page, the goods detail page and the listings: goods, search and the zones' goods lists.
    expect(pagesWithoutAntd(ROUTES)).toEqual([
      'index',
      'list_other',
      'list_index',
      'list_table',
      'list_no_image',
      'list_info',
      'search_index',
      'search_table',
      'yx_index',
      'yx_table',
      'kxzq_list',
      'kxzq2',
      'kxzq_index',
      'kxzq_goods',
      'qxzq',
      'zyyp',
      'jxqzc',
      'jmzq',
      'welfare',
    ]);
    const graph = staticGraph(resolve(SRC, 'features/home/home-page.tsx'));
    expect(graph.size).toBeGreaterThan(20);
    expect(antdImports(graph)).toEqual([]);
    // Nor an icon at all: an icon antd uses itself lives in antd's shared chunk, which it would bring along, and
    // any other brings the icons' runtime (components/glyphs.tsx).
    expect(iconsOf(graph)).toEqual([]);
  });

  it('is the goods detail page, whose tabs, buttons and states are plain markup; only the reports table loads antd', () => {
    const graph = staticGraph(resolve(SRC, 'features/catalog/goods-detail-page.tsx'));
    expect(graph.size).toBeGreaterThan(20);
    expect(antdImports(graph)).toEqual([]);
    expect(iconsOf(graph)).toEqual([]);
    // The batches' table (antd's Table) comes with the 质检报告 tab, not with the page.
    expect([...graph.keys()].filter((file) => file.includes('qc-report-table'))).toEqual([]);
  });

  it('is a listing (goods, search, a zone), whose pager, filters and cards are plain; a desktop table view loads antd', () => {
    for (const page of [
      'features/catalog/list-page.tsx',
      'features/search/search-page.tsx',
      'features/zones/zone-page.tsx',
    ]) {
      const graph = staticGraph(resolve(SRC, page));
      expect(graph.size, page).toBeGreaterThan(20);
      expect(antdImports(graph), page).toEqual([]);
      expect(zodImports(graph), page).toEqual([]);
      expect(iconsOf(graph), page).toEqual([]);
    }
  });
});
