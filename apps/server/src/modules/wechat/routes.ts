import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@store/shared/api/envelope';
import { AppError } from '../../lib/errors.ts';
import { ok } from '../../lib/envelope.ts';
import { DevWechatAuth } from '../../lib/wechat.ts';
import type { ModuleDeps } from '../deps.ts';
import { setSessionCookie } from '../../plugins/app/session.ts';
import { bindWechat, unbindWechat, wechatLogin } from './service.ts';
import { WechatRefusal } from '@store/shared/codes';
import { shownToken } from '../../lib/tokens.ts';

const STATE_COOKIE = 'wx_state';
/** Only paths of this site: an authorisation can never bounce the buyer to a foreign host. */
const localPath = z.string().regex(/^\/(?!\/)[\w\-/?=&.]*$/, '回跳地址不正确');
const codeBody = z.strictObject({ code: z.string().min(1).max(128), state: z.string().min(1).max(64) });
const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function wechatRoutes(app: FastifyInstance, { db, config, wechat }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['wechat'];

  /** The code is accepted only with the state this browser was given (login CSRF defence). */
  async function openidFrom(request: FastifyRequest, body: { code: string; state: string }) {
    if (!body.state || request.cookies[STATE_COOKIE] !== body.state) throw new AppError(WechatRefusal.AUTH_EXPIRED);
    const user = await wechat.exchangeCode(body.code);
    if (!user) throw new AppError(WechatRefusal.AUTH_EXPIRED);
    return user.openid;
  }

  api.get(
    '/api/wechat/authorize_url',
    {
      schema: {
        tags,
        summary: '微信授权地址（redirect 为授权后回到的本站路径）',
        querystring: z.strictObject({ redirect: localPath }),
        response: { 200: envelopeOf(z.object({ url: z.string() })) },
      },
    },
    async (request, reply) => {
      const state = randomBytes(16).toString('hex');
      reply.setCookie(STATE_COOKIE, state, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        maxAge: 600,
        secure: request.protocol === 'https',
      });
      return ok({ url: wechat.authorizeUrl(request.query.redirect, state) });
    },
  );

  api.post(
    '/api/user/bind_wechat',
    {
      onRequest: app.requireUser,
      schema: { tags, summary: '绑定微信', body: codeBody, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await bindWechat(db, request.user.id, await openidFrom(request, request.body));
      return ok(null, '绑定成功');
    },
  );

  api.delete(
    '/api/user/unbind_wechat',
    { onRequest: app.requireUser, schema: { tags, summary: '解绑微信', response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await unbindWechat(db, request.user.id);
      return ok(null, '已解绑');
    },
  );

  api.post(
    '/api/user/wechat_login',
    {
      schema: {
        tags,
        summary: '微信扫码登录（已绑定的账号）',
        body: codeBody,
        response: { 200: envelopeOf(z.object({ token: z.string() })) },
      },
    },
    async (request, reply) => {
      const { token, expiresAt } = await wechatLogin(
        db,
        await openidFrom(request, request.body),
        { ip: request.ip, userAgent: request.headers['user-agent'] ?? '', previousToken: request.sessionToken() },
        config.SESSION_TTL_DAYS,
      );
      setSessionCookie(reply, request, token, expiresAt);
      reply.clearCookie(STATE_COOKIE, { path: '/' });
      return ok({ token: shownToken(token) }, '登录成功');
    },
  );

  // The dev consent page logs anyone in as any WeChat-linked buyer: it exists only where nobody is real.
  if (wechat instanceof DevWechatAuth && (config.NODE_ENV === 'development' || config.NODE_ENV === 'test'))
    registerDevConsent(app, wechat);
}

/** The development stand-in for WeChat's QR consent page: name a WeChat user and agree. */
function registerDevConsent(app: FastifyInstance, wechat: DevWechatAuth) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const query = z.object({ redirect_uri: localPath, state: z.string().max(64) });
  api.get('/api/wechat/dev/authorize', { schema: { hide: true, querystring: query } }, async (request, reply) => {
    const { redirect_uri: redirect, state } = request.query;
    return reply.type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>微信授权（开发环境）</title>
<body style="font-family:sans-serif;max-width:360px;margin:60px auto;text-align:center">
<h2 style="color:#07c160">微信登录授权</h2><p>开发环境模拟：输入一个微信用户名并同意授权。</p>
<form action="/api/wechat/dev/confirm" method="get">
<input type="hidden" name="redirect_uri" value="${escapeHtml(redirect)}"><input type="hidden" name="state" value="${escapeHtml(state)}">
<p><input name="nickname" value="微信用户" required maxlength="30" style="padding:8px;width:80%"></p>
<p><button type="submit" style="background:#07c160;color:#fff;border:0;padding:10px 40px;border-radius:4px">同意授权</button></p>
</form></body></html>`);
  });
  api.get(
    '/api/wechat/dev/confirm',
    { schema: { hide: true, querystring: query.extend({ nickname: z.string().trim().min(1).max(30) }) } },
    async (request, reply) => {
      const { redirect_uri: redirect, state, nickname } = request.query;
      const code = wechat.issueCode(nickname);
      const separator = redirect.includes('?') ? '&' : '?';
      return reply.redirect(`${redirect}${separator}${new URLSearchParams({ code, state })}`);
    },
  );
}
