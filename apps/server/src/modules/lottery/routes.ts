import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import {
  drawActivity,
  drawAds,
  drawQuery,
  drawRecordPage,
  drawRecordQuery,
  drawResult,
  drawSimple,
  drawWinners,
} from '@store/shared/api/draw';
import { ok } from '../../lib/envelope.ts';
import type { ModuleDeps } from '../deps.ts';
import { drawOnce } from './draw.ts';
import * as reads from './reads.ts';

/** The six lottery calls of spec §7 (all GET, as the spec's client makes them). */
export async function lotteryRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['lottery'];
  const viewerId = async (request: { currentUser(): Promise<{ id: number } | undefined> }) =>
    (await request.currentUser())?.id ?? null;

  api.get(
    '/api/draw/simple',
    {
      schema: {
        tags,
        summary: '当前抽奖活动（底部弹窗用）：id、名称、说明与是否已参与（is_join）；没有进行中的活动时为 null',
        response: { 200: envelopeOf(drawSimple) },
      },
    },
    async (request) => ok(await reads.simple(db, await viewerId(request))),
  );

  api.get(
    '/api/draw/:id/activity',
    {
      schema: {
        tags,
        summary: '抽奖活动的规则与奖品（含剩余数量）；登录后附本人已抽与剩余次数',
        params: idParams,
        response: { 200: envelopeOf(drawActivity) },
      },
    },
    async (request) => ok(await reads.activity(db, request.params.id, await viewerId(request))),
  );

  api.get(
    '/api/draw',
    {
      onRequest: app.requireUser,
      // A GET that changes state (spec §7): it takes the same same-site proof as a POST (plugins/app/csrf.ts).
      config: { csrf: 'always' },
      schema: {
        tags,
        summary: '抽奖一次：扣次数与积分、按概率抽出奖品并当即发放，返回中奖信息',
        querystring: drawQuery,
        response: { 200: envelopeOf(drawResult) },
      },
    },
    async (request) => {
      const result = await drawOnce(db, request.user.id, request.query.id);
      return ok(result, result.message);
    },
  );

  api.get(
    '/api/draw/new_record',
    {
      schema: {
        tags,
        summary: '最新中奖名单（滚动显示，采购商名称打码）',
        querystring: drawQuery,
        response: { 200: envelopeOf(drawWinners) },
      },
    },
    async (request) => ok(await reads.winners(db, request.query.id)),
  );

  api.get(
    '/api/draw/record',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '我的抽奖记录（分页，实物奖品附发货状态）',
        querystring: drawRecordQuery,
        response: { 200: envelopeOf(drawRecordPage) },
      },
    },
    async (request) => ok(await reads.records(db, request.user.id, request.query)),
  );

  api.get(
    '/api/draw/ads',
    {
      schema: {
        tags,
        summary: '抽奖弹窗的广告图与链接；没有时为 null',
        querystring: z.strictObject({}),
        response: { 200: envelopeOf(drawAds) },
      },
    },
    async () => ok(await reads.ads(db)),
  );
}
