import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne, sql } from 'drizzle-orm';
import { addresses, cartItems, goods, orderItems, orders, welfareSettings } from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { recharge, userIdOf } from '../../test/orders-fixture.ts';
import { ordering } from '../../test/ordering.ts';

/** The /welfare zone's 94折 charged by the server: cart, confirm page, order, and a return of a unit. */
describe('welfare zone discount on an order', () => {
  let t: TestApp;
  let o: ReturnType<typeof ordering>;
  let buyer: Record<string, string>;
  let operator: Record<string, string>;
  let buyerId: number;
  let addressId: number;
  let goodsId: number;
  const get = (url: string, headers = buyer) => t.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp();
    o = ordering(t);
    [buyer, operator] = await Promise.all([t.login('buyer'), t.loginStaff('admin')]);
    buyerId = await userIdOf(t, 'buyer');
    ({ id: addressId } = theRow(
      await t.database.db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, buyerId)),
    ));
    // A goods at ¥11 in the welfare zone (and no other zone's price): 10 of them are ¥110 before the discount.
    goodsId = (await o.plainGoods(50)).id;
    await t.database.db
      .update(goods)
      .set({ basePriceFen: 1_100, zones: ['welfare'] })
      .where(eq(goods.id, goodsId));
    // The demo buyer's seeded cart would add its own lines to the totals.
    await t.database.db.delete(cartItems).where(eq(cartItems.userId, buyerId));
  });
  afterAll(() => t.close());

  it('charges 10 × ¥11 of welfare goods ¥103.40 in the cart, on the confirm page and in the order', async () => {
    const line = await o.addLine(buyer, goodsId, 10);
    const cart = (await get('/api/cart/list')).json().data;
    const item = cart.data.find((i: { id: number }) => i.id === line);
    expect(item).toMatchObject({ price: 11, amount: 110, welfare_amount: 6.6 });
    expect(cart.totals).toMatchObject({ goods_amount: 110, welfare_amount: 6.6, discount_amount: 0 });
    const shipping = cart.totals.shipping_amount;
    expect(cart.totals.payable_amount).toBeCloseTo(103.4 + shipping, 2);

    const preview = (await o.post('/api/cart/checkout', buyer, { ids: [line], user_coupon_id: 0 })).json().data;
    expect(preview).toMatchObject({ goods_amount: 110, welfare_amount: 6.6, discount_amount: 0, coupon_amount: 0 });
    expect(preview.payable_amount).toBeCloseTo(103.4 + shipping, 2);

    const placed = await o.placeOrder(buyer, { ids: [line], address_id: addressId });
    expect(placed.json().code).toBe(10000);
    const { id } = placed.json().data;
    expect(placed.json().data.payable_amount).toBeCloseTo(103.4 + shipping, 2);
    const stored = theRow(await t.database.db.select().from(orders).where(eq(orders.id, id)));
    expect([stored.goodsFen, stored.welfareFen, stored.payableFen - stored.shippingFen]).toEqual([11_000, 660, 10_340]);
    const detail = (await get(`/api/order/${id}`)).json().data;
    expect(detail).toMatchObject({ goods_amount: 110, welfare_amount: 6.6 });
    expect(detail.lines[0]).toMatchObject({ price: 11, number: 10, amount: 110, welfare_amount: 6.6 });
    const staffView = (await get(`/api/admin/order/${id}`, operator)).json().data;
    expect(staffView).toMatchObject({ goods_amount: 110, welfare_amount: 6.6 });
  });

  it('refunds a returned unit at what it cost after the discount (¥10.34, not ¥11)', async () => {
    await recharge(t, buyerId, 100_000);
    const line = await o.addLine(buyer, goodsId, 10);
    const { id } = (await o.placeOrder(buyer, { ids: [line], address_id: addressId })).json().data;
    expect((await o.pay(buyer, id, 'balance')).json().code).toBe(10000);
    await t.database.db.update(orders).set({ status: 2 }).where(eq(orders.id, id));
    const item = theRow(await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, id)));
    const request = (
      await o.post(`/api/order/${id}/after_sales`, buyer, {
        kind: 'return',
        reason: '不想要了',
        items: [{ order_item_id: item.id, number: 1 }],
      })
    ).json().data;
    const review = await o.post(`/api/admin/after_sales/${request.id}/review`, operator, {
      action: 'approve',
      refund_to: 'balance',
    });
    expect(review.json().data).toEqual({ status: 'refunded', refund_amount: 10.34 });
  });

  it('takes the rate the console stored, and nothing off goods outside the zone', async () => {
    await t.database.db.insert(welfareSettings).values({ id: 1, percent: 90 });
    const line = await o.addLine(buyer, goodsId, 10);
    // Another plain goods, outside the zone.
    const { id: other } = theRow(
      await t.database.db
        .select({ id: goods.id })
        .from(goods)
        .where(
          and(
            eq(goods.type, 0),
            eq(goods.isBuy, true),
            eq(goods.isListed, true),
            eq(goods.middlePackage, 1),
            eq(goods.isFreeShipping, false),
            ne(goods.id, goodsId),
            sql`${goods.stock} >= 10 and jsonb_array_length(${goods.ladderPrice}) = 0`,
            sql`not ('welfare' = any(${goods.zones}))`,
          ),
        )
        .orderBy(goods.id)
        .limit(1),
    );
    const otherLine = await o.addLine(buyer, other, 1);
    const cart = (await get('/api/cart/list')).json().data;
    const amounts = (id: number) => cart.data.find((i: { id: number }) => i.id === id).welfare_amount;
    expect([amounts(line), amounts(otherLine), cart.totals.welfare_amount]).toEqual([11, 0, 11]);
    await t.database.db.delete(welfareSettings);
  });
});
