import type { FastifyInstance } from 'fastify';
import { WechatRefusal } from '@store/shared/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig, type Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts.ts';
import { DevWechatAuth, type WechatAuth } from '../../lib/wechat.ts';
import { OpenWechatAuth } from '../../lib/wechat-open.ts';
import { gatewayRegistry } from '../../lib/payment/gateways.ts';
import { BROWSER_HEADERS, sessionCookieOf } from '../../test/harness.ts';
import { SecondGateway } from '../../test/gateways.ts';
import { openPgliteFromTemplate, openPostgresFromTemplate } from '../../test/template.ts';
import { TOKEN_ANSWER, wechatApiStandIn } from '../../test/wechat-stand-in.ts';

async function appWith(config: Config, wechat: WechatAuth) {
  const database: Database = process.env.DATABASE_URL
    ? await openPostgresFromTemplate(process.env.DATABASE_URL)
    : await openPgliteFromTemplate();
  // A gateway that is no stand-in, so a production config can build the app at all.
  const gateways = gatewayRegistry([new SecondGateway(config.PAYMENT_GATEWAY_SECRET)]);
  const app = await buildApp({ config, database, wechat, gateways });
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

describe('WeChat login with the real website-login adapter', () => {
  const wechat = wechatApiStandIn();
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const apiBase = await wechat.start();
    const auth = new OpenWechatAuth({
      appId: 'wx0123456789abcdef',
      appSecret: 'app-secret-0123456789',
      publicUrl: 'https://shop.example.com',
      apiBase,
    });
    ({ app, close } = await appWith(
      testConfig({
        WECHAT_PROVIDER: 'open',
        WECHAT_APP_ID: 'wx0123456789abcdef',
        WECHAT_APP_SECRET: 'app-secret-0123456789',
        PUBLIC_URL: 'https://shop.example.com',
      }),
      auth,
    ));
  });
  afterAll(async () => {
    await close();
    await wechat.stop();
  });

  /** What WeChat does after the buyer scans: back to redirect_uri with a code and the state it was given. */
  async function scan(redirect: string, code: string) {
    const start = await app.inject({
      method: 'GET',
      url: `/api/wechat/authorize_url?redirect=${encodeURIComponent(redirect)}`,
    });
    const stateCookie = String(start.headers['set-cookie']).split(';')[0];
    const qr = new URL(start.json().data.url);
    expect(qr.origin + qr.pathname).toBe('https://open.weixin.qq.com/connect/qrconnect');
    expect(qr.searchParams.get('redirect_uri')).toBe(`https://shop.example.com${redirect}`);
    expect(stateCookie).toBe(`wx_state=${qr.searchParams.get('state')}`);
    return { cookie: stateCookie, payload: { code, state: qr.searchParams.get('state')! } };
  }

  it('binds the scanned WeChat user to the buyer, then logs the buyer in by scanning', async () => {
    wechat.answers.set('/sns/oauth2/access_token', TOKEN_ANSWER);
    wechat.answers.set('/sns/userinfo', { openid: TOKEN_ANSWER.openid, nickname: '王芳' });
    const { username, password } = DEMO_ACCOUNTS.buyer;
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: BROWSER_HEADERS,
      payload: { username, password },
    });
    const buyerCookie = sessionCookieOf(login);

    const bindScan = await scan('/bdwx', 'CODE_BIND');
    const bind = await app.inject({
      method: 'POST',
      url: '/api/user/bind_wechat',
      headers: { ...BROWSER_HEADERS, cookie: `${buyerCookie}; ${bindScan.cookie}` },
      payload: bindScan.payload,
    });
    expect(bind.json()).toMatchObject({ code: 10000, msg: '绑定成功' });

    const loginScan = await scan('/login', 'CODE_LOGIN');
    const wechatLogin = await app.inject({
      method: 'POST',
      url: '/api/user/wechat_login',
      headers: { ...BROWSER_HEADERS, cookie: loginScan.cookie },
      payload: loginScan.payload,
    });
    expect(wechatLogin.json()).toMatchObject({ code: 10000, msg: '登录成功' });
    expect(
      wechat.requests.filter((r) => r.pathname === '/sns/oauth2/access_token').map((r) => r.searchParams.get('code')),
    ).toEqual(['CODE_BIND', 'CODE_LOGIN']);
  });

  it('asks the buyer to scan again when WeChat says the code was already used', async () => {
    wechat.answers.set('/sns/oauth2/access_token', { errcode: 40163, errmsg: 'code been used' });
    const used = await scan('/login', 'CODE_USED');
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/wechat_login',
      headers: { ...BROWSER_HEADERS, cookie: used.cookie },
      payload: used.payload,
    });
    expect(res.json()).toMatchObject({ code: WechatRefusal.AUTH_EXPIRED.code, msg: '授权已失效，请重新扫码' });
  });

  it('has no development consent page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/wechat/dev/authorize?redirect_uri=/login&state=x' });
    expect(res.statusCode).toBe(404);
  });
});

describe('the development WeChat consent page', () => {
  it('is not served when NODE_ENV=production, even if handed the dev adapter', async () => {
    // loadConfig refuses WECHAT_PROVIDER=dev in production; this proves the routes do not rely on that alone.
    const { app, close } = await appWith({ ...testConfig(), NODE_ENV: 'production' }, new DevWechatAuth());
    try {
      const consent = await app.inject({ method: 'GET', url: '/api/wechat/dev/authorize?redirect_uri=/login&state=x' });
      expect(consent.statusCode).toBe(404);
      expect(consent.json()).toMatchObject({ code: 404, msg: '接口不存在' });
      const confirm = await app.inject({
        method: 'GET',
        url: '/api/wechat/dev/confirm?redirect_uri=/login&state=x&nickname=a',
      });
      expect(confirm.statusCode).toBe(404);
    } finally {
      await close();
    }
  });
});
