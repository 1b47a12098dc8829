// @pglite: concurrency suite (one connection on PGlite)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { cashVoucherLog, cashVouchers, goods, orders, rechargeOffers, recharges } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeBuyers, type Buyer } from '../../test/buyers.ts';
import { ordering } from '../../test/ordering.ts';
import { expectVouchersBalanced, giveVoucher } from '../../test/vouchers-fixture.ts';
import { reverseVoucher } from './ledger.ts';
import { applyRechargeOffer } from './offers.ts';
import { sweepExpiredVouchers } from './sweep.ts';

/**
 * The voucher ledger under real parallelism: on PostgreSQL (the test script's pg run) each request has its own
 * pooled connection; on PGlite they interleave on one. Σ ledger = remaining per voucher and = the total per
 * buyer after every burst, no value below zero, no request failing with a deadlock.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const rounds = onPostgres ? 5 : 1;

describe('购物金 under concurrency', () => {
  let t: TestApp;
  let o: ReturnType<typeof ordering>;
  let goodsIds: number[];

  beforeAll(async () => {
    t = await createTestApp({ DATABASE_POOL_SIZE: '20', RATE_LIMIT_MAX: '100000' });
    o = ordering(t);
    // Distinct goods: one buyer's cart holds one line per goods.
    goodsIds = (
      await t.database.db
        .select({ id: goods.id })
        .from(goods)
        .where(
          and(
            eq(goods.type, 0),
            eq(goods.isBuy, true),
            eq(goods.isListed, true),
            eq(goods.middlePackage, 1),
            sql`jsonb_array_length(${goods.ladderPrice}) = 0`,
          ),
        )
        .orderBy(goods.id)
        .limit(8)
    ).map((g) => g.id);
    expect(goodsIds).toHaveLength(8);
    for (const id of goodsIds) await o.setStock(id, 100_000);
  }, 60_000);
  afterAll(() => t.close());

  const spentBy = async (orderIds: number[]) =>
    orderIds.length === 0
      ? 0
      : Number(
          (
            await t.database.db
              .select({ fen: sql<string>`coalesce(sum(${orders.voucherFen}), 0)` })
              .from(orders)
              .where(inArray(orders.id, orderIds))
          )[0]!.fen,
        );

  it(`orders placed at once by one buyer share the same vouchers without overspending them (${rounds} rounds)`, async () => {
    for (let round = 0; round < rounds; round++) {
      const [buyer] = (await makeBuyers(t, 1)) as [Buyer];
      await giveVoucher(t, buyer.id, 1_000, 5);
      await giveVoucher(t, buyer.id, 2_500, 9);
      const lines = await Promise.all(goodsIds.map((id) => o.addLine(buyer.headers, id, 3)));
      const results = await Promise.all(
        lines.map((id) => o.placeOrder(buyer.headers, { ids: [id], address_id: buyer.addressId, use_cash_coupon: 1 })),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
      const ids = results.map((r) => r.json().data.id as number);
      const spent = await spentBy(ids);
      // Every order asked for more than exists: together they took exactly what there was, never more.
      expect(spent).toBe(3_500);
      expect(await expectVouchersBalanced(t, buyer.id)).toBe(0);
      const [negative] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(cashVouchers)
        .where(sql`${cashVouchers.remainingFen} < 0`);
      expect(negative!.n).toBe(0);
    }
  }, 120_000);

  it('orders, cancels, grants, a reversal and two sweeps at once on one buyer keep Σ ledger = remaining = total', async () => {
    for (let round = 0; round < rounds; round++) {
      const [buyer] = (await makeBuyers(t, 1)) as [Buyer];
      for (let i = 0; i < 4; i++) await giveVoucher(t, buyer.id, 800 + i * 100, 3 + i);
      const expiring = await giveVoucher(t, buyer.id, 600, 3);
      await t.database.db
        .update(cashVouchers)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(cashVouchers.id, expiring));
      // Two orders already placed with vouchers, to be cancelled during the burst.
      const first = await Promise.all(
        [0, 1].map(async (i) => {
          const line = await o.addLine(buyer.headers, goodsIds[i]!, 3);
          return (
            await o.placeOrder(buyer.headers, { ids: [line], address_id: buyer.addressId, use_cash_coupon: 1 })
          ).json().data.id as number;
        }),
      );
      const cashback = await giveVoucher(t, buyer.id, 1_200, 20, 'cashback');
      const [cashbackRow] = await t.database.db.select().from(cashVouchers).where(eq(cashVouchers.id, cashback));
      const newLines = await Promise.all([2, 3, 4].map((i) => o.addLine(buyer.headers, goodsIds[i]!, 3)));
      const burst = await Promise.all([
        ...newLines.map((id) =>
          o.placeOrder(buyer.headers, { ids: [id], address_id: buyer.addressId, use_cash_coupon: 1 }),
        ),
        ...first.map((id) => o.post(`/api/order/${id}/cancel`, buyer.headers, { reason: '测试取消' })),
        giveVoucher(t, buyer.id, 300, 15),
        t.database.db.transaction((tx) =>
          reverseVoucher(tx, { source: 'cashback', sourceId: cashbackRow!.sourceId, userId: buyer.id, remark: '收回' }),
        ),
        sweepExpiredVouchers(t.database.db),
        sweepExpiredVouchers(t.database.db),
      ]);
      for (const r of burst)
        if (r && typeof r === 'object' && 'statusCode' in r) expect(r.statusCode, r.body).toBe(200);
      await expectVouchersBalanced(t, buyer.id);
      const expires = await t.database.db
        .select()
        .from(cashVoucherLog)
        .where(sql`${cashVoucherLog.voucherId} = ${expiring} and ${cashVoucherLog.type} = 'expire'`);
      expect(expires).toHaveLength(1);
    }
  }, 120_000);

  it('a recharge offer grants once when the credit is replayed at once', async () => {
    const [buyer] = (await makeBuyers(t, 1)) as [Buyer];
    const now = Date.now();
    await t.database.db.insert(rechargeOffers).values({
      name: '并发测试充200送20',
      thresholdFen: 20_000,
      bonusFen: 2_000,
      validityDays: 7,
      startsAt: new Date(now - 60_000),
      endsAt: new Date(now + 86_400_000),
    });
    const [recharge] = await t.database.db
      .insert(recharges)
      .values({ userId: buyer.id, method: 'transfer', amountFen: 20_000, status: 'paid' })
      .returning();
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.database.db.transaction((tx) =>
          applyRechargeOffer(tx, { userId: buyer.id, rechargeId: recharge!.id, amountFen: 20_000 }),
        ),
      ),
    );
    expect(results.filter((r) => r?.granted)).toHaveLength(1);
    expect(await expectVouchersBalanced(t, buyer.id)).toBe(2_000);
  });
});
