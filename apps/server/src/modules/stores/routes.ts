import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import { store, storeBody } from '@store/shared/api/stores';
import { ok } from '../../lib/envelope.ts';
import type { ModuleDeps } from '../deps.ts';
import { setSessionCookie } from '../../plugins/app/session.ts';
import { logout, startSession } from '../auth/index.ts';
import { addStore, assertMaySwitch, listStores } from './service.ts';
import { shownToken } from '../../lib/tokens.ts';

export async function storeRoutes(app: FastifyInstance, { db, config }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['stores'];
  const guarded = { onRequest: app.requireUser };

  api.get(
    '/api/user/stores',
    {
      ...guarded,
      schema: { tags, summary: '本公司的门店（多门店管理）', response: { 200: envelopeOf(z.array(store)) } },
    },
    async (request) => ok(await listStores(db, request.user.id)),
  );

  api.post(
    '/api/user/stores',
    {
      ...guarded,
      schema: {
        tags,
        summary: '总部账号添加门店：门店手机号 + 其验证码（bind 场景）',
        body: storeBody,
        response: { 200: envelopeOf(z.object({ id: z.number() })) },
      },
    },
    async (request) => ok({ id: await addStore(db, request.user.id, request.body) }, '门店已添加'),
  );

  api.post(
    '/api/user/stores/:id/switch',
    {
      ...guarded,
      schema: {
        tags,
        summary: '总部账号切换到本公司的门店（会话轮换）；门店账号不能切换',
        params: idParams,
        response: { 200: envelopeOf(z.object({ token: z.string() })) },
      },
    },
    async (request, reply) => {
      await assertMaySwitch(db, request.user.id, request.params.id);
      const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
      const { token, expiresAt } = await startSession(db, request.params.id, client, config.SESSION_TTL_DAYS);
      await logout(db, request.user.sessionId);
      setSessionCookie(reply, request, token, expiresAt);
      return ok({ token: shownToken(token) }, '已切换门店');
    },
  );
}
