import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idParams, pageOf } from '@store/shared/api/envelope';
import { goodsItem } from '@store/shared/api/goods';
import {
  ad,
  brandFocus as brandFocusSchema,
  everydayPrice as everydayPriceSchema,
  focusQuery,
  joinApplyBody,
  kxGroup,
  post,
  postListQuery,
  positionAds as positionAdsSchema,
  positionAdsQuery,
  spike as spikeSchema,
} from '@store/shared/api/promotions';
import { ok } from '../../lib/envelope.ts';
import type { ModuleDeps } from '../deps.ts';
import * as service from './service.ts';

export async function promotionRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['promotions'];

  api.get(
    '/api/focus',
    {
      schema: {
        tags,
        summary: '广告（默认首页轮播）',
        querystring: focusQuery,
        response: { 200: envelopeOf(z.array(ad)) },
      },
    },
    async (request) => ok(await service.adsOfPosition(db, request.query.position)),
  );

  api.get(
    '/api/focus/kxzq_ad',
    {
      schema: {
        tags,
        summary: '按广告位取广告：new_kxzq right xrtj top ppzq kxzq zyzq login yx corner',
        querystring: positionAdsQuery,
        response: { 200: envelopeOf(positionAdsSchema) },
      },
    },
    async (request) => ok(await service.positionAds(db, request.query)),
  );

  // Every page's frame asks for these beside the page's own banners: a path of its own, so the client's
  // cancel-repeated rule (one call per path) never cancels one with the other.
  api.get(
    '/api/focus/slots',
    {
      schema: {
        tags,
        summary: '页面框架的广告位：顶部通栏 top 与右下角浮窗 corner（含未开始的预告）',
        response: { 200: envelopeOf(positionAdsSchema) },
      },
    },
    async () => ok(await service.positionAds(db, { top: 1, corner: 1 })),
  );

  api.get(
    '/api/focus/brand/:id',
    { schema: { tags, summary: '品牌馆', params: idParams, response: { 200: envelopeOf(brandFocusSchema) } } },
    async (request) => ok(await service.brandFocus(db, request.params.id)),
  );

  api.get(
    '/api/focus/postList',
    { schema: { tags, summary: '资讯列表', querystring: postListQuery, response: { 200: envelopeOf(z.array(post)) } } },
    async (request) => ok(await service.postList(db, request.query.type, request.query.limit)),
  );

  api.get(
    '/api/index_wntj/:id',
    {
      schema: {
        tags,
        summary: '为你推荐（:id 为页码）',
        params: idParams,
        response: { 200: envelopeOf(pageOf(goodsItem)) },
      },
    },
    async (request) => ok(await service.recommendations(db, request.params.id, await request.viewer())),
  );

  api.get(
    '/api/index/spike',
    { schema: { tags, summary: '限时秒杀', response: { 200: envelopeOf(spikeSchema) } } },
    async (request) => ok(await service.spike(db, await request.viewer())),
  );

  api.get(
    '/api/activity/everyday_price',
    { schema: { tags, summary: '每日特价', response: { 200: envelopeOf(everydayPriceSchema) } } },
    async (request) => ok(await service.everydayPrice(db, await request.viewer())),
  );

  api.get(
    '/api/kx/getList',
    { schema: { tags, summary: '控销组及我的申请状态', response: { 200: envelopeOf(z.array(kxGroup)) } } },
    async (request) => ok(await service.kxGroups(db, (await request.currentUser())?.id)),
  );

  api.post(
    '/api/goods/join_apply',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '申请加入控销组',
        body: joinApplyBody,
        response: { 200: envelopeOf(z.object({ status: z.string(), message: z.string() })) },
      },
    },
    async (request) => {
      const result = await service.joinApply(db, request.user.id, request.body.ywy_group_id, request.body.type);
      return ok(result, result.message);
    },
  );
}
