import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRefusal } from '@store/shared/codes';
import { BROWSER_HEADERS, createTestApp, sessionCookieOf, type TestApp } from '../../test/harness.ts';
import { expectPointsBalanced } from '../../test/points.ts';
import { userIdOf } from '../../test/orders-fixture.ts';

describe('sessions and the buyer state', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ HOT_LINE: '400-000-9999', QQ1: '111', QQ2: '222' })));
  afterAll(() => t.close());

  const loginWith = (username: string, password: string) =>
    t.inject({ method: 'POST', url: '/api/user/login', headers: BROWSER_HEADERS, payload: { username, password } });

  it('logs a buyer in with an httpOnly SameSite=Lax cookie, and the answer carries no copy of it', async () => {
    const res = await loginWith('demo_buyer', 'Demo@2026');
    expect(res.json()).toMatchObject({ code: 10000, data: { token: expect.any(String) } });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(res.body).not.toContain(sessionCookieOf(res).slice('sid='.length));
  });

  it('a script that reads the token of the login answer or of the user state cannot open the session with it', async () => {
    const res = await loginWith('demo_buyer', 'Demo@2026');
    const session = { cookie: sessionCookieOf(res) };
    const base = (await t.inject({ method: 'GET', url: '/api/user/base', headers: session })).json().data;
    expect(base.username).toBe('demo_buyer');
    // The same value in both answers: it names the session for the client, nothing more.
    expect(base.token).toBe(res.json().data.token);
    for (const headers of [
      { cookie: `sid=${base.token}` },
      { authorization: `Bearer ${base.token}` },
      { cookie: `sid=${res.json().data.token}` },
    ]) {
      expect((await t.inject({ method: 'GET', url: '/api/user/base', headers })).json().code).toBe(10001);
    }
  });

  it('logs in by mobile number too', async () => {
    expect((await loginWith('13800000001', 'Demo@2026')).json().code).toBe(10000);
  });

  it('gives the same answer for an unknown account and a wrong password', async () => {
    const unknown = await loginWith('nobody_here', 'Demo@2026');
    const wrong = await loginWith('demo_buyer', 'wrong-password');
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({ code: AccountRefusal.LOGIN_FAILED.code, msg: '账号或密码错误', data: null });
  });

  it('returns the full user state for a logged-in buyer, with the assigned account manager', async () => {
    const headers = await t.login('buyer');
    const res = await t.inject({ method: 'GET', url: '/api/user/base', headers });
    const data = res.json().data;
    expect(data).toMatchObject({
      show: true,
      username: 'demo_buyer',
      company: '杭州康宁大药房有限公司',
      is_passed: 1,
      admin: { name: '张敏', phone: '13905710001', is_default: 0 },
      common_config: { hot_line: '400-000-9999', qq1: '111', qq2: '222' },
      cart: { count: 2 },
      message_count: 3,
    });
    // The points are the ledger's balance (the seed earns them through it).
    expect(data.points).toBeGreaterThan(0);
    expect(data.points).toBe(await expectPointsBalanced(t, await userIdOf(t, 'buyer')));
    expect(data.token).toMatch(/^[\w-]{43}$/);
    expect(data.token).not.toBe(headers.cookie.slice('sid='.length));
    for (const key of [
      'face',
      'rank',
      'address',
      'wechat',
      'quality_inspection',
      'login_url',
      'is_show_youx',
      'is_special',
      'is_can_chat',
      'is_AfterSale',
      'TianFuBankPayment',
    ]) {
      expect(data).toHaveProperty(key);
    }
  });

  it('gives a buyer without a manager the default contact with is_default 1', async () => {
    const headers = await t.login('pendingBuyer');
    const data = (await t.inject({ method: 'GET', url: '/api/user/base', headers })).json().data;
    expect(data.is_passed).toBe(0);
    expect(data.admin).toEqual({ name: '客服小康', phone: '400-800-1234', is_default: 1 });
  });

  it('accepts the session cookie’s value as Authorization: Bearer', async () => {
    const token = sessionCookieOf(await loginWith('demo_buyer', 'Demo@2026')).slice('sid='.length);
    const res = await t.inject({ method: 'GET', url: '/api/user/base', headers: { authorization: `Bearer ${token}` } });
    expect(res.json().data.username).toBe('demo_buyer');
  });

  it('rotates the session at login: the token held before no longer works', async () => {
    const first = await t.login('buyer');
    const res = await t.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: first,
      payload: { username: 'demo_buyer', password: 'Demo@2026' },
    });
    expect(sessionCookieOf(res)).not.toBe(first.cookie);
    expect((await t.inject({ method: 'GET', url: '/api/user/base', headers: first })).json().code).toBe(10001);
  });

  it('ends the session on the server at logout', async () => {
    const headers = await t.login('buyer');
    const out = await t.inject({ method: 'DELETE', url: '/api/user/logout', headers });
    expect(out.json().code).toBe(10000);
    expect(String(out.headers['set-cookie'])).toMatch(/sid=;/);
    const after = await t.inject({ method: 'GET', url: '/api/user/base', headers });
    expect(after.json().code).toBe(10001);
  });

  it('refuses a forged or unknown token', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/user/base', headers: { cookie: 'sid=forged-token' } });
    expect(res.json()).toMatchObject({ code: 10001, data: null });
  });
});

describe('contact details', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('updates the contact person and a landline phone; the login mobile stays', async () => {
    const headers = await t.login('buyer');
    const res = await t.inject({
      method: 'POST',
      url: '/api/user/updateUserInfo',
      headers,
      payload: { name: '王芳芳', phone: '0571-88886666' },
    });
    expect(res.json()).toMatchObject({ code: 10000, msg: '保存成功' });
    expect((await t.inject({ method: 'GET', url: '/api/user/base', headers })).json().data).toMatchObject({
      name: '王芳芳',
      phone: '0571-88886666',
      username: 'demo_buyer',
    });
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/user/login',
          headers: BROWSER_HEADERS,
          payload: { username: '13800000001', password: 'Demo@2026' },
        })
      ).json().code,
    ).toBe(10000);
  });

  it('refuses a malformed phone with a Chinese message', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/user/updateUserInfo',
      headers: await t.login('buyer'),
      payload: { name: '王芳', phone: '12345' },
    });
    expect(res.json()).toMatchObject({ code: 422, msg: '请填写正确的手机号或固定电话' });
  });
});
