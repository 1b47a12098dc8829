import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idParams, pageOf } from '@store/shared/api/envelope';
import {
  adminActivityDetail,
  adminActivityQuery,
  adminActivityRow,
  adminWinnerRow,
  adminWinnersQuery,
  lotteryActivityBody,
  lotteryPrizeBody,
  lotteryStatusBody,
} from '@store/shared/api/draw-admin';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../lib/audit.ts';
import type { ModuleDeps } from '../deps.ts';
import {
  activityDetail,
  createActivity,
  createPrize,
  listActivities,
  setActivityStatus,
  updateActivity,
  updatePrize,
} from './admin.ts';
import { winnersReport } from './admin-reports.ts';

/** 营销 → 抽奖活动 in the console (permission promotions.manage, ADR 010); every change audited. */
export async function lotteryAdminRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];
  const staff = { staff: 'promotions.manage' } as const;
  const saved = envelopeOf(z.object({ id: z.number().int() }));

  api.get(
    '/api/admin/lottery',
    {
      config: staff,
      schema: {
        tags,
        summary: '抽奖活动列表（含抽奖次数、参与人数、中奖数）',
        querystring: adminActivityQuery,
        response: { 200: envelopeOf(pageOf(adminActivityRow)) },
      },
    },
    async (request) => ok(await listActivities(db, request.query)),
  );

  api.get(
    '/api/admin/lottery/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: '抽奖活动详情与奖品（实时剩余数量、已抽出、中奖概率）',
        params: idParams,
        response: { 200: envelopeOf(adminActivityDetail) },
      },
    },
    async (request) => ok(await activityDetail(db, request.params.id)),
  );

  api.post(
    '/api/admin/lottery',
    {
      config: staff,
      schema: {
        tags,
        summary: '新建抽奖活动',
        body: lotteryActivityBody,
        response: { 200: envelopeOf(adminActivityRow) },
      },
    },
    async (request) => ok(await createActivity(db, actorOf(request), request.body), '抽奖活动已创建'),
  );

  api.post(
    '/api/admin/lottery/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: '修改抽奖活动',
        params: idParams,
        body: lotteryActivityBody,
        response: { 200: envelopeOf(adminActivityRow) },
      },
    },
    async (request) =>
      ok(await updateActivity(db, actorOf(request), request.params.id, request.body), '抽奖活动已保存'),
  );

  api.post(
    '/api/admin/lottery/:id/status',
    {
      config: staff,
      schema: {
        tags,
        summary: '暂停或恢复抽奖活动',
        params: idParams,
        body: lotteryStatusBody,
        response: { 200: envelopeOf(adminActivityRow) },
      },
    },
    async (request) => {
      const row = await setActivityStatus(db, actorOf(request), request.params.id, request.body.status);
      return ok(row, row.status === 1 ? '抽奖活动已恢复' : '抽奖活动已暂停');
    },
  );

  api.post(
    '/api/admin/lottery/:id/prizes',
    {
      config: staff,
      schema: { tags, summary: '添加奖品', params: idParams, body: lotteryPrizeBody, response: { 200: saved } },
    },
    async (request) => ok(await createPrize(db, actorOf(request), request.params.id, request.body), '奖品已添加'),
  );

  api.post(
    '/api/admin/lottery/prizes/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: '修改奖品（数量不能少于已抽出的份数，剩余数量随之调整）',
        params: idParams,
        body: lotteryPrizeBody,
        response: { 200: saved },
      },
    },
    async (request) => ok(await updatePrize(db, actorOf(request), request.params.id, request.body), '奖品已保存'),
  );

  api.get(
    '/api/admin/lottery/:id/winners',
    {
      config: staff,
      schema: {
        tags,
        summary: '中奖名单（默认只含中奖记录；all=1 含谢谢参与；实物奖品附收货地址）',
        params: idParams,
        querystring: adminWinnersQuery,
        response: { 200: envelopeOf(pageOf(adminWinnerRow)) },
      },
    },
    async (request) => ok(await winnersReport(db, request.params.id, request.query)),
  );
}
