import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors.ts';
import { ENTRY_LOADER_CSP_SOURCE } from './app/entry-loader.ts';
import { OrderRefusal } from '@store/shared/codes';
import { BROWSER_HEADERS, createTestApp, sessionCookieOf, type TestApp } from '../test/harness.ts';

describe('API contract: envelope and error catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.get('/api/__boom', async () => {
      throw new Error('database exploded at 10.0.0.1');
    });
    t.app.get('/api/__refuse', async () => {
      throw new AppError(OrderRefusal.STOCK_SHORT, '感冒灵颗粒', 3, '盒');
    });
  });
  afterAll(() => t.close());

  it('answers success as code 10000 with msg and data', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 10000, msg: 'success', data: { status: 'ok', database: t.database.kind } });
  });

  it('answers an unknown API path with a 404 envelope, not the web app', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ code: 404, msg: '接口不存在', data: null });
  });

  it('asks an anonymous visitor to log in with code 10001 and HTTP 401', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/user/jyfw' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 10001, msg: '请先登录', data: null });
  });

  it('answers the base info of an anonymous visitor with 10001 over HTTP 200: every page asks, and it is no error', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/user/base' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 10001, msg: '请先登录', data: null });
  });

  it('refuses a missing field with 422, errors per field in Chinese and the first message in msg', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: BROWSER_HEADERS,
      payload: { username: 'demo_buyer' },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe(422);
    expect(body.errors).toEqual({ password: ['密码不能为空'] });
    expect(body.msg).toBe('密码不能为空');
  });

  it('rejects unknown body keys (strict schemas)', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: BROWSER_HEADERS,
      payload: { username: 'demo_buyer', password: 'x', is_admin: '1' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ is_admin: ['不支持的参数：is_admin'] });
  });

  it('parses form-encoded nested arrays and names the bad element', async () => {
    const buyer = await t.login('buyer');
    const res = await t.inject({
      method: 'POST',
      url: '/api/cart/batch_delete',
      headers: { ...buyer, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'ids[0]=1&ids[1]=abc',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'ids.1': ['记录格式不正确'] });
  });

  it('refuses a body over 1 MB with a 413 envelope', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { ...BROWSER_HEADERS, 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(1024 * 1024 + 10), password: 'y' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 413, msg: '提交的内容过大' });
  });

  it('answers malformed JSON with a 400 envelope, not a 500', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { ...BROWSER_HEADERS, 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg: '请求格式不正确' });
  });

  it('hides an unexpected error behind 系统繁忙 with a request id and no stack', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/__boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({ code: 500, msg: '系统繁忙，请稍候再试', data: null });
    expect(body.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).not.toContain('exploded');
  });

  it('passes a business refusal (code ≥ 600) through with its Chinese message', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/__refuse' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: OrderRefusal.STOCK_SHORT.code,
      msg: '感冒灵颗粒 库存不足，当前库存 3盒',
      data: null,
    });
  });

  it('sends security headers with a strict CSP', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/health' });
    // Scripts from the store itself, and the one inline script: a rendered page's code loader, by its hash.
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' ${ENTRY_LOADER_CSP_SOURCE};`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes OpenAPI docs generated from the schemas', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/focus/common', '/api/user/base', '/api/cart/list']),
    );
  });
});

describe('CSRF defence for state-changing requests', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());
  const login = { username: 'demo_buyer', password: 'Demo@2026' };

  it('refuses a POST with neither Origin nor X-Requested-With', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/user/login', payload: login });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 403, msg: '请求来源校验失败，请刷新页面后重试' });
  });

  it('refuses a POST from a foreign origin even with X-Requested-With', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: login,
      headers: { origin: 'https://evil.example', 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('accepts a POST from the site itself', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: login,
      headers: { host: 'shop.test', origin: 'http://shop.test' },
    });
    expect(res.json().code).toBe(10000);
  });

  it('accepts a non-browser client that authenticates with a Bearer token', async () => {
    // The session token itself (the cookie's value): what a non-browser client keeps after logging in.
    const token = sessionCookieOf(
      await t.inject({ method: 'POST', url: '/api/user/login', payload: login, headers: BROWSER_HEADERS }),
    ).slice('sid='.length);
    const res = await t.inject({
      method: 'POST',
      url: '/api/cart/batch_delete',
      payload: { ids: [999999] },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(404);
  });

  it('never changes state on GET', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/user/logout' });
    expect(res.statusCode).toBe(404);
  });
});

describe('rate limit', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ RATE_LIMIT_MAX: '3' })));
  afterAll(() => t.close());

  it('answers 429 with the envelope once a client spends its budget', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await t.inject({ method: 'GET', url: '/api/focus/common' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    const res = await t.inject({ method: 'GET', url: '/api/focus/common' });
    expect(res.json()).toMatchObject({ code: 429, msg: '操作太频繁，请稍后再试' });
    expect(res.headers['retry-after']).toBeDefined();
  });
});
