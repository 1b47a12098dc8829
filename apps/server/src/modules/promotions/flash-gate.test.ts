// @pglite: concurrency suite: the flash-sale gate (one connection on PGlite)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { OrderRefusal } from '@store/shared/codes';
import { cartItems, flashSaleGates, flashSales, goods, orderItems } from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeBuyers, type Buyer } from '../../test/buyers.ts';
import { ordering } from '../../test/ordering.ts';
import { SOLD_OUT_MEMORY_MS } from '../cart/sold-out.ts';

/** The flash-sale gate under real parallelism (PostgreSQL in the test script's second API run). */
const onPostgres = Boolean(process.env.DATABASE_URL);

describe('a flash-sale rush', () => {
  let t: TestApp;
  let o: ReturnType<typeof ordering>;
  let buyers: Buyer[];

  beforeAll(async () => {
    t = await createTestApp({ DATABASE_POOL_SIZE: '20', RATE_LIMIT_MAX: '100000' });
    o = ordering(t);
    buyers = await makeBuyers(t, 120);
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.database.db;
  const newSale = async (goodsId: number, stock: number) =>
    theRow(
      await db()
        .insert(flashSales)
        .values({
          goodsId,
          priceFen: 100,
          stock,
          perBuyerLimit: 1,
          startsAt: new Date(Date.now() - 1_000),
          endsAt: new Date(Date.now() + 3_600_000),
        })
        .returning(),
    );
  const flashLine = async (buyer: Buyer, goodsId: number, saleId: number) =>
    theRow(
      await db()
        .insert(cartItems)
        .values({ userId: buyer.id, goodsId, number: 1, type: 1, flashSaleId: saleId })
        .returning({ id: cartItems.id }),
    ).id;
  const gateOf = async (saleId: number) =>
    theRow(await db().select().from(flashSaleGates).where(eq(flashSaleGates.saleId, saleId))).free;
  const saleStock = async (saleId: number) =>
    theRow(await db().select().from(flashSales).where(eq(flashSales.id, saleId))).stock;

  it(`120 buyers rush 7 flash units at once: exactly 7 orders, the rest 秒杀库存不足, nothing oversold (${onPostgres ? 5 : 1} rounds)`, async () => {
    const g = await o.plainGoods();
    await o.setStock(g.id, 1_000);
    for (let round = 0; round < (onPostgres ? 5 : 1); round++) {
      const sale = await newSale(g.id, 7);
      expect(await gateOf(sale.id)).toBe(7);
      const lines = await Promise.all(buyers.map((b) => flashLine(b, g.id, sale.id)));
      const results = await Promise.all(
        buyers.map((b, i) => o.placeOrder(b.headers, { ids: [lines[i]!], address_id: b.addressId })),
      );
      const codes = results.map((r) => r.json().code);
      expect(codes.filter((c) => c === 10000)).toHaveLength(7);
      expect(codes.filter((c) => c !== 10000 && c !== OrderRefusal.STOCK_SHORT_FLASH_SALE.code)).toEqual([]);
      expect(await saleStock(sale.id)).toBe(0);
      expect(await gateOf(sale.id)).toBe(0);
      const sold = await db().select().from(orderItems).where(eq(orderItems.flashSaleId, sale.id));
      expect(sold.reduce((n, line) => n + line.number, 0)).toBe(7);
      await db().delete(cartItems).where(inArray(cartItems.id, lines));
    }
  }, 120_000);

  it('120 buyers rush two flash sales in one order (5 and 30 units): 5 orders took both, the other sale got back every unit claimed for the refused', async () => {
    const [a, b] = await db()
      .select()
      .from(goods)
      .where(and(eq(goods.type, 0), eq(goods.isBuy, true), eq(goods.isListed, true), eq(goods.middlePackage, 1)))
      .orderBy(goods.id)
      .limit(2);
    await o.setStock(a!.id, 1_000);
    await o.setStock(b!.id, 1_000);
    const few = await newSale(a!.id, 5);
    const many = await newSale(b!.id, 30);
    // Half the buyers put the scarce sale's line in the cart first, half the other: the gates are claimed
    // in sale order whatever the cart's, so no two claims wait on each other in a cycle.
    const carts = await Promise.all(
      buyers.map(async (buyer, i) => {
        const [first, second] = i % 2 ? [few, many] : [many, few];
        return [await flashLine(buyer, first.goodsId, first.id), await flashLine(buyer, second.goodsId, second.id)];
      }),
    );
    const results = await Promise.all(
      buyers.map((buyer, i) => o.placeOrder(buyer.headers, { ids: carts[i]!, address_id: buyer.addressId })),
    );
    const codes = results.map((r) => r.json().code);
    expect(codes.filter((c) => c === 10000)).toHaveLength(5);
    expect(codes.filter((c) => c !== 10000 && c !== OrderRefusal.STOCK_SHORT_FLASH_SALE.code)).toEqual([]);
    expect([await saleStock(few.id), await gateOf(few.id)]).toEqual([0, 0]);
    expect([await saleStock(many.id), await gateOf(many.id)]).toEqual([25, 25]);
    const sold = await db()
      .select()
      .from(orderItems)
      .where(inArray(orderItems.flashSaleId, [few.id, many.id]));
    expect(new Set(sold.map((line) => line.orderId)).size).toBe(5);
    expect(sold.filter((line) => line.flashSaleId === many.id)).toHaveLength(5);
    await db().delete(cartItems).where(inArray(cartItems.id, carts.flat()));
  }, 120_000);

  it('a claimed unit whose order is refused goes back to the gate for the next buyer', async () => {
    const g = await o.plainGoods();
    await o.setStock(g.id, 1_000);
    const sale = await newSale(g.id, 1);
    const [first, second] = buyers;
    // The first buyer's order is refused after the claim (an address that is not theirs).
    const refused = await o.placeOrder(first!.headers, {
      ids: [await flashLine(first!, g.id, sale.id)],
      address_id: second!.addressId,
    });
    expect(refused.json().code).toBe(OrderRefusal.ADDRESS_MISSING.code);
    expect(await gateOf(sale.id)).toBe(1);
    const placed = await o.placeOrder(second!.headers, {
      ids: [await flashLine(second!, g.id, sale.id)],
      address_id: second!.addressId,
    });
    expect(placed.json().code).toBe(10000);
    expect([await saleStock(sale.id), await gateOf(sale.id)]).toEqual([0, 0]);
  });

  it('while orders in flight hold every unit at the gate, adding the flash goods is refused as 已抢光 before any order', async () => {
    const g = await o.plainGoods();
    await o.setStock(g.id, 1_000);
    const sale = await newSale(g.id, 1);
    const buyer = buyers[4]!;
    const add = () =>
      t.inject({
        method: 'POST',
        url: '/api/cart',
        headers: buyer.headers,
        payload: { params: [{ goods_id: g.id, number: 1, ck_id: sale.id, type: 1 }] },
      });
    // An order claimed the unit at the gate; its transaction has not yet taken flash_sales.stock.
    await db().update(flashSaleGates).set({ free: 0 }).where(eq(flashSaleGates.saleId, sale.id));
    const refused = (await add()).json();
    expect(refused.code).toBe(OrderRefusal.FLASH_SALE_REFUSED.code);
    expect(refused.msg).toContain('秒杀商品已抢光');
    // That order failed and gave the unit back: the next buyer may add it again.
    await db().update(flashSaleGates).set({ free: 1 }).where(eq(flashSaleGates.saleId, sale.id));
    expect((await add()).json().code).toBe(10000);
  });

  it('a sale sold out answers the adds that follow from memory for a second, without reading the sale', async () => {
    const g = await o.plainGoods();
    await o.setStock(g.id, 1_000);
    const sale = await newSale(g.id, 1);
    const buyer = buyers[5]!;
    const add = async () =>
      (
        await t.inject({
          method: 'POST',
          url: '/api/cart',
          headers: buyer.headers,
          payload: { params: [{ goods_id: g.id, number: 1, ck_id: sale.id, type: 1 }] },
        })
      ).json();
    // Every unit sold by committed orders: the add reads the sale, is refused, and the process remembers it.
    await db().update(flashSales).set({ stock: 0 }).where(eq(flashSales.id, sale.id));
    expect((await add()).msg).toContain('秒杀商品已抢光');
    // A unit comes back where this process does not see it (another process cancels an order): the adds that
    // follow within the second are still answered from memory, which proves they did not read the sale.
    await db().update(flashSales).set({ stock: 1 }).where(eq(flashSales.id, sale.id));
    const remembered = await add();
    expect(remembered.code).toBe(OrderRefusal.FLASH_SALE_REFUSED.code);
    expect(remembered.msg).toContain('秒杀商品已抢光');
    await new Promise((resolve) => setTimeout(resolve, SOLD_OUT_MEMORY_MS + 50));
    expect((await add()).code).toBe(10000);
    await db()
      .delete(cartItems)
      .where(and(eq(cartItems.userId, buyer.id), eq(cartItems.flashSaleId, sale.id)));
  });

  it('cancelling a flash order raises the gate with the stock, so the unit can be sold again', async () => {
    const g = await o.plainGoods();
    await o.setStock(g.id, 1_000);
    const sale = await newSale(g.id, 1);
    const buyer = buyers[3]!;
    const placed = await o.placeOrder(buyer.headers, {
      ids: [await flashLine(buyer, g.id, sale.id)],
      address_id: buyer.addressId,
    });
    expect(placed.json().code).toBe(10000);
    const cancel = await t.inject({
      method: 'POST',
      url: `/api/order/${placed.json().data.id}/cancel`,
      headers: buyer.headers,
      payload: { reason: '不要了' },
    });
    expect(cancel.json().code).toBe(10000);
    expect([await saleStock(sale.id), await gateOf(sale.id)]).toEqual([1, 1]);
  });
});
