/**
 * Server rendering of the catalogue pages (ADR 008). The server (apps/server, plugins/app/ssr.ts) loads
 * the bundle Vite builds from this file and calls `render` for a page request. The page's queries are
 * answered by the server itself, in-process, with the buyer's own cookie: what the HTML shows is exactly
 * what the API would have shown this visitor (no price for a visitor who may not see prices).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { iconStyles } from '@ant-design/icons/es/utils';
import type { SiteConfig } from '@store/shared/api/site';
import type { InProcessFetch, RenderRequest, RenderResult } from '@store/shared/ssr';
import { api } from './api/client.ts';
import { setSiteConfig } from './api/use-site-config.ts';
import { createQueryClient, Providers } from './app/providers.tsx';
import { appRoutes } from './app/router.tsx';
import { pageHead } from './app/page-head.ts';
import type { SsrState } from './app/ssr-state.ts';
import type { RouteHandle } from './routing/route-handle.ts';

/**
 * The features whose pages the server renders (routes marked `ssr` in the route table). Their
 * stylesheets are linked in the head of every rendered page, so the page is laid out before its script
 * arrives (a stylesheet that came with the script moved the whole listing: CLS 0.7 on /list).
 */
export const RENDERED_FEATURES = [
  'src/features/home/',
  'src/features/catalog/',
  'src/features/search/',
  'src/features/zones/',
  'src/features/help/',
  'src/features/news/',
];

const perRequest = new AsyncLocalStorage<InProcessFetch>();
api.serveInProcess((input, init) => {
  const send = perRequest.getStore();
  if (!send) return Promise.reject(new Error('an API call outside a server render'));
  return send(String(input), init ?? {});
});

const handler = createStaticHandler(appRoutes);

export function configure(site: SiteConfig): void {
  setSiteConfig(site);
}

/** Renders until no query is left to answer: a page may ask for more once its first answers arrive. */
const MAX_PASSES = 4;
/**
 * A page whose answers take longer than this is sent as the app shell instead: the browser renders it and
 * shows its own loading state and timeout dialog (spec §7) rather than a blank tab waiting on the server.
 */
const DEADLINE_MS = 2500;

/**
 * antd's icons write their stylesheet (`.anticon`) into the head when the first one mounts, under the key
 * `rc-util-key="@ant-design-icons"`. On a rendered page that was a new stylesheet after the first paint, and
 * the phone styled and laid out the whole page again (~60 ms at Lighthouse's 4× slowdown, on /search). Sent
 * with the page under the same key, the icons find it there and write nothing.
 */
const ICON_STYLE = `<style rc-util-key="@ant-design-icons">${iconStyles}</style>`;

export async function render(request: RenderRequest): Promise<RenderResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<RenderResult>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'client' }), DEADLINE_MS);
  });
  try {
    return await Promise.race([perRequest.run(request.fetch, () => renderPage(request)), late]);
  } finally {
    clearTimeout(timer);
  }
}

async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, request.origin);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  const handle = deepestHandle(context.matches.map((m) => m.route.handle));
  if (!handle?.ssr || context.statusCode >= 400) return { kind: 'client' };

  const started = performance.now();
  const queryClient = createQueryClient();
  const router = createStaticRouter(handler.dataRoutes, context);
  // antd writes each component's style once per cache: the last pass's cache holds exactly this page's.
  let styleCache = createCache();
  const tree = () => (
    <StrictMode>
      <StyleProvider cache={styleCache}>
        <Providers queryClient={queryClient} phoneGuess={request.phone}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </StyleProvider>
    </StrictMode>
  );

  let html = '';
  let passes = 0;
  while (passes < MAX_PASSES) {
    styleCache = createCache();
    html = await renderAll(tree());
    passes++;
    const waiting = unanswered(queryClient);
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }
  return {
    kind: 'page',
    status: 200,
    head: pageHead(handle, url, queryClient),
    styles: extractStyle(styleCache) + ICON_STYLE,
    html,
    state: { queries: dehydrate(queryClient), phone: request.phone } satisfies SsrState,
    timing: { ms: Math.round(performance.now() - started), passes },
  };
}

/** Queries a component declared that were never fetched (the server runs no effects, so nothing fetched them). */
function unanswered(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
      const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
      return typeof enabled === 'function' ? enabled(query) : enabled !== false;
    });
}

/** The whole page once everything (lazy components included) is ready: no inline script to stream boundaries. */
function renderAll(node: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(node, {
      // Every Suspense boundary inline, however large (a listing's lazy table): React otherwise sends one that
      // comes after 12.8 kB of page as its fallback plus an inline script to swap it in, which the CSP refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        // A component that fails renders its error boundary; the browser renders it again.
        console.error('[ssr]', error);
      },
    });
  });
}

function deepestHandle(handles: unknown[]): RouteHandle | undefined {
  for (let i = handles.length - 1; i >= 0; i--) {
    const handle = handles[i] as RouteHandle | undefined;
    if (handle && typeof handle === 'object' && 'name' in handle) return handle;
  }
  return undefined;
}
