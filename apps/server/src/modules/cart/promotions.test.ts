import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderRefusal } from '@store/shared/codes';
import { eq, sql } from 'drizzle-orm';
import { quantityRules } from '@store/shared/rules/ladder-price';
import { cartItems, combinations, flashSales, goods, orders, qualifications, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { theRow } from '../../db/rows.ts';
import { placeOrder } from '../../test/orders-fixture.ts';
import { LineType, OrderStatus } from '@store/shared/orders';

describe('flash-sale and package lines, stock shared between lines, copying to other stores', () => {
  let t: TestApp;
  let buyer: Record<string, string>;
  let buyerId: number;
  let sale: typeof flashSales.$inferSelect;
  const add = (params: object[], headers = buyer) =>
    t.inject({ method: 'POST', url: '/api/cart', headers, payload: { params } });
  const list = async () => (await t.inject({ method: 'GET', url: '/api/cart/list', headers: buyer })).json().data;
  const edit = (id: number, number: number) =>
    t.inject({ method: 'POST', url: `/api/cart/${id}/edit`, headers: buyer, payload: { params: { number } } });
  const lineOfSale = async () => (await list()).data.find((l: { type: number }) => l.type === 1);

  beforeAll(async () => {
    t = await createTestApp();
    buyer = await t.login('buyer');
    ({ id: buyerId } = theRow(
      await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo_buyer')),
    ));
    sale = theRow(
      await t.database.db
        .select()
        .from(flashSales)
        .where(sql`${flashSales.startsAt} <= now() and ${flashSales.endsAt} > now()`)
        .orderBy(flashSales.id)
        .limit(1),
    );
    await t.database.db.update(flashSales).set({ perBuyerLimit: 10, stock: 50 }).where(eq(flashSales.id, sale.id));
  });
  afterAll(() => t.close());

  it('adds a flash-sale line at the sale price, whatever price the client sends', async () => {
    const res = await add([{ goods_id: sale.goodsId, price: 0.01, number: 6, ck_id: sale.id, type: 1 }]);
    expect(res.json().code).toBe(10000);
    const line = await lineOfSale();
    expect(line).toMatchObject({
      type: 1,
      ck_id: sale.id,
      number: 6,
      price: sale.priceFen / 100,
      flash_sale: { id: sale.id, per_buyer_limit: 10 },
      invalid_reason: null,
    });
  });

  it('refuses more than the per-buyer limit, counting this line and earlier orders not cancelled', async () => {
    expect((await add([{ goods_id: sale.goodsId, number: 5, ck_id: sale.id, type: 1 }])).json().code).toBe(
      OrderRefusal.FLASH_SALE_REFUSED.code,
    );
    const orderId = await placeOrder(t, {
      userId: buyerId,
      status: OrderStatus.PENDING_PAYMENT,
      lines: [{ goodsId: sale.goodsId, number: 5, type: LineType.FLASH_SALE, flashSaleId: sale.id, priceFen: 1 }],
    });
    const line = await lineOfSale();
    expect(line.invalid_reason).toBe('秒杀商品每人限购 10 件，已购 5 件');
    expect((await edit(line.id, 5)).json().code).toBe(10000);
    expect((await edit(line.id, 6)).json().code).toBe(OrderRefusal.FLASH_SALE_REFUSED.code);
    await t.database.db.update(orders).set({ status: OrderStatus.CANCELLED }).where(eq(orders.id, orderId));
    expect((await edit(line.id, 10)).json().code).toBe(10000);
  });

  it('refuses more than the flash stock, and a sale outside its window', async () => {
    await t.database.db.update(flashSales).set({ stock: 3 }).where(eq(flashSales.id, sale.id));
    const line = await lineOfSale();
    expect((await edit(line.id, 4)).json().code).toBe(OrderRefusal.FLASH_SALE_REFUSED.code);
    expect(line.invalid_reason).toBe('秒杀库存不足，剩余 3 件');
    await t.database.db
      .update(flashSales)
      .set({ stock: 50, endsAt: new Date(Date.now() - 1000) })
      .where(eq(flashSales.id, sale.id));
    expect((await lineOfSale()).invalid_reason).toBe('秒杀活动已结束');
    expect((await add([{ goods_id: sale.goodsId, number: 1, ck_id: sale.id, type: 1 }])).json().code).toBe(
      OrderRefusal.FLASH_SALE_REFUSED.code,
    );
    await t.database.db
      .update(flashSales)
      .set({ endsAt: new Date(Date.now() + 3_600_000) })
      .where(eq(flashSales.id, sale.id));
    expect((await add([{ goods_id: sale.goodsId, number: 1, ck_id: 99_999, type: 1 }])).statusCode).toBe(404);
  });

  it('a flash-sale line and a normal line of one goods cannot together exceed its stock: the later line is invalid', async () => {
    const row = theRow(await t.database.db.select().from(goods).where(eq(goods.id, sale.goodsId)));
    const min = quantityRules(row).min;
    await t.database.db
      .update(goods)
      .set({ stock: 10 + min - 1 })
      .where(eq(goods.id, row.id));
    expect((await add([{ goods_id: row.id, number: min, ck_id: 0 }])).json().code).toBe(10000);
    const lines = (await list()).data.filter((l: { goods: { id: number } }) => l.goods.id === row.id);
    expect(lines.map((l: { type: number }) => l.type)).toEqual([1, 0]);
    expect(lines[0].invalid_reason).toBeNull();
    expect(lines[1].invalid_reason).toContain('超出库存');
    expect(lines[1].is_selected).toBe(0);
    await t.database.db.delete(cartItems).where(eq(cartItems.id, lines[1].id));
    await t.database.db.update(goods).set({ stock: row.stock }).where(eq(goods.id, row.id));
  });

  it('adds a package at its price, split over its parts, and refuses packages beyond a part’s stock', async () => {
    const combo = theRow(await t.database.db.select().from(combinations).where(eq(combinations.name, '感冒套餐')));
    expect((await add([{ goods_id: combo.items[0]!.goodsId, number: 1, ck_id: combo.id, type: 3 }])).json().code).toBe(
      10000,
    );
    const line = (await list()).data.find((l: { type: number }) => l.type === 3);
    expect(line).toMatchObject({
      ck_id: combo.id,
      number: 1,
      price: combo.priceFen / 100,
      amount: combo.priceFen / 100,
      combination: { name: '感冒套餐' },
    });
    expect(line.combination.items).toHaveLength(2);
    const part = combo.items[1];
    await t.database.db
      .update(goods)
      .set({ stock: part!.number * 2 })
      .where(eq(goods.id, part!.goodsId));
    expect((await edit(line.id, 2)).json().code).toBe(10000);
    expect((await edit(line.id, 3)).json().code).toBe(OrderRefusal.COMBINATION_REFUSED.code);
    expect((await add([{ goods_id: 1, number: 1, ck_id: 99_999, type: 3 }])).statusCode).toBe(404);
  });

  it('copies lines to another store of the same company, which passes its own checks; a store outside the group is not found', async () => {
    const store = theRow(
      await t.database.db
        .insert(users)
        .values({
          username: 'store2',
          passwordHash: 'x',
          company: '第二门店',
          companyType: 'pharmacy',
          isPassed: false,
          groupId: buyerId,
        })
        .returning(),
    );
    await t.database.db.update(users).set({ groupId: buyerId }).where(eq(users.id, buyerId));
    const ids = (await list()).data.filter((l: { type: number }) => l.type === 0).map((l: { id: number }) => l.id);
    const copy = (other: number[]) =>
      t.inject({ method: 'POST', url: '/api/cart/copy', headers: buyer, payload: { ids, other_user_ids: other } });
    // not yet qualified: its own check refuses
    expect((await copy([store.id])).json().code).toBe(OrderRefusal.NOT_QUALIFIED.code);
    await t.database.db.update(users).set({ isPassed: true }).where(eq(users.id, store.id));
    const licences = await t.database.db.select().from(qualifications).where(eq(qualifications.userId, buyerId));
    await t.database.db
      .insert(qualifications)
      .values(licences.map(({ id: _id, ...l }) => ({ ...l, userId: store.id })));
    const res = await copy([store.id]);
    expect(res.json()).toMatchObject({ code: 10000, data: { copied: [{ user_id: store.id, total: ids.length }] } });
    const [pending] = await t.database.db.select().from(users).where(eq(users.username, 'demo_pending'));
    expect((await copy([pending?.id ?? 99_999])).statusCode).toBe(404);
    const other = await t.login('pendingBuyer');
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/cart/copy',
          headers: other,
          payload: { ids, other_user_ids: [store.id] },
        })
      ).statusCode,
    ).toBe(404);
  });
});
