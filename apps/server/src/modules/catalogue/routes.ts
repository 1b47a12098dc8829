import type { FastifyInstance } from 'fastify';
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
import { createSearchIndex, goodsDetail, goodsFacets, hotGoods, listGoods } from './service.ts';

export async function catalogueRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const searchIndex = createSearchIndex(db);

  api.get(
    '/api/goods/list',
    {
      schema: {
        tags: ['goods'],
        summary: '商品列表（分类、专区、品牌、厂家、关键词、库存、包邮、价格区间筛选与排序）',
        querystring: goodsListQuery,
        response: { 200: envelopeOf(goodsPage) },
      },
    },
    async (request) =>
      ok(
        await listGoods(db, request.query, await request.viewer(), (keywords, type) =>
          searchIndex.suggest(keywords, type),
        ),
      ),
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
    async (request) => ok(await searchIndex.suggest(request.query.keywords, request.query.type)),
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
