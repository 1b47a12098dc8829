import { createSign, createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, testConfig } from '../../config.ts';
import { createAlipayGateway, type AlipayGateway } from './alipay.ts';

// Keys made here stand for Alipay's and for the store's (the merchant app's); a third is nobody's.
const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
const APP_ID = '2021004100000001';

const pem = (key: KeyObject, type: 'pkcs8' | 'spki' | 'pkcs1') =>
  key.export({ type, format: 'pem' } as never) as string;
const rsa2 = (text: string, key: KeyObject) => createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64');

/** Alipay's signing rule: every field but sign and sign_type, non-empty, sorted, `k=v` joined with &. */
function signContent(params: Record<string, string>, omit: string[]): string {
  return Object.keys(params)
    .filter((k) => !omit.includes(k) && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

function notification(fields: Record<string, string>, signer: KeyObject = alipay.privateKey): string {
  const params: Record<string, string> = {
    gmt_create: '2026-03-01 12:00:05',
    charset: 'utf-8',
    gmt_payment: '2026-03-01 12:00:09',
    notify_time: '2026-03-01 12:00:10',
    subject: '感冒灵颗粒 10g*9袋 & 板蓝根 100%',
    buyer_id: '2088102177846880',
    invoice_amount: '123.45',
    version: '1.0',
    notify_id: '2026030100222120010046881428436190',
    fund_bill_list: '[{"amount":"123.45","fundChannel":"ALIPAYACCOUNT"}]',
    notify_type: 'trade_status_sync',
    out_trade_no: 'O202603010001-1',
    total_amount: '123.45',
    trade_status: 'TRADE_SUCCESS',
    trade_no: '2026030122001446881428436190',
    auth_app_id: APP_ID,
    receipt_amount: '123.45',
    point_amount: '0.00',
    app_id: APP_ID,
    buyer_pay_amount: '123.45',
    sign_type: 'RSA2',
    seller_id: '2088102176527591',
    ...fields,
  };
  params.sign = rsa2(signContent(params, ['sign', 'sign_type']), signer);
  return new URLSearchParams(params).toString();
}

const incoming = (rawBody: string) => ({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, rawBody });

// A stand-in for Alipay's gateway.do: checks the store's request signature, answers signed JSON.
type Call = { method: string; biz: Record<string, string>; signedByMerchant: boolean };
let server: Server;
let endpoint: string;
let calls: Call[] = [];
let answer: (call: Call) => Record<string, unknown> = () => ({ code: '10000', msg: 'Success' });
let answerSigner: KeyObject = alipay.privateKey;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const params = Object.fromEntries([...new URL(req.url!, 'http://x').searchParams, ...new URLSearchParams(body)]);
      const signedByMerchant = createVerify('RSA-SHA256')
        .update(signContent(params, ['sign']))
        .verify(merchant.publicKey, params.sign!, 'base64');
      const call = { method: params.method ?? '', biz: JSON.parse(params.biz_content ?? '{}'), signedByMerchant };
      calls.push(call);
      const inner = JSON.stringify(answer(call));
      res.setHeader('content-type', 'text/html;charset=utf-8');
      res.end(`{"${call.method.replaceAll('.', '_')}_response":${inner},"sign":"${rsa2(inner, answerSigner)}"}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  calls = [];
  answerSigner = alipay.privateKey;
});

function gateway(overrides: Record<string, string> = {}): AlipayGateway {
  return createAlipayGateway(
    testConfig({
      ALIPAY_APP_ID: APP_ID,
      // The two forms operators paste: one-line PEM with literal \n, and the key tool's bare base64.
      ALIPAY_PRIVATE_KEY: pem(merchant.privateKey, 'pkcs1').replace(/\n/g, '\\n'),
      ALIPAY_PUBLIC_KEY: pem(alipay.publicKey, 'spki').replace(/-----[A-Z ]+-----|\n/g, ''),
      ALIPAY_ENDPOINT: endpoint,
      ...overrides,
    }),
  );
}

describe('Alipay page pay', () => {
  it('sends the buyer to a cashier URL signed with the store key, carrying the amount in yuan and the Beijing-time deadline', async () => {
    const expiresAt = new Date('2026-03-01T04:30:00Z');
    const start = await gateway().start({
      outTradeNo: 'O202603010001-1',
      amountFen: 12345,
      subject: '康宁医药订单 O202603010001',
      returnUrl: 'https://shop.example.com/cart/hm?order=1',
      notifyUrl: 'https://shop.example.com/api/pay/notify/alipay',
      expiresAt,
    });
    expect(start.kind).toBe('redirect');
    const url = new URL((start as { url: string }).url);
    expect(`${url.origin}${url.pathname}`).toBe(endpoint);
    const params = Object.fromEntries(url.searchParams);
    expect(
      createVerify('RSA-SHA256')
        .update(signContent(params, ['sign']))
        .verify(merchant.publicKey, params.sign!, 'base64'),
    ).toBe(true);
    expect(params).toMatchObject({
      method: 'alipay.trade.page.pay',
      app_id: APP_ID,
      sign_type: 'RSA2',
      charset: 'utf-8',
      return_url: 'https://shop.example.com/cart/hm?order=1',
      notify_url: 'https://shop.example.com/api/pay/notify/alipay',
    });
    expect(JSON.parse(params.biz_content!)).toEqual({
      out_trade_no: 'O202603010001-1',
      product_code: 'FAST_INSTANT_TRADE_PAY',
      total_amount: '123.45',
      subject: '康宁医药订单 O202603010001',
      time_expire: '2026-03-01 12:30:00',
    });
    const beijingNow = Date.parse(`${params.timestamp!.replace(' ', 'T')}+08:00`);
    expect(Math.abs(beijingNow - Date.now())).toBeLessThan(60_000);
  });

  it('writes one fen as 0.01 yuan', async () => {
    const start = await gateway().start({
      outTradeNo: 'T-1',
      amountFen: 1,
      subject: 's',
      returnUrl: 'https://a.b/r',
      notifyUrl: 'https://a.b/n',
      expiresAt: new Date(),
    });
    const biz = JSON.parse(new URL((start as { url: string }).url).searchParams.get('biz_content')!);
    expect(biz.total_amount).toBe('0.01');
  });
});

describe('Alipay notifications', () => {
  it('a genuine TRADE_SUCCESS notification is a paid notice in fen', async () => {
    expect(await gateway().verifyNotification(incoming(notification({})))).toEqual({
      outTradeNo: 'O202603010001-1',
      tradeNo: '2026030122001446881428436190',
      amountFen: 12345,
      state: 'paid',
    });
  });

  it.each([
    ['TRADE_FINISHED', 'paid'],
    ['TRADE_CLOSED', 'closed'],
    ['WAIT_BUYER_PAY', 'pending'],
    ['TRADE_SOMETHING_NEW', undefined],
  ])('trade_status %s reads as %s', async (status, state) => {
    const notice = await gateway().verifyNotification(incoming(notification({ trade_status: status })));
    expect(notice?.state).toBe(state);
  });

  it('a notification whose amount was changed after signing is refused', async () => {
    const tampered = notification({}).replace('total_amount=123.45', 'total_amount=0.01');
    expect(tampered).toContain('total_amount=0.01');
    expect(await gateway().verifyNotification(incoming(tampered))).toBeUndefined();
  });

  it("a notification signed with a key other than Alipay's is refused", async () => {
    expect(await gateway().verifyNotification(incoming(notification({}, stranger.privateKey)))).toBeUndefined();
  });

  it('a genuine notification for another app is refused', async () => {
    expect(await gateway().verifyNotification(incoming(notification({ app_id: '2021009999999999' })))).toBeUndefined();
  });

  it('a notification without a signature, with RSA (SHA1) or with a repeated field is refused', async () => {
    const unsigned = new URLSearchParams(notification({}));
    unsigned.delete('sign');
    expect(await gateway().verifyNotification(incoming(unsigned.toString()))).toBeUndefined();
    expect(await gateway().verifyNotification(incoming(notification({ sign_type: 'RSA' })))).toBeUndefined();
    // Even repeated with the same value: which copy the signature covers would be a parser's guess.
    const repeated = `${notification({})}&total_amount=123.45`;
    expect(await gateway().verifyNotification(incoming(repeated))).toBeUndefined();
  });
});

describe('Alipay query, close and refund', () => {
  it('query reads a paid trade from a signed answer, asking with a request signed by the store', async () => {
    answer = () => ({
      code: '10000',
      msg: 'Success',
      out_trade_no: 'O1-1',
      trade_no: '2026030122001',
      trade_status: 'TRADE_SUCCESS',
      total_amount: '88.80',
    });
    expect(await gateway().query('O1-1')).toEqual({ state: 'paid', tradeNo: '2026030122001', amountFen: 8880 });
    expect(calls).toEqual([{ method: 'alipay.trade.query', biz: { out_trade_no: 'O1-1' }, signedByMerchant: true }]);
  });

  it('query of a trade Alipay does not know is not_found', async () => {
    answer = () => ({ code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' });
    expect(await gateway().query('O1-1')).toEqual({ state: 'not_found' });
  });

  it('an answer not signed by Alipay is refused', async () => {
    answer = () => ({
      code: '10000',
      msg: 'Success',
      out_trade_no: 'O1-1',
      trade_no: '1',
      trade_status: 'TRADE_SUCCESS',
      total_amount: '88.80',
    });
    answerSigner = stranger.privateKey;
    await expect(gateway().query('O1-1')).rejects.toThrow(/验签失败/);
    answer = () => ({ code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' });
    await expect(gateway().close('O1-1')).rejects.toThrow(/验签失败/);
  });

  it('closing an open trade, or one Alipay never opened, succeeds', async () => {
    answer = () => ({ code: '10000', msg: 'Success', out_trade_no: 'O1-1' });
    await expect(gateway().close('O1-1')).resolves.toBeUndefined();
    answer = () => ({ code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' });
    await expect(gateway().close('O1-1')).resolves.toBeUndefined();
    expect(calls.map((c) => [c.method, c.biz.out_trade_no, c.signedByMerchant])).toEqual([
      ['alipay.trade.close', 'O1-1', true],
      ['alipay.trade.close', 'O1-1', true],
    ]);
  });

  it('closing an already closed trade succeeds, closing a paid one fails', async () => {
    const statusError = {
      code: '40004',
      msg: 'Business Failed',
      sub_code: 'ACQ.TRADE_STATUS_ERROR',
      sub_msg: '交易状态不合法',
    };
    const trade = (status: string) => ({
      code: '10000',
      msg: 'Success',
      out_trade_no: 'O1-1',
      trade_no: '1',
      trade_status: status,
      total_amount: '1.00',
    });
    answer = (call) => (call.method === 'alipay.trade.close' ? statusError : trade('TRADE_CLOSED'));
    await expect(gateway().close('O1-1')).resolves.toBeUndefined();
    answer = (call) => (call.method === 'alipay.trade.close' ? statusError : trade('TRADE_SUCCESS'));
    await expect(gateway().close('O1-1')).rejects.toMatchObject({ code: 'ACQ.TRADE_STATUS_ERROR' });
  });

  it('refund sends the amount in yuan with our refund number and answers the trade and that number', async () => {
    answer = () => ({
      code: '10000',
      msg: 'Success',
      trade_no: '2026030122001',
      out_trade_no: 'O1-1',
      fund_change: 'Y',
      refund_fee: '50.00',
    });
    const refund = await gateway().refund({
      outTradeNo: 'O1-1',
      tradeNo: '2026030122001',
      refundNo: 'R7',
      amountFen: 5000,
      totalFen: 8880,
      reason: '缺货退款',
    });
    expect(refund).toEqual({ refundId: '2026030122001:R7' });
    expect(calls).toEqual([
      {
        method: 'alipay.trade.refund',
        signedByMerchant: true,
        biz: {
          out_trade_no: 'O1-1',
          trade_no: '2026030122001',
          refund_amount: '50.00',
          out_request_no: 'R7',
          refund_reason: '缺货退款',
        },
      },
    ]);
  });

  it("a refund Alipay refuses throws with Alipay's code", async () => {
    answer = () => ({
      code: '40004',
      msg: 'Business Failed',
      sub_code: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL',
      sub_msg: '退款金额超限',
    });
    await expect(
      gateway().refund({
        outTradeNo: 'O1-1',
        tradeNo: '1',
        refundNo: 'R8',
        amountFen: 99999,
        totalFen: 8880,
        reason: '',
      }),
    ).rejects.toMatchObject({ name: 'PaymentGatewayError', code: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL' });
  });
});

describe('Alipay configuration', () => {
  it('refuses to start naming every missing key', () => {
    expect(() => createAlipayGateway(testConfig())).toThrow(ConfigError);
    expect(() => createAlipayGateway(testConfig())).toThrow(
      /ALIPAY_APP_ID[\s\S]*ALIPAY_PRIVATE_KEY[\s\S]*ALIPAY_PUBLIC_KEY/,
    );
    expect(() => gateway({ ALIPAY_PUBLIC_KEY: '' })).toThrow(/ALIPAY_PUBLIC_KEY/);
  });

  it('stops the process when a key variable is neither a key nor a readable file', () => {
    expect(() => testConfig({ ALIPAY_PUBLIC_KEY: '/nonexistent/alipay-public.pem' })).toThrow(
      /ALIPAY_PUBLIC_KEY: neither PEM text/,
    );
  });

  it('refuses a key that is not an RSA key', () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    expect(() => gateway({ ALIPAY_PRIVATE_KEY: pem(ec.privateKey, 'pkcs8') })).toThrow(
      /ALIPAY_PRIVATE_KEY: not a usable key/,
    );
  });

  it('reads the keys in PKCS#8 PEM as well', async () => {
    const g = gateway({
      ALIPAY_PRIVATE_KEY: pem(merchant.privateKey, 'pkcs8'),
      ALIPAY_PUBLIC_KEY: pem(alipay.publicKey, 'spki'),
    });
    expect((await g.verifyNotification(incoming(notification({}))))?.state).toBe('paid');
  });
});
