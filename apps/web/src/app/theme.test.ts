import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { storeTheme, themeCss } from './theme.ts';

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(css|tsx?)$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

describe('the theme as CSS variables', () => {
  const css = themeCss(theme.getDesignToken, storeTheme);

  it('writes the tokens antd itself is given, under antd names, on :root', () => {
    expect(css.startsWith(':root{')).toBe(true);
    expect(css).toContain('--ant-color-primary:#d7231a;');
    expect(css).toContain('--ant-color-text-secondary:#666;');
    // Derived tokens come from antd's own algorithm, so a stylesheet's hover red is the button's.
    expect(css).toMatch(/--ant-color-primary-active:#[0-9a-f]{6};/);
    expect(css).toContain('--ant-orange-7:#d46b08;');
    expect(css).toContain('--ant-font-size:13px;');
  });

  it('defines every variable that a stylesheet or a component reads', () => {
    const defined = new Set([...css.matchAll(/(--[a-z0-9-]+):/g)].map((m) => m[1]));
    const read = new Map<string, string>();
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/(--[a-z0-9-]+)['"]?\s*:/g)) defined.add(m[1]!);
      for (const m of text.matchAll(/var\((--[a-z0-9-]+)/g)) read.set(m[1]!, file.slice(SRC.length + 1));
    }
    const unknown = [...read].filter(([name]) => !defined.has(name)).map(([name, file]) => `${name} in ${file}`);
    expect(unknown).toEqual([]);
    expect(read.size).toBeGreaterThan(30);
  });
});
