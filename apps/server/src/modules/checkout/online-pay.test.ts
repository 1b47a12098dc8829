import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderRefusal } from '@store/shared/codes';
import { and, eq } from 'drizzle-orm';
import { parseConfig } from '../../config.ts';
import { orders, payments } from '../../db/schema.ts';
import { gatewayRegistry } from '../../lib/payment/gateways.ts';
import { SandboxGateway } from '../../lib/payment/sandbox.ts';
import { makeBuyers, type Buyer } from '../../test/buyers.ts';
import { SecondGateway, threeGateways } from '../../test/gateways.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { onlinePaying } from '../../test/online.ts';
import { ordering } from '../../test/ordering.ts';
import { theRow } from '../../db/rows.ts';

const SECRET = 'test-gateway-secret-0002';

describe('opening an online payment', () => {
  let t: TestApp;
  let o: ReturnType<typeof ordering>;
  let online: ReturnType<typeof onlinePaying>;
  let buyer: Buyer;

  beforeAll(async () => {
    t = await createTestApp(
      { PAYMENT_GATEWAY_SECRET: SECRET, DATABASE_POOL_SIZE: '20', RATE_LIMIT_MAX: '100000' },
      { gateways: threeGateways },
    );
    o = ordering(t);
    online = onlinePaying(t);
    buyer = theRow(await makeBuyers(t, 1));
  });
  afterAll(() => t.close());

  it('the pay page lists every configured gateway, in the configured order', async () => {
    const order = await o.orderOne(buyer);
    const info = (await t.inject({ method: 'GET', url: `/api/order/${order.id}/pay`, headers: buyer.headers })).json()
      .data;
    expect(info.gateways).toEqual([
      { code: 'sandbox', name: '在线支付（沙箱）' },
      { code: 'alipay', name: '支付宝（测试）' },
      { code: 'wechatpay', name: '微信支付（测试）' },
    ]);
  });

  it('a second 立即支付 answers the payment in flight again: same cashier, same out_trade_no, no new row', async () => {
    const order = await o.orderOne(buyer);
    const first = (await online.pay(buyer.headers, order.id)).json().data;
    const second = (await online.pay(buyer.headers, order.id, 'sandbox')).json().data;
    expect(first).toMatchObject({
      status: 0,
      redirect_url: expect.stringMatching(/^\/api\/pay\/sandbox\/cashier\?/),
      qr_code_url: null,
    });
    expect(second).toEqual(first);
    expect(await online.paymentsOf(order.id)).toEqual([
      expect.objectContaining({
        method: 'online',
        gateway: 'sandbox',
        status: 'pending',
        outTradeNo: `${order.order_no}-1`,
        start: { kind: 'redirect', url: first.redirect_url },
      }),
    ]);
    expect(online.outTradeNoOf(first.redirect_url)).toBe(`${order.order_no}-1`);
  });

  it('20 clicks at once open exactly one payment, and every click gets the same cashier', async () => {
    const order = await o.orderOne(buyer);
    const answers = await Promise.all(Array.from({ length: 20 }, () => online.pay(buyer.headers, order.id)));
    const urls = new Set(answers.map((r) => r.json().data?.redirect_url));
    expect([...urls]).toHaveLength(1);
    expect(await online.paymentsOf(order.id)).toHaveLength(1);
  });

  it('choosing another gateway supersedes the payment in flight and closes it there, so its cashier takes no money', async () => {
    const order = await o.orderOne(buyer);
    const bySandbox = (await online.pay(buyer.headers, order.id, 'sandbox')).json().data;
    const byAlipay = (await online.pay(buyer.headers, order.id, 'alipay')).json().data;
    expect(byAlipay.redirect_url).not.toBe(bySandbox.redirect_url);
    expect((await online.paymentsOf(order.id)).map((p) => [p.gateway, p.status, p.outTradeNo])).toEqual([
      ['sandbox', 'closed', `${order.order_no}-1`],
      ['alipay', 'pending', `${order.order_no}-2`],
    ]);
    expect(online.gateway('sandbox').trade(`${order.order_no}-1`)?.state).toBe('closed');
    expect((await online.payAtCashier(bySandbox.redirect_url)).statusCode).toBe(409);
    expect(await online.statusOf(order.id)).toBe(0);
    // Back to the sandbox: a new payment, never the closed one again.
    const again = (await online.pay(buyer.headers, order.id, 'sandbox')).json().data;
    expect(online.outTradeNoOf(again.redirect_url)).toBe(`${order.order_no}-3`);
    expect((await online.paymentsOf(order.id)).filter((p) => p.status === 'pending').map((p) => p.gateway)).toEqual([
      'sandbox',
    ]);
  });

  it('a gateway paid by scanning answers the code to show as a QR code, and no address to go to', async () => {
    const order = await o.orderOne(buyer);
    const res = (await online.pay(buyer.headers, order.id, 'wechatpay')).json();
    expect(res.data).toEqual({
      status: 0,
      pay_method: '',
      redirect_url: null,
      qr_code_url: `weixin://wxpay/bizpayurl?pr=${order.order_no}-1`,
    });
  });

  it('a gateway name that is not configured is refused with 422 naming 支付渠道, and opens nothing', async () => {
    const order = await o.orderOne(buyer);
    for (const gateway of ['unionpay', '<img src=x onerror=alert(1)>', 'x'.repeat(40)]) {
      const res = await online.pay(buyer.headers, order.id, gateway);
      expect(res.statusCode, gateway).toBe(422);
      expect(res.json()).toEqual({
        code: 422,
        msg: '支付渠道取值不正确',
        data: null,
        errors: { gateway: ['支付渠道取值不正确'] },
      });
      expect(res.body).not.toContain(gateway);
    }
    expect(await online.paymentsOf(order.id)).toEqual([]);
  });

  it('a gateway that cannot open the payment gets a Chinese refusal; the next click tries again with the same trade', async () => {
    const order = await o.orderOne(buyer);
    const sandbox = online.gateway('sandbox');
    const start = sandbox.start.bind(sandbox);
    sandbox.start = async () => {
      throw new Error('connect ETIMEDOUT');
    };
    try {
      const refused = await online.pay(buyer.headers, order.id);
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toMatchObject({
        code: OrderRefusal.GATEWAY_UNAVAILABLE.code,
        msg: '在线支付（沙箱）暂时无法支付，请稍后再试或选择其他支付方式',
        data: null,
      });
    } finally {
      sandbox.start = start;
    }
    const ok = (await online.pay(buyer.headers, order.id)).json().data;
    expect(online.outTradeNoOf(ok.redirect_url)).toBe(`${order.order_no}-1`);
    expect(await online.paymentsOf(order.id)).toHaveLength(1);
  });

  it('paying online after the deadline cancels the order on the spot and closes its payment in flight', async () => {
    const order = await o.orderOne(buyer);
    const { redirect_url } = (await online.pay(buyer.headers, order.id)).json().data;
    await t.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    expect((await online.pay(buyer.headers, order.id)).json().code).toBe(OrderRefusal.ORDER_CANCELLED.code);
    expect(await online.statusOf(order.id)).toBe(4);
    expect((await online.paymentsOf(order.id)).map((p) => p.status)).toEqual(['closed']);
    expect((await online.payAtCashier(redirect_url)).statusCode).toBe(409);
  });

  it('never two pending online payments for one order, even written past the service', async () => {
    const order = await o.orderOne(buyer);
    await online.pay(buyer.headers, order.id);
    const first = theRow(await online.paymentsOf(order.id));
    const second = t.database.db.insert(payments).values({
      orderId: order.id,
      userId: buyer.id,
      method: 'online',
      gateway: 'alipay',
      outTradeNo: `${order.order_no}-9`,
      amountFen: first.amountFen,
    });
    await expect(second).rejects.toThrow();
    expect(
      await t.database.db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending'))),
    ).toHaveLength(1);
  });
});

describe('issue #9 (a): in production the sandbox cashier does not exist', () => {
  const production = () =>
    parseConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      WEB_DIST: '',
      PAYMENT_GATEWAY: 'alipay',
      PAYMENT_GATEWAY_SECRET: SECRET,
    });

  it('posting the pay answer’s query to /api/pay/sandbox/pay finds no route and pays nothing', async () => {
    const t = await createTestApp(
      {},
      {
        config: production(),
        gateways: (config) => gatewayRegistry([new SecondGateway(config.PAYMENT_GATEWAY_SECRET)]),
      },
    );
    try {
      const o = ordering(t);
      const online = onlinePaying(t);
      const buyer = theRow(await makeBuyers(t, 1));
      const order = await o.orderOne(buyer);
      const { redirect_url } = (await online.pay(buyer.headers, order.id)).json().data;
      const query = Object.fromEntries(new URL(redirect_url, 'http://x').searchParams);
      const posted = await t.inject({
        method: 'POST',
        url: '/api/pay/sandbox/pay',
        headers: buyer.headers,
        payload: query,
      });
      expect(posted.statusCode).toBe(404);
      expect(posted.json()).toMatchObject({ code: 404, data: null });
      expect((await t.inject({ method: 'GET', url: redirect_url })).statusCode).toBe(404);
      expect(await online.statusOf(order.id)).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('an app for production refuses to start with the sandbox gateway', async () => {
    const config = { ...production(), PAYMENT_GATEWAY: ['sandbox' as const] };
    await expect(
      createTestApp({}, { config, gateways: (c) => gatewayRegistry([new SandboxGateway(c.PAYMENT_GATEWAY_SECRET)]) }),
    ).rejects.toThrow(/not allowed when NODE_ENV=production/);
  });
});
