import { execFileSync } from 'node:child_process';
import { createCipheriv, generateKeyPairSync, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, testConfig } from '../../config.ts';
import { createWechatPayGateway, type WechatPayGateway } from './wechat-pay.ts';

// Keys made here stand for WeChat Pay's (its public key, id PUB_KEY_ID_…) and the merchant's API key.
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
const MCH_ID = '1900009191';
const APP_ID = 'wxd678efh567hg6787';
const MCH_SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
const PLATFORM_SERIAL = 'PUB_KEY_ID_0119000091912026030100000000000001';
const API_V3_KEY = 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6';

const pem = (key: KeyObject, type: 'pkcs8' | 'spki') => key.export({ type, format: 'pem' }) as string;
const now = () => String(Math.floor(Date.now() / 1000));

/** WeChat Pay's answer/notification signature headers over `timestamp\nnonce\nbody\n`. */
function signedHeaders(body: string, options: { key?: KeyObject; serial?: string; timestamp?: string } = {}) {
  const timestamp = options.timestamp ?? now();
  const nonce = randomBytes(16).toString('hex');
  const signature = sign(
    'RSA-SHA256',
    Buffer.from(`${timestamp}\n${nonce}\n${body}\n`),
    options.key ?? platform.privateKey,
  ).toString('base64');
  return {
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': nonce,
    'wechatpay-signature': signature,
    'wechatpay-serial': options.serial ?? PLATFORM_SERIAL,
  };
}

function encrypt(plain: string, key = API_V3_KEY) {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from('transaction'));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: sealed.toString('base64'),
    associated_data: 'transaction',
    original_type: 'transaction',
    nonce,
  };
}

function transaction(fields: Record<string, unknown> = {}) {
  return {
    appid: APP_ID,
    mchid: MCH_ID,
    out_trade_no: 'O202603010001-1',
    transaction_id: '4200002026030112345678',
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    trade_state_desc: '支付成功',
    bank_type: 'CMC',
    success_time: '2026-03-01T12:00:09+08:00',
    payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    amount: { total: 12345, payer_total: 12345, currency: 'CNY', payer_currency: 'CNY' },
    ...fields,
  };
}

function notificationBody(resource: object): string {
  return JSON.stringify({
    id: 'EV-2026030112000900001',
    create_time: '2026-03-01T12:00:10+08:00',
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource,
  });
}

function notification(trade = transaction(), headerOptions: Parameters<typeof signedHeaders>[1] = {}) {
  const rawBody = notificationBody(encrypt(JSON.stringify(trade)));
  return { headers: { 'content-type': 'application/json', ...signedHeaders(rawBody, headerOptions) }, rawBody };
}

// A stand-in for api.mch.weixin.qq.com: checks the merchant's Authorization, answers signed.
type Call = { method: string; url: string; body: unknown; authorized: boolean };
type Reply = { status: number; body?: object; signer?: KeyObject; serial?: string };
let server: Server;
let endpoint: string;
let calls: Call[] = [];
let reply: (call: Call) => Reply = () => ({ status: 204 });

function authorized(method: string, url: string, body: string, authorization = ''): boolean {
  const match = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(authorization);
  if (!match) return false;
  const fields = Object.fromEntries([...match[1]!.matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k, v]));
  const message = `${method}\n${url}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`;
  return (
    fields.mchid === MCH_ID &&
    fields.serial_no === MCH_SERIAL &&
    Math.abs(Number(fields.timestamp) - Number(now())) < 60 &&
    verify('RSA-SHA256', Buffer.from(message), merchant.publicKey, Buffer.from(fields.signature, 'base64'))
  );
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const call = {
        method: req.method!,
        url: req.url!,
        body: body ? JSON.parse(body) : undefined,
        authorized: authorized(req.method!, req.url!, body, req.headers.authorization),
      };
      calls.push(call);
      const answer = reply(call);
      const text = answer.body ? JSON.stringify(answer.body) : '';
      const headers = answer.status < 300 ? signedHeaders(text, { key: answer.signer, serial: answer.serial }) : {};
      res.writeHead(answer.status, { ...headers, ...(text ? { 'content-type': 'application/json' } : {}) });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  calls = [];
});

function gateway(overrides: Record<string, string> = {}): WechatPayGateway {
  return createWechatPayGateway(
    testConfig({
      WECHATPAY_MCH_ID: MCH_ID,
      WECHATPAY_APP_ID: APP_ID,
      WECHATPAY_MCH_CERT_SERIAL: MCH_SERIAL,
      WECHATPAY_PRIVATE_KEY: pem(merchant.privateKey, 'pkcs8').replace(/\n/g, '\\n'),
      WECHATPAY_API_V3_KEY: API_V3_KEY,
      WECHATPAY_PLATFORM_PUBLIC_KEY: pem(platform.publicKey, 'spki'),
      WECHATPAY_PLATFORM_SERIAL: PLATFORM_SERIAL,
      WECHATPAY_ENDPOINT: endpoint,
      ...overrides,
    }),
  );
}

const START = {
  outTradeNo: 'O202603010001-1',
  amountFen: 12345,
  subject: '康宁医药订单 O202603010001',
  returnUrl: 'https://shop.example.com/cart/hm',
  notifyUrl: 'https://shop.example.com/api/pay/notify/wechatpay',
  expiresAt: new Date('2026-03-01T04:30:00Z'),
};

describe('WeChat Pay native pay', () => {
  it('opens the trade with a signed request and answers the code to scan', async () => {
    reply = () => ({ status: 200, body: { code_url: 'weixin://wxpay/bizpayurl?pr=p4lpSuKzz' } });
    expect(await gateway().start(START)).toEqual({ kind: 'qr', codeUrl: 'weixin://wxpay/bizpayurl?pr=p4lpSuKzz' });
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/v3/pay/transactions/native',
        authorized: true,
        body: {
          appid: APP_ID,
          mchid: MCH_ID,
          description: '康宁医药订单 O202603010001',
          out_trade_no: 'O202603010001-1',
          time_expire: '2026-03-01T12:30:00+08:00',
          notify_url: 'https://shop.example.com/api/pay/notify/wechatpay',
          amount: { total: 12345, currency: 'CNY' },
        },
      },
    ]);
  });

  it('an answer signed with another key, or naming another serial, is refused', async () => {
    reply = () => ({
      status: 200,
      body: { code_url: 'weixin://wxpay/bizpayurl?pr=forged' },
      signer: stranger.privateKey,
    });
    await expect(gateway().start(START)).rejects.toMatchObject({ code: 'SIGNATURE' });
    reply = () => ({
      status: 200,
      body: { code_url: 'weixin://wxpay/bizpayurl?pr=forged' },
      serial: 'PUB_KEY_ID_OTHER',
    });
    await expect(gateway().start(START)).rejects.toMatchObject({ code: 'SIGNATURE' });
  });

  it("a refusal throws with WeChat Pay's code", async () => {
    reply = () => ({ status: 400, body: { code: 'PARAM_ERROR', message: '参数错误' } });
    await expect(gateway().start(START)).rejects.toMatchObject({ name: 'PaymentGatewayError', code: 'PARAM_ERROR' });
  });
});

describe('WeChat Pay notifications', () => {
  it('a genuine payment notification decrypts to a paid notice in fen', async () => {
    expect(await gateway().verifyNotification(notification())).toEqual({
      outTradeNo: 'O202603010001-1',
      tradeNo: '4200002026030112345678',
      amountFen: 12345,
      state: 'paid',
    });
  });

  it.each([
    ['CLOSED', 'closed'],
    ['REVOKED', 'closed'],
    ['PAYERROR', 'closed'],
    ['NOTPAY', 'pending'],
    ['USERPAYING', 'pending'],
    ['REFUND', undefined],
  ])('trade_state %s reads as %s', async (tradeState, state) => {
    expect((await gateway().verifyNotification(notification(transaction({ trade_state: tradeState }))))?.state).toBe(
      state,
    );
  });

  it('a body swapped for one with another amount under the old signature is refused', async () => {
    const genuine = notification();
    const swapped = notificationBody(encrypt(JSON.stringify(transaction({ amount: { total: 1, currency: 'CNY' } }))));
    expect(await gateway().verifyNotification({ headers: genuine.headers, rawBody: swapped })).toBeUndefined();
  });

  it("a notification signed with a key other than WeChat Pay's is refused", async () => {
    expect(
      await gateway().verifyNotification(notification(transaction(), { key: stranger.privateKey })),
    ).toBeUndefined();
  });

  it('a genuine notification for another merchant or another appid is refused', async () => {
    expect(await gateway().verifyNotification(notification(transaction({ mchid: '1900000109' })))).toBeUndefined();
    expect(
      await gateway().verifyNotification(notification(transaction({ appid: 'wx0000000000000000' }))),
    ).toBeUndefined();
  });

  it('a notification signed more than five minutes ago is refused as a replay', async () => {
    const stale = String(Math.floor(Date.now() / 1000) - 301);
    expect(await gateway().verifyNotification(notification(transaction(), { timestamp: stale }))).toBeUndefined();
    const recent = String(Math.floor(Date.now() / 1000) - 240);
    expect(await gateway().verifyNotification(notification(transaction(), { timestamp: recent }))).toBeDefined();
  });

  it('a notification naming another serial is refused', async () => {
    expect(
      await gateway().verifyNotification(notification(transaction(), { serial: 'PUB_KEY_ID_OTHER' })),
    ).toBeUndefined();
  });

  it('a resource whose GCM tag is broken, or sealed with another APIv3 key, is refused though signed', async () => {
    const resource = encrypt(JSON.stringify(transaction()));
    const sealed = Buffer.from(resource.ciphertext, 'base64');
    sealed.writeUInt8(sealed.readUInt8(sealed.length - 1) ^ 0x01, sealed.length - 1);
    for (const broken of [
      { ...resource, ciphertext: sealed.toString('base64') },
      encrypt(JSON.stringify(transaction()), 'x'.repeat(32)),
    ]) {
      const rawBody = notificationBody(broken);
      expect(await gateway().verifyNotification({ headers: signedHeaders(rawBody), rawBody })).toBeUndefined();
    }
  });
});

describe('WeChat Pay query, close and refund', () => {
  it('query reads a paid trade from a signed answer', async () => {
    reply = () => ({ status: 200, body: transaction() });
    expect(await gateway().query('O202603010001-1')).toEqual({
      state: 'paid',
      tradeNo: '4200002026030112345678',
      amountFen: 12345,
    });
    expect(calls).toMatchObject([
      { method: 'GET', url: `/v3/pay/transactions/out-trade-no/O202603010001-1?mchid=${MCH_ID}`, authorized: true },
    ]);
  });

  it('query tells a refunded trade and one WeChat Pay does not know', async () => {
    reply = () => ({ status: 200, body: transaction({ trade_state: 'REFUND' }) });
    expect((await gateway().query('O202603010001-1')).state).toBe('refunded');
    reply = () => ({ status: 404, body: { code: 'ORDER_NOT_EXIST', message: '订单不存在' } });
    expect(await gateway().query('O202603010001-1')).toEqual({ state: 'not_found' });
  });

  it('a query answer not signed by WeChat Pay is refused', async () => {
    reply = () => ({ status: 200, body: transaction(), signer: stranger.privateKey });
    await expect(gateway().query('O202603010001-1')).rejects.toThrow(/not signed by WeChat Pay/);
  });

  it('closing an open trade, an unknown one or a closed one succeeds; closing a paid one fails', async () => {
    reply = () => ({ status: 204 });
    await expect(gateway().close('O202603010001-1')).resolves.toBeUndefined();
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/v3/pay/transactions/out-trade-no/O202603010001-1/close',
        body: { mchid: MCH_ID },
        authorized: true,
      },
    ]);
    reply = () => ({ status: 404, body: { code: 'ORDER_NOT_EXIST', message: '订单不存在' } });
    await expect(gateway().close('O202603010001-1')).resolves.toBeUndefined();
    reply = () => ({ status: 400, body: { code: 'ORDER_CLOSED', message: '订单已关闭' } });
    await expect(gateway().close('O202603010001-1')).resolves.toBeUndefined();
    reply = () => ({ status: 400, body: { code: 'ORDERPAID', message: '订单已支付' } });
    await expect(gateway().close('O202603010001-1')).rejects.toMatchObject({ code: 'ORDERPAID' });
  });

  it('a close answered 204 with a forged signature is refused', async () => {
    reply = () => ({ status: 204, signer: stranger.privateKey });
    await expect(gateway().close('O202603010001-1')).rejects.toMatchObject({ code: 'SIGNATURE' });
  });

  it("refund sends our refund number, the amount and the trade total in fen and answers WeChat Pay's refund id", async () => {
    reply = () => ({
      status: 200,
      body: { refund_id: '50000000382019052709732678859', out_refund_no: 'R7', status: 'PROCESSING' },
    });
    const refund = await gateway().refund({
      outTradeNo: 'O1-1',
      tradeNo: '42000',
      refundNo: 'R7',
      amountFen: 5000,
      totalFen: 12345,
      reason: '缺货退款',
    });
    expect(refund).toEqual({ refundId: '50000000382019052709732678859' });
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/v3/refund/domestic/refunds',
        authorized: true,
        body: {
          out_trade_no: 'O1-1',
          out_refund_no: 'R7',
          reason: '缺货退款',
          amount: { refund: 5000, total: 12345, currency: 'CNY' },
        },
      },
    ]);
  });

  it('a refund that ends ABNORMAL throws', async () => {
    reply = () => ({ status: 200, body: { refund_id: '5000', out_refund_no: 'R8', status: 'ABNORMAL' } });
    await expect(
      gateway().refund({ outTradeNo: 'O1-1', tradeNo: '42000', refundNo: 'R8', amountFen: 1, totalFen: 1, reason: '' }),
    ).rejects.toMatchObject({ code: 'ABNORMAL' });
  });
});

describe('WeChat Pay configuration', () => {
  it('refuses to start naming every missing key', () => {
    expect(() => createWechatPayGateway(testConfig())).toThrow(ConfigError);
    expect(() => createWechatPayGateway(testConfig())).toThrow(
      /WECHATPAY_MCH_ID[\s\S]*WECHATPAY_APP_ID[\s\S]*WECHATPAY_MCH_CERT_SERIAL[\s\S]*WECHATPAY_PRIVATE_KEY[\s\S]*WECHATPAY_API_V3_KEY[\s\S]*WECHATPAY_PLATFORM_PUBLIC_KEY[\s\S]*WECHATPAY_PLATFORM_SERIAL/,
    );
    expect(() => gateway({ WECHATPAY_PLATFORM_SERIAL: '' })).toThrow(/WECHATPAY_PLATFORM_SERIAL: required/);
  });

  it('refuses an APIv3 key that is not 32 bytes', () => {
    expect(() => gateway({ WECHATPAY_API_V3_KEY: 'short' })).toThrow(/WECHATPAY_API_V3_KEY/);
  });

  describe('with a platform certificate file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wechatpay-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const certificate = (serial: string) => {
      writeFileSync(join(dir, 'platform-key.pem'), pem(platform.privateKey, 'pkcs8'));
      const path = join(dir, `platform-${serial}.pem`);
      execFileSync('openssl', [
        'req',
        '-x509',
        '-key',
        join(dir, 'platform-key.pem'),
        '-subj',
        '/CN=Tenpay.com Root CA',
        '-days',
        '2',
        '-set_serial',
        `0x${serial}`,
        '-out',
        path,
      ]);
      return path;
    };

    it('takes the serial from the certificate and verifies notifications with its key', async () => {
      const serial = '3F5A8E2B14C6D9071A2B3C4D5E6F708192A3B4C5';
      const g = gateway({ WECHATPAY_PLATFORM_PUBLIC_KEY: certificate(serial), WECHATPAY_PLATFORM_SERIAL: '' });
      expect((await g.verifyNotification(notification(transaction(), { serial })))?.state).toBe('paid');
      expect(await g.verifyNotification(notification(transaction(), { serial: PLATFORM_SERIAL }))).toBeUndefined();
    });

    it("refuses a configured serial that is not the certificate's", () => {
      expect(() =>
        gateway({ WECHATPAY_PLATFORM_PUBLIC_KEY: certificate('0A0B0C0D'), WECHATPAY_PLATFORM_SERIAL: 'FFFF' }),
      ).toThrow(/WECHATPAY_PLATFORM_SERIAL/);
    });
  });
});
