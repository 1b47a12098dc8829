import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

/**
 * Spellings of /api/user/updateUserInfo a client can send. What Fastify's router (find-my-way, with
 * ignoreTrailingSlash) does with them, found by these tests: it percent-decodes before matching
 * (`/%61pi/…`, `/api/user/%75pdate…` reach the route), keeps `%2F` as a literal slash inside a
 * segment and does not collapse `//` or fold case (those answer 404). Either way the CSRF check and
 * the rate limit must decide on what the router routes.
 */
const SPELLINGS = [
  '/%61pi/user/updateUserInfo',
  '/api/user/%75pdateUserInfo',
  '/%2561pi/user/updateUserInfo',
  '/api%2Fuser/updateUserInfo',
  '/api%2fuser%2fupdateUserInfo',
  '//api/user/updateUserInfo',
  '/api//user/updateUserInfo',
  '/API/user/updateUserInfo',
  '/Api/User/UpdateUserInfo',
  '/api/./user/updateUserInfo',
  '/api/user/updateUserInfo/',
  '/api/user/updateUserInfo?x=1',
];
const FOREIGN = { origin: 'http://evil.example' };

describe('odd spellings of an API path: no CSRF bypass, no rate-limit escape', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await t.login('buyer')).cookie;
  });
  afterAll(() => t.close());

  const contactName = async () =>
    (await t.inject({ method: 'GET', url: '/api/user/base', headers: { cookie } })).json().data.name as string;

  it('refuses a foreign-origin POST under every spelling, and the contact person stays unchanged', async () => {
    const before = await contactName();
    for (const url of SPELLINGS) {
      const res = await t.inject({
        method: 'POST',
        url,
        headers: { cookie, ...FOREIGN },
        payload: { name: '被篡改', phone: '13800000000' },
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toMatchObject({ code: 403, data: null });
    }
    expect(await contactName()).toBe(before);
  });

  it('routes the percent-encoded spelling to the real handler once the origin is the site itself', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/%61pi/user/updateUserInfo',
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
      payload: { name: '李四', phone: '13800000000' },
    });
    expect(res.json()).toMatchObject({ code: 10000 });
    expect(await contactName()).toBe('李四');
  });

  it('refuses a foreign-origin POST to a path no route matches, instead of letting it through unchecked', async () => {
    const res = await t.inject({ method: 'POST', url: '/no/such/page', headers: { cookie, ...FOREIGN } });
    expect(res.statusCode).toBe(403);
  });

  it('still takes a payment gateway notification from a foreign origin, under any spelling of its route', async () => {
    for (const url of ['/api/pay/notify/sandbox', '/%61pi/pay/notify/sandbox']) {
      const res = await t.inject({ method: 'POST', url, headers: FOREIGN, payload: { out_trade_no: 'x' } });
      // Past the CSRF check: the handler refuses the missing signature itself.
      expect(res.statusCode, url).not.toBe(403);
      expect(res.body, url).toBe(t.gateways.get('sandbox')?.rejected.body);
    }
  });
});

describe('odd spellings of an API path count against the rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => t.close());

  it('limits every spelling, routed or not, like the plain path', async () => {
    const spellings = [
      '/api/goods/list',
      '/%61pi/goods/list',
      '/api%2Fgoods/list',
      '//api/goods/list',
      '/API/goods/list',
      '/api/no/such/thing',
    ];
    for (const [k, url] of spellings.entries()) {
      const remoteAddress = `10.0.1.${k + 1}`;
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await t.inject({ method: 'GET', url, remoteAddress })).statusCode);
      expect(
        statuses.slice(0, 3).every((s) => s !== 429),
        `${url} ${statuses}`,
      ).toBe(true);
      expect(statuses[3], `${url} ${statuses}`).toBe(429);
    }
  });

  it('shares one budget between the spellings of one client', async () => {
    const remoteAddress = '10.0.2.1';
    for (const url of ['/api/goods/list', '/%61pi/goods/list', '/API/goods/list'])
      await t.inject({ method: 'GET', url, remoteAddress });
    expect((await t.inject({ method: 'GET', url: '/api/goods/hot', remoteAddress })).statusCode).toBe(429);
  });

  it('does not limit the web app pages', async () => {
    const remoteAddress = '10.0.3.1';
    for (let i = 0; i < 5; i++)
      expect((await t.inject({ method: 'GET', url: '/cart', remoteAddress })).statusCode).not.toBe(429);
  });
});
