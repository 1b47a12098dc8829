import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '..');

/** The modules a page's first script holds: main.tsx and what it imports statically (not `import type`, not `import()`). */
function firstScript(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const visit = (file: string) => {
    if (graph.has(file)) return;
    const text = readFileSync(file, 'utf8');
    const specifiers = [...text.matchAll(/^import\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map(
      (m) => m[1]!,
    );
    graph.set(file, specifiers);
    for (const specifier of specifiers)
      if (specifier.startsWith('.') && /\.tsx?$/.test(specifier)) visit(resolve(dirname(file), specifier));
  };
  visit(resolve(SRC, 'main.tsx'));
  return graph;
}

describe("a page's first script", () => {
  it('holds no antd: the shell is plain markup, and antd comes with the page (lib/antd-scope)', () => {
    const graph = firstScript();
    expect(graph.size).toBeGreaterThan(20);
    const antd = [...graph].flatMap(([file, specifiers]) =>
      specifiers
        .filter((s) => s === 'antd' || s.startsWith('antd/'))
        .map((s) => `${file.slice(SRC.length + 1)} → ${s}`),
    );
    expect(antd).toEqual([]);
  });
});
