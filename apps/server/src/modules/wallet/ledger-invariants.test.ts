// @pglite: money moves interleaved (one connection on PGlite)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { OrderStatus } from '@store/shared/orders';
import { cashbackFen, periodBounds, periodOf, previousPeriod } from '@store/shared/rules/cashback';
import { cashbackActivities, cashbackAwardOrders, cashbackAwards, orders, userMoneyLog } from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';
import { makeBuyers, type Buyer } from '../../test/buyers.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { onlinePaying } from '../../test/online.ts';
import { buyableGoods, expectWalletBalanced, placeOrder, recharge } from '../../test/orders-fixture.ts';
import { ordering } from '../../test/ordering.ts';
import { expectPointsBalanced, orderPoints } from '../../test/points.ts';
import { expectVouchersBalanced } from '../../test/vouchers-fixture.ts';
import { settleCashback } from '../cashback/settle.ts';

const DAY = 86_400_000;

/**
 * The balance is the sum of its ledger after everything that moves it happens at once: top-up
 * notifications (each sent twice), balance payments (each clicked twice), after-sales refunds to the
 * wallet, and two cashback sweeps — whose awards, whatever the interleaving, end at exactly what their
 * orders still count.
 */
describe('the money, points and 购物金 ledgers under concurrent top-ups, payments, receipts, refunds and cashback', () => {
  let t: TestApp;
  let buyer: Buyer;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ DATABASE_POOL_SIZE: '20', RATE_LIMIT_MAX: '100000' });
    buyer = theRow(await makeBuyers(t, 1));
    admin = await t.loginStaff('admin');
  });
  afterAll(() => t.close());

  it('Σ ledger = balance; each top-up credited once, each order paid once, each award what its orders count', async () => {
    const db = t.database.db;
    const online = onlinePaying(t);
    const o = ordering(t);
    const [g] = await buyableGoods(t, 1);
    const lastMonth = previousPeriod(periodOf(new Date()));
    const inLastMonth = new Date(periodBounds(lastMonth).start.getTime() + 3 * DAY);
    const settleAt = new Date(periodBounds(lastMonth).end.getTime() + 8 * DAY);
    const tiers = [{ threshold_fen: 100, rate_bp: 150 }];
    const [activity, voucherActivity] = await db
      .insert(cashbackActivities)
      .values([
        { name: '并发满额返', startsOn: '2020-01-01', endsOn: '2099-12-31', tiers, reward: 'balance' },
        { name: '并发购物金返', startsOn: '2020-01-01', endsOn: '2099-12-31', tiers, reward: 'voucher' },
      ])
      .returning();

    await recharge(t, buyer.id, 5_000_000);
    const completed = await Promise.all(
      [1, 2, 3, 4].map(() =>
        placeOrder(t, {
          userId: buyer.id,
          status: OrderStatus.COMPLETED,
          payMethod: 'transfer',
          createdAt: inLastMonth,
          lines: [{ goodsId: g!.id, number: g!.step * 2 }],
        }),
      ),
    );
    const requests = await Promise.all(
      completed.slice(0, 2).map(async (orderId) => {
        const [line] = (await t.inject({ method: 'GET', url: `/api/order/${orderId}`, headers: buyer.headers })).json()
          .data.lines;
        return (
          await o.post(`/api/order/${orderId}/after_sales`, buyer.headers, {
            kind: 'return',
            reason: '质量问题',
            items: [{ order_item_id: line.id, number: g!.step }],
          })
        ).json().data.id as number;
      }),
    );
    // One cart: orders are placed one after another, as a buyer does.
    const shipped = await Promise.all(
      [1, 2].map(() =>
        placeOrder(t, {
          userId: buyer.id,
          status: OrderStatus.SHIPPED,
          payMethod: 'transfer',
          lines: [{ goodsId: g!.id, number: g!.step }],
        }),
      ),
    );
    const unpaid = [];
    for (let i = 0; i < 4; i++) unpaid.push(await o.orderOne(buyer));
    const topUps = await Promise.all(
      [100, 200.5, 300, 400.25].map(
        async (amount) =>
          (
            await t.inject({
              method: 'POST',
              url: '/api/cash_coupon/userRecharge',
              headers: buyer.headers,
              payload: { amount },
            })
          ).json().data,
      ),
    );
    const notices = topUps.map((r) => online.gateway('sandbox').pay(online.outTradeNoOf(r.redirect_url)).rawBody);

    await Promise.all([
      ...notices.flatMap((body) => [online.notify('sandbox', body), online.notify('sandbox', body)]),
      ...unpaid.flatMap((order) => [
        o.pay(buyer.headers, order.id, 'balance'),
        o.pay(buyer.headers, order.id, 'balance'),
      ]),
      ...requests.map((id) =>
        o.post(`/api/admin/after_sales/${id}/review`, admin, { action: 'approve', refund_to: 'balance' }),
      ),
      ...shipped.flatMap((id) => [1, 2].map(() => o.post(`/api/order/${id}/confirm`, buyer.headers, {}))),
      settleCashback(db, settleAt),
      settleCashback(db, settleAt),
    ]);

    await expectPointsBalanced(t, buyer.id);
    for (const id of shipped) expect(await orderPoints(t, id, 'earn')).toBeGreaterThan(0);
    const voucherAward = theRow(
      await db
        .select()
        .from(cashbackAwards)
        .where(and(eq(cashbackAwards.activityId, voucherActivity!.id), eq(cashbackAwards.userId, buyer.id))),
    );
    // The voucher award was taken back from its voucher when a counted order was refunded after it.
    expect(await expectVouchersBalanced(t, buyer.id)).toBe(voucherAward.amountFen);

    await expectWalletBalanced(t, buyer.id);
    const rows = await db.select().from(userMoneyLog).where(eq(userMoneyLog.userId, buyer.id));
    expect(rows.filter((r) => r.type === 'recharge' && r.remark.startsWith('在线充值'))).toHaveLength(4);
    expect(rows.filter((r) => r.type === 'pay')).toHaveLength(4);
    expect(rows.filter((r) => r.type === 'refund')).toHaveLength(2);
    for (const order of unpaid) {
      const row = theRow(await db.select().from(orders).where(eq(orders.id, order.id)));
      expect(row.status).toBe(OrderStatus.PENDING_SHIPMENT);
    }

    const award = theRow(
      await db
        .select()
        .from(cashbackAwards)
        .where(and(eq(cashbackAwards.activityId, activity!.id), eq(cashbackAwards.userId, buyer.id))),
    );
    const [counted] = await db
      .select({ fen: sql<number>`sum(${orders.paidFen} - ${orders.refundedFen})::int` })
      .from(cashbackAwardOrders)
      .innerJoin(orders, eq(orders.id, cashbackAwardOrders.orderId))
      .where(eq(cashbackAwardOrders.awardId, award.id));
    expect(award.amountFen).toBe(cashbackFen(counted!.fen, tiers));
    const cashbackRows = rows.filter((r) => r.type === 'cashback');
    expect(cashbackRows.reduce((sum, r) => sum + r.amountFen, 0)).toBe(award.amountFen);
  });
});
