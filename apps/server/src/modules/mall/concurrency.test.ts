// @pglite: concurrency suite (one connection on PGlite)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, notInArray } from 'drizzle-orm';
import { MallRefusal, StockRefusal, WalletRefusal } from '@store/shared/codes';
import { goods, mallGoods, pointsLog, pointsOrderPicks, stockBatches } from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeBuyers, type Buyer } from '../../test/buyers.ts';
import { expectPointsBalanced } from '../../test/points.ts';
import { changePoints } from '../points/ledger.ts';

/**
 * Redeeming under real parallelism. On PostgreSQL (the test script's second API run) the requests run on
 * separate pooled connections at the same time; on PGlite they interleave on one.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const where = onPostgres ? 'PostgreSQL' : 'PGlite';

describe('points mall under concurrency', () => {
  let t: TestApp;
  let marketing: Record<string, string>;
  let buyers: Buyer[];
  const create = async (over: Record<string, unknown>) => {
    const payload = { name: '电子体温计', kind: 'goods', points_price: 100, stock: 1000, ...over };
    const res = (await t.inject({ method: 'POST', url: '/api/admin/mall/goods', headers: marketing, payload })).json();
    if (res.code !== 10000) throw new Error(JSON.stringify(res));
    return res.data.id as number;
  };
  const give = (buyer: Buyer, points: number) =>
    t.database.db.transaction((tx) =>
      changePoints(tx, { userId: buyer.id, type: 'adjust', change: points, remark: '测试' }),
    );
  const redeem = (buyer: Buyer, goodsId: number) =>
    t
      .inject({
        method: 'POST',
        url: '/api/mall/redeem',
        headers: buyer.headers,
        payload: { goods_id: goodsId, number: 1, address_id: buyer.addressId },
      })
      .then((res) => res.json().code as number);
  const tally = (codes: number[]) =>
    codes.reduce<Record<number, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});
  const stockOf = async (id: number) =>
    theRow(await t.database.db.select().from(mallGoods).where(eq(mallGoods.id, id)));

  beforeAll(async () => {
    t = await createTestApp({ DATABASE_POOL_SIZE: '20', RATE_LIMIT_MAX: '100000' });
    marketing = await t.loginStaff('marketing');
    buyers = await makeBuyers(t, 32);
  }, 60_000);
  afterAll(() => t.close());

  it(`one buyer's 40 parallel redemptions never take the points below zero (${where})`, async () => {
    const buyer = buyers[0]!;
    await give(buyer, 1000);
    const id = await create({ points_price: 100 });
    const codes = await Promise.all(Array.from({ length: 40 }, () => redeem(buyer, id)));
    expect(tally(codes)).toEqual({ 10000: 10, [WalletRefusal.POINTS_SHORT.code]: 30 });
    expect(await expectPointsBalanced(t, buyer.id)).toBe(0);
    // the refused ones rolled back their stock and count too
    expect(await stockOf(id)).toMatchObject({ stock: 990, sold: 10 });
  });

  it(`30 buyers racing for the last 5 units: exactly 5 orders, never oversold (${where})`, async () => {
    const racers = buyers.slice(1, 31);
    await Promise.all(racers.map((b) => give(b, 500)));
    const id = await create({ points_price: 100, stock: 5 });
    const codes = await Promise.all(racers.map((b) => redeem(b, id)));
    expect(tally(codes)).toEqual({ 10000: 5, [MallRefusal.MALL_STOCK_SHORT.code]: 25 });
    expect(await stockOf(id)).toMatchObject({ stock: 0, sold: 5 });
    const balances = await Promise.all(racers.map((b) => expectPointsBalanced(t, b.id)));
    expect(balances.filter((p) => p === 400)).toHaveLength(5);
    expect(balances.filter((p) => p === 500)).toHaveLength(25);
  });

  it(`one buyer's 30 parallel clicks on a goods limited to 3 each: exactly 3 (${where})`, async () => {
    const buyer = buyers[31]!;
    await give(buyer, 100_000);
    const id = await create({ points_price: 10, per_user_limit: 3 });
    const codes = await Promise.all(Array.from({ length: 30 }, () => redeem(buyer, id)));
    expect(tally(codes)).toEqual({ 10000: 3, [MallRefusal.MALL_LIMIT_REACHED.code]: 27 });
    expect(await expectPointsBalanced(t, buyer.id)).toBe(100_000 - 30);
  });

  it(`an order cancelled 10 times at once gives back once (${where})`, async () => {
    const buyer = buyers[31]!;
    const before = await expectPointsBalanced(t, buyer.id);
    const id = await create({ points_price: 50 });
    const res = await t.inject({
      method: 'POST',
      url: '/api/mall/redeem',
      headers: buyer.headers,
      payload: { goods_id: id, number: 2, address_id: buyer.addressId },
    });
    const orderId = res.json().data.order.id as number;
    const codes = await Promise.all(
      Array.from({ length: 10 }, () =>
        t
          .inject({
            method: 'POST',
            url: `/api/user/points_orders/${orderId}/cancel`,
            headers: buyer.headers,
            payload: {},
          })
          .then((r) => r.json().code as number),
      ),
    );
    expect(tally(codes)).toEqual({ 10000: 1, [MallRefusal.POINTS_ORDER_NOT_CANCELLABLE.code]: 9 });
    const rows = await t.database.db.select().from(pointsLog).where(eq(pointsLog.pointsOrderId, orderId));
    expect(rows.map((r) => r.change).sort()).toEqual([-100, 100]);
    expect(await expectPointsBalanced(t, buyer.id)).toBe(before);
    expect(await stockOf(id)).toMatchObject({ stock: 1000, sold: 0 });
  });

  it(`10 clerks shipping 10 points orders at once from a batch of 3: exactly 3 ship, the batch ends at 0 (${where})`, async () => {
    const warehouse = await t.loginStaff('warehouse');
    const admin = await t.loginStaff('admin');
    const tracked = t.database.db.selectDistinct({ id: stockBatches.goodsId }).from(stockBatches);
    const [free] = await t.database.db
      .select({ id: goods.id })
      .from(goods)
      .where(notInArray(goods.id, tracked))
      .orderBy(goods.id)
      .limit(1);
    const received = (
      await t.inject({
        method: 'POST',
        url: `/api/admin/goods/${free!.id}/batches`,
        headers: admin,
        payload: { batch_number: 'PAR3', expiry_date: '2099-12-31', quantity: 3 },
      })
    ).json().data.batch;
    const id = await create({ goods_id: free!.id, is_drug: 1, points_price: 1 });
    const orderIds: number[] = [];
    for (const buyer of buyers.slice(20, 30)) {
      await give(buyer, 1);
      const res = await t.inject({
        method: 'POST',
        url: '/api/mall/redeem',
        headers: buyer.headers,
        payload: { goods_id: id, number: 1, address_id: buyer.addressId },
      });
      orderIds.push(res.json().data.order.id);
    }
    const codes = await Promise.all(
      orderIds.map((orderId) =>
        t
          .inject({
            method: 'POST',
            url: `/api/admin/points_orders/${orderId}/ship`,
            headers: warehouse,
            payload: { carrier: '顺丰', tracking_no: `SF${orderId}` },
          })
          .then((res) => res.json().code as number),
      ),
    );
    expect(tally(codes)).toEqual({ 10000: 3, [StockRefusal.BATCHES_SHORT.code]: 7 });
    const [batch] = await t.database.db.select().from(stockBatches).where(eq(stockBatches.id, received.id));
    expect(batch!.quantity).toBe(0);
    const picks = await t.database.db
      .select()
      .from(pointsOrderPicks)
      .where(inArray(pointsOrderPicks.pointsOrderId, orderIds));
    expect(picks).toHaveLength(3);
  });
});
