import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { goods, orders, users } from '../../db/schema.ts';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts.ts';
import { insertPastOrder } from '../../seed/purchase-history.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { theRow } from '../../db/rows.ts';

type Row = {
  goods: { id: number; base_price: number | null; is_buy: number; number: number };
  last_price: number;
  last_time: number;
  times: number;
  total_number: number;
};
const DAY = 86_400_000;

describe('常购清单 GET /api/user/fast_buy', () => {
  let t: TestApp;
  let buyer: Record<string, string>;
  let other: Record<string, string>;
  let a: typeof goods.$inferSelect,
    b: typeof goods.$inferSelect,
    c: typeof goods.$inferSelect,
    d: typeof goods.$inferSelect,
    e: typeof goods.$inferSelect;
  const now = Date.now();
  const list = async (headers: Record<string, string>, query = '') =>
    (await t.inject({ method: 'GET', url: `/api/user/fast_buy${query}`, headers })).json();
  const ids = (rows: Row[]) => rows.map((r) => r.goods.id);

  beforeAll(async () => {
    t = await createTestApp();
    buyer = await t.login('buyer');
    other = await t.login('pendingBuyer');
    const db = t.database.db;
    const idOf = async (username: string) =>
      (await db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
    const [buyerId, otherId] = [
      await idOf(DEMO_ACCOUNTS.buyer.username),
      await idOf(DEMO_ACCOUNTS.pendingBuyer.username),
    ];
    // The seeded history is set aside (cancelled orders are not purchases), so only this fixture counts.
    await db.update(orders).set({ status: 4 }).where(eq(orders.userId, buyerId));
    const five = await db
      .select()
      .from(goods)
      .where(and(eq(goods.type, 0), eq(goods.isBuy, true), eq(goods.isListed, true), sql`${goods.stock} > 0`))
      .orderBy(asc(goods.id))
      .limit(5);
    expect(five).toHaveLength(5);
    [a, b, c, d, e] = five as [typeof a, typeof a, typeof a, typeof a, typeof a];
    const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
    await insertPastOrder(db, buyerId, {
      status: 3,
      createdAt: at(10),
      lines: [
        { goods: a, number: 10, priceFen: 1000 },
        { goods: b, number: 20, priceFen: 500 },
      ],
    });
    await insertPastOrder(db, buyerId, {
      status: 2,
      createdAt: at(5),
      lines: [
        { goods: a, number: 20, priceFen: 900 },
        { goods: d, number: 1, type: 9 },
      ],
    });
    await insertPastOrder(db, buyerId, {
      status: 1,
      createdAt: at(1),
      lines: [{ goods: c, number: 10, priceFen: 300 }],
    });
    await insertPastOrder(db, buyerId, { status: 0, createdAt: at(0), lines: [{ goods: b, number: 10, priceFen: 1 }] });
    await insertPastOrder(db, buyerId, { status: 4, createdAt: at(0), lines: [{ goods: e, number: 10 }] });
    await insertPastOrder(db, otherId, {
      status: 3,
      createdAt: at(2),
      lines: [{ goods: e, number: 30, priceFen: 700 }],
    });
  });
  afterAll(() => t.close());

  it('lists each goods once, most recent first, with the last price paid, the date, times and total bought', async () => {
    const body = await list(buyer);
    expect(body.code).toBe(10000);
    expect(body.data).toMatchObject({ total: 3, page: 1, page_size: 20 });
    expect(ids(body.data.data)).toEqual([c.id, a.id, b.id]);
    const rowA = body.data.data.find((r: Row) => r.goods.id === a.id);
    expect(rowA).toMatchObject({
      last_price: 9,
      times: 2,
      total_number: 30,
      last_time: Math.floor((now - 5 * DAY) / 1000),
    });
    // The goods as they are now: the past orders took their units from stock.
    const { stock } = theRow(await t.database.db.select({ stock: goods.stock }).from(goods).where(eq(goods.id, a.id)));
    expect(rowA.goods).toMatchObject({ base_price: a.basePriceFen / 100, number: stock, is_buy: 1 });
    expect(body.data.data.find((r: Row) => r.goods.id === b.id)).toMatchObject({
      last_price: 5,
      times: 1,
      total_number: 20,
    });
  });

  it('says how today’s price for the quantity bought last differs from what was paid, and marks an open 到货提醒', async () => {
    const db = t.database.db;
    // a: 20 bought last at 9.00; today 8.50 at that quantity (its ladder's tier for 20 and up), 10.00 below it.
    await db
      .update(goods)
      .set({ basePriceFen: 1000, ladderPrice: [{ number: 20, priceFen: 850 }], ladderPriceType: 0 })
      .where(eq(goods.id, a.id));
    // b: 20 bought last at 5.00; today 5.60, and out of stock with the buyer's notice open.
    await db.update(goods).set({ basePriceFen: 560, ladderPrice: [], stock: 0 }).where(eq(goods.id, b.id));
    const notice = await t.inject({ method: 'POST', url: `/api/goods/${b.id}/arrival_notice`, headers: buyer });
    expect(notice.json().code).toBe(10000);
    const rows: (Row & { price_change: number | null; goods: { arrival_notice: number } })[] = (await list(buyer)).data
      .data;
    const rowOf = (id: number) => rows.find((r) => r.goods.id === id)!;
    expect(rowOf(a.id)).toMatchObject({ last_price: 9, price_change: -0.5, goods: { arrival_notice: 0 } });
    expect(rowOf(b.id)).toMatchObject({ last_price: 5, price_change: 0.6, goods: { number: 0, arrival_notice: 1 } });
    // A buyer who may not see prices is not told how they moved.
    expect((await list(other)).data.data[0].price_change).toBeNull();
    await db
      .update(goods)
      .set({ basePriceFen: a.basePriceFen, ladderPrice: a.ladderPrice, ladderPriceType: a.ladderPriceType })
      .where(eq(goods.id, a.id));
    await db
      .update(goods)
      .set({ basePriceFen: b.basePriceFen, ladderPrice: b.ladderPrice, stock: b.stock })
      .where(eq(goods.id, b.id));
  });

  it('leaves out unpaid and cancelled orders and gift lines', async () => {
    const shown = ids((await list(buyer)).data.data);
    expect(shown).not.toContain(d.id);
    expect(shown).not.toContain(e.id);
  });

  it('sorts by how often a goods was bought, or by name', async () => {
    expect(ids((await list(buyer, '?order=count')).data.data)).toEqual([a.id, b.id, c.id]);
    const byPinyin = [a, b, c].sort((x, y) =>
      x.namePinyin < y.namePinyin
        ? -1
        : x.namePinyin > y.namePinyin
          ? 1
          : x.name < y.name
            ? -1
            : x.name > y.name
              ? 1
              : x.id - y.id,
    );
    expect(ids((await list(buyer, '?order=name')).data.data)).toEqual(byPinyin.map((g) => g.id));
  });

  it('pages the goods', async () => {
    const page2 = (await list(buyer, '?page=2&page_size=2')).data;
    expect(page2).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(ids(page2.data)).toEqual([b.id]);
  });

  it('never shows another buyer’s history, and hides prices a buyer may not see', async () => {
    expect(ids((await list(buyer)).data.data)).not.toContain(e.id);
    const theirs = (await list(other)).data.data;
    expect(ids(theirs)).toEqual([e.id]);
    expect(theirs[0].goods).toMatchObject({ base_price: null, is_buy: 0 });
  });

  it.each([['?order=price'], ['?page=0'], ['?page_size=1000'], ['?foo=1']])(
    'refuses the query %s with 422',
    async (query) => {
      const res = await t.inject({ method: 'GET', url: `/api/user/fast_buy${query}`, headers: buyer });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe(422);
    },
  );

  it('asks a visitor to log in', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/user/fast_buy' })).statusCode).toBe(401);
  });
});
