import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cartItems, goods } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { theRow } from '../../db/rows.ts';

describe('cart count, flyout list and delete', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('counts the buyer’s cart lines for the header badge', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/cart/total', headers: await t.login('buyer') });
    expect(res.json()).toEqual({ code: 10000, msg: 'success', data: { total: 2 } });
  });

  it('lists lines with goods, server prices in yuan and the selected amount', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/cart/list', headers: await t.login('buyer') });
    const body = res.json().data;
    expect(body).toMatchObject({ total: 2, page: 1, page_size: 99999 });
    const lines = await t.database.db
      .select({ line: cartItems, goods })
      .from(cartItems)
      .innerJoin(goods, eq(goods.id, cartItems.goodsId))
      .orderBy(cartItems.id);
    expect(body.data[0]).toMatchObject({
      type: 0,
      number: lines[0]!.line.number,
      is_selected: 1,
      price: lines[0]!.goods.basePriceFen / 100,
      goods: {
        name: '感冒灵颗粒',
        sccj: lines[0]!.goods.sccj,
        ypgg: lines[0]!.goods.ypgg,
        base_price: lines[0]!.goods.basePriceFen / 100,
      },
    });
    expect(body.data[1].goods.name).toBe('连花清瘟胶囊');
    // Σ number × unit price, computed in fen and shown in yuan
    const fen = lines.reduce((sum, { line, goods: g }) => sum + line.number * g.basePriceFen, 0);
    expect(body.selected_amount).toBe(fen / 100);
  });

  it('requires login', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/cart/list' })).json().code).toBe(10001);
  });

  it('will not delete another buyer’s line: answers not found and the line stays', async () => {
    const line = theRow(await t.database.db.select().from(cartItems).limit(1));
    const res = await t.inject({
      method: 'POST',
      url: '/api/cart/batch_delete',
      headers: await t.login('pendingBuyer'),
      payload: { ids: [line.id] },
    });
    expect(res.statusCode).toBe(404);
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.id, line.id))).toHaveLength(1);
  });

  it('deletes the buyer’s own lines', async () => {
    const headers = await t.login('buyer');
    const list = (await t.inject({ method: 'GET', url: '/api/cart/list', headers })).json().data.data;
    const res = await t.inject({
      method: 'POST',
      url: '/api/cart/batch_delete',
      headers,
      payload: { ids: [list[0].id] },
    });
    expect(res.json()).toMatchObject({ code: 10000, data: { deleted: 1 } });
    expect((await t.inject({ method: 'GET', url: '/api/cart/total', headers })).json().data.total).toBe(1);
  });
});
