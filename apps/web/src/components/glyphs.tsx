import './glyphs.css';

/**
 * antd's icons for the shell and the pages that load without antd (the home page, the goods page, the listings;
 * app/page-imports.test.ts), drawn by glyphs.css. antd imports its own icons, so the bundler keeps their modules in
 * antd's shared chunk, and importing them from @ant-design/icons brought that chunk (~145 kB gzip) to a page that
 * used nothing else of it. Any other icon from @ant-design/icons brought its runtime (~7 kB gzip) into the page's
 * first script, drew its paths twice (the server's HTML, the script that hydrates it) and added its style sheet
 * to the page at hydration.
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
  'heartFilled',
  'unorderedList',
  'appstore',
  'arrowUp',
  'arrowDown',
  'phone',
  'mobile',
  'user',
  'home',
  'bell',
  'bellFilled',
  'customerService',
  'wechat',
  'verticalAlignTop',
  'car',
  'fileProtect',
  'safetyCertificate',
  'medicineBox',
  'thunderboltFilled',
  'fire',
  'notification',
  'crown',
  'experiment',
  'fieldTime',
  'gift',
  'lock',
  'tags',
] as const;
export type GlyphName = (typeof GLYPH_NAMES)[number];

/** The stylesheet's class of a glyph: `glyph--double-left` for doubleLeft. */
export const glyphClass = (name: GlyphName) => `glyph--${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** The icon at the text's size and colour, as antd draws its own; decorative (the button carries the name). */
export function Glyph({ name, className }: { name: GlyphName; className?: string }) {
  return <span className={`glyph ${glyphClass(name)}${className ? ` ${className}` : ''}`} aria-hidden="true" />;
}
