import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderRefusal } from '@store/shared/codes';
import { eq, sql } from 'drizzle-orm';
import { cartItems, goods } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { theRow } from '../../db/rows.ts';
import { ordinaryGoods } from '../../test/goods.ts';

describe('cart calls: edit, select, quick add, next hint, the priced list', () => {
  let t: TestApp;
  let buyer: Record<string, string>;
  const list = async () => (await t.inject({ method: 'GET', url: '/api/cart/list', headers: buyer })).json().data;
  const edit = (id: number | string, number: unknown, headers = buyer) =>
    t.inject({
      method: 'POST',
      url: `/api/cart/${id}/edit`,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `params[number]=${encodeURIComponent(String(number))}`,
    });

  beforeAll(async () => {
    t = await createTestApp();
    buyer = await t.login('buyer');
  });
  afterAll(() => t.close());

  it('lists the spec §3 item shape with shipping data, 满减 activities, totals and a hint', async () => {
    const data = await list();
    expect(data.data[0]).toMatchObject({
      type: 0,
      ck_id: 0,
      with_coupon: 0,
      gift_data: { total: 0, type: 0 },
      invalid_reason: null,
      step: 10,
      min_number: 10,
    });
    expect(data.data[0].key).toMatch(/^0-\d+-\d+$/);
    expect(data.shipping).toEqual({ shipping_amount: 10, no_trans_order_amount: 800 });
    const all = data.activity.manjians.find((m: { name: string }) => m.name.startsWith('全场'));
    expect(all.tiers).toEqual([
      { amount: 1000, discount: 50, status: 0 },
      { amount: 2000, discount: 120, status: 0 },
    ]);
    const goodsAmount = data.data.reduce((sum: number, l: { amount: number }) => sum + l.amount, 0);
    expect(data.totals).toMatchObject({
      selected_count: 2,
      goods_amount: goodsAmount,
      discount_amount: 0,
      shipping_amount: 10,
      payable_amount: Math.round((goodsAmount + 10) * 100) / 100,
    });
    expect(data.hint.text).toMatch(/^再买¥\d+\.\d{2}可减¥\d+\.\d{2}$/);
  });

  it('edits a quantity: the ladder price, the 满减 tier (reached tiers first) and the totals follow', async () => {
    const [first] = (await list()).data;
    const res = await edit(first.id, 200);
    expect(res.json().code).toBe(10000);
    const data = res.json().data;
    const line = data.data.find((l: { id: number }) => l.id === first.id);
    expect(line.number).toBe(200);
    expect(line.amount).toBe(Math.round(line.price * 200 * 100) / 100);
    const all = data.activity.manjians.find((m: { name: string }) => m.name.startsWith('全场'));
    expect(all.tiers[0].status).toBe(1);
    expect(all.discount).toBeGreaterThan(0);
    expect(line.goods_manjian_amount).toBeGreaterThan(0);
    const { goods_amount, discount_amount, shipping_amount, payable_amount } = data.totals;
    expect(shipping_amount).toBe(0);
    expect(payable_amount).toBeCloseTo(goods_amount - discount_amount, 2);
  });

  it.each([0, -1, 1.5, 1e9, '1a'])('refuses quantity %s with 422', async (number) => {
    const [first] = (await list()).data;
    const res = await edit(first.id, number);
    expect(res.statusCode).toBe(422);
  });

  it('refuses a quantity off the medium package or above the stock', async () => {
    const [first] = (await list()).data;
    expect((await edit(first.id, 15)).json().code).toBe(OrderRefusal.NOT_PACKAGE_MULTIPLE.code);
    await t.database.db.update(goods).set({ stock: 30 }).where(eq(goods.id, first.goods.id));
    expect((await edit(first.id, 40)).json().code).toBe(OrderRefusal.STOCK_SHORT.code);
    await t.database.db.update(goods).set({ stock: 5000 }).where(eq(goods.id, first.goods.id));
    expect((await edit(first.id, 10)).json().code).toBe(10000);
  });

  it('tells the stock for any quantity over it; 99,999 is the bound only when the stock is larger', async () => {
    const [first] = (await list()).data;
    await t.database.db.update(goods).set({ stock: 1430 }).where(eq(goods.id, first.goods.id));
    for (const number of [9_990, 99_990, 100_000, 1_000_000]) {
      const body = (await edit(first.id, number)).json();
      expect(body.code, String(number)).toBe(OrderRefusal.STOCK_SHORT.code);
      expect(body.msg).toContain('库存不足，当前库存 1430');
    }
    await t.database.db.update(goods).set({ stock: 200_000 }).where(eq(goods.id, first.goods.id));
    const res = await edit(first.id, 100_000);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ msg: '数量不能大于99999', errors: { 'params.number': ['数量不能大于99999'] } });
    await t.database.db.update(goods).set({ stock: 5000 }).where(eq(goods.id, first.goods.id));
    expect((await edit(first.id, 10)).json().code).toBe(10000);
  });

  it('answers not found for another buyer’s line, exactly like a missing one', async () => {
    const [first] = (await list()).data;
    const other = await t.login('pendingBuyer');
    const res = await t.inject({
      method: 'POST',
      url: '/api/cart/batch_select',
      headers: other,
      payload: { ids: [first.id], is_selected: 0 },
    });
    expect(res.statusCode).toBe(404);
    expect((await edit(999_999, 10)).statusCode).toBe(404);
    expect((await edit(first.id, 10, other)).statusCode).toBe(404);
  });

  it('deselecting a line takes it out of the totals; selecting brings it back', async () => {
    const before = await list();
    const [first, second] = before.data;
    const res = await t.inject({
      method: 'POST',
      url: '/api/cart/batch_select',
      headers: buyer,
      payload: { ids: [first.id], is_selected: 0 },
    });
    const after = res.json().data;
    expect(after.totals.selected_count).toBe(1);
    expect(after.totals.goods_amount).toBe(second.amount);
    expect(after.data[0].is_selected).toBe(0);
    const back = (
      await t.inject({
        method: 'POST',
        url: '/api/cart/batch_select',
        headers: buyer,
        payload: { ids: [first.id, second.id], is_selected: 1 },
      })
    ).json().data;
    expect(back.totals.selected_count).toBe(2);
  });

  it('quick-adds a goods at its minimum quantity, priced by the server', async () => {
    const row = theRow(
      await ordinaryGoods(t, eq(goods.middlePackage, 10), sql`${goods.stock} >= 100`)
        .orderBy(sql`${goods.id} desc`)
        .limit(1),
    );
    const res = await t.inject({ method: 'POST', url: `/api/cart/quick_add/${row.id}`, headers: buyer });
    expect(res.json()).toMatchObject({ code: 10000, data: { total: 3 } });
    const line = theRow(await t.database.db.select().from(cartItems).where(eq(cartItems.goodsId, row.id)));
    expect(line.number).toBe(10);
    expect((await t.inject({ method: 'POST', url: '/api/cart/quick_add/99999999', headers: buyer })).statusCode).toBe(
      404,
    );
  });

  it('ignores the client’s price when adding', async () => {
    const row = theRow(
      await ordinaryGoods(
        t,
        eq(goods.middlePackage, 1),
        sql`${goods.stock} >= 100`,
        sql`${goods.ladderPrice} = '[]'::jsonb`,
      ).limit(1),
    );
    await t.inject({
      method: 'POST',
      url: '/api/cart',
      headers: buyer,
      payload: { params: [{ goods_id: row.id, price: 0.01, number: 1, ck_id: 0 }] },
    });
    const line = (await list()).data.find((l: { goods: { id: number } }) => l.goods.id === row.id);
    expect(line.price).toBe(row.basePriceFen / 100);
  });

  it('answers the next hint for the ticked lines (query or body), amounts with 2 decimals', async () => {
    const lines = (await list()).data;
    const small = lines.reduce((a: { amount: number }, b: { amount: number }) => (a.amount < b.amount ? a : b));
    const byQuery = (
      await t.inject({ method: 'POST', url: `/api/cart/next_hint?ids=${small.id}`, headers: buyer })
    ).json();
    expect(byQuery.code).toBe(10000);
    expect(byQuery.data.goods_amount).toBe(small.amount);
    expect(byQuery.data.text).toMatch(/^再买¥\d+\.\d{2}(可减¥\d+\.\d{2}|包邮)$/);
    const byBody = (
      await t.inject({ method: 'POST', url: '/api/cart/next_hint', headers: buyer, payload: { ids: [small.id] } })
    ).json();
    expect(byBody.data).toEqual(byQuery.data);
    const other = await t.login('pendingBuyer');
    expect(
      (await t.inject({ method: 'POST', url: `/api/cart/next_hint?ids=${small.id}`, headers: other })).statusCode,
    ).toBe(404);
  });
});
