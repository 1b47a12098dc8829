import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { arrivalNoticeState } from '@store/shared/api/arrival';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import { Msg } from '@store/shared/codes';
import { ok } from '../../lib/envelope.ts';
import type { ModuleDeps } from '../deps.ts';
import { cancel, subscribe } from './service.ts';

export async function arrivalRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['goods'];
  const guarded = { onRequest: app.requireUser };
  const response = { 200: envelopeOf(arrivalNoticeState) };

  api.post(
    '/api/goods/:id/arrival_notice',
    { ...guarded, schema: { tags, summary: '订阅到货提醒（缺货商品）', params: idParams, response } },
    async (request) => {
      await subscribe(db, request.user.id, request.params.id);
      return ok({ arrival_notice: 1 as const }, Msg.ARRIVAL_NOTICE_ADDED);
    },
  );

  api.post(
    '/api/goods/:id/arrival_notice/cancel',
    { ...guarded, schema: { tags, summary: '取消到货提醒', params: idParams, response } },
    async (request) => {
      await cancel(db, request.user.id, request.params.id);
      return ok({ arrival_notice: 0 as const }, Msg.ARRIVAL_NOTICE_CANCELLED);
    },
  );
}
