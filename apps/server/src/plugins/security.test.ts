import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema.ts';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.ts';
import { tokenId } from '../lib/tokens.ts';
import { BROWSER_HEADERS, createTestApp, sessionCookieOf, type TestApp } from '../test/harness.ts';
import { HSTS, PERMISSIONS_POLICY } from './external/helmet.ts';
import { theRow } from '../db/rows.ts';

/** Each test talks from its own socket address, so one test's requests never spend another's budget. */
const echoClient = (t: TestApp) =>
  t.app.get('/api/__client', async (request) => ({ ip: request.ip, protocol: request.protocol }));

describe('behind no trusted proxy (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '3', API_DOCS: '0' });
    echoClient(t);
  });
  afterAll(() => t.close());

  it('counts a client that rotates X-Forwarded-For against one rate-limit budget', async () => {
    const answers = [];
    for (const forwarded of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4']) {
      const res = await t.inject({
        method: 'GET',
        url: '/api/__client',
        remoteAddress: '192.0.2.30',
        headers: { 'x-forwarded-for': forwarded },
      });
      answers.push(res.statusCode === 200 ? res.json().ip : res.statusCode);
    }
    expect(answers).toEqual(['192.0.2.30', '192.0.2.30', '192.0.2.30', 429]);
  });

  it('records the socket address, not X-Forwarded-For, for a login', async () => {
    const { username, password } = DEMO_ACCOUNTS.buyer;
    const res = await t.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: '192.0.2.20',
      headers: { ...BROWSER_HEADERS, 'x-forwarded-for': '198.51.100.9' },
      payload: { username, password },
    });
    const session = theRow(
      await t.database.db
        .select({ ip: sessions.ip })
        .from(sessions)
        .where(eq(sessions.id, tokenId(sessionCookieOf(res).slice('sid='.length)))),
    );
    expect(session.ip).toBe('192.0.2.20');
  });

  it('sends no Strict-Transport-Security over http, even when a client claims X-Forwarded-Proto: https', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/__client',
      remoteAddress: '192.0.2.40',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.json().protocol).toBe('http');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('switches off camera, microphone, location and payment on every answer', async () => {
    for (const url of ['/api/health', '/api/no/such/thing']) {
      const res = await t.inject({ method: 'GET', url, remoteAddress: '192.0.2.50' });
      expect(res.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
    }
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment'])
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
  });

  it('has no /api/docs when API_DOCS=0', async () => {
    for (const url of ['/api/docs', '/api/docs/json']) {
      const res = await t.inject({ method: 'GET', url, remoteAddress: '192.0.2.60' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 404, msg: '接口不存在', data: null });
    }
  });
});

describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_MAX: '2' });
    echoClient(t);
  });
  afterAll(() => t.close());

  it('takes the client address the proxy appended, ignoring what the client wrote before it', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/__client',
      headers: { 'x-forwarded-for': '10.9.9.9, 203.0.113.7' },
    });
    expect(res.json().ip).toBe('203.0.113.7');
  });

  it('gives each forwarded client its own rate-limit budget', async () => {
    const get = (ip: string) => t.inject({ method: 'GET', url: '/api/__client', headers: { 'x-forwarded-for': ip } });
    expect([
      (await get('198.51.100.1')).statusCode,
      (await get('198.51.100.1')).statusCode,
      (await get('198.51.100.1')).statusCode,
    ]).toEqual([200, 200, 429]);
    expect((await get('198.51.100.2')).statusCode).toBe(200);
  });

  it('sends Strict-Transport-Security when the proxy says the request came over https', async () => {
    const https = await t.inject({
      method: 'GET',
      url: '/api/__client',
      headers: { 'x-forwarded-for': '198.51.100.3', 'x-forwarded-proto': 'https' },
    });
    expect(https.json().protocol).toBe('https');
    expect(https.headers['strict-transport-security']).toBe(HSTS);
    expect(HSTS).toBe('max-age=31536000; includeSubDomains');
    const http = await t.inject({
      method: 'GET',
      url: '/api/__client',
      headers: { 'x-forwarded-for': '198.51.100.4' },
    });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves /api/docs by default in test', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'x-forwarded-for': '198.51.100.5' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });
});
