import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WechatRefusal } from '@store/shared/codes';
import { AppError } from './errors.ts';
import { OpenWechatAuth } from './wechat-open.ts';
import { TOKEN_ANSWER, wechatApiStandIn } from '../test/wechat-stand-in.ts';

describe('WeChat website login (open.weixin.qq.com)', () => {
  const wechat = wechatApiStandIn();
  let auth: OpenWechatAuth;
  const logged: { level: string; details: Record<string, unknown> }[] = [];
  const log = {
    warn: (details: object) => void logged.push({ level: 'warn', details: details as Record<string, unknown> }),
    error: (details: object) => void logged.push({ level: 'error', details: details as Record<string, unknown> }),
  };

  beforeAll(async () => {
    const apiBase = await wechat.start();
    auth = new OpenWechatAuth(
      {
        appId: 'wx0123456789abcdef',
        appSecret: 'app-secret-0123456789',
        publicUrl: 'https://shop.example.com',
        apiBase,
      },
      log,
    );
  });
  afterAll(() => wechat.stop());
  beforeEach(() => {
    wechat.requests.length = 0;
    wechat.answers.clear();
    logged.length = 0;
  });

  it('sends the buyer to the QR page with the app id, the absolute return address and the state', () => {
    const url = auth.authorizeUrl('/bdwx', 'state123');
    expect(url).toBe(
      'https://open.weixin.qq.com/connect/qrconnect?appid=wx0123456789abcdef&redirect_uri=https%3A%2F%2Fshop.example.com%2Fbdwx&response_type=code&scope=snsapi_login&state=state123#wechat_redirect',
    );
  });

  it('exchanges the code with the app secret, then reads the nickname', async () => {
    wechat.answers.set('/sns/oauth2/access_token', TOKEN_ANSWER);
    wechat.answers.set('/sns/userinfo', {
      openid: 'oWX_open_0001',
      nickname: '王芳',
      sex: 0,
      headimgurl: '',
      privilege: [],
      unionid: 'oUNION_0001',
    });
    expect(await auth.exchangeCode('CODE_1')).toEqual({
      openid: 'oWX_open_0001',
      nickname: '王芳',
      unionid: 'oUNION_0001',
    });
    const [token, info] = wechat.requests;
    expect(Object.fromEntries(token!.searchParams)).toEqual({
      appid: 'wx0123456789abcdef',
      secret: 'app-secret-0123456789',
      code: 'CODE_1',
      grant_type: 'authorization_code',
    });
    expect(Object.fromEntries(info!.searchParams)).toMatchObject({
      access_token: 'ACCESS_TOKEN_1',
      openid: 'oWX_open_0001',
    });
  });

  it.each([
    [40029, 'invalid code'],
    [40163, 'code been used'],
    [42003, 'code expired'],
  ])('treats errcode %i (%s) as an unknown code, so the buyer scans again', async (errcode, errmsg) => {
    wechat.answers.set('/sns/oauth2/access_token', { errcode, errmsg });
    expect(await auth.exchangeCode('CODE_X')).toBeUndefined();
    expect(wechat.requests.map((r) => r.pathname)).toEqual(['/sns/oauth2/access_token']);
  });

  it('refuses with 微信登录暂不可用 and logs WeChat’s answer when the app secret is wrong', async () => {
    wechat.answers.set('/sns/oauth2/access_token', { errcode: 40125, errmsg: 'invalid appsecret' });
    const error = await auth.exchangeCode('CODE_1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: WechatRefusal.UNAVAILABLE.code,
      status: 502,
      message: '微信登录暂不可用，请稍后再试或使用账号登录',
    });
    expect(logged).toEqual([
      { level: 'error', details: expect.objectContaining({ errcode: 40125, errmsg: 'invalid appsecret' }) },
    ]);
  });

  it('refuses with 微信登录暂不可用 when WeChat answers something that is not JSON', async () => {
    const error = await auth.exchangeCode('CODE_1').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: WechatRefusal.UNAVAILABLE.code });
  });

  it('still logs the buyer in by openid when the nickname cannot be read', async () => {
    wechat.answers.set('/sns/oauth2/access_token', TOKEN_ANSWER);
    wechat.answers.set('/sns/userinfo', { errcode: 40001, errmsg: 'invalid credential' });
    expect(await auth.exchangeCode('CODE_1')).toMatchObject({ openid: 'oWX_open_0001', nickname: '微信用户' });
    expect(logged[0]).toMatchObject({ level: 'warn', details: { errcode: 40001 } });
  });
});
