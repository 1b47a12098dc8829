import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import {
  activityCentre,
  activityCentreQuery,
  activityLink,
  activityLinkQuery,
  activityPage,
  activityTapBody,
  activityTapResult,
} from '@store/shared/api/activities';
import { ok } from '../../lib/envelope.ts';
import type { ModuleDeps } from '../deps.ts';
import * as service from './service.ts';
import { activityImageRoutes } from './images.ts';

/** The store's activities: /yjh/{id}, /Hdzx/{ids}/{id}, /loading/activity and the taps report's taps. */
export async function activityRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['activities'];
  await activityImageRoutes(app, deps);

  api.get(
    '/api/activity/link',
    {
      schema: {
        tags,
        summary: '活动链接的状态：未开始 / 进行中 / 已结束 / 不存在（/loading/activity 据此跳转）',
        querystring: activityLinkQuery,
        response: { 200: envelopeOf(activityLink) },
      },
    },
    async (request) => ok(await service.activityLink(db, request.query.ids)),
  );

  api.get(
    '/api/activity/centre',
    {
      schema: {
        tags,
        summary: '活动中心：按 ids 顺序列出进行中和未开始的活动',
        querystring: activityCentreQuery,
        response: { 200: envelopeOf(activityCentre) },
      },
    },
    async (request) => ok(await service.activityCentre(db, request.query.ids)),
  );

  api.get(
    '/api/activity/:id',
    {
      schema: {
        tags,
        summary: '活动专区：横幅、规则、时间与活动商品（价格按浏览者可见性）',
        params: idParams,
        response: { 200: envelopeOf(activityPage) },
      },
    },
    async (request) => ok(await service.activityPage(db, request.params.id, await request.viewer())),
  );

  api.post(
    '/api/activity/tap',
    {
      schema: {
        tags,
        summary: '记录活动或广告的访问、点击（同一访客同一位置每分钟计一次）',
        body: activityTapBody,
        response: { 200: envelopeOf(activityTapResult) },
      },
    },
    async (request) => {
      const { activity_id, ad_id, position } = request.body;
      const user = await request.currentUser();
      return ok(
        await service.recordTap(db, {
          activityId: activity_id,
          adId: ad_id,
          position,
          userId: user?.id,
          ip: request.ip,
        }),
      );
    },
  );
}
