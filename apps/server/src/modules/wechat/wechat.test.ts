import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WechatRefusal } from '@store/shared/codes';
import { createTestApp, type TestApp } from '../../test/harness.ts';

describe('WeChat binding and login (development adapter)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  /** Plays the browser: get the authorise URL (state cookie), agree as `nickname`, follow the redirect. */
  async function authorise(nickname: string, redirect = '/bdwx') {
    const start = await t.inject({
      method: 'GET',
      url: `/api/wechat/authorize_url?redirect=${encodeURIComponent(redirect)}`,
    });
    const stateCookie = String(start.headers['set-cookie']).split(';')[0];
    const consent = new URL(start.json().data.url, 'http://shop.test');
    expect((await t.inject({ method: 'GET', url: consent.pathname + consent.search })).body).toContain('同意授权');
    const confirm = await t.inject({
      method: 'GET',
      url: `/api/wechat/dev/confirm?${new URLSearchParams({ ...Object.fromEntries(consent.searchParams), nickname })}`,
    });
    const back = new URL(String(confirm.headers.location), 'http://shop.test');
    expect(back.pathname).toBe(redirect);
    return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, stateCookie };
  }

  it('binds a WeChat user, logs in with it, and unbinds', async () => {
    const buyer = await t.login('buyer');
    const auth = await authorise('王芳的微信');
    const bind = await t.inject({
      method: 'POST',
      url: '/api/user/bind_wechat',
      headers: { ...buyer, cookie: `${buyer.cookie}; ${auth.stateCookie}` },
      payload: { code: auth.code, state: auth.state },
    });
    expect(bind.json()).toMatchObject({ code: 10000, msg: '绑定成功' });
    expect((await t.inject({ method: 'GET', url: '/api/user/base', headers: buyer })).json().data.wechat).toBe(
      '已绑定',
    );

    const again = await authorise('王芳的微信', '/login');
    const login = await t.inject({
      method: 'POST',
      url: '/api/user/wechat_login',
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie: again.stateCookie },
      payload: { code: again.code, state: again.state },
    });
    expect(login.json().code).toBe(10000);

    await t.inject({ method: 'DELETE', url: '/api/user/unbind_wechat', headers: buyer });
    expect((await t.inject({ method: 'GET', url: '/api/user/base', headers: buyer })).json().data.wechat).toBe('');
  });

  it('refuses a code without the browser’s state, and a code used twice', async () => {
    const buyer = await t.login('buyer');
    const auth = await authorise('某人');
    const noState = await t.inject({
      method: 'POST',
      url: '/api/user/bind_wechat',
      headers: buyer,
      payload: { code: auth.code, state: auth.state },
    });
    expect(noState.json().code).toBe(WechatRefusal.AUTH_EXPIRED.code);
    const headers = { ...buyer, cookie: `${buyer.cookie}; ${auth.stateCookie}` };
    const payload = { code: auth.code, state: auth.state };
    expect((await t.inject({ method: 'POST', url: '/api/user/bind_wechat', headers, payload })).json().code).toBe(
      10000,
    );
    expect((await t.inject({ method: 'POST', url: '/api/user/bind_wechat', headers, payload })).json().code).toBe(
      WechatRefusal.AUTH_EXPIRED.code,
    );
  });

  it('will not bind one WeChat user to two accounts, nor log in an unbound one', async () => {
    const first = await authorise('共享微信');
    const buyer = await t.login('buyer');
    await t.inject({
      method: 'POST',
      url: '/api/user/bind_wechat',
      headers: { ...buyer, cookie: `${buyer.cookie}; ${first.stateCookie}` },
      payload: { code: first.code, state: first.state },
    });
    const second = await authorise('共享微信');
    const other = await t.login('pendingBuyer');
    const res = await t.inject({
      method: 'POST',
      url: '/api/user/bind_wechat',
      headers: { ...other, cookie: `${other.cookie}; ${second.stateCookie}` },
      payload: { code: second.code, state: second.state },
    });
    expect(res.json()).toMatchObject({ code: WechatRefusal.ALREADY_BOUND.code, msg: '该微信已绑定其他账号' });
    const stranger = await authorise('陌生人', '/login');
    const login = await t.inject({
      method: 'POST',
      url: '/api/user/wechat_login',
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie: stranger.stateCookie },
      payload: { code: stranger.code, state: stranger.state },
    });
    expect(login.json().code).toBe(WechatRefusal.NOT_BOUND.code);
  });

  it('never redirects to another site', async () => {
    expect(
      (await t.inject({ method: 'GET', url: '/api/wechat/authorize_url?redirect=https://evil.example/' })).statusCode,
    ).toBe(422);
    expect(
      (await t.inject({ method: 'GET', url: '/api/wechat/authorize_url?redirect=//evil.example/' })).statusCode,
    ).toBe(422);
  });
});
