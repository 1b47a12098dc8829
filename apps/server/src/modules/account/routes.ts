import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@store/shared/api/envelope';
import {
  companyBody,
  createCodeBody,
  forgetBody,
  phoneParams,
  phoneTaken,
  registerBody,
  resetPasswordBody,
} from '@store/shared/api/account';
import { ok } from '../../lib/envelope.ts';
import type { ModuleDeps } from '../deps.ts';
import { setSessionCookie } from '../../plugins/app/session.ts';
import { startSession } from '../auth/index.ts';
import { changePassword, isMobileRegistered, register, resetForgottenPassword } from './service.ts';
import { companySaved } from '@store/shared/api/company-change';
import { saveCompany } from '../qualification/index.ts';
import { sendCode } from './sms-codes.ts';
import { shownToken } from '../../lib/tokens.ts';

export async function accountRoutes(app: FastifyInstance, { db, config, sms }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const done = envelopeOf(z.null());

  api.post(
    '/api/user/create_code',
    {
      schema: {
        tags,
        summary:
          '发送短信验证码（每个地址每小时 5 次；每个手机号 60 秒一次、每天 10 次；5 分钟有效；bind / password 需登录）',
        body: createCodeBody,
        response: { 200: done },
      },
    },
    async (request) => {
      const user = await request.currentUser();
      await sendCode({ db, sms, log: request.log }, { ...request.body, ip: request.ip, userId: user?.id });
      return ok(null, '验证码已发送');
    },
  );

  api.get(
    '/api/user/phone/:value',
    {
      schema: {
        tags,
        summary: '手机号是否已注册（每个地址每小时 30 次）',
        params: phoneParams,
        response: { 200: envelopeOf(phoneTaken) },
      },
    },
    async (request) =>
      ok({ exists: (await isMobileRegistered(db, request.params.value, request.ip)) ? 1 : 0 } as const),
  );

  api.post(
    '/api/user/register',
    {
      schema: {
        tags,
        summary: '注册第一步：手机号 + 验证码 + 密码（注册后即登录）',
        body: registerBody,
        response: { 200: envelopeOf(z.object({ token: z.string() })) },
      },
    },
    async (request, reply) => {
      const userId = await register(db, request.body);
      const client = {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        previousToken: request.sessionToken(),
      };
      const { token, expiresAt } = await startSession(db, userId, client, config.SESSION_TTL_DAYS);
      setSessionCookie(reply, request, token, expiresAt);
      return ok({ token: shownToken(token) }, '注册成功');
    },
  );

  api.post(
    '/api/user/company',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '单位信息（注册第二步；资质通过后改单位名称或类型为资质变更，待审核后生效）',
        body: companyBody,
        response: { 200: envelopeOf(companySaved) },
      },
    },
    async (request) => {
      const saved = await saveCompany(db, request.user.id, request.body);
      return ok(saved, saved.pending ? '已提交资质变更，审核通过后生效' : '保存成功');
    },
  );

  api.post(
    '/api/user/forget_password',
    {
      schema: {
        tags,
        summary: '找回密码：手机号 + 验证码 + 新密码（结束该账号所有会话）',
        body: forgetBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await resetForgottenPassword(db, request.body);
      return ok(null, '密码已重置，请重新登录');
    },
  );

  api.post(
    '/api/user/resetPassword',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '修改密码：当前密码或发到本账号手机的验证码（password 场景）+ 新密码（结束其他会话）',
        body: resetPasswordBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await changePassword(
        db,
        { userId: request.user.id, sessionId: request.user.sessionId, ip: request.ip },
        request.body,
      );
      return ok(null, '密码已修改');
    },
  );
}
