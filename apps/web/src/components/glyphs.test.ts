import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GLYPH_NAMES, glyphClass } from './glyphs.tsx';

const css = readFileSync(new URL('./glyphs.css', import.meta.url), 'utf8');

describe('glyphs', () => {
  // A name without its rule would draw nothing: an empty, invisible span.
  it.each(GLYPH_NAMES)('%s has its drawing in glyphs.css', (name) => {
    const rule = new RegExp(
      `\\.${glyphClass(name)} \\{\\s*--glyph: url\\("data:image/svg\\+xml,%3Csvg[^"]+%3C/svg%3E"\\);`,
    );
    expect(css).toMatch(rule);
  });

  it('has no drawing for a name it does not know', () => {
    const drawn = [...css.matchAll(/\.(glyph--[a-z-]+) \{/g)].map((m) => m[1]);
    expect(drawn.sort()).toEqual(GLYPH_NAMES.map(glyphClass).sort());
  });
});
