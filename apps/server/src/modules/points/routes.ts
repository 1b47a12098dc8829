import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, idParams, pageOf } from '@store/shared/api/envelope';
import {
  adminPointsLogQuery,
  pointsAdjustAnswer,
  pointsAdjustBody,
  pointsLogPage,
  pointsLogQuery,
  pointsLogRow,
} from '@store/shared/api/points';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { actorOf } from '../../lib/audit.ts';
import type { ModuleDeps } from '../deps.ts';
import { adjustPoints } from './adjust.ts';
import { pointsLedger, pointsPage } from './reads.ts';
import { buyerExists } from './repo.ts';

/** The buyer's points page, and the buyer file's points in the console (permissions per route, ADR 010). */
export async function pointsRoutes(app: FastifyInstance, { db, config }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/user/points_log',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['wallet'],
        summary: '积分明细：当前积分、本年底将过期的积分与积分变动记录（按类型、时间筛选，分页）',
        querystring: pointsLogQuery,
        response: { 200: envelopeOf(pointsLogPage) },
      },
    },
    async (request) => ok(await pointsPage(db, request.user.id, config.POINTS_PER_YUAN, request.query)),
  );

  api.get(
    '/api/admin/users/:id/points_log',
    {
      config: { staff: 'buyers.view' },
      schema: {
        tags: ['operator'],
        summary: '采购商积分明细',
        params: idParams,
        querystring: adminPointsLogQuery,
        response: { 200: envelopeOf(pageOf(pointsLogRow)) },
      },
    },
    async (request) => {
      if (!(await buyerExists(db, request.params.id))) throw notFound('采购商不存在');
      return ok(await pointsLedger(db, request.params.id, request.query));
    },
  );

  api.post(
    '/api/admin/users/:id/points',
    {
      config: { staff: 'payments.confirm' },
      schema: {
        tags: ['operator'],
        summary: '手工调整积分（正数增加、负数扣减，须写明原因；不能扣成负数）',
        params: idParams,
        body: pointsAdjustBody,
        response: { 200: envelopeOf(pointsAdjustAnswer) },
      },
    },
    async (request) => ok(await adjustPoints(db, actorOf(request), request.params.id, request.body), '积分已调整'),
  );
}
