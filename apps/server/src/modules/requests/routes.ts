import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idParams, pageOf, pageQuery } from '@store/shared/api/envelope';
import { feedbackBody, purchaseRequest, purchaseRequestBody } from '@store/shared/api/messages';
import { ok } from '../../lib/envelope.ts';
import type { ModuleDeps } from '../deps.ts';
import { leaveFeedback, listPurchaseRequests, purchaseRequestOf, requestPurchase } from './service.ts';

export async function requestRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['requests'];

  api.post(
    '/api/user/feedback',
    { schema: { tags, summary: '意见反馈 / 投诉建议', body: feedbackBody, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await leaveFeedback(db, (await request.currentUser())?.id, request.body);
      return ok(null, '感谢您的反馈，我们会尽快处理');
    },
  );

  api.post(
    '/api/user/buy',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '发布求购',
        body: purchaseRequestBody,
        response: { 200: envelopeOf(z.object({ message: z.string() })) },
      },
    },
    async (request) => {
      const result = await requestPurchase(db, request.user.id, request.body);
      return ok(result, result.message);
    },
  );

  api.get(
    '/api/user/buy',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '我的求购',
        querystring: pageQuery,
        response: { 200: envelopeOf(pageOf(purchaseRequest)) },
      },
    },
    async (request) => ok(await listPurchaseRequests(db, request.user.id, request.query.page, request.query.page_size)),
  );

  api.get(
    '/api/user/buy/:id',
    {
      onRequest: app.requireUser,
      schema: { tags, summary: '求购详情', params: idParams, response: { 200: envelopeOf(purchaseRequest) } },
    },
    async (request) => ok(await purchaseRequestOf(db, request.user.id, request.params.id)),
  );
}
