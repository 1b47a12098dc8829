import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { OrderRefusal, WalletRefusal } from '@store/shared/codes';
import { auditLog, userMoneyLog } from '../../db/schema.ts';
import { BROWSER_HEADERS, createTestApp, type TestApp } from '../../test/harness.ts';
import { expectWalletBalanced, userIdOf } from '../../test/orders-fixture.ts';

type Headers = Record<string, string>;

describe('余额充值 by bank transfer, confirmed by finance; manual adjustments', () => {
  let t: TestApp;
  let buyer: Headers;
  let finance: Headers;
  let buyerId: number;
  const post = (url: string, payload: object, headers: Headers) => t.inject({ method: 'POST', url, headers, payload });
  const get = (url: string, headers: Headers) => t.inject({ method: 'GET', url, headers });
  const balance = async () => (await get('/api/user/user_money', buyer)).json().data.balance as number;

  beforeAll(async () => {
    t = await createTestApp({ DATABASE_POOL_SIZE: '10' });
    [buyer, finance] = await Promise.all([t.login('buyer'), t.loginStaff('finance')]);
    buyerId = await userIdOf(t, 'buyer');
  });
  afterAll(() => t.close());

  it('checks the amount: at least ¥1, at most two decimals', async () => {
    const tooSmall = (await post('/api/cash_coupon/userRechargeTf', { amount: '0.5' }, buyer)).json();
    expect(tooSmall).toMatchObject({ code: 422, errors: { amount: ['充值金额不能少于1元'] } });
    const cents = (await post('/api/cash_coupon/userRechargeTf', { amount: '10.005' }, buyer)).json();
    expect(cents.errors.amount).toEqual(['充值金额最多两位小数']);
    expect((await post('/api/cash_coupon/userRechargeTf', { amount: '100' }, BROWSER_HEADERS)).statusCode).toBe(401);
  });

  it('a transfer top-up waits for finance; confirmed once, the balance grows by it through the ledger', async () => {
    const before = await balance();
    const asked = (await post('/api/cash_coupon/userRechargeTf', { amount: '500.50' }, buyer)).json();
    expect(asked).toMatchObject({
      code: 10000,
      data: {
        amount: 500.5,
        status: 'pending',
        status_text: '待确认到账',
        remittance_ref: expect.stringMatching(/^CZ\d+$/),
      },
    });
    expect(asked.data.bank.account_no).not.toBe('');
    expect(await balance()).toBe(before);

    // Finance finds it by its reference, or by the amount.
    const byRef = (await get(`/api/admin/recharges?keywords=${asked.data.remittance_ref}`, finance)).json().data;
    expect(byRef.data).toEqual([
      expect.objectContaining({ id: asked.data.id, buyer: expect.objectContaining({ id: buyerId }) }),
    ]);
    const byAmount = (await get('/api/admin/recharges?status=pending&amount=500.5', finance)).json().data;
    expect(byAmount.data.map((r: { id: number }) => r.id)).toContain(asked.data.id);

    const confirms = await Promise.all(
      [1, 2].map(() => post(`/api/admin/recharges/${asked.data.id}/confirm`, {}, finance)),
    );
    expect(confirms.map((r) => r.json().code).sort()).toEqual([10000, WalletRefusal.RECHARGE_NOT_PENDING.code].sort());
    expect(await balance()).toBe(Math.round((before + 500.5) * 100) / 100);
    await expectWalletBalanced(t, buyerId);
    const rows = await t.database.db
      .select()
      .from(userMoneyLog)
      .where(
        and(eq(userMoneyLog.userId, buyerId), eq(userMoneyLog.remark, `对公转账充值 ${asked.data.remittance_ref}`)),
      );
    expect(rows).toMatchObject([{ type: 'recharge', amountFen: 50050 }]);
    const page = (await get('/api/user/recharges', buyer)).json().data;
    // The list tells where to send the money too, like the answer of userRechargeTf.
    expect(page.bank).toEqual(asked.data.bank);
    const mine = page.data;
    expect(mine[0]).toMatchObject({
      id: asked.data.id,
      status: 'paid',
      status_text: '已到账',
      paid_at: expect.any(Number),
    });
    const listed = (await get(`/api/admin/recharges?keywords=${asked.data.remittance_ref}`, finance)).json().data.data;
    expect(listed[0]).toMatchObject({ status: 'paid', confirmed_by: '钱财务' });
  });

  it('finance adjusts a balance with a reason; never below zero; buyers and other staff cannot', async () => {
    const before = await balance();
    const refused = (
      await post(`/api/admin/users/${buyerId}/balance`, { amount: -(before + 1), reason: '测试' }, finance)
    ).json();
    expect(refused.code).toBe(OrderRefusal.BALANCE_SHORT.code);
    expect(
      (await post(`/api/admin/users/${buyerId}/balance`, { amount: '0', reason: '' }, finance)).json().errors,
    ).toEqual({
      amount: ['调整金额不能为0'],
      reason: ['请填写调整原因'],
    });
    const done = (
      await post(`/api/admin/users/${buyerId}/balance`, { amount: '-12.30', reason: '运费差额补扣' }, finance)
    ).json();
    expect(done).toMatchObject({ code: 10000, data: { balance: Math.round((before - 12.3) * 100) / 100 } });
    await expectWalletBalanced(t, buyerId);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'wallet.adjust'), eq(auditLog.objectId, String(buyerId))));
    expect(audit?.after).toMatchObject({ amount: -12.3, reason: '运费差额补扣' });
    expect((await post(`/api/admin/users/${buyerId}/balance`, { amount: 1, reason: 'x' }, buyer)).statusCode).toBe(401);
    const marketing = await t.loginStaff('marketing');
    expect((await post(`/api/admin/users/${buyerId}/balance`, { amount: 1, reason: 'x' }, marketing)).statusCode).toBe(
      403,
    );
  });
});
