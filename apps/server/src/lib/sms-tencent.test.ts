import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SmsRefusal } from '@store/shared/codes';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { openPgliteFromTemplate, openPostgresFromTemplate } from '../test/template.ts';
import { AppError } from './errors.ts';
import { TencentSmsProvider, type TencentSmsSettings } from './sms-tencent.ts';
import { theRow } from '../db/rows.ts';
import { expectedAuthorization, type Received } from '../test/tencent-api.ts';

/** The SDK's real request goes to a local stand-in for sms.tencentcloudapi.com (test/tencent-api.ts). */
const settings: TencentSmsSettings = {
  secretId: 'AKIDtestsecretid0000000000000000',
  secretKey: 'testsecretkey000000000000000000',
  sdkAppId: '1400000001',
  signName: '康宁医药',
  templateId: '1234567',
  region: 'ap-guangzhou',
  endpoint: 'sms.tencentcloudapi.com',
};

describe('Tencent Cloud SMS provider', () => {
  let server: http.Server;
  let port: number;
  let received: Received[];
  let answer: { status: number; body: unknown };
  const logged: { level: string; details: Record<string, unknown> }[] = [];
  const log = {
    warn: (details: object) => void logged.push({ level: 'warn', details: details as Record<string, unknown> }),
    error: (details: object) => void logged.push({ level: 'error', details: details as Record<string, unknown> }),
  };

  /** Every connection, whatever host the SDK names, lands on the local server. */
  const localAgent = () => {
    const agent = new http.Agent();
    (agent as unknown as { createConnection: () => net.Socket }).createConnection = () =>
      net.connect(port, '127.0.0.1');
    return agent;
  };
  const provider = (overrides: Partial<TencentSmsSettings> = {}) =>
    new TencentSmsProvider({ ...settings, ...overrides }, log, { protocol: 'http://', agent: localAgent() });
  const okAnswer = (code = 'Ok', message = 'send success') => ({
    status: 200,
    body: {
      Response: {
        SendStatusSet: [
          {
            SerialNo: '2028:0000000000000001',
            PhoneNumber: '+8613800138000',
            Fee: 1,
            SessionContext: '',
            Code: code,
            Message: message,
            IsoCode: 'CN',
          },
        ],
        RequestId: 'a0aabda6-cf91-4f3e-a81f-9198114a2279',
      },
    },
  });
  const refusalOf = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  };

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push({ method: request.method!, url: request.url!, headers: request.headers, body });
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    received = [];
    logged.length = 0;
    answer = okAnswer();
  });

  it('sends the code to the +86 mobile with the template, signature and app of the settings', async () => {
    await provider().sendCode('13800138000', '482913');
    expect(received).toHaveLength(1);
    const request = theRow(received);
    expect(request.method).toBe('POST');
    expect(request.headers).toMatchObject({
      host: 'sms.tencentcloudapi.com',
      'x-tc-action': 'SendSms',
      'x-tc-version': '2021-01-11',
      'x-tc-region': 'ap-guangzhou',
    });
    expect(JSON.parse(request.body)).toEqual({
      PhoneNumberSet: ['+8613800138000'],
      SmsSdkAppId: '1400000001',
      SignName: '康宁医药',
      TemplateId: '1234567',
      TemplateParamSet: ['482913'],
    });
  });

  it('signs the request with TC3-HMAC-SHA256 under the secret key', async () => {
    await provider().sendCode('13800138000', '482913');
    const request = theRow(received);
    expect(Math.abs(Number(request.headers['x-tc-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect(request.headers.authorization).toBe(expectedAuthorization(request, settings.secretId, settings.secretKey));
    expect(request.headers.authorization).not.toBe(
      expectedAuthorization(request, settings.secretId, 'another-secret-key'),
    );
  });

  it('tells the buyer to wait when Tencent limits the mobile’s frequency', async () => {
    answer = okAnswer(
      'LimitExceeded.PhoneNumberThirtySecondLimit',
      'the number of sms messages sent from a single mobile number within 30 seconds exceeds the upper limit',
    );
    const refusal = await refusalOf(provider().sendCode('13800138000', '482913'));
    expect(refusal).toMatchObject({
      code: SmsRefusal.TOO_FREQUENT.code,
      message: SmsRefusal.TOO_FREQUENT.msg,
      status: 429,
    });
    expect(logged[0]).toMatchObject({
      level: 'warn',
      details: { providerCode: 'LimitExceeded.PhoneNumberThirtySecondLimit', mobile: '138****8000' },
    });
  });

  it('tells the buyer to check the number when Tencent rejects the mobile', async () => {
    answer = okAnswer('InvalidParameterValue.IncorrectPhoneNumber', 'incorrect number format');
    const refusal = await refusalOf(provider().sendCode('13800138000', '482913'));
    expect(refusal).toMatchObject({
      code: SmsRefusal.MOBILE_REJECTED.code,
      message: SmsRefusal.MOBILE_REJECTED.msg,
      status: 400,
    });
  });

  it('answers 短信发送失败 and logs Tencent’s code when the store’s keys are refused', async () => {
    answer = {
      status: 200,
      body: {
        Response: {
          Error: { Code: 'AuthFailure.SignatureFailure', Message: 'The provided credentials could not be validated.' },
          RequestId: 'b1',
        },
      },
    };
    const refusal = await refusalOf(provider().sendCode('13800138000', '482913'));
    expect(refusal).toMatchObject({
      code: SmsRefusal.SEND_FAILED.code,
      message: '短信发送失败，请稍后再试',
      status: 502,
    });
    expect(logged[0]).toMatchObject({
      level: 'error',
      details: { providerCode: 'AuthFailure.SignatureFailure', requestId: 'b1' },
    });
  });

  it('answers 短信发送失败 when Tencent cannot be reached', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const agent = new http.Agent();
    (agent as unknown as { createConnection: () => net.Socket }).createConnection = () =>
      net.connect(closedPort, '127.0.0.1');
    const unreachable = new TencentSmsProvider(settings, log, { protocol: 'http://', agent });
    expect(await refusalOf(unreachable.sendCode('13800138000', '482913'))).toMatchObject({
      code: SmsRefusal.SEND_FAILED.code,
    });
  });

  it('a refusal of the send-code request is logged, not shown: the answer never tells which numbers exist', async () => {
    // create_code answers before the gateway does (same answer, same time, for every mobile: issue #9), so a
    // provider refusal reaches the log with the provider's code; the buyer asks again after the resend wait.
    answer = okAnswer('LimitExceeded.PhoneNumberDailyLimit', 'daily limit');
    const database = process.env.DATABASE_URL
      ? await openPostgresFromTemplate(process.env.DATABASE_URL)
      : await openPgliteFromTemplate();
    const app = await buildApp({ config: testConfig(), database, sms: provider() });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/create_code',
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        payload: { mobile: '13912345678', scene: 'register' },
      });
      expect(res.statusCode).toBe(200);
      await expect.poll(() => received.length).toBe(1);
      expect(JSON.parse(received[0]!.body).PhoneNumberSet).toEqual(['+8613912345678']);
      await expect.poll(() => logged.length).toBeGreaterThan(0);
      expect(logged[0]).toMatchObject({ details: { providerCode: 'LimitExceeded.PhoneNumberDailyLimit' } });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
