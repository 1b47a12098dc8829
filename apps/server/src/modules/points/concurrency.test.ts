// @pglite: concurrency suite (one connection on PGlite)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { WalletRefusal } from '@store/shared/codes';
import { storeYear, yearEnd } from '@store/shared/rules/points';
import { pointsLog } from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeBuyers, type Buyer } from '../../test/buyers.ts';
import { buyableGoods, placeOrder } from '../../test/orders-fixture.ts';
import { expectPointsBalanced, orderPoints } from '../../test/points.ts';
import { changePoints } from './ledger.ts';
import { sweepPointsExpiry } from './expiry.ts';

/**
 * The points ledger under real parallelism. On PostgreSQL (the test script's second API run) the calls run
 * on separate pooled connections at the same time; on PGlite they interleave on one.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

describe('points under concurrency', () => {
  let t: TestApp;
  let buyers: Buyer[];
  let goodsId: number;
  const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
    t.inject({ method: 'POST', url, headers, payload });

  beforeAll(async () => {
    t = await createTestApp({ DATABASE_POOL_SIZE: '20', RATE_LIMIT_MAX: '100000' });
    buyers = await makeBuyers(t, 12);
    goodsId = theRow(await buyableGoods(t, 1)).id;
  }, 60_000);
  afterAll(() => t.close());

  it(`completions, refunds, spends and adjustments at once: Σ ledger = points, each order earned once (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const buyer = buyers[0]!;
    const admin = await t.loginStaff('admin');
    const finance = await t.loginStaff('finance');
    const order = (status: 2 | 3) =>
      placeOrder(t, { userId: buyer.id, status, lines: [{ goodsId, number: 10, priceFen: 1234 }] });
    // Completed orders with points, each with a pending return of 4 units; and shipped ones to confirm.
    const completed: number[] = [];
    for (let i = 0; i < 6; i++) {
      const id = await order(2);
      expect((await post(`/api/order/${id}/confirm`, buyer.headers)).statusCode).toBe(200);
      completed.push(id);
    }
    const requests = await Promise.all(
      completed.map(async (id) => {
        const line = (await t.inject({ method: 'GET', url: `/api/order/${id}`, headers: buyer.headers })).json().data
          .lines[0];
        const res = await post(`/api/order/${id}/after_sales`, buyer.headers, {
          kind: 'return',
          reason: '近效期',
          items: [{ order_item_id: line.id, number: 4 }],
        });
        return res.json().data.id as number;
      }),
    );
    const shipped = await Promise.all(Array.from({ length: 8 }, () => order(2)));
    const spend = () =>
      t.database.db
        .transaction((tx) => changePoints(tx, { userId: buyer.id, type: 'spend', change: -25, remark: '兑换' }))
        .then(
          () => 'spent',
          (error: { code?: number }) => {
            if (error.code !== WalletRefusal.POINTS_SHORT.code) throw error;
            return 'short';
          },
        );

    const results = await Promise.all([
      // every shipped order confirmed twice at once
      ...shipped.flatMap((id) => [1, 2].map(() => post(`/api/order/${id}/confirm`, buyer.headers))),
      // every return approved twice at once
      ...requests.flatMap((id) =>
        [1, 2].map(() =>
          post(`/api/admin/after_sales/${id}/review`, admin, { action: 'approve', refund_to: 'balance' }),
        ),
      ),
      ...Array.from({ length: 40 }, spend),
      ...Array.from({ length: 5 }, () =>
        post(`/api/admin/users/${buyer.id}/points`, finance, { change: 3, reason: '补偿' }),
      ),
    ]);
    const codes = results.slice(0, 16).map((r) => (typeof r === 'string' ? r : r.statusCode));
    expect(codes.filter((c) => c === 200)).toHaveLength(8);
    expect(results.filter((r) => r === 'spent').length).toBeGreaterThan(0);

    await expectPointsBalanced(t, buyer.id);
    for (const id of [...completed, ...shipped]) expect(await orderPoints(t, id, 'earn')).toBe(123);
    for (const id of completed) {
      // floor(123 × 4/10) = 49, unless the spends left less to take back
      const reversed = -(await orderPoints(t, id, 'reverse'));
      expect(reversed).toBeGreaterThanOrEqual(0);
      expect(reversed).toBeLessThanOrEqual(49);
    }
    const negatives = await t.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(pointsLog)
      .where(and(eq(pointsLog.userId, buyer.id), sql`${pointsLog.pointsAfter} < 0`));
    expect(theRow(negatives).n).toBe(0);
  }, 120_000);

  it('two sweeps at once past a year-end write one expire row per buyer, and the same again writes none', async () => {
    const lastYear = new Date(Date.UTC(storeYear(new Date()) - 1, 5, 1));
    const holders = buyers.slice(1);
    await Promise.all(
      holders.map((b, i) =>
        t.database.db.transaction(async (tx) => {
          await changePoints(tx, { userId: b.id, type: 'adjust', change: 100 + i, remark: '结转', at: lastYear });
          await changePoints(tx, { userId: b.id, type: 'spend', change: -10, remark: '兑换' });
          await changePoints(tx, { userId: b.id, type: 'adjust', change: 7, remark: '今年' });
        }),
      ),
    );
    const after = new Date(yearEnd(storeYear(new Date())).getTime() + 1000);
    const written = await Promise.all([1, 2, 3].map(() => sweepPointsExpiry(t.database.db, after)));
    expect(written.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(holders.length);
    const rows = await t.database.db
      .select({ userId: pointsLog.userId, change: pointsLog.change })
      .from(pointsLog)
      .where(
        and(
          eq(pointsLog.type, 'expire'),
          inArray(
            pointsLog.userId,
            holders.map((b) => b.id),
          ),
        ),
      );
    expect(rows).toHaveLength(holders.length);
    for (const [i, b] of holders.entries()) {
      // the carry-over less the spend (oldest first); this year's 7 stay
      expect(rows.find((r) => r.userId === b.id)?.change).toBe(-(100 + i - 10));
      expect(await expectPointsBalanced(t, b.id)).toBe(7);
    }
    expect(await sweepPointsExpiry(t.database.db, after)).toBe(0);
  }, 120_000);
});
