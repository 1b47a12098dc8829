import { and, eq, sql } from 'drizzle-orm';
import { cartItems, goods } from '../db/schema.ts';
import type { TestApp } from './harness.ts';
import { stockOf } from './orders-fixture.ts';
import { theRow } from '../db/rows.ts';

/** Test helpers that go through the API as a buyer's browser does: cart → checkout → order → pay. */
export function ordering(t: TestApp) {
  const post = (url: string, headers: Record<string, string>, payload: object, extra: Record<string, string> = {}) =>
    t.inject({ method: 'POST', url, headers: { ...headers, ...extra }, payload });

  return {
    post,
    /** A plain goods anyone approved may buy one unit of (no step, no minimum, no ladder surprises). */
    async plainGoods(minStock = 100) {
      const rows = await t.database.db
        .select()
        .from(goods)
        .where(
          and(
            eq(goods.type, 0),
            eq(goods.isBuy, true),
            eq(goods.isListed, true),
            eq(goods.isFreeShipping, false),
            eq(goods.middlePackage, 1),
            sql`${goods.stock} >= ${minStock}`,
            sql`jsonb_array_length(${goods.ladderPrice}) = 0`,
          ),
        )
        .orderBy(goods.id)
        .limit(1);
      return theRow(rows);
    },
    async setStock(goodsId: number, stock: number) {
      await t.database.db.update(goods).set({ stock }).where(eq(goods.id, goodsId));
    },
    stockOf: (goodsId: number) => stockOf(t, goodsId),
    /** Adds a line through the API and answers its cart line id. */
    async addLine(headers: Record<string, string>, goodsId: number, number: number): Promise<number> {
      const res = await post('/api/cart', headers, { params: [{ goods_id: goodsId, number, ck_id: 0 }] });
      if (res.json().code !== 10000) throw new Error(`add to cart: ${res.body}`);
      const line = theRow(
        await t.database.db
          .select({ id: cartItems.id })
          .from(cartItems)
          .where(eq(cartItems.goodsId, goodsId))
          .orderBy(sql`${cartItems.id} desc`)
          .limit(1),
      );
      return line.id;
    },
    placeOrder(headers: Record<string, string>, body: Record<string, unknown>, key?: string) {
      return post('/api/order', headers, body, key ? { 'idempotency-key': key } : {});
    },
    /** Orders `number` units of a plain goods through cart and checkout; answers the placed order. */
    async orderOne(buyer: { headers: Record<string, string>; addressId: number }, number = 2) {
      const g = await this.plainGoods();
      const line = await this.addLine(buyer.headers, g.id, number);
      const res = await post('/api/order', buyer.headers, { ids: [line], address_id: buyer.addressId });
      if (res.json().code !== 10000) throw new Error(`place order: ${res.body}`);
      return { ...res.json().data, goodsId: g.id, number } as {
        id: number;
        order_no: string;
        payable_amount: number;
        goodsId: number;
        number: number;
      };
    },
    pay(headers: Record<string, string>, orderId: number, method: 'balance' | 'transfer' | 'online') {
      return post(`/api/order/${orderId}/pay`, headers, { method });
    },
  };
}
