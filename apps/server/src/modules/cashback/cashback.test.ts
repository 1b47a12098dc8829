import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { WalletRefusal } from '@store/shared/codes';
import { OrderStatus } from '@store/shared/orders';
import { periodBounds, periodOf, previousPeriod } from '@store/shared/rules/cashback';
import { cashbackAwards, cashVouchers, orders } from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';
import { makeBuyers, type Buyer } from '../../test/buyers.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { buyableGoods, expectWalletBalanced, placeOrder } from '../../test/orders-fixture.ts';
import { expectVouchersBalanced } from '../../test/vouchers-fixture.ts';
import { settleCashback } from './settle.ts';

type Headers = Record<string, string>;
const DAY = 86_400_000;

describe('满额返: monthly tiers, settled once by the sweep, taken back when a counted order is refunded', () => {
  let t: TestApp;
  let marketing: Headers;
  let admin: Headers;
  let buyer: Buyer;
  let goodsId: number;
  let priceFen: number;
  // The month before this one, its orders, and a moment after its settle days.
  const thisMonth = periodOf(new Date());
  const lastMonth = previousPeriod(thisMonth);
  const inLastMonth = new Date(periodBounds(lastMonth).start.getTime() + 2 * DAY);
  const settleAt = new Date(periodBounds(lastMonth).end.getTime() + 8 * DAY);
  const post = (url: string, payload: object, headers: Headers) => t.inject({ method: 'POST', url, headers, payload });
  const get = (url: string, headers: Headers) => t.inject({ method: 'GET', url, headers });
  const activity = (over: object = {}) => ({
    name: '测试月度满额返',
    starts_on: '2026-01-01',
    ends_on: '2027-12-31',
    tiers: [
      { threshold: 1000, rate: 2 },
      { threshold: 5000, rate: 3 },
    ],
    reward: 'balance',
    ...over,
  });
  /** A completed order of `units` paid by transfer at `at`. */
  const order = (userId: number, units: number, at: Date, status: OrderStatus = OrderStatus.COMPLETED) =>
    placeOrder(t, { userId, status, payMethod: 'transfer', createdAt: at, lines: [{ goodsId, number: units }] });

  beforeAll(async () => {
    t = await createTestApp({ DATABASE_POOL_SIZE: '10' });
    [marketing, admin] = await Promise.all([t.loginStaff('marketing'), t.loginStaff('admin')]);
    buyer = theRow(await makeBuyers(t, 1));
    const [g] = await buyableGoods(t, 1);
    goodsId = g!.id;
    priceFen = g!.priceFen;
  });
  afterAll(() => t.close());

  it('marketing sets an activity up; tiers must climb, dates must make sense; others may not', async () => {
    const bad = (
      await post(
        '/api/admin/cashback',
        activity({
          tiers: [
            { threshold: 5000, rate: 3 },
            { threshold: 1000, rate: 2 },
          ],
          ends_on: '2025-01-01',
        }),
        marketing,
      )
    ).json();
    expect(bad).toMatchObject({
      code: 422,
      errors: { tiers: ['档位门槛须逐档升高，返现比例不能低于上一档'], ends_on: ['结束日期不能早于开始日期'] },
    });
    expect((await post('/api/admin/cashback', activity({ tiers: [] }), marketing)).json().errors.tiers).toEqual([
      '请至少设置一个返现档位',
    ]);
    expect((await post('/api/admin/cashback', activity(), await t.loginStaff('warehouse'))).statusCode).toBe(403);
    expect((await post('/api/admin/cashback', activity(), marketing)).json().code).toBe(10000);
  });

  it('/hb shows this month’s progress: paid orders count (not cancelled ones), with the next tier to reach', async () => {
    const units = Math.ceil(400_00 / priceFen);
    await order(buyer.id, units, new Date(), OrderStatus.PENDING_SHIPMENT);
    await order(buyer.id, units, new Date(), OrderStatus.CANCELLED);
    const page = (await get('/api/user/cashback', buyer.headers)).json().data;
    expect(page.period).toBe(thisMonth);
    const shown = page.activities.find((a: { name: string }) => a.name === '测试月度满额返');
    const counted = (units * priceFen) / 100;
    expect(shown).toMatchObject({
      reward_text: '账户余额',
      tiers: [
        { threshold: 1000, rate: 2 },
        { threshold: 5000, rate: 3 },
      ],
      counted,
    });
    if (counted < 1000)
      expect(shown.next).toEqual({ threshold: 1000, rate: 2, gap: Math.round((1000 - counted) * 100) / 100 });
    expect((await get('/api/user/cashback', {})).statusCode).toBe(401);
  });

  it('settles last month once: completed orders only, the highest tier reached, credited through the ledger', async () => {
    const units = Math.ceil(3000_00 / priceFen);
    const counted = await Promise.all([order(buyer.id, units, inLastMonth), order(buyer.id, units, inLastMonth)]);
    await order(buyer.id, units, inLastMonth, OrderStatus.SHIPPED); // not completed: not counted
    const countedFen = 2 * units * priceFen;
    const before = await expectWalletBalanced(t, buyer.id);

    const [first, again] = [
      await settleCashback(t.database.db, settleAt),
      await settleCashback(t.database.db, settleAt),
    ];
    expect(first.awarded).toBeGreaterThanOrEqual(1);
    expect(again.awarded).toBe(0);
    const award = theRow(await t.database.db.select().from(cashbackAwards).where(eq(cashbackAwards.userId, buyer.id)));
    const rate = countedFen >= 5000_00 ? 300 : 200;
    expect(award).toMatchObject({
      period: lastMonth,
      countedFen,
      rateBp: rate,
      amountFen: Math.floor((countedFen * rate) / 10_000),
    });
    expect(await expectWalletBalanced(t, buyer.id)).toBe(before + award.amountFen);

    const page = (await get('/api/user/cashback', buyer.headers)).json().data;
    expect(page.awards[0]).toMatchObject({ period: lastMonth, rate: rate / 100, amount: award.amountFen / 100 });
    const log = (await get('/api/user/user_money_log?use_type=cashback', buyer.headers)).json().data.data;
    expect(log[0]).toMatchObject({ type: 'cashback', type_text: '满额返现', amount: award.amountFen / 100 });

    // A refund of a counted order afterwards: the award is worked out again and the difference taken back.
    const [orderId] = counted;
    const detail = (await get(`/api/order/${orderId}`, buyer.headers)).json().data;
    const line = detail.lines[0];
    const request = (
      await post(
        `/api/order/${orderId}/after_sales`,
        { kind: 'return', reason: '质量问题', items: [{ order_item_id: line.id, number: line.number }] },
        buyer.headers,
      )
    ).json().data;
    const balanceBefore = await expectWalletBalanced(t, buyer.id);
    await post(`/api/admin/after_sales/${request.id}/review`, { action: 'approve', refund_to: 'balance' }, admin);
    const lowered = theRow(await t.database.db.select().from(cashbackAwards).where(eq(cashbackAwards.id, award.id)));
    const left = units * priceFen;
    const due = left >= 1000_00 ? Math.floor((left * (left >= 5000_00 ? 300 : 200)) / 10_000) : 0;
    expect(lowered).toMatchObject({ countedFen: left, amountFen: due, creditedFen: award.amountFen });
    // The refund came in, the cashback difference went out.
    expect(await expectWalletBalanced(t, buyer.id)).toBe(balanceBefore + left - (award.amountFen - due));
  });

  it('a voucher activity grants a cash voucher; a refund takes back only what is left of it', async () => {
    const created = (
      await post(
        '/api/admin/cashback',
        activity({ name: '购物金满额返', reward: 'voucher', voucher_days: 30, tiers: [{ threshold: 100, rate: 5 }] }),
        marketing,
      )
    ).json().data;
    const [other] = await makeBuyers(t, 1);
    const units = Math.ceil(200_00 / priceFen);
    const orderId = await order(other!.id, units, inLastMonth);
    await settleCashback(t.database.db, settleAt);
    const award = theRow(
      await t.database.db
        .select()
        .from(cashbackAwards)
        .where(and(eq(cashbackAwards.activityId, created.id), eq(cashbackAwards.userId, other!.id))),
    );
    expect(award.amountFen).toBe(Math.floor((units * priceFen * 500) / 10_000));
    const voucher = theRow(
      await t.database.db
        .select()
        .from(cashVouchers)
        .where(eq(cashVouchers.sourceId, String(award.id))),
    );
    expect(voucher).toMatchObject({ userId: other!.id, source: 'cashback', amountFen: award.amountFen });
    expect(voucher.expiresAt.getTime()).toBe(settleAt.getTime() + 30 * DAY);
    expect(await expectVouchersBalanced(t, other!.id)).toBe(award.amountFen);

    // Once settled, its tiers and reward stay as they were; the name may change.
    const changed = await t.inject({
      method: 'POST',
      url: `/api/admin/cashback/${created.id}`,
      headers: marketing,
      payload: activity({
        name: '购物金满额返',
        reward: 'voucher',
        voucher_days: 30,
        tiers: [{ threshold: 100, rate: 8 }],
      }),
    });
    expect(changed.json().code).toBe(WalletRefusal.CASHBACK_SETTLED.code);
    const renamed = await t.inject({
      method: 'POST',
      url: `/api/admin/cashback/${created.id}`,
      headers: marketing,
      payload: activity({
        name: '购物金满额返（十月）',
        reward: 'voucher',
        voucher_days: 30,
        tiers: [{ threshold: 100, rate: 5 }],
      }),
    });
    expect(renamed.json().code).toBe(10000);

    // The whole order goes back: below the threshold nothing is due, and all the voucher's value returns.
    const [line] = (await get(`/api/order/${orderId}`, other!.headers)).json().data.lines;
    const request = (
      await post(
        `/api/order/${orderId}/after_sales`,
        { kind: 'return', reason: '质量问题', items: [{ order_item_id: line.id, number: line.number }] },
        other!.headers,
      )
    ).json().data;
    await post(`/api/admin/after_sales/${request.id}/review`, { action: 'approve', refund_to: 'balance' }, admin);
    expect(await expectVouchersBalanced(t, other!.id)).toBe(0);
    const awards = (await get(`/api/admin/cashback/${created.id}/awards`, marketing)).json().data;
    expect(awards.data.find((a: { buyer: { id: number } }) => a.buyer.id === other!.id)).toMatchObject({
      buyer: { id: other!.id },
      amount: 0,
      credited: award.amountFen / 100,
      orders: 1,
    });
  });

  it('a paused activity neither shows nor settles; the list reports what was awarded', async () => {
    const list = (await get('/api/admin/cashback', marketing)).json().data.data;
    const first = list.find((a: { name: string }) => a.name === '测试月度满额返');
    expect(first.awards).toBeGreaterThanOrEqual(1);
    expect((await post(`/api/admin/cashback/${first.id}/active`, { active: false }, marketing)).json().code).toBe(
      10000,
    );
    const page = (await get('/api/user/cashback', buyer.headers)).json().data;
    expect(page.activities.map((a: { id: number }) => a.id)).not.toContain(first.id);
    const [late] = await makeBuyers(t, 1);
    await order(late!.id, Math.ceil(2000_00 / priceFen), inLastMonth);
    await settleCashback(t.database.db, settleAt);
    const lateAwards = await t.database.db
      .select()
      .from(cashbackAwards)
      .where(and(eq(cashbackAwards.userId, late!.id), eq(cashbackAwards.activityId, first.id)));
    expect(lateAwards).toEqual([]);
    await post(`/api/admin/cashback/${first.id}/active`, { active: true }, marketing);
  });

  it('two sweeps at once award each buyer once', async () => {
    const buyers = await makeBuyers(t, 4);
    for (const b of buyers) await order(b.id, Math.ceil(1500_00 / priceFen), inLastMonth);
    await Promise.all([settleCashback(t.database.db, settleAt), settleCashback(t.database.db, settleAt)]);
    for (const b of buyers) {
      const awards = await t.database.db.select().from(cashbackAwards).where(eq(cashbackAwards.userId, b.id));
      // One per running activity (the balance one and the voucher one), never two for the same.
      expect(awards.map((a) => a.activityId).sort()).toEqual([...new Set(awards.map((a) => a.activityId))].sort());
      expect(awards).toHaveLength(2);
      await expectVouchersBalanced(t, b.id);
      await expectWalletBalanced(t, b.id);
    }
    const paidLastMonth = await t.database.db.select().from(orders).where(eq(orders.userId, buyers[0]!.id));
    expect(paidLastMonth[0]!.paidAt!.getTime()).toBeLessThan(periodBounds(lastMonth).end.getTime());
  });
});
