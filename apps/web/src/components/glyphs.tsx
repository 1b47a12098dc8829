import './glyphs.css';

/**
 * antd's outlined icons for the pages that load without antd (the home page, the listings; app/page-imports.test.ts),
 * drawn by glyphs.css. antd imports its own icons, so the bundler keeps their modules in antd's shared chunk, and
 * importing them from @ant-design/icons brought that chunk (~145 kB gzip) to a page that used nothing else of it.
 */
export const GLYPH_NAMES = [
  'plus',
  'minus',
  'left',
  'right',
  'close',
  'doubleLeft',
  'doubleRight',
  'ellipsis',
  'down',
  'bars',
  'cart',
  'heart',
] as const;
export type GlyphName = (typeof GLYPH_NAMES)[number];

/** The stylesheet's class of a glyph: `glyph--double-left` for doubleLeft. */
export const glyphClass = (name: GlyphName) => `glyph--${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** The icon at the text's size and colour, as antd draws its own; decorative (the button carries the name). */
export function Glyph({ name }: { name: GlyphName }) {
  return <span className={`glyph ${glyphClass(name)}`} aria-hidden="true" />;
}
