import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { RequestRefusal } from '@store/shared/codes';
import type { SiteConfig } from '@store/shared/api/site';
import { isApiPath, normalisedPath } from '../app/routed-path.ts';
import { createPageRenderer, type VisitorPages } from '../app/page-render.ts';

const SITE_CONFIG_SLOT = '<!--site-config-->';

/**
 * Serves the built web app. Any non-/api path that is not a file gets index.html (history routing;
 * the client router shows /404 for unknown paths); unknown /api paths get a 404 envelope.
 * index.html carries the public site configuration as a JSON data block (not a script: the CSP stays strict).
 */
export async function registerStaticSpa(
  app: FastifyInstance,
  webDist: string,
  site: SiteConfig,
  visitorPages: VisitorPages,
): Promise<void> {
  const root = path.resolve(webDist || '.');
  const indexFile = path.join(root, 'index.html');
  const hasWeb = Boolean(webDist) && existsSync(indexFile);

  if (hasWeb) {
    const json = JSON.stringify(site).replace(/</g, '\\u003c');
    const render = () =>
      readFileSync(indexFile, 'utf8').replace(
        SITE_CONFIG_SLOT,
        `<script type="application/json" id="site-config">${json}</script>`,
      );
    // Re-read when the build changes under a running server (a rebuild replaces the hashed asset names).
    let cached = { mtimeMs: statSync(indexFile).mtimeMs, html: render() };
    const indexHtml = () => {
      try {
        const { mtimeMs } = statSync(indexFile);
        if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, html: render() };
      } catch {
        // Mid-rebuild the file may be missing for a moment: keep serving the last good one.
      }
      return cached.html;
    };
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: true,
      // The build writes each script and stylesheet beside itself as .br and .gz (precompressed-assets.ts):
      // those go out as they are; a file without them is compressed by the compress plugin.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Vite's hashed file names change with their content: cache them for a year.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    const renderPage = createPageRenderer(app, root, site, visitorPages);
    // Catalogue pages arrive rendered (ADR 008); the others, and any page the renderer cannot do, as the app shell.
    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const template = indexHtml();
      const page = await renderPage(request, template);
      if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
      if (page.kind === 'client') return sendIndex(reply, template);
      return sendIndex(reply.header('server-timing', page.serverTiming), page.html);
    };
    app.get('/', sendPage);
    app.setNotFoundHandler(notFoundOptions(app), (request, reply) => {
      if (isApiPath(normalisedPath(request.url)) || (request.method !== 'GET' && request.method !== 'HEAD'))
        return apiNotFound(reply);
      return sendPage(request, reply);
    });
  } else {
    app.setNotFoundHandler(notFoundOptions(app), (_request, reply) => apiNotFound(reply));
  }
}

/** Unknown paths count against the rate limit like routed ones (its allowList still spares pages). */
const notFoundOptions = (app: FastifyInstance) => ({ preHandler: app.rateLimit() });

const { code, msg, status } = RequestRefusal.API_NOT_FOUND;
const apiNotFound = (reply: FastifyReply) => reply.status(status).send({ code, msg, data: null });

const sendIndex = (reply: FastifyReply, html: string) =>
  reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
