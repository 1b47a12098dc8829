import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { WalletRefusal } from '@store/shared/codes';
import { auditLog, cashVouchers, rechargeOffers } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeBuyers, type Buyer } from '../../test/buyers.ts';
import { expectVouchersBalanced } from '../../test/vouchers-fixture.ts';

const at = (days: number) => Math.floor(Date.now() / 1000) + days * 86_400;

describe('充值优惠 (marketing) and operator grants of 购物金', () => {
  let t: TestApp;
  let buyer: Buyer;
  let marketing: Record<string, string>;
  let finance: Record<string, string>;
  const get = (url: string, headers: Record<string, string>) => t.inject({ method: 'GET', url, headers });
  const send = (method: 'POST', url: string, payload: object, headers: Record<string, string>) =>
    t.inject({ method, url, headers, payload });
  const offer = {
    name: '充5000送100',
    threshold: 5000,
    bonus: 100,
    validity_days: 30,
    starts_at: at(-1),
    ends_at: at(30),
  };

  beforeAll(async () => {
    t = await createTestApp();
    [buyer] = (await makeBuyers(t, 1)) as [Buyer];
    [marketing, finance] = await Promise.all([t.loginStaff('marketing'), t.loginStaff('finance')]);
    // The demo's own offer would compete with this file's: out of the way.
    await t.database.db.delete(rechargeOffers);
  });
  afterAll(() => t.close());

  it('marketing creates offers, checked field by field, audited; finance may not', async () => {
    const bad = (
      await send('POST', '/api/admin/recharge-offers', { ...offer, bonus: 6000, ends_at: at(-2), name: '' }, marketing)
    ).json();
    expect(bad.code).toBe(422);
    expect(bad.errors).toMatchObject({
      name: ['请填写活动名称'],
      ends_at: ['结束时间须晚于开始时间'],
      bonus: ['赠送金额须小于充值门槛'],
    });
    expect((await send('POST', '/api/admin/recharge-offers', offer, finance)).statusCode).toBe(403);
    const made = (await send('POST', '/api/admin/recharge-offers', offer, marketing)).json();
    expect(made).toMatchObject({ code: 10000, data: { name: '充5000送100', threshold: 5000, bonus: 100, active: 1 } });
    const bigger = { ...offer, name: '充10000送300', threshold: 10000, bonus: 300 };
    const big = (await send('POST', '/api/admin/recharge-offers', bigger, marketing)).json().data;
    const future = { ...offer, name: '下月充1000送50', threshold: 1000, bonus: 50, starts_at: at(3) };
    await send('POST', '/api/admin/recharge-offers', future, marketing);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'recharge_offer.create'), eq(auditLog.objectId, String(big.id))));
    expect(audit!.after).toMatchObject({ threshold: 10000, bonus: 300 });
    const listed = (await get('/api/admin/recharge-offers', marketing)).json().data.data;
    expect(listed.map((r: { state_text: string }) => r.state_text)).toEqual(['未开始', '进行中', '进行中']);
    // The buyer sees the running ones, highest threshold first.
    const shown = (await get('/api/cash_coupon/offers', buyer.headers)).json().data;
    expect(shown.map((r: { name: string }) => r.name)).toEqual(['充10000送300', '充5000送100']);
    expect((await get('/api/cash_coupon/offers', {})).statusCode).toBe(401);
  });

  it('a confirmed transfer recharge gets the best offer it reaches, once, even confirmed twice at once', async () => {
    const asked = (await send('POST', '/api/cash_coupon/userRechargeTf', { amount: '6000' }, buyer.headers)).json()
      .data;
    const confirms = await Promise.all(
      [1, 2].map(() => send('POST', `/api/admin/recharges/${asked.id}/confirm`, {}, finance)),
    );
    expect(confirms.map((r) => r.json().code).sort()).toEqual([10000, WalletRefusal.RECHARGE_NOT_PENDING.code].sort());
    const vouchers = await t.database.db.select().from(cashVouchers).where(eq(cashVouchers.userId, buyer.id));
    expect(vouchers).toMatchObject([
      { source: 'recharge_offer', sourceId: String(asked.id), amountFen: 10_000, remainingFen: 10_000 },
    ]);
    const days = (vouchers[0]!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(await expectVouchersBalanced(t, buyer.id)).toBe(10_000);
    // Below every running threshold: nothing.
    const small = (await send('POST', '/api/cash_coupon/userRechargeTf', { amount: '999' }, buyer.headers)).json().data;
    await send('POST', `/api/admin/recharges/${small.id}/confirm`, {}, finance);
    expect(await expectVouchersBalanced(t, buyer.id)).toBe(10_000);
    const page = (await get('/api/user/cash_coupon', buyer.headers)).json().data;
    expect(page).toMatchObject({ usable_amount: 100, counts: [1, 0, 0] });
    expect(page.data[0]).toMatchObject({ source_text: '充值赠送', remark: expect.stringContaining('充5000送100') });
  });

  it('a paused offer stops applying; an edit is audited with before and after', async () => {
    const listed = (await get('/api/admin/recharge-offers', marketing)).json().data.data;
    const target = listed.find((r: { name: string }) => r.name === '充5000送100');
    const paused = await send('POST', `/api/admin/recharge-offers/${target.id}`, { ...offer, active: 0 }, marketing);
    expect(paused.json().data.active).toBe(0);
    const shown = (await get('/api/cash_coupon/offers', buyer.headers)).json().data;
    expect(shown.map((r: { name: string }) => r.name)).toEqual(['充10000送300']);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'recharge_offer.update'), eq(auditLog.objectId, String(target.id))));
    expect(audit).toMatchObject({ before: { active: 1 }, after: { active: 0 } });
    expect((await send('POST', '/api/admin/recharge-offers/999999', offer, marketing)).statusCode).toBe(404);
  });

  it('an operator grants a voucher by account once per request, audited; refusals name the field', async () => {
    const [other] = (await makeBuyers(t, 1)) as [Buyer];
    const username = (await get('/api/user/base', other.headers)).json().data.username as string;
    const body = {
      username,
      amount: '25.5',
      expires_on: '2099-12-31',
      reason: '物流延误补偿',
      request_id: 'grant-0001',
    };
    const twice = await Promise.all([1, 2].map(() => send('POST', '/api/admin/cash-coupons', body, marketing)));
    expect(twice.map((r) => r.json().data.granted).sort()).toEqual([0, 1]);
    expect(await expectVouchersBalanced(t, other.id)).toBe(2_550);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'cash_coupon.grant'), eq(auditLog.objectId, String(other.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toMatchObject({ amount: 25.5, reason: '物流延误补偿' });
    const [voucher] = await t.database.db.select().from(cashVouchers).where(eq(cashVouchers.userId, other.id));
    expect(voucher!.expiresAt.toISOString()).toBe('2099-12-31T15:59:59.999Z');
    const bad = (
      await send(
        'POST',
        '/api/admin/cash-coupons',
        { ...body, username: 'nobody-here', amount: '0', request_id: 'grant-0002' },
        marketing,
      )
    ).json();
    expect(bad).toMatchObject({ code: 422, errors: { amount: ['发放金额必须大于0'] } });
    const nobody = (
      await send(
        'POST',
        '/api/admin/cash-coupons',
        { ...body, username: 'nobody-here', request_id: 'g3-abcdef' },
        marketing,
      )
    ).json();
    expect(nobody).toMatchObject({ code: 422, errors: { username: ['没有这个采购商账号'] } });
    const past = (
      await send(
        'POST',
        '/api/admin/cash-coupons',
        { ...body, expires_on: '2020-01-01', request_id: 'g4-abcdef' },
        marketing,
      )
    ).json();
    expect(past).toMatchObject({ code: 422, errors: { expires_on: ['有效期须晚于今天'] } });
    expect((await send('POST', '/api/admin/cash-coupons', body, finance)).statusCode).toBe(403);
    // The console's list finds it by the buyer; the buyer file shows it (buyers.view).
    const found = (await get(`/api/admin/cash-coupons?keywords=${username}`, marketing)).json().data;
    expect(found.data).toMatchObject([{ amount: 25.5, source_text: '平台发放', buyer: { id: other.id } }]);
    const file = (await get(`/api/admin/users/${other.id}/cash-coupons`, finance)).json().data;
    expect(file).toMatchObject({ usable_amount: 25.5, counts: [1, 0, 0] });
  });
});
