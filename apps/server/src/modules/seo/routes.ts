import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../deps.ts';
import { BULK_DOCUMENT } from '../../plugins/external/compress.ts';
import { goodsSitemap, pagesSitemap, robotsTxt, sitemap } from './service.ts';

/** Crawlers come back daily at most; an hour's cache spares the database a 100k-goods read per fetch. */
const CACHE = 'public, max-age=3600';
const hidden = { hide: true, tags: ['site'] };
/** The sitemap's goods files are 1 MB each: gzip 3, not brotli (plugins/external/compress.ts). */
const bulk = { compress: BULK_DOCUMENT };

/**
 * /robots.txt and the sitemap of the catalogue's public pages, with absolute URLs on PUBLIC_URL (else on
 * the host the request came to). Registered before the web app's fallback, which would answer them with
 * index.html.
 */
export async function seoRoutes(app: FastifyInstance, { db, config }: ModuleDeps): Promise<void> {
  const originOf = (request: FastifyRequest) =>
    config.PUBLIC_URL ? config.PUBLIC_URL.replace(/\/+$/, '') : `${request.protocol}://${request.host}`;
  const xml = (reply: FastifyReply, body: string) =>
    reply.header('cache-control', CACHE).type('application/xml; charset=utf-8').send(body);

  app.get('/robots.txt', { schema: { ...hidden, summary: 'robots.txt' } }, (request, reply) =>
    reply
      .header('cache-control', CACHE)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(originOf(request))),
  );
  app.get(
    '/sitemap.xml',
    { ...bulk, schema: { ...hidden, summary: '站点地图（超过 1 万个地址时为索引）' } },
    async (request, reply) => xml(reply, await sitemap(db, originOf(request))),
  );
  app.get('/sitemap-pages.xml', { schema: { ...hidden, summary: '站点地图：首页与分类页' } }, async (request, reply) =>
    xml(reply, await pagesSitemap(db, originOf(request))),
  );
  app.get<{ Params: { n: string } }>(
    '/sitemap-goods-:n.xml',
    { ...bulk, schema: { ...hidden, summary: '站点地图：第 n 个商品文件（每个 1 万件）' } },
    async (request, reply) => {
      const n = Number(request.params.n);
      const body = Number.isSafeInteger(n) && n >= 1 ? await goodsSitemap(db, originOf(request), n) : undefined;
      if (body === undefined) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
      return xml(reply, body);
    },
  );
}
