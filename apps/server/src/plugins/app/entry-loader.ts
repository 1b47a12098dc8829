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
 * which forbids other inline scripts) adds the module script once the browser reports the first contentful
 * paint (its `paint` performance entry: the frame was presented, not only produced; code asked for from a
 * requestAnimationFrame's timeout still raced the paint by ~40 ms in Lighthouse's loads). A browser without
 * paint entries waits for its first frame. The script is asked for at low priority, behind the pictures
 * on the page; its own imports follow it at the browser's usual priority. A page opened in a background
 * tab paints nothing, so a timer loads the code after a second anyway.
 */
export const ENTRY_LOADER_SCRIPT =
  "(function(){var done=false;function go(){if(done)return;done=true;var s=document.createElement('script');" +
  "s.type='module';s.crossOrigin='';s.fetchPriority='low';" +
  "s.src=document.querySelector('meta[name=store-entry]').content;document.head.appendChild(s);}" +
  "try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)throw 0;" +
  "new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)go();})" +
  ".observe({type:'paint',buffered:true});}" +
  'catch(e){requestAnimationFrame(function(){setTimeout(go,0);});}setTimeout(go,1000);})();';

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
