import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { WalletRefusal } from '@store/shared/codes';
import { recharges, userMoneyLog } from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';
import { makeBuyers, type Buyer } from '../../test/buyers.ts';
import { threeGateways } from '../../test/gateways.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { onlinePaying } from '../../test/online.ts';
import { expectWalletBalanced } from '../../test/orders-fixture.ts';
import { closeStaleRecharges, ONLINE_RECHARGE_TTL_MS } from './recharge-online.ts';

type Headers = Record<string, string>;

describe('余额充值 online: credited only by the gateway’s verified notification, once', () => {
  let t: TestApp;
  let online: ReturnType<typeof onlinePaying>;
  let buyer: Buyer;
  let finance: Headers;
  const topUp = (headers: Headers, payload: object) =>
    t.inject({ method: 'POST', url: '/api/cash_coupon/userRecharge', headers, payload });
  const balance = async () =>
    (await t.inject({ method: 'GET', url: '/api/user/user_money', headers: buyer.headers })).json().data
      .balance as number;
  const rechargeRows = (userId: number) =>
    t.database.db
      .select()
      .from(userMoneyLog)
      .where(and(eq(userMoneyLog.userId, userId), eq(userMoneyLog.type, 'recharge')));

  beforeAll(async () => {
    t = await createTestApp({ DATABASE_POOL_SIZE: '20', RATE_LIMIT_MAX: '100000' }, { gateways: threeGateways });
    online = onlinePaying(t);
    buyer = theRow(await makeBuyers(t, 1));
    finance = await t.loginStaff('finance');
  });
  afterAll(() => t.close());

  it('lists the gateways a buyer may top up through, and checks amount and gateway', async () => {
    const page = (await t.inject({ method: 'GET', url: '/api/user/recharges', headers: buyer.headers })).json().data;
    expect(page.gateways.map((g: { code: string }) => g.code)).toEqual(['sandbox', 'alipay', 'wechatpay']);
    expect((await topUp(buyer.headers, { amount: '0' })).json()).toMatchObject({
      code: 422,
      errors: { amount: ['充值金额不能少于1元'] },
    });
    expect(await t.database.db.select().from(recharges).where(eq(recharges.userId, buyer.id))).toEqual([]);
  });

  it('a gateway this store does not run is a 422 naming 支付渠道 that never repeats what was sent', async () => {
    for (const gateway of ['unionpay', '<img src=x onerror=alert(1)>', 'x'.repeat(40), '']) {
      const res = await topUp(buyer.headers, { amount: 5, gateway });
      expect(res.statusCode, gateway).toBe(422);
      expect(res.json()).toEqual({
        code: 422,
        msg: '支付渠道取值不正确',
        data: null,
        errors: { gateway: ['支付渠道取值不正确'] },
      });
      if (gateway) expect(res.body).not.toContain(gateway);
    }
    expect(await t.database.db.select().from(recharges).where(eq(recharges.userId, buyer.id))).toEqual([]);
  });

  it('pays at the sandbox cashier: the notification credits the balance through the ledger', async () => {
    const before = await balance();
    const asked = (await topUp(buyer.headers, { amount: '300.25' })).json();
    expect(asked).toMatchObject({
      code: 10000,
      data: {
        method: 'online',
        gateway: '在线支付（沙箱）',
        amount: 300.25,
        status: 'pending',
        status_text: '待支付',
        remittance_ref: expect.stringMatching(/^CZ\d+$/),
        redirect_url: expect.stringMatching(/^\/api\/pay\/sandbox\/cashier\?/),
      },
    });
    // The browser says nothing that counts: only the gateway does.
    expect(await balance()).toBe(before);
    expect(online.outTradeNoOf(asked.data.redirect_url)).toBe(asked.data.remittance_ref);

    const back = await online.payAtCashier(asked.data.redirect_url);
    expect(back.headers.location).toMatch(new RegExp(`/yegl\\?recharge=${asked.data.id}$`));
    expect(await balance()).toBe(Math.round((before + 300.25) * 100) / 100);
    const seen = (
      await t.inject({ method: 'GET', url: `/api/user/recharges/${asked.data.id}`, headers: buyer.headers })
    ).json().data;
    expect(seen).toMatchObject({ status: 'paid', status_text: '已到账', paid_at: expect.any(Number) });
    expect((await rechargeRows(buyer.id)).map((r) => [r.amountFen, r.remark])).toContainEqual([
      30025,
      `在线充值 ${asked.data.remittance_ref}`,
    ]);
    await expectWalletBalanced(t, buyer.id);
  });

  it('a replayed notification, and ten arriving at once, credit once', async () => {
    const asked = (await topUp(buyer.headers, { amount: '88' })).json().data;
    const sandbox = online.gateway('sandbox');
    const paid = sandbox.pay(online.outTradeNoOf(asked.redirect_url));
    const before = (await rechargeRows(buyer.id)).length;
    const answers = await Promise.all(Array.from({ length: 10 }, () => online.notify('sandbox', paid.rawBody)));
    expect(answers.map((a) => a.body)).toEqual(Array(10).fill(sandbox.acknowledged.body));
    expect(await online.notify('sandbox', paid.rawBody)).toMatchObject({ body: sandbox.acknowledged.body });
    expect((await rechargeRows(buyer.id)).length).toBe(before + 1);
    await expectWalletBalanced(t, buyer.id);
  });

  it('refuses a notice with another amount or a bad signature, and credits nothing', async () => {
    const asked = (await topUp(buyer.headers, { amount: '50' })).json().data;
    const sandbox = online.gateway('sandbox');
    const outTradeNo = online.outTradeNoOf(asked.redirect_url);
    const before = await balance();
    const more = sandbox.notificationBody({ outTradeNo, amountFen: 500_000, tradeNo: 'T-MORE' }, 'TRADE_SUCCESS');
    expect((await online.notify('sandbox', more)).body).toBe(sandbox.rejected.body);
    const forged = sandbox.notificationBody({ outTradeNo, amountFen: 5000, tradeNo: 'T-F' }, 'TRADE_SUCCESS', 'x');
    expect((await online.notify('sandbox', forged)).body).toBe(sandbox.rejected.body);
    expect(await balance()).toBe(before);
    // Finance cannot confirm an online top-up by hand either.
    const confirmed = await t.inject({
      method: 'POST',
      url: `/api/admin/recharges/${asked.id}/confirm`,
      headers: finance,
      payload: {},
    });
    expect(confirmed.json().code).toBe(WalletRefusal.RECHARGE_ONLINE.code);
    expect(await balance()).toBe(before);
  });

  it('a closed trade closes the top-up; money that still arrives for it is credited, once', async () => {
    const asked = (await topUp(buyer.headers, { amount: '20' })).json().data;
    const sandbox = online.gateway('sandbox');
    const outTradeNo = online.outTradeNoOf(asked.redirect_url);
    const closed = sandbox.notificationBody({ outTradeNo, amountFen: 2000, tradeNo: 'T-C' }, 'TRADE_CLOSED');
    expect((await online.notify('sandbox', closed)).body).toBe(sandbox.acknowledged.body);
    const row = async () => theRow(await t.database.db.select().from(recharges).where(eq(recharges.id, asked.id)));
    expect((await row()).status).toBe('cancelled');
    const before = await balance();
    const late = sandbox.notificationBody({ outTradeNo, amountFen: 2000, tradeNo: 'T-LATE' }, 'TRADE_SUCCESS');
    await online.notify('sandbox', late);
    await online.notify('sandbox', late);
    expect(await balance()).toBe(before + 20);
    expect(await row()).toMatchObject({ status: 'paid', tradeNo: 'T-LATE' });
  });

  it('the hourly sweep closes top-ups past their time, and only those', async () => {
    const stale = (await topUp(buyer.headers, { amount: '5' })).json().data;
    const fresh = (await topUp(buyer.headers, { amount: '6' })).json().data;
    const later = new Date(Date.now() + ONLINE_RECHARGE_TTL_MS / 2);
    await t.database.db
      .update(recharges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(recharges.id, stale.id));
    expect(await closeStaleRecharges(t.database.db, later)).toBeGreaterThanOrEqual(1);
    const statusOf = async (id: number) =>
      theRow(await t.database.db.select().from(recharges).where(eq(recharges.id, id))).status;
    expect(await statusOf(stale.id)).toBe('cancelled');
    expect(await statusOf(fresh.id)).toBe('pending');
    const list = (await t.inject({ method: 'GET', url: '/api/user/recharges', headers: buyer.headers })).json().data;
    expect(list.data.find((r: { id: number }) => r.id === stale.id)).toMatchObject({ status_text: '已关闭' });
  });

  it('another buyer’s top-up is not found', async () => {
    const [other] = await makeBuyers(t, 1);
    const mine = (await topUp(buyer.headers, { amount: '7' })).json().data;
    const res = await t.inject({ method: 'GET', url: `/api/user/recharges/${mine.id}`, headers: other!.headers });
    expect(res.statusCode).toBe(404);
  });
});
