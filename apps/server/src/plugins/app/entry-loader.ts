import { createHash } from 'node:crypto';

/**
 * A rendered page asks for the app's code only after its first paint.
 *
 * The page is readable from its HTML; the code only hydrates it. With the entry `<script type="module">` in
 * the head, the browser asked for it and for its imports (react-vendor and the runtime, ~110 kB gzip) at
 * high priority while it was still laying the page out, and a phone on slow 4G then shared the line
 * between them and the page's pictures. Lighthouse counted them in the first paint whenever they had
 * arrived before it: the same page and HTML read FCP ~1.0 s / LCP ~1.5 s in some loads and ~1.45 s /
 * ~2.3 s in others.
 *
 * The entry's address is left in a <meta>, and this script (a fixed text, allowed by its hash in the CSP,
 * which forbids other inline scripts) adds the module script once the first frame is painted: a timeout
 * queued from requestAnimationFrame runs after that frame. A page opened in a background tab paints no
 * frame, so a timer loads the code anyway.
 */
export const ENTRY_LOADER_SCRIPT =
  "(function(){var done=false;function go(){if(done)return;done=true;var s=document.createElement('script');" +
  "s.type='module';s.crossOrigin='';s.src=document.querySelector('meta[name=store-entry]').content;" +
  'document.head.appendChild(s);}requestAnimationFrame(function(){setTimeout(go,0);});setTimeout(go,500);})();';

/** The CSP's source allowing that one inline script. */
export const ENTRY_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(ENTRY_LOADER_SCRIPT).digest('base64')}'`;

const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** The built index.html with its entry script replaced by the <meta> and the loader (at the end of the body). */
export function deferEntryScript(template: string): string {
  const entry = ENTRY_TAG.exec(template);
  if (!entry) throw new Error('index.html: no entry <script type="module" crossorigin src> to defer');
  return template
    .replace(ENTRY_TAG, () => `<meta name="store-entry" content="${entry[1]}" />`)
    .replace('</body>', () => `<script>${ENTRY_LOADER_SCRIPT}</script>\n  </body>`);
}
