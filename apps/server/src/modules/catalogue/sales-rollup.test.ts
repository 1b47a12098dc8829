// @pglite: roll-ups interleaved with orders (one connection on PGlite)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { cartItems, goods, goodsSalesPending } from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeBuyers, type Buyer } from '../../test/buyers.ts';
import { ordering } from '../../test/ordering.ts';
import { rollUpSales } from './sales-rollup.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

describe('销量: units sold reach goods.sales with the minute roll-up', () => {
  let t: TestApp;
  let o: ReturnType<typeof ordering>;
  let buyers: Buyer[];

  beforeAll(async () => {
    t = await createTestApp({ DATABASE_POOL_SIZE: '12', RATE_LIMIT_MAX: '100000' });
    o = ordering(t);
    buyers = await makeBuyers(t, 30);
    await rollUpSales(t.database.db); // whatever the demo seed left pending
  }, 60_000);
  afterAll(() => t.close());

  const salesOf = async (goodsId: number) =>
    theRow(await t.database.db.select({ sales: goods.sales }).from(goods).where(eq(goods.id, goodsId))).sales;
  const pendingRows = async () =>
    Number(theRow(await t.database.db.select({ n: sql<string>`count(*)` }).from(goodsSalesPending)).n);

  it('an order leaves 销量 as it was until the roll-up, which adds exactly its units once', async () => {
    const buyer = buyers[0]!;
    const g = await o.plainGoods();
    const before = await salesOf(g.id);
    const placed = await o.orderOne(buyer, 3);
    expect(placed.goodsId).toBe(g.id);
    expect(await salesOf(g.id)).toBe(before);
    expect(await pendingRows()).toBe(1);

    expect(await rollUpSales(t.database.db)).toBe(1);
    expect(await salesOf(g.id)).toBe(before + 3);
    expect(await pendingRows()).toBe(0);
    expect(await rollUpSales(t.database.db)).toBe(0);
    expect(await salesOf(g.id)).toBe(before + 3);
  });

  it('a refused order adds nothing to 销量', async () => {
    const buyer = buyers[1]!;
    const g = await o.plainGoods();
    const before = await salesOf(g.id);
    const line = await o.addLine(buyer.headers, g.id, 2);
    await o.setStock(g.id, 1);
    const res = await o.placeOrder(buyer.headers, { ids: [line], address_id: buyer.addressId });
    expect(res.json().code).not.toBe(10000);
    await rollUpSales(t.database.db);
    expect(await salesOf(g.id)).toBe(before);
    await o.setStock(g.id, 10_000);
    await t.database.db.delete(cartItems).where(eq(cartItems.id, line));
  });

  it(`orders placed while roll-ups run are each counted once, with no deadlock (${onPostgres ? 'PostgreSQL, in parallel' : 'PGlite'})`, async () => {
    const g = await o.plainGoods();
    await o.setStock(g.id, 10_000);
    const before = await salesOf(g.id);
    const lines = await Promise.all(
      buyers.map(
        async (b) =>
          theRow(
            await t.database.db
              .insert(cartItems)
              .values({ userId: b.id, goodsId: g.id, number: 2, type: 0 })
              .returning({ id: cartItems.id }),
          ).id,
      ),
    );
    let placing = true;
    const rollUps = (async () => {
      let runs = 0;
      while (placing) {
        await rollUpSales(t.database.db);
        runs++;
        // PGlite answers within microtasks: let the requests' own tasks run between roll-ups.
        await new Promise((resolve) => setImmediate(resolve));
      }
      return runs;
    })();
    const results = await Promise.all(
      buyers.map((b, i) => o.placeOrder(b.headers, { ids: [lines[i]], address_id: b.addressId })),
    );
    placing = false;
    expect(await rollUps).toBeGreaterThan(0);
    expect(results.map((r) => r.json().code)).toEqual(buyers.map(() => 10000));
    await rollUpSales(t.database.db);
    expect(await salesOf(g.id)).toBe(before + 2 * buyers.length);
    expect(await pendingRows()).toBe(0);
  }, 60_000);
});
