import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderRefusal } from '@store/shared/codes';
import { and, eq, sql } from 'drizzle-orm';
import { cartItems, goods } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { theRow } from '../../db/rows.ts';
import { ordinaryGoods } from '../../test/goods.ts';

describe('adding to the cart', () => {
  let t: TestApp;
  let buyer: Record<string, string>;
  let plain: typeof goods.$inferSelect;
  const add = (headers: Record<string, string>, params: object[]) =>
    t.inject({ method: 'POST', url: '/api/cart', headers, payload: { params } });
  const lineOf = async (goodsId: number) =>
    (await t.database.db.select().from(cartItems).where(eq(cartItems.goodsId, goodsId)))[0];

  beforeAll(async () => {
    t = await createTestApp();
    buyer = await t.login('buyer');
    plain = theRow(await ordinaryGoods(t, eq(goods.middlePackage, 1), sql`${goods.stock} >= 100`).limit(1));
  });
  afterAll(() => t.close());

  it('adds a line priced by the server, ignoring the client’s price, and answers the new line count', async () => {
    const res = await add(buyer, [{ goods_id: plain.id, price: 0.01, number: 3, ck_id: 0 }]);
    expect(res.json()).toMatchObject({ code: 10000, msg: '加入购物车成功', data: { total: 3 } });
    const list = (await t.inject({ method: 'GET', url: '/api/cart/list', headers: buyer })).json().data.data;
    expect(list.find((l: { goods: { id: number } }) => l.goods.id === plain.id).price).toBe(plain.basePriceFen / 100);
  });

  it('raises the quantity of a goods already in the cart, also for a double click', async () => {
    await Promise.all([
      add(buyer, [{ goods_id: plain.id, number: 2 }]),
      add(buyer, [{ goods_id: plain.id, number: 2 }]),
    ]);
    expect((await lineOf(plain.id))!.number).toBe(7);
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.goodsId, plain.id))).toHaveLength(1);
  });

  it.each([['0'], ['-1'], ['1.5'], ['1e9'], ['1a']])('refuses quantity %s with 422', async (number) => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { ...buyer, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `params[0][goods_id]=${plain.id}&params[0][number]=${number}&params[0][ck_id]=0`,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['params.0.number']);
  });

  it('refuses more than the stock, a step that is not the medium package, and under the free-shipping minimum', async () => {
    expect((await add(buyer, [{ goods_id: plain.id, number: plain.stock + 1 }])).json().code).toBe(
      OrderRefusal.STOCK_SHORT.code,
    );
    const stepped = theRow(await ordinaryGoods(t, eq(goods.middlePackage, 10), sql`${goods.stock} >= 100`).limit(1));
    const bad = await add(buyer, [{ goods_id: stepped.id, number: 15 }]);
    expect(bad.json()).toMatchObject({ code: OrderRefusal.NOT_PACKAGE_MULTIPLE.code });
    expect(bad.json().msg).toContain('中包装 10');
    const free = theRow(
      await t.database.db
        .select()
        .from(goods)
        .where(
          and(
            eq(goods.type, 0),
            eq(goods.isBuy, true),
            eq(goods.isFreeShipping, true),
            sql`${goods.stock} >= ${goods.freeShippingNumber}`,
          ),
        )
        .limit(1),
    );
    expect((await add(buyer, [{ goods_id: free.id, number: free.middlePackage }])).json().code).toBe(
      free.freeShippingNumber > free.middlePackage ? 684 : 10000,
    );
  });

  it('refuses goods that are not buyable, controlled goods of groups not joined, and unqualified buyers', async () => {
    const notBuyable = theRow(await t.database.db.select().from(goods).where(eq(goods.isBuy, false)).limit(1));
    expect((await add(buyer, [{ goods_id: notBuyable.id, number: notBuyable.middlePackage }])).json().code).toBe(
      OrderRefusal.NOT_BUYABLE.code,
    );
    const [controlled] = await t.database.db.select().from(goods).where(eq(goods.type, 2)).limit(1);
    if (controlled)
      expect((await add(buyer, [{ goods_id: controlled.id, number: controlled.middlePackage }])).json().code).toBe(
        OrderRefusal.NOT_QUALIFIED.code,
      );
    const pending = await t.login('pendingBuyer');
    const res = await add(pending, [{ goods_id: plain.id, number: 1 }]);
    expect(res.json()).toMatchObject({ code: OrderRefusal.NOT_QUALIFIED.code, msg: '资质审核通过后才能采购' });
    expect((await add({ 'x-requested-with': 'XMLHttpRequest' }, [{ goods_id: plain.id, number: 1 }])).json().code).toBe(
      10001,
    );
  });

  it('adds all lines or none', async () => {
    const before = (await lineOf(plain.id))!.number;
    const res = await add(buyer, [
      { goods_id: plain.id, number: 1 },
      { goods_id: 99999999, number: 1 },
    ]);
    expect(res.json().code).toBe(OrderRefusal.NOT_BUYABLE.code);
    expect((await lineOf(plain.id))!.number).toBe(before);
  });

  it('with partial: 1 adds each line it can and names the refused ones with the reason, in one call', async () => {
    const before = (await lineOf(plain.id))!.number;
    const notBuyable = theRow(await t.database.db.select().from(goods).where(eq(goods.isBuy, false)).limit(1));
    const res = await t.inject({
      method: 'POST',
      url: '/api/cart',
      headers: buyer,
      payload: {
        partial: 1,
        params: [
          { goods_id: plain.id, number: 2 },
          { goods_id: notBuyable.id, number: notBuyable.middlePackage },
          { goods_id: plain.id, number: plain.stock + 1 },
        ],
      },
    });
    expect(res.json()).toMatchObject({
      code: 10000,
      data: {
        added: [plain.id],
        refused: [
          { goods_id: notBuyable.id, msg: expect.any(String) },
          { goods_id: plain.id, msg: expect.stringContaining('库存不足') },
        ],
      },
    });
    // The refused third line rolled back to its savepoint only: the first one stays added.
    expect((await lineOf(plain.id))!.number).toBe(before + 2);
    expect(await lineOf(notBuyable.id)).toBeUndefined();
  });
});
