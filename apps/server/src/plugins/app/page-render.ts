import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SiteConfig } from '@store/shared/api/site';
import type { ImagePreload, Renderer, RenderResult } from '@store/shared/ssr';
import { deferEntryScript } from './entry-loader.ts';
import { normalisedPath } from './routed-path.ts';

/**
 * Server rendering of catalogue pages (ADR 008). The web app's build leaves a renderer beside its
 * assets (`apps/web/dist-ssr/entry-server.js`); this module loads it on the first page request (start-up
 * does not wait for it) and asks it for the page. The page's API calls are answered in-process by
 * `app.inject` with the visitor's own cookie and address, so they pass the same guards, rate limits
 * and price rules as the browser's calls would.
 */

export type PageAnswer =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'html'; html: string; serverTiming: string }
  /** Not rendered here: send the app's index.html and let the browser render. */
  | { kind: 'client' };

/** Forwarded to the in-process API calls: who is asking, and as what. */
const FORWARDED_HEADERS = ['cookie', 'authorization', 'user-agent', 'accept-language'] as const;

/** A phone (or a tablet browser that says Mobile): laid out for a phone before the screen is measured. */
export const isPhoneAgent = (userAgent: string | undefined): boolean => /Mobile|Android|iPhone/i.test(userAgent ?? '');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON inside a <script> data block: `<` escaped so no `</script>` can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A visitor without a session: every such visitor sees the same page (no cart, no prices they may not see). */
const isAnonymous = (request: FastifyRequest) =>
  !request.headers.authorization && !/(?:^|;\s*)sid=/.test(request.headers.cookie ?? '');

/**
 * Visitors' pages are rendered at most once a second per address and layout, however many ask: a crawler or
 * a rush on the home page costs one render, and concurrent requests share the render under way. A second is
 * the staleness the anonymous goods list already allows (its per-process cache).
 * Older than that but younger than `ANONYMOUS_STALE_MS`, the kept page is sent at once and rendered again
 * behind it for the next visitor (stale-while-revalidate): a visitor never waits for a render (~0.2–0.4 s
 * of a phone's first paint) on a page someone opened in the last few seconds. What visitors see (names,
 * stock, never prices) is then at most that old.
 */
const ANONYMOUS_PAGE_MS = 1000;
const ANONYMOUS_STALE_MS = 10_000;
const ANONYMOUS_PAGES_KEPT = 500;

type KeptPage = { at: number; template: string; answer: Promise<PageAnswer>; renewing?: boolean };

/**
 * The visitors' kept pages. A change made in the console (an ad, a floor, a goods, a price) empties them: the
 * next visitor's page is rendered with it, so the operator who checks the store after saving sees the change
 * at once, not after the kept page's ten seconds. A buyer's order changing stock does not: that staleness is
 * the one described above.
 */
export class VisitorPages {
  readonly pages = new Map<string, KeptPage>();

  /** Empties the kept pages (after a console write here or in another process: lib/store-changes.ts). */
  forget(): void {
    this.pages.clear();
  }
}

/** A console write: what visitors are shown may have changed (`buildApp` announces it to every process). */
export const isConsoleWrite = (request: FastifyRequest): boolean =>
  request.method !== 'GET' &&
  request.method !== 'HEAD' &&
  request.method !== 'OPTIONS' &&
  normalisedPath(request.url).startsWith('/api/admin/');

export function createPageRenderer(app: FastifyInstance, webDist: string, site: SiteConfig, kept: VisitorPages) {
  const anonymous = kept.pages;
  const entry = path.resolve(webDist, '..', 'dist-ssr', 'entry-server.js');
  let loading: Promise<{ module: Renderer; stylesheets: Stylesheet[] } | null> | undefined;
  const renderer = () =>
    (loading ??= (async () => {
      if (!existsSync(entry)) return null;
      const module = (await import(pathToFileURL(entry).href)) as Renderer;
      module.configure(site);
      const stylesheets = featureStylesheets(webDist, module.RENDERED_FEATURES).map((href) => ({
        href,
        css: readFileSync(path.join(webDist, href), 'utf8'),
      }));
      return { module, stylesheets };
    })().catch((error: unknown) => {
      app.log.error({ err: error }, 'the server renderer could not be loaded; pages render in the browser');
      return null;
    }));

  return function renderPage(request: FastifyRequest, template: string): Promise<PageAnswer> {
    if (!isAnonymous(request)) return renderFresh(request, template);
    const key = `${isPhoneAgent(request.headers['user-agent']) ? 'phone' : 'desktop'} ${request.url}`;
    const now = Date.now();
    const kept = anonymous.get(key);
    if (kept && kept.template === template && now - kept.at < ANONYMOUS_STALE_MS) {
      if (now - kept.at >= ANONYMOUS_PAGE_MS && !kept.renewing) {
        kept.renewing = true;
        // Kept (and sent) only once rendered: until then visitors get the page they had.
        const renewed = renderFresh(request, template);
        void renewed.then(
          () => keep(key, { at: Date.now(), template, answer: renewed }),
          () => (kept.renewing = false),
        );
      }
      return kept.answer;
    }
    const answer = renderFresh(request, template);
    keep(key, { at: now, template, answer });
    return answer;
  };

  function keep(key: string, page: KeptPage) {
    anonymous.delete(key);
    anonymous.set(key, page);
    // Maps keep insertion order: the first key is the oldest.
    if (anonymous.size > ANONYMOUS_PAGES_KEPT) anonymous.delete(anonymous.keys().next().value!);
  }

  async function renderFresh(request: FastifyRequest, template: string): Promise<PageAnswer> {
    const loaded = await renderer();
    if (!loaded) return { kind: 'client' };
    const ssr = loaded.module;
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const fetch = async (url: string, init: RequestInit): Promise<Response> => {
      const answer = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers: { ...headers, ...(init.headers as Record<string, string>) },
        remoteAddress: request.ip,
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      });
      return new Response(answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };
    let result: RenderResult;
    try {
      result = await ssr.render({
        url: request.url,
        origin: `${request.protocol}://${request.host}`,
        phone: isPhoneAgent(request.headers['user-agent']),
        fetch,
      });
    } catch (error) {
      // The browser can still render the page: a rendering fault never costs the buyer the page.
      request.log.error({ err: error }, 'server rendering failed; the browser renders the page');
      return { kind: 'client' };
    }
    if (result.kind !== 'page') return result;
    return {
      kind: 'html',
      html: fillTemplate(template, result, loaded.stylesheets),
      serverTiming: `render;dur=${result.timing.ms};desc="${result.timing.passes} passes"`,
    };
  }
}

/** A stylesheet of the app's build, written into the page instead of linked. */
type Stylesheet = { href: string; css: string };

type ManifestChunk = { file: string; src?: string; isDynamicEntry?: boolean; imports?: string[]; css?: string[] };

/** The entry's stylesheet and every one the chunks of the rendered features need (Vite's client manifest). */
function featureStylesheets(webDist: string, features: string[]): string[] {
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const css of chunk.css ?? []) found.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  // The entry's own stylesheet first, as the template links it.
  visit('index.html');
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isDynamicEntry && features.some((folder) => key.startsWith(folder))) visit(key);
  }
  return [...found];
}

function fillTemplate(
  template: string,
  { head, styles, html, state }: RenderResult & { kind: 'page' },
  stylesheets: Stylesheet[],
): string {
  const headTags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    head.jsonLd ? `<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>` : '',
    head.preloadImage ? imagePreloadTag(head.preloadImage) : '',
    // Before the app's own stylesheets, as antd's runtime would have put them: the page is styled on arrival.
    styles,
  ].join('\n    ');
  return (
    // The entry script becomes the loader at the end of the body, on the small template: never a scan of the page.
    deferEntryScript(template)
      // No module preloads: a rendered page is read before it is hydrated, and ~30 preloaded scripts took the
      // slow line from its stylesheets and pictures (Lighthouse mobile FCP 3.8 s → 1.7 s, LCP 4.3 s → 1.9 s on
      // the home page). The entry script still loads its imports, one round trip later.
      .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
      // Replacement functions, not strings: a `$` in a goods name must not be read as a pattern.
      .replace(/<title>[^<]*<\/title>/, () => headTags)
      .replace(/<link rel="stylesheet" crossorigin href="([^"]+)">\s*/g, (link, href: string) =>
        stylesheets.some((sheet) => sheet.href === href) ? '' : link,
      )
      .replace('</head>', () => `${inlineStylesheets(stylesheets)}\n  </head>`)
      // The answers right after the page they render, before the loader: the code never runs without them.
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${html}</div>\n    <script type="application/json" id="ssr-state">${scriptJson(state)}</script>`,
      )
  );
}

/** The page's largest picture asked for from the <head>, at high priority, as its <img> will ask for it. */
const imagePreloadTag = ({ href, srcSet, sizes }: ImagePreload): string =>
  `<link rel="preload" as="image" href="${escapeHtml(href)}"` +
  (srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes ?? '')}"` : '') +
  ` fetchpriority="high" />`;

/**
 * The app's and the pages' own stylesheets (~40 kB, 10 kB compressed), written into the page in the order
 * Vite would have linked them. Ten render-blocking files cost a phone on slow 4G two
 * or three round trips before its first paint (Lighthouse: "render-blocking resources", ~0.6 s).
 * Each is followed by its link, disabled: the browser does not fetch it, but Vite's loader of a page's code
 * finds it there and does not fetch it either.
 */
function inlineStylesheets(stylesheets: Stylesheet[]): string {
  return stylesheets
    .map(
      ({ href, css }) =>
        `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`,
    )
    .join('\n    ');
}
