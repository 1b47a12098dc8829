import './glyphs.css';

/**
 * Four of antd's outlined icons drawn from their paths (@ant-design/icons-svg, MIT), for the pages that load
 * without antd (the home page, app/page-imports.test.ts). antd imports these icons itself, so the bundler keeps
 * their modules in antd's shared chunk, and importing them from @ant-design/icons brought that chunk (~145 kB
 * gzip) to a page that used nothing else of it.
 */
const PATHS = {
  plus: [
    'M482 152h60q8 0 8 8v704q0 8-8 8h-60q-8 0-8-8V160q0-8 8-8z',
    'M192 474h672q8 0 8 8v60q0 8-8 8H160q-8 0-8-8v-60q0-8 8-8z',
  ],
  minus: ['M872 474H152c-4.4 0-8 3.6-8 8v60c0 4.4 3.6 8 8 8h720c4.4 0 8-3.6 8-8v-60c0-4.4-3.6-8-8-8z'],
  left: [
    'M724 218.3V141c0-6.7-7.7-10.4-12.9-6.3L260.3 486.8a31.86 31.86 0 000 50.3l450.8 352.1c5.3 4.1 12.9.4 12.9-6.3v-77.3c0-4.9-2.3-9.6-6.1-12.6l-360-281 360-281.1c3.8-3 6.1-7.7 6.1-12.6z',
  ],
  right: [
    'M765.7 486.8L314.9 134.7A7.97 7.97 0 00302 141v77.3c0 4.9 2.3 9.6 6.1 12.6l360 281.1-360 281.1c-3.9 3-6.1 7.7-6.1 12.6V883c0 6.7 7.7 10.4 12.9 6.3l450.8-352.1a31.96 31.96 0 000-50.4z',
  ],
} as const;

/** The icon at the text's size and colour, as antd draws its own; decorative (the button carries the name). */
export function Glyph({ name }: { name: keyof typeof PATHS }) {
  return (
    <span className="glyph" aria-hidden="true">
      <svg viewBox="64 64 896 896" focusable="false" width="1em" height="1em" fill="currentColor">
        {PATHS[name].map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    </span>
  );
}
