/**
 * The modules a file imports statically (not `import type`, not `import()`), read from the sources: what loads with
 * it. Read at build time by vite.config.ts (the catalogue's shared chunk) and by app/page-imports.test.ts (which
 * pages may bring antd); never bundled into the store.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const STATIC_IMPORT = /^import\s+(?!type\s)(?:([^'";]*?)\sfrom\s+)?['"]([^'"]+)['"]/gm;

/** `file → [what it imports, the specifier]` for `entry` and every module it reaches by relative static imports. */
export function staticGraph(entry: string): Map<string, { names: string; specifier: string }[]> {
  const graph = new Map<string, { names: string; specifier: string }[]>();
  const visit = (file: string) => {
    if (graph.has(file)) return;
    const imports = [...readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)].map((m) => ({
      names: m[1] ?? '',
      specifier: m[2]!,
    }));
    graph.set(file, imports);
    for (const { specifier } of imports)
      if (specifier.startsWith('.') && /\.tsx?$/.test(specifier)) visit(resolve(dirname(file), specifier));
  };
  visit(entry);
  return graph;
}

/** The icons the graph's files import by name from @ant-design/icons. */
export const iconsOf = (graph: ReturnType<typeof staticGraph>): string[] =>
  [...graph.values()].flatMap((imports) =>
    imports
      .filter((i) => i.specifier === '@ant-design/icons')
      .flatMap((i) =>
        i.names
          .replace(/[{}]/g, '')
          .split(',')
          .map((name) => name.trim()),
      )
      .filter(Boolean),
  );
