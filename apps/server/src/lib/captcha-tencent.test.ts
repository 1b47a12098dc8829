import net from 'node:net';
import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AccountRefusal, CaptchaRefusal } from '@store/shared/codes';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { theRow } from '../db/rows.ts';
import { createCaptcha } from '../modules/auth/captcha.ts';
import { openPgliteFromTemplate, openPostgresFromTemplate } from '../test/template.ts';
import { expectedAuthorization, startTencentStandIn } from '../test/tencent-api.ts';
import { captchaVerdict, TencentCaptchaVerifier, type TencentCaptchaSettings } from './captcha-tencent.ts';
import { AppError } from './errors.ts';

/** The SDK's real request goes to a local stand-in for captcha.tencentcloudapi.com (test/tencent-api.ts). */
const settings: TencentCaptchaSettings = {
  secretId: 'AKIDcaptchasecretid000000000000',
  secretKey: 'captchasecretkey00000000000000',
  appId: '190000001',
  appSecretKey: 'appsecretkey0000000000**',
  endpoint: 'captcha.tencentcloudapi.com',
};
const TENCENT_ENV = {
  CAPTCHA_PROVIDER: 'tencent',
  TENCENT_CAPTCHA_APP_ID: settings.appId,
  TENCENT_CAPTCHA_APP_SECRET_KEY: settings.appSecretKey,
  TENCENT_CAPTCHA_SECRET_ID: settings.secretId,
  TENCENT_CAPTCHA_SECRET_KEY: settings.secretKey,
};
const verdictAnswer = (code: number, message = 'OK') => ({
  status: 200,
  body: {
    Response: {
      CaptchaCode: code,
      CaptchaMsg: message,
      EvilLevel: 0,
      GetCaptchaTime: 0,
      EvilBitmap: 0,
      SubmitCaptchaTime: 0,
      RequestId: 'c0ffee00-0000-4000-8000-000000000001',
    },
  },
});

describe('腾讯云天御 captcha (DescribeCaptchaResult)', () => {
  let stand: Awaited<ReturnType<typeof startTencentStandIn>>;
  const logged: { level: string; details: Record<string, unknown> }[] = [];
  const log = {
    warn: (details: object) => void logged.push({ level: 'warn', details: details as Record<string, unknown> }),
    error: (details: object) => void logged.push({ level: 'error', details: details as Record<string, unknown> }),
  };
  const verifier = () => new TencentCaptchaVerifier(settings, log, { protocol: 'http://', agent: stand.agent() });

  beforeAll(async () => (stand = await startTencentStandIn()));
  afterAll(() => stand.close());
  beforeEach(() => {
    stand.received.length = 0;
    logged.length = 0;
    stand.answer = verdictAnswer(1);
  });

  it('asks about the ticket, its randstr, the client address and the app, signed with TC3-HMAC-SHA256', async () => {
    expect(await verifier().verify('t03ticket-from-the-widget', '@rAnD', '203.0.113.7')).toBe(true);
    const request = theRow(stand.received);
    expect(request.method).toBe('POST');
    expect(request.headers).toMatchObject({
      host: 'captcha.tencentcloudapi.com',
      'x-tc-action': 'DescribeCaptchaResult',
      'x-tc-version': '2019-07-22',
    });
    expect(JSON.parse(request.body)).toEqual({
      CaptchaType: 9,
      Ticket: 't03ticket-from-the-widget',
      Randstr: '@rAnD',
      UserIp: '203.0.113.7',
      CaptchaAppId: 190000001,
      AppSecretKey: settings.appSecretKey,
    });
    expect(Math.abs(Number(request.headers['x-tc-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect(request.headers.authorization).toBe(expectedAuthorization(request, settings.secretId, settings.secretKey));
    expect(request.headers.authorization).not.toBe(expectedAuthorization(request, settings.secretId, 'another-key'));
  });

  it.each([
    [1, true],
    [6, false],
    [7, false],
    [8, false],
    [16, false],
    [21, false],
  ])('reads CaptchaCode %i as passed = %s', (code, passed) => {
    expect(captchaVerdict(verdictAnswer(code).body.Response)).toMatchObject({ passed, code });
  });

  it('refuses an answer without a CaptchaCode', () => {
    expect(captchaVerdict({ RequestId: 'x' }).passed).toBe(false);
  });

  it('refuses a used or forged ticket (warned), and logs a wrong AppSecretKey as the store’s fault', async () => {
    stand.answer = verdictAnswer(8, 'verify ticket too many times');
    expect(await verifier().verify('t03used', '@x', '203.0.113.7')).toBe(false);
    expect(logged[0]).toMatchObject({ level: 'warn', details: { providerCode: 8 } });
    stand.answer = verdictAnswer(100, 'appsecretkey param error');
    expect(await verifier().verify('t03any', '@x', '203.0.113.7')).toBe(false);
    expect(logged[1]).toMatchObject({ level: 'error', details: { providerCode: 100 } });
  });

  it('answers 502 安全验证暂不可用 when Tencent refuses the store’s API key or cannot be reached', async () => {
    stand.answer = {
      status: 200,
      body: { Response: { Error: { Code: 'AuthFailure.SecretIdNotFound', Message: 'no such key' }, RequestId: 'r1' } },
    };
    const refused = await verifier()
      .verify('t03', '@x', '203.0.113.7')
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: CaptchaRefusal.UNAVAILABLE.code, status: 502 });
    expect(logged[0]).toMatchObject({ level: 'error', details: { providerCode: 'AuthFailure.SecretIdNotFound' } });

    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const agent = new http.Agent();
    (agent as unknown as { createConnection: () => net.Socket }).createConnection = () =>
      net.connect(closedPort, '127.0.0.1');
    const unreachable = new TencentCaptchaVerifier(settings, log, { protocol: 'http://', agent });
    expect(await unreachable.verify('t03', '@x', '203.0.113.7').catch((e: unknown) => e)).toMatchObject({
      code: CaptchaRefusal.UNAVAILABLE.code,
    });
  });

  it('a login asked for the captcha passes with a ticket Tencent accepts, and is refused (606) with one it does not', async () => {
    const database = process.env.DATABASE_URL
      ? await openPostgresFromTemplate(process.env.DATABASE_URL)
      : await openPgliteFromTemplate();
    const config = testConfig(TENCENT_ENV);
    const captcha = createCaptcha(config, log, { protocol: 'http://', agent: stand.agent() });
    const app = await buildApp({ config, database, captcha });
    const login = (password: string, extra: object = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        payload: { username: 'demo_buyer', password, ...extra },
        remoteAddress: '198.51.100.9',
      });
    try {
      const challenge = await app.inject({ method: 'GET', url: '/api/user/captcha' });
      expect(challenge.json().data).toEqual({ provider: 'tencent', captcha_id: '', app_id: '190000001' });
      // The page may load the widget: its hosts are in the CSP only when it is the captcha.
      expect(String(challenge.headers['content-security-policy'])).toContain('https://turing.captcha.qcloud.com');
      for (let i = 0; i < 5; i++) await login(`wrong-${i}`);
      expect((await login('Demo@2026')).json().code).toBe(AccountRefusal.CAPTCHA_REQUIRED.code);
      expect(stand.received).toHaveLength(0);

      stand.answer = verdictAnswer(7, 'ticket invalid');
      const wrong = await login('Demo@2026', { captcha_id: '@rs', captcha: 't03forged' });
      expect(wrong.json().code).toBe(AccountRefusal.CAPTCHA_WRONG.code);
      stand.answer = verdictAnswer(1);
      const right = await login('Demo@2026', { captcha_id: '@rs2', captcha: 't03solved' });
      expect(right.json().code).toBe(10000);
      expect(JSON.parse(stand.received.at(-1)!.body)).toMatchObject({
        Ticket: 't03solved',
        Randstr: '@rs2',
        UserIp: '198.51.100.9',
      });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
