// @pglite: concurrency suite (one connection on PGlite)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderRefusal } from '@store/shared/codes';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { cartItems, flashSales, goods, orderItems, orders, userCoupons } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeBuyers, type Buyer } from '../../test/buyers.ts';
import { recharge, walletOf } from '../../test/orders-fixture.ts';
import { ordering } from '../../test/ordering.ts';
import { theRow } from '../../db/rows.ts';
import { ordinaryGoods } from '../../test/goods.ts';

/**
 * Money and stock under real parallelism. On PostgreSQL (the test script's second API run) the
 * requests run on separate pooled connections at the same time; on PGlite they interleave on one.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

describe('ordering under concurrency', () => {
  let t: TestApp;
  let o: ReturnType<typeof ordering>;
  let buyers: Buyer[];
  let g: typeof goods.$inferSelect;

  beforeAll(async () => {
    // 200 buyers are 200 shops on 200 addresses; through inject they all come from 127.0.0.1, so the
    // per-IP rate limit is raised for this file only.
    t = await createTestApp({ DATABASE_POOL_SIZE: '20', RATE_LIMIT_MAX: '100000' });
    o = ordering(t);
    buyers = await makeBuyers(t, 200);
    g = await o.plainGoods();
  }, 60_000);
  afterAll(() => t.close());

  const cartLine = async (buyer: Buyer, goodsId: number, number: number, type = 0, flashSaleId?: number) =>
    (
      await t.database.db
        .insert(cartItems)
        .values({ userId: buyer.id, goodsId, number, type, flashSaleId })
        .returning({ id: cartItems.id })
    )[0]!.id;
  const orderedUnits = async (goodsId: number) =>
    Number(
      (
        await t.database.db
          .select({ n: sql<string>`coalesce(sum(${orderItems.number}), 0)` })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(and(eq(orderItems.goodsId, goodsId), sql`${orders.status} <> 4`))
      )[0]!.n,
    );

  it(`200 buyers order the last 10 units at once: exactly 10 orders, stock 0, never negative (${onPostgres ? 10 : 2} rounds)`, async () => {
    for (let round = 0; round < (onPostgres ? 10 : 2); round++) {
      const initial = 10;
      await o.setStock(g.id, initial);
      const before = await orderedUnits(g.id);
      const lines = await Promise.all(buyers.map((b) => cartLine(b, g.id, 1)));
      const results = await Promise.all(
        buyers.map((b, i) => o.placeOrder(b.headers, { ids: [lines[i]], address_id: b.addressId })),
      );
      const codes = results.map((r) => r.json().code);
      expect(codes.filter((c) => c === 10000)).toHaveLength(10);
      expect(
        codes.filter((c) => c !== 10000 && c !== OrderRefusal.STOCK_SHORT.code && c !== OrderRefusal.LINE_INVALID.code),
      ).toEqual([]);
      expect(results.every((r) => r.statusCode < 500)).toBe(true);
      expect(await o.stockOf(g.id)).toBe(0);
      expect(initial - ((await orderedUnits(g.id)) - before)).toBe(0);
      await t.database.db.delete(cartItems).where(inArray(cartItems.id, lines));
    }
  }, 120_000);

  it('a flash-sale line and a normal line of one goods cannot together take more than its stock', async () => {
    const buyer = theRow(buyers);
    await o.setStock(g.id, 5);
    const sale = theRow(
      await t.database.db
        .insert(flashSales)
        .values({
          goodsId: g.id,
          priceFen: Math.max(1, g.basePriceFen - 100),
          stock: 5,
          perBuyerLimit: 10,
          startsAt: new Date(Date.now() - 60_000),
          endsAt: new Date(Date.now() + 3_600_000),
        })
        .returning(),
    );
    const ids = [await cartLine(buyer, g.id, 3), await cartLine(buyer, g.id, 3, 1, sale.id)];
    const res = await o.placeOrder(buyer.headers, { ids, address_id: buyer.addressId });
    expect(res.json().code).toBe(OrderRefusal.LINE_INVALID.code);
    expect(await o.stockOf(g.id)).toBe(5);
    await t.database.db.delete(cartItems).where(inArray(cartItems.id, ids));
  });

  it('20 submits at once with one Idempotency-Key make one order', async () => {
    const [, buyer] = buyers;
    await o.setStock(g.id, 100);
    const line = await cartLine(buyer!, g.id, 2);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        o.placeOrder(buyer!.headers, { ids: [line], address_id: buyer!.addressId }, 'same-key-twenty'),
      ),
    );
    const ids = new Set(results.map((r) => r.json().data?.id));
    expect(results.map((r) => r.json().code)).toEqual(Array(20).fill(10000));
    expect(ids.size).toBe(1);
    expect(
      await t.database.db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, buyer!.id), eq(orders.idempotencyKey, 'same-key-twenty'))),
    ).toHaveLength(1);
    expect(await o.stockOf(g.id)).toBe(98);
  });

  it('a coupon with one use left, 50 orders at once: used by exactly one', async () => {
    const buyer = buyers[2];
    await o.setStock(g.id, 1000);
    const coupon = theRow(
      await t.database.db
        .insert(userCoupons)
        .values({ userId: buyer!.id, couponId: 3, expiresAt: new Date(Date.now() + 86_400_000) })
        .returning(),
    );
    const couponTemplate = theRow(
      await t.database.db
        .execute(sql`select amount_fen, min_amount_fen, type from coupons where id = 3`)
        .then((r) => (r as unknown as { rows: { type: number }[] }).rows),
    );
    // A coupon usable on every one of these orders: the free-shipping coupon on orders under the threshold.
    expect(couponTemplate.type).toBe(2);
    const lines = await Promise.all(Array.from({ length: 50 }, () => cartLine(buyer!, g.id, 1)));
    const results = await Promise.all(
      lines.map((line) =>
        o.placeOrder(buyer!.headers, { ids: [line], address_id: buyer!.addressId, user_coupon_id: coupon.id }),
      ),
    );
    const codes = results.map((r) => r.json().code);
    expect(codes.filter((c) => c === 10000)).toHaveLength(1);
    expect(codes.filter((c) => c !== 10000 && c !== OrderRefusal.COUPON_UNUSABLE_TAKEN.code)).toEqual([]);
    expect(await o.stockOf(g.id)).toBe(999);
    const used = theRow(await t.database.db.select().from(userCoupons).where(eq(userCoupons.id, coupon.id)));
    expect(used.status).toBe(1);
    expect(used.orderId).toBe(results.find((r) => r.json().code === 10000)!.json().data.id);
  });

  it('100 two-goods carts race for the last 10 units of one of them: 10 orders, each took both goods, nothing else moved', async () => {
    const [a, b] = await ordinaryGoods(t, eq(goods.isListed, true), eq(goods.middlePackage, 1))
      .orderBy(goods.id)
      .limit(2);
    await o.setStock(a!.id, 1000);
    await o.setStock(b!.id, 10);
    const [soldA, soldB] = [await orderedUnits(a!.id), await orderedUnits(b!.id)];
    const group = buyers.slice(60, 160);
    const carts: number[][] = [];
    for (const buyer of group) carts.push([await cartLine(buyer, a!.id, 1), await cartLine(buyer, b!.id, 1)]);
    const results = await Promise.all(
      group.map((buyer, i) => o.placeOrder(buyer.headers, { ids: carts[i], address_id: buyer.addressId })),
    );
    const codes = results.map((r) => r.json().code);
    expect(codes.filter((c) => c === 10000)).toHaveLength(10);
    expect(codes.filter((c) => c !== 10000 && c !== OrderRefusal.STOCK_SHORT.code)).toEqual([]);
    // A refused order took nothing from the goods it did have: the stock and the order lines agree.
    expect([await o.stockOf(a!.id), await o.stockOf(b!.id)]).toEqual([990, 0]);
    expect([(await orderedUnits(a!.id)) - soldA, (await orderedUnits(b!.id)) - soldB]).toEqual([10, 10]);
    await t.database.db.delete(cartItems).where(inArray(cartItems.id, carts.flat()));
  }, 60_000);

  it('50 carts holding two goods in opposite orders all order without a deadlock or a 500', async () => {
    const [a, b] = await ordinaryGoods(t, eq(goods.isListed, true), eq(goods.middlePackage, 1))
      .orderBy(goods.id)
      .limit(2);
    await o.setStock(a!.id, 1000);
    await o.setStock(b!.id, 1000);
    const group = buyers.slice(10, 60);
    const carts: number[][] = [];
    for (const [i, buyer] of group.entries()) {
      // Half the carts got A first, half B first: their line ids run in opposite goods orders.
      const first = i % 2 ? a : b;
      const second = i % 2 ? b : a;
      carts.push([await cartLine(buyer, first!.id, 1), await cartLine(buyer, second!.id, 1)]);
    }
    const results = await Promise.all(
      group.map((buyer, i) => o.placeOrder(buyer.headers, { ids: carts[i], address_id: buyer.addressId })),
    );
    expect(results.map((r) => r.json().code)).toEqual(Array(50).fill(10000));
    expect([await o.stockOf(a!.id), await o.stockOf(b!.id)]).toEqual([950, 950]);
  }, 60_000);

  it('20 buyers pay their orders from the balance at once while each presses twice: every wallet is right to the fen', async () => {
    const group = buyers.slice(100, 120);
    await o.setStock(g.id, 1000);
    const placed: { id: number; payable_amount: number }[] = [];
    for (const buyer of group) {
      await recharge(t, buyer.id, 100_000);
      const line = await cartLine(buyer, g.id, 1);
      placed.push((await o.placeOrder(buyer.headers, { ids: [line], address_id: buyer.addressId })).json().data);
    }
    await Promise.all(
      group.flatMap((buyer, i) => [
        o.pay(buyer.headers, placed[i]!.id, 'balance'),
        o.pay(buyer.headers, placed[i]!.id, 'balance'),
      ]),
    );
    for (const [i, buyer] of group.entries()) {
      const { balanceFen, ledgerFen } = await walletOf(t, buyer.id);
      expect(balanceFen).toBe(100_000 - Math.round(placed[i]!.payable_amount * 100));
      expect(ledgerFen).toBe(balanceFen);
    }
  }, 60_000);
});
