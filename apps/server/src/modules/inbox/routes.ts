import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import { messagePage, messageQuery } from '@store/shared/api/messages';
import { ok } from '../../lib/envelope.ts';
import type { ModuleDeps } from '../deps.ts';
import { listMessages, markAllRead, markRead } from './service.ts';

export async function inboxRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['messages'];
  const guarded = { onRequest: app.requireUser };

  api.get(
    '/api/user/message',
    {
      ...guarded,
      schema: { tags, summary: '我的消息', querystring: messageQuery, response: { 200: envelopeOf(messagePage) } },
    },
    async (request) => ok(await listMessages(db, request.user.id, request.query)),
  );

  api.post(
    '/api/user/message/:id/read',
    { ...guarded, schema: { tags, summary: '标记已读', params: idParams, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await markRead(db, request.user.id, request.params.id);
      return ok(null);
    },
  );

  api.post(
    '/api/user/message/read_all',
    {
      ...guarded,
      schema: { tags, summary: '全部标记已读', response: { 200: envelopeOf(z.object({ updated: z.number() })) } },
    },
    async (request) => ok({ updated: await markAllRead(db, request.user.id) }),
  );
}
