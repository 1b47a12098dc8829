import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { RequestRefusal } from '@store/shared/codes';

/**
 * Serves the built operator console (apps/admin) under /admin: its files, and its own index.html for any
 * other GET below /admin (history routing; the console's router decides what a path shows). No server
 * rendering and no site configuration in the page: the console asks the API for what it needs. The CSP and
 * the other security headers are the store's (plugins/external/helmet.ts runs on every request).
 */
export async function registerAdminStatic(app: FastifyInstance, adminDist: string): Promise<void> {
  const root = path.resolve(adminDist || '.');
  const indexFile = path.join(root, 'index.html');
  if (!adminDist || !existsSync(indexFile)) return;

  // Re-read when a rebuild replaces the file under a running server (the hashed asset names change).
  let cached = { mtimeMs: statSync(indexFile).mtimeMs, html: readFileSync(indexFile, 'utf8') };
  const indexHtml = () => {
    try {
      const { mtimeMs } = statSync(indexFile);
      if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, html: readFileSync(indexFile, 'utf8') };
    } catch {
      // Mid-rebuild the file may be missing for a moment: keep serving the last good one.
    }
    return cached.html;
  };
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml());

  await app.register(
    async (admin) => {
      await admin.register(fastifyStatic, {
        root,
        index: false,
        wildcard: true,
        // The store's own @fastify/static (static-spa.ts) decorates the reply.
        decorateReply: false,
        // The build's .br and .gz beside each file, as the store's (static-spa.ts).
        preCompressed: true,
        setHeaders: (res, filePath) => {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      // /admin and /admin/ alike (the router's basename is /admin).
      // Pages, not API operations: kept out of the OpenAPI document (and so out of the API's own tests).
      admin.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
      admin.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return apiNotFound(reply);
        return sendIndex(reply);
      });
    },
    { prefix: '/admin' },
  );
}

const { code, msg, status } = RequestRefusal.API_NOT_FOUND;
const apiNotFound = (reply: FastifyReply) => reply.status(status).send({ code, msg, data: null });
