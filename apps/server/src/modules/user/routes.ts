import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@store/shared/api/envelope';
import { RequestRefusal } from '@store/shared/codes';
import { captchaChallenge, loginBody, updateUserInfoBody, userBase as userBaseSchema } from '@store/shared/api/user';
import { ok } from '../../lib/envelope.ts';
import type { ModuleDeps } from '../deps.ts';
import { SESSION_COOKIE, setSessionCookie } from '../../plugins/app/session.ts';
import { login, logout } from '../auth/index.ts';
import { updateUserInfo, userBase } from './service.ts';
import { shownToken } from '../../lib/tokens.ts';

export async function userRoutes(app: FastifyInstance, { db, config, captcha }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/user/login',
    {
      schema: {
        tags: ['user'],
        summary: '账号（或手机号）密码登录；该账号或该地址近期失败过多时需带安全验证（605）',
        body: loginBody,
        response: { 200: envelopeOf(z.object({ token: z.string() })) },
      },
    },
    async (request, reply) => {
      const client = {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        previousToken: request.sessionToken(),
      };
      const { token, expiresAt } = await login(db, captcha, request.body, client, config.SESSION_TTL_DAYS);
      setSessionCookie(reply, request, token, expiresAt);
      return ok({ token: shownToken(token) }, '登录成功');
    },
  );

  api.get(
    '/api/user/captcha',
    {
      schema: {
        tags: ['user'],
        summary: '登录的安全验证：工作量证明（5 分钟内有效，只能用一次）或腾讯云天御验证码',
        response: { 200: envelopeOf(captchaChallenge) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await captcha.challenge(db));
    },
  );

  api.delete('/api/user/logout', { schema: { tags: ['user'], summary: '安全退出' } }, async (request, reply) => {
    const user = await request.currentUser();
    if (user) await logout(db, user.sessionId);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return ok(null, '已退出登录');
  });

  api.get(
    '/api/user/base',
    {
      schema: {
        tags: ['user'],
        summary: '当前采购商的基础信息（未登录：HTTP 200，code 10001，data null）',
        security: [{ bearer: [] }],
        response: { 200: envelopeOf(userBaseSchema.nullable()) },
      },
    },
    async (request) => {
      const user = await request.currentUser();
      // Every page asks this first, and an anonymous visitor is an expected state, not a failed request:
      // the envelope still says 10001, but over HTTP 200, so the browser logs no error on each page.
      if (!user)
        return { code: RequestRefusal.LOGIN_REQUIRED.code, msg: RequestRefusal.LOGIN_REQUIRED.msg, data: null };
      return ok(await userBase(db, config, user.id, shownToken(request.sessionToken() ?? '')));
    },
  );

  api.post(
    '/api/user/updateUserInfo',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        summary: '修改联系人与联系电话',
        body: updateUserInfoBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await updateUserInfo(db, request.user.id, request.body);
      return ok(null, '保存成功');
    },
  );
}
