import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderRefusal } from '@store/shared/codes';
import { eq, sql } from 'drizzle-orm';
import { orders, payments, userCoupons, userMoneyLog } from '../../db/schema.ts';
import { signParams } from '../../lib/payment/sandbox.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeBuyers, type Buyer } from '../../test/buyers.ts';
import { recharge, walletOf } from '../../test/orders-fixture.ts';
import { ordering } from '../../test/ordering.ts';
import { sweepUnpaidOrders } from './sweep.ts';
import { theRow } from '../../db/rows.ts';

const SECRET = 'test-gateway-secret-0001';

describe('paying an order', () => {
  let t: TestApp;
  let o: ReturnType<typeof ordering>;
  let buyer: Buyer;
  let operator: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_GATEWAY_SECRET: SECRET });
    o = ordering(t);
    buyer = theRow(await makeBuyers(t, 1));
    operator = await t.loginStaff('admin');
  });
  afterAll(() => t.close());

  async function newOrder(who: Buyer = buyer, number = 2) {
    const g = await o.plainGoods();
    const line = await o.addLine(who.headers, g!.id, number);
    const res = await o.placeOrder(who.headers, { ids: [line], address_id: who.addressId });
    const data = res.json().data;
    if (!data) throw new Error(res.body);
    return { ...data, goodsId: g!.id, number } as {
      id: number;
      payable_amount: number;
      goodsId: number;
      number: number;
    };
  }
  const balanceOf = async (id: number) => (await walletOf(t, id)).balanceFen;
  const ledgerSum = async (id: number) => (await walletOf(t, id)).ledgerFen;
  const statusOf = async (id: number) =>
    (await t.database.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s;

  it('refuses a balance payment that the wallet cannot cover, and takes nothing', async () => {
    const order = await newOrder();
    const res = await o.pay(buyer.headers, order.id, 'balance');
    expect(res.json()).toMatchObject({ code: OrderRefusal.BALANCE_SHORT.code, msg: '账户余额不足' });
    expect(await balanceOf(buyer.id)).toBe(0);
    expect(await statusOf(order.id)).toBe(0);
  });

  it('pays from the balance once, however many times the button is pressed at once', async () => {
    await recharge(t, buyer.id, 1_000_000);
    const order = await newOrder();
    const results = await Promise.all(Array.from({ length: 20 }, () => o.pay(buyer.headers, order.id, 'balance')));
    expect(results.map((r) => r.json().code)).toEqual(Array(20).fill(10000));
    expect(await statusOf(order.id)).toBe(1);
    const fen = Math.round(order.payable_amount * 100);
    expect(await balanceOf(buyer.id)).toBe(1_000_000 - fen);
    expect(await t.database.db.select().from(userMoneyLog).where(eq(userMoneyLog.orderId, order.id))).toEqual([
      expect.objectContaining({ type: 'pay', amountFen: -fen, balanceAfterFen: 1_000_000 - fen }),
    ]);
    expect(await ledgerSum(buyer.id)).toBe(await balanceOf(buyer.id));
  });

  it('shows the pay page’s data: amount, balance, deadline, bank account and remittance reference', async () => {
    const order = await newOrder();
    const info = (await t.inject({ method: 'GET', url: `/api/order/${order.id}/pay`, headers: buyer.headers })).json()
      .data;
    expect(info).toMatchObject({
      id: order.id,
      status: 0,
      payable_amount: order.payable_amount,
      bank: { account_name: '杭州康宁医药有限公司' },
    });
    expect(info.remittance_ref).toMatch(/^HK\d+$/);
    expect(info.expires_at).toBeGreaterThan(Date.now() / 1000);
  });

  it('never shows, pays or charges another buyer’s order', async () => {
    const order = await newOrder();
    const stranger = theRow(await makeBuyers(t, 1));
    await recharge(t, stranger.id, 1_000_000);
    expect(
      (await t.inject({ method: 'GET', url: `/api/order/${order.id}/pay`, headers: stranger.headers })).statusCode,
    ).toBe(404);
    expect((await o.pay(stranger.headers, order.id, 'balance')).statusCode).toBe(404);
    expect(await balanceOf(stranger.id)).toBe(1_000_000);
  });

  it('bank transfer: the order waits (72 h) until the operator confirms the money arrived', async () => {
    const order = await newOrder();
    const res = (await o.pay(buyer.headers, order.id, 'transfer')).json();
    expect(res.data).toMatchObject({ status: 0, pay_method: 'transfer', redirect_url: null });
    const row = theRow(await t.database.db.select().from(orders).where(eq(orders.id, order.id)));
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(71 * 3_600_000);
    expect(
      (await t.inject({ method: 'POST', url: `/api/admin/order/${order.id}/confirm_transfer`, headers: buyer.headers }))
        .statusCode,
    ).toBe(401);
    const confirmed = await t.inject({
      method: 'POST',
      url: `/api/admin/order/${order.id}/confirm_transfer`,
      headers: operator,
    });
    expect(confirmed.json()).toMatchObject({ code: 10000, data: { status: 1, pay_method: 'transfer' } });
    expect(
      (
        await t.inject({ method: 'POST', url: `/api/admin/order/${order.id}/confirm_transfer`, headers: operator })
      ).json().code,
    ).toBe(OrderRefusal.ORDER_STATE_NOT_AWAITING_TRANSFER.code);
  });

  it('online: the sandbox cashier notifies the store with a signed message; a replayed notification changes nothing', async () => {
    const order = await newOrder();
    const { redirect_url } = (await o.pay(buyer.headers, order.id, 'online')).json().data;
    expect(redirect_url).toMatch(/^\/api\/pay\/sandbox\/cashier\?/);
    const cashier = await t.inject({ method: 'GET', url: redirect_url });
    expect(cashier.body).toContain(order.payable_amount.toFixed(2));
    const form = Object.fromEntries(new URL(redirect_url, 'http://x').searchParams);
    const paid = await t.inject({
      method: 'POST',
      url: '/api/pay/sandbox/pay',
      headers: { origin: 'http://localhost:80' },
      payload: form,
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/cart/step4?id=${order.id}`);
    expect(await statusOf(order.id)).toBe(1);
    const payment = theRow(await t.database.db.select().from(payments).where(eq(payments.orderId, order.id)));
    const replay = {
      out_trade_no: payment.outTradeNo,
      trade_no: payment.tradeNo!,
      total_amount: order.payable_amount.toFixed(2),
      trade_status: 'TRADE_SUCCESS',
      notify_time: 'x',
    };
    const notify = (params: Record<string, string>) =>
      t.inject({
        method: 'POST',
        url: '/api/pay/notify/sandbox',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(params).toString(),
      });
    const again = await notify({ ...replay, sign: signParams(replay, SECRET) });
    expect(again.body).toBe('success');
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);
    const forged = await notify({ ...replay, sign: 'a'.repeat(64) });
    expect([forged.statusCode, forged.body]).toEqual([400, 'fail']);
  });

  it('after a balance payment the online payment in flight is closed: its cashier can no longer take money', async () => {
    const order = await newOrder();
    const { redirect_url } = (await o.pay(buyer.headers, order.id, 'online')).json().data;
    await o.pay(buyer.headers, order.id, 'balance');
    const before = await balanceOf(buyer.id);
    const form = Object.fromEntries(new URL(redirect_url, 'http://x').searchParams);
    const refused = await t.inject({
      method: 'POST',
      url: '/api/pay/sandbox/pay',
      headers: { origin: 'http://localhost:80' },
      payload: form,
    });
    expect(refused.statusCode).toBe(409);
    expect(
      await t.database.db
        .select({ status: payments.status, method: payments.method })
        .from(payments)
        .where(eq(payments.orderId, order.id))
        .orderBy(payments.id),
    ).toEqual([
      { status: 'closed', method: 'online' },
      { status: 'paid', method: 'balance' },
    ]);
    expect(await balanceOf(buyer.id)).toBe(before);
    expect(await ledgerSum(buyer.id)).toBe(await balanceOf(buyer.id));
  });

  it('the sweep cancels unpaid orders past their deadline, returns stock and the coupon, once even with two sweeps', async () => {
    const order = await newOrder();
    const stockAfterOrder = await o.stockOf(order.goodsId);
    const coupon = theRow(
      await t.database.db
        .insert(userCoupons)
        .values({
          userId: buyer.id,
          couponId: 1,
          status: 1,
          orderId: order.id,
          expiresAt: new Date(Date.now() + 86_400_000),
        })
        .returning(),
    );
    await t.database.db
      .update(orders)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, order.id));
    const [a, b] = await Promise.all([
      sweepUnpaidOrders(t.database.db, t.gateways),
      sweepUnpaidOrders(t.database.db, t.gateways),
    ]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect(await statusOf(order.id)).toBe(4);
    expect(await o.stockOf(order.goodsId)).toBe(stockAfterOrder + order.number);
    expect((await t.database.db.select().from(userCoupons).where(eq(userCoupons.id, coupon.id)))[0]).toMatchObject({
      status: 0,
      orderId: null,
    });
    expect((await o.pay(buyer.headers, order.id, 'balance')).json().code).toBe(OrderRefusal.ORDER_CANCELLED.code);
  });

  it('paying after the deadline cancels the order on the spot instead of charging', async () => {
    const order = await newOrder();
    await t.database.db
      .update(orders)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(orders.id, order.id));
    const before = await balanceOf(buyer.id);
    expect((await o.pay(buyer.headers, order.id, 'balance')).json().code).toBe(OrderRefusal.ORDER_CANCELLED.code);
    expect(await statusOf(order.id)).toBe(4);
    expect(await balanceOf(buyer.id)).toBe(before);
  });
});
