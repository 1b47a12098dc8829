import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@store/shared/api/envelope';
import {
  facets,
  facetsQuery,
  goodsDetail as goodsDetailSchema,
  goodsIdParams,
  goodsItem,
  goodsListQuery,
  goodsPage,
  suggestQuery,
  suggestion,
} from '@store/shared/api/goods';
import { ok } from '../../lib/envelope.ts';
import type { ModuleDeps } from '../deps.ts';
import {
  ANONYMOUS_LIST_CACHE,
  AnonymousListCache,
  BUYER_LIST_CACHE,
  COMPRESS_MIN_BYTES,
  encodedBody,
  preferredEncoding,
} from './list-cache.ts';
import { forgetFacets, goodsDetail, goodsFacets, hotGoods, listGoods } from './service.ts';
import { forgetTotals } from './list-query.ts';
import { SuggestionWindows, suggest } from './suggest.ts';

/** How long one process answers the anonymous goods list from memory (a write shows at most this late). */
const LIST_CACHE_MS = 1_000;

export async function catalogueRoutes(app: FastifyInstance, { db, changes }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const anonymousLists = new AnonymousListCache(LIST_CACHE_MS);
  const suggestionWindows = new SuggestionWindows(db);
  // What this process keeps of the catalogue follows a console write made through any process.
  changes.onChange(() => {
    anonymousLists.forget();
    suggestionWindows.forget();
    forgetTotals(db);
    forgetFacets(db);
  });
  const listEnvelope = envelopeOf(goodsPage);
  api.get(
    '/api/goods/list',
    {
      schema: {
        tags: ['goods'],
        summary:
          '商品列表（分类、专区、品牌、厂家、关键词、库存、包邮、价格区间筛选与排序）；匿名访问带 ETag，可缓存 10 秒',
        querystring: goodsListQuery,
        response: { 200: listEnvelope },
      },
    },
    async (request, reply) => {
      // A session token means a buyer's own view (prices, 控销): private, and never from the shared cache.
      const anonymous = !request.sessionToken();
      const cached = anonymous ? anonymousLists.get(request.url) : undefined;
      if (!cached && !anonymous) {
        reply.header('cache-control', BUYER_LIST_CACHE);
        return ok(await listGoods(db, request.query, await request.viewer()));
      }
      const entry =
        cached ??
        anonymousLists.set(
          request.url,
          JSON.stringify(z.encode(listEnvelope, ok(await listGoods(db, request.query, await request.viewer())))),
        );
      reply.header('cache-control', ANONYMOUS_LIST_CACHE).header('etag', entry.etag);
      // The body is already the serialised envelope (encoded with the route's own schema when stored).
      const raw = reply as FastifyReply;
      if (request.headers['if-none-match'] === entry.etag) return raw.code(304).send();
      raw.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      const encoding =
        Buffer.byteLength(entry.body) >= COMPRESS_MIN_BYTES
          ? preferredEncoding(request.headers['accept-encoding'])
          : undefined;
      // Compressed once per cache entry; the compress plugin leaves an answer with a Content-Encoding alone.
      if (encoding) return raw.header('content-encoding', encoding).send(encodedBody(entry, encoding));
      return raw.send(entry.body);
    },
  );

  api.get(
    '/api/goods/detail/:id',
    {
      schema: {
        tags: ['goods'],
        summary: '商品详情',
        params: goodsIdParams,
        response: { 200: envelopeOf(goodsDetailSchema) },
      },
    },
    async (request) => ok(await goodsDetail(db, request.params.id, await request.viewer())),
  );

  api.get(
    '/api/goods/search',
    {
      schema: {
        tags: ['goods'],
        summary: '搜索联想：type 0 药品名，1 生产厂家；支持汉字、拼音首字母、全拼',
        querystring: suggestQuery,
        response: { 200: envelopeOf(z.array(suggestion)) },
      },
    },
    async (request) => ok(await suggest(db, request.query.keywords, request.query.type, suggestionWindows)),
  );

  api.get(
    '/api/goods/facets',
    {
      schema: {
        tags: ['goods'],
        summary: '筛选项：匹配商品的生产厂家与规格',
        querystring: facetsQuery,
        response: { 200: envelopeOf(facets) },
      },
    },
    async (request) => ok(await goodsFacets(db, request.query)),
  );

  api.get(
    '/api/goods/hot',
    {
      schema: { tags: ['goods'], summary: '热销商品', response: { 200: envelopeOf(z.array(goodsItem)) } },
    },
    async (request) => ok(await hotGoods(db, await request.viewer())),
  );
}
