import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, payments } from '../../db/schema.ts';
import { makeBuyers, type Buyer } from '../../test/buyers.ts';
import { threeGateways } from '../../test/gateways.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { onlinePaying } from '../../test/online.ts';
import { expectWalletBalanced, recharge } from '../../test/orders-fixture.ts';
import { ordering } from '../../test/ordering.ts';
import { followUpPayments } from './follow-up.ts';
import { sweepUnpaidOrders } from '../checkout/sweep.ts';
import { theRow } from '../../db/rows.ts';

const SECRET = 'test-gateway-secret-0003';

/** Makes one gateway call fail the way a network does, once, then behave again. */
function failOnce<K extends 'close' | 'query' | 'refund'>(
  gateway: Record<K, (...args: never[]) => Promise<unknown>>,
  method: K,
) {
  const real = gateway[method];
  gateway[method] = (async () => {
    gateway[method] = real;
    throw new Error('connect ETIMEDOUT');
  }) as never;
}

describe('gateway notifications and money that arrives late', () => {
  let t: TestApp;
  let o: ReturnType<typeof ordering>;
  let online: ReturnType<typeof onlinePaying>;
  let buyer: Buyer;

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_GATEWAY_SECRET: SECRET }, { gateways: threeGateways });
    o = ordering(t);
    online = onlinePaying(t);
    buyer = theRow(await makeBuyers(t, 1));
    await recharge(t, buyer.id, 10_000_000);
  });
  afterAll(() => t.close());

  /** An order with an online payment in flight at `gateway`; answers the order and the payment's trade number. */
  async function inFlight(gateway = 'sandbox') {
    const order = await o.orderOne(buyer);
    const res = (await online.pay(buyer.headers, order.id, gateway)).json().data;
    return { order, outTradeNo: online.outTradeNoOf(res.redirect_url), redirectUrl: res.redirect_url as string };
  }

  it('a notification to a gateway the store does not have answers the 404 envelope', async () => {
    const res = await online.notify('unionpay', 'out_trade_no=1');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '支付渠道不存在', data: null });
  });

  it('a notification with a bad signature gets the gateway’s refusal and changes nothing', async () => {
    const { order, outTradeNo } = await inFlight();
    const body = new URLSearchParams(
      online
        .gateway()
        .notificationBody(
          { outTradeNo, amountFen: Math.round(order.payable_amount * 100), tradeNo: 'T1' },
          'TRADE_SUCCESS',
        ),
    );
    body.set('sign', 'b'.repeat(64));
    const res = await online.notify('sandbox', body.toString());
    expect([res.statusCode, res.body]).toEqual([400, 'fail']);
    expect(await online.statusOf(order.id)).toBe(0);
    expect((await online.paymentsOf(order.id)).map((p) => p.status)).toEqual(['pending']);
  });

  it('issue #9 (c): a notification signed with any other secret, the old default included, marks nothing paid', async () => {
    const { order, outTradeNo } = await inFlight();
    const trade = { outTradeNo, amountFen: Math.round(order.payable_amount * 100), tradeNo: 'FORGED1' };
    for (const secret of ['sandbox-secret-change-me', `${SECRET}x`]) {
      const res = await online.notify('sandbox', online.gateway().notificationBody(trade, 'TRADE_SUCCESS', secret));
      expect([res.statusCode, res.body]).toEqual([400, 'fail']);
    }
    expect(await online.statusOf(order.id)).toBe(0);
  });

  it('the notify route hands the gateway the exact bytes, whatever content type they are labelled with', async () => {
    const { order, outTradeNo } = await inFlight();
    const { rawBody } = online.gateway().pay(outTradeNo);
    // Form fields labelled as JSON: parsed as JSON they would be a 400; the gateway reads its own bytes.
    const res = await t.inject({
      method: 'POST',
      url: '/api/pay/notify/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: rawBody,
    });
    expect([res.statusCode, res.body]).toEqual([200, 'success']);
    expect(await online.statusOf(order.id)).toBe(1);
  });

  it('a notification for another amount than the payment’s is refused and pays nothing', async () => {
    const { order, outTradeNo } = await inFlight();
    const res = await online.notify(
      'sandbox',
      online.gateway().notificationBody({ outTradeNo, amountFen: 1, tradeNo: 'T2' }, 'TRADE_SUCCESS'),
    );
    expect([res.statusCode, res.body]).toEqual([400, 'fail']);
    expect(await online.statusOf(order.id)).toBe(0);
  });

  it('money for a superseded payment goes back through its gateway, is logged for finance, never reaches the wallet; a replay refunds once', async () => {
    const { order, outTradeNo } = await inFlight('sandbox');
    const sandbox = online.gateway('sandbox');
    // The sandbox cannot be reached while the buyer switches, so its trade stays open...
    failOnce(sandbox, 'close');
    failOnce(sandbox, 'query');
    await online.pay(buyer.headers, order.id, 'alipay');
    expect((await online.paymentsOf(order.id)).map((p) => p.status)).toEqual(['superseded', 'pending']);
    // ...and the buyer pays it in the other tab.
    const wallet = await expectWalletBalanced(t, buyer.id);
    const paid = sandbox.pay(outTradeNo);
    expect((await online.notify('sandbox', paid.rawBody)).body).toBe('success');
    const fen = Math.round(order.payable_amount * 100);
    const [late, current] = await online.paymentsOf(order.id);
    expect(late).toMatchObject({
      status: 'refunded',
      refundNo: `RL${outTradeNo}`,
      refundId: expect.stringMatching(/^SANDBOXR/),
      tradeNo: sandbox.trade(outTradeNo)!.tradeNo,
    });
    expect(current!.status).toBe('pending');
    expect(await online.statusOf(order.id)).toBe(0);
    expect(await online.incidentsOf(order.id)).toEqual([
      expect.objectContaining({
        paymentId: late!.id,
        userId: buyer.id,
        gateway: 'sandbox',
        outTradeNo,
        tradeNo: late!.tradeNo,
        amountFen: fen,
        reason: 'superseded',
        refundId: late!.refundId,
        refundedAt: expect.any(Date),
      }),
    ]);
    expect(await online.eventsOf(order.id)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('将原路退回'),
        expect.stringContaining(`已原路退回（退款单号 ${late!.refundId}）`),
      ]),
    );
    expect([...sandbox.trade(outTradeNo)!.refunds.values()]).toEqual([{ refundId: late!.refundId, amountFen: fen }]);
    expect(await expectWalletBalanced(t, buyer.id)).toBe(wallet);

    expect((await online.notify('sandbox', paid.rawBody)).body).toBe('success');
    expect(sandbox.trade(outTradeNo)!.refunds.size).toBe(1);
    expect(await online.incidentsOf(order.id)).toHaveLength(1);
    expect(await expectWalletBalanced(t, buyer.id)).toBe(wallet);
  });

  it('money for a cancelled order goes back through the gateway, not into the wallet', async () => {
    const { order, outTradeNo } = await inFlight();
    const sandbox = online.gateway();
    failOnce(sandbox, 'close');
    failOnce(sandbox, 'query');
    expect((await o.post(`/api/order/${order.id}/cancel`, buyer.headers, { reason: '不要了' })).json().code).toBe(
      10000,
    );
    expect((await online.paymentsOf(order.id)).map((p) => p.status)).toEqual(['closing']);
    const wallet = await expectWalletBalanced(t, buyer.id);
    expect((await online.notify('sandbox', sandbox.pay(outTradeNo).rawBody)).body).toBe('success');
    expect(await online.statusOf(order.id)).toBe(4);
    expect((await online.paymentsOf(order.id)).map((p) => p.status)).toEqual(['refunded']);
    expect((await online.incidentsOf(order.id)).map((i) => i.reason)).toEqual(['order_cancelled']);
    expect(sandbox.trade(outTradeNo)!.refunds.size).toBe(1);
    expect(await expectWalletBalanced(t, buyer.id)).toBe(wallet);
  });

  it('cancelling an unpaid order closes its online payment at the gateway', async () => {
    const { order, outTradeNo, redirectUrl } = await inFlight();
    await o.post(`/api/order/${order.id}/cancel`, buyer.headers, { reason: '' });
    expect(online.gateway().trade(outTradeNo)!.state).toBe('closed');
    expect((await online.paymentsOf(order.id)).map((p) => [p.status, p.closedAt !== null])).toEqual([['closed', true]]);
    expect((await online.payAtCashier(redirectUrl)).statusCode).toBe(409);
  });

  it('the buyer paid just before cancelling: the gateway refuses to close, the store asks it and sends the money back', async () => {
    const { order, outTradeNo } = await inFlight();
    const held = online.gateway().pay(outTradeNo); // paid at the gateway; its notification is still on the way
    const wallet = await expectWalletBalanced(t, buyer.id);
    await o.post(`/api/order/${order.id}/cancel`, buyer.headers, { reason: '' });
    expect((await online.paymentsOf(order.id)).map((p) => p.status)).toEqual(['refunded']);
    expect((await online.notify('sandbox', held.rawBody)).body).toBe('success');
    expect(online.gateway().trade(outTradeNo)!.refunds.size).toBe(1);
    expect(await online.incidentsOf(order.id)).toHaveLength(1);
    expect(await expectWalletBalanced(t, buyer.id)).toBe(wallet);
  });

  it('a refund the gateway fails stays refunding, the notification is still acknowledged, and the follow-up sends it later', async () => {
    const { order, outTradeNo } = await inFlight();
    const sandbox = online.gateway();
    failOnce(sandbox, 'close');
    failOnce(sandbox, 'query');
    await o.post(`/api/order/${order.id}/cancel`, buyer.headers, { reason: '' });
    failOnce(sandbox, 'refund');
    expect((await online.notify('sandbox', sandbox.pay(outTradeNo).rawBody)).body).toBe('success');
    expect((await online.paymentsOf(order.id)).map((p) => p.status)).toEqual(['refunding']);
    expect((await online.incidentsOf(order.id))[0]).toMatchObject({ refundId: null, refundNo: `RL${outTradeNo}` });
    const report = await followUpPayments(t.database.db, t.gateways);
    expect(report.failed).toEqual([]);
    expect((await online.paymentsOf(order.id)).map((p) => p.status)).toEqual(['refunded']);
    expect((await online.incidentsOf(order.id))[0]!.refundId).toMatch(/^SANDBOXR/);
    expect(sandbox.trade(outTradeNo)!.refunds.size).toBe(1);
  });

  it('the sweep asks the gateway first: a trade paid there pays the order instead of cancelling it', async () => {
    const { order, outTradeNo } = await inFlight();
    online.gateway().pay(outTradeNo); // the notification is lost
    await t.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, order.id));
    await sweepUnpaidOrders(t.database.db, t.gateways);
    expect(await online.statusOf(order.id)).toBe(1);
    expect(await online.paymentsOf(order.id)).toEqual([
      expect.objectContaining({ status: 'paid', tradeNo: online.gateway().trade(outTradeNo)!.tradeNo }),
    ]);
    expect(online.gateway().trade(outTradeNo)!.refunds.size).toBe(0);
  });

  it('the sweep cancels an expired order whose trade is unpaid, and closes the trade', async () => {
    const { order, outTradeNo } = await inFlight();
    await t.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, order.id));
    await sweepUnpaidOrders(t.database.db, t.gateways);
    expect(await online.statusOf(order.id)).toBe(4);
    expect(online.gateway().trade(outTradeNo)!.state).toBe('closed');
    expect((await online.paymentsOf(order.id)).map((p) => p.status)).toEqual(['closed']);
  });

  it('the sweep leaves an order alone while its gateway cannot be asked, then cancels it once the gateway answers', async () => {
    const { order } = await inFlight();
    await t.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, order.id));
    failOnce(online.gateway(), 'query');
    await sweepUnpaidOrders(t.database.db, t.gateways);
    expect(await online.statusOf(order.id)).toBe(0);
    await sweepUnpaidOrders(t.database.db, t.gateways);
    expect(await online.statusOf(order.id)).toBe(4);
  });

  it('money already recorded on a payment before this release (then credited to the wallet) is not sent back a second time', async () => {
    const { order, outTradeNo } = await inFlight();
    const paid = online.gateway().pay(outTradeNo);
    await t.database.db
      .update(payments)
      .set({ status: 'closed', tradeNo: online.gateway().trade(outTradeNo)!.tradeNo })
      .where(eq(payments.outTradeNo, outTradeNo));
    expect((await online.notify('sandbox', paid.rawBody)).body).toBe('success');
    expect((await online.paymentsOf(order.id)).map((p) => p.status)).toEqual(['closed']);
    expect(online.gateway().trade(outTradeNo)!.refunds.size).toBe(0);
    expect(await online.incidentsOf(order.id)).toEqual([]);
  });

  it('issue #9 (b): three online attempts and a cancel credit the wallet nothing and refund every payment that arrived, once', async () => {
    const order = await o.orderOne(buyer);
    const wallet = await expectWalletBalanced(t, buyer.id);
    // Three tabs, three gateways in turn; the buyer pays in each before the store closes the previous one.
    const held: { gateway: string; rawBody: string; outTradeNo: string }[] = [];
    for (const gateway of ['sandbox', 'alipay', 'sandbox']) {
      const { redirect_url } = (await online.pay(buyer.headers, order.id, gateway)).json().data;
      const outTradeNo = online.outTradeNoOf(redirect_url);
      held.push({ gateway, outTradeNo, rawBody: online.gateway(gateway).pay(outTradeNo).rawBody });
    }
    // The last one's notification arrives in time and pays the order; then the buyer cancels it.
    expect((await online.notify('sandbox', held[2]!.rawBody)).body).toBe('success');
    expect(await online.statusOf(order.id)).toBe(1);
    expect((await o.post(`/api/order/${order.id}/cancel`, buyer.headers, { reason: '' })).json().code).toBe(10000);
    for (const { gateway, rawBody } of held) expect((await online.notify(gateway, rawBody)).body).toBe('success');

    expect(await expectWalletBalanced(t, buyer.id)).toBe(wallet);
    for (const { gateway, outTradeNo } of held)
      expect(online.gateway(gateway).trade(outTradeNo)!.refunds.size, outTradeNo).toBe(1);
    expect((await online.paymentsOf(order.id)).map((p) => [p.method, p.status])).toEqual([
      ['online', 'refunded'],
      ['online', 'refunded'],
      ['online', 'paid'],
      ['refund', 'refunded'],
    ]);
    expect((await online.incidentsOf(order.id)).map((i) => i.reason)).toEqual(['superseded', 'superseded']);
    expect((await t.database.db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({
      status: 4,
      refundedFen: Math.round(order.payable_amount * 100),
    });
  });
});
