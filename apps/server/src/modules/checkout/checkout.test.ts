import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContractRefusal, OrderRefusal } from '@store/shared/codes';
import { and, eq } from 'drizzle-orm';
import {
  addresses,
  cartItems,
  contractSignatures,
  invoices,
  orderItems,
  orders,
  userCoupons,
} from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeBuyers } from '../../test/buyers.ts';
import { userIdOf } from '../../test/orders-fixture.ts';
import { ordering } from '../../test/ordering.ts';
import { theRow } from '../../db/rows.ts';

describe('checkout preview and placing an order', () => {
  let t: TestApp;
  let buyer: Record<string, string>;
  let buyerId: number;
  let addressId: number;
  let o: ReturnType<typeof ordering>;

  beforeAll(async () => {
    t = await createTestApp();
    o = ordering(t);
    buyer = await t.login('buyer');
    buyerId = await userIdOf(t, 'buyer');
    ({ id: addressId } = theRow(
      await t.database.db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, buyerId)),
    ));
  });
  afterAll(() => t.close());

  it('previews the server’s totals: goods, shipping under the threshold, coupons with their usability', async () => {
    const g = await o.plainGoods();
    const line = await o.addLine(buyer, g!.id, 2);
    const res = await o.post('/api/cart/checkout', buyer, { ids: [line], user_coupon_id: 0 });
    const data = res.json().data;
    expect(data).toMatchObject({ goods_amount: (2 * g!.basePriceFen) / 100, discount_amount: 0, coupon_amount: 0 });
    expect(data.user_coupon_id).toBeNull();
    // Config defaults: ¥10 shipping under ¥800
    expect(data.shipping_amount).toBe(2 * g!.basePriceFen < 80_000 ? 10 : 0);
    expect(data.payable_amount).toBe(Math.round(2 * g!.basePriceFen + data.shipping_amount * 100) / 100);
    expect(data.token).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.coupons.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['满500减20', '运费券 ¥10']),
    );
  });

  it('picks the coupon that saves the most unless the buyer chose one (or none), and applies one only over its threshold', async () => {
    const g = await o.plainGoods();
    const line = await o.addLine(buyer, g!.id, Math.ceil(60_000 / g!.basePriceFen));
    const none = (await o.post('/api/cart/checkout', buyer, { ids: [line], user_coupon_id: 0 })).json().data;
    const coupon = none.coupons.find((c: { name: string }) => c.name === '满500减20');
    const shippingCoupon = none.coupons.find((c: { name: string }) => c.name === '运费券 ¥10');
    expect([coupon.usable, shippingCoupon.usable]).toEqual([1, 1]);
    // Not asked: ¥20 off beats the ¥10 shipping coupon.
    const best = (await o.post('/api/cart/checkout', buyer, { ids: [line] })).json().data;
    expect(best).toMatchObject({ user_coupon_id: coupon.id, coupon_amount: 20 });
    expect(best.payable_amount).toBeCloseTo(none.payable_amount - 20, 2);
    const chosen = (
      await o.post('/api/cart/checkout', buyer, { ids: [line], user_coupon_id: shippingCoupon.id })
    ).json().data;
    expect(chosen).toMatchObject({ user_coupon_id: shippingCoupon.id, coupon_amount: 10 });
    await o.post('/api/cart/batch_delete', buyer, { ids: [line] });
  });

  it('places the order in one go: stock taken, lines snapshotted with batch and expiry, cart lines gone, invoice requested', async () => {
    const g = await o.plainGoods();
    await o.addLine(buyer, g!.id, 3);
    const before = await o.stockOf(g!.id);
    const line = theRow(
      await t.database.db
        .select({ id: cartItems.id, number: cartItems.number })
        .from(cartItems)
        .where(and(eq(cartItems.userId, buyerId), eq(cartItems.goodsId, g!.id))),
    );
    const res = await o.placeOrder(buyer, {
      ids: [line.id],
      address_id: addressId,
      invoice_type: 'plain',
      invoice_title: '杭州康宁大药房有限公司',
      tax_no: '91330106MA2H0XXXX1',
      remarks: '请周一送货',
      want_documents: 1,
    });
    expect(res.json()).toMatchObject({ code: 10000, msg: '订单提交成功' });
    const { id } = res.json().data;
    expect(await o.stockOf(g!.id)).toBe(before - line.number);
    const order = theRow(await t.database.db.select().from(orders).where(eq(orders.id, id)));
    expect(order).toMatchObject({
      status: 0,
      userId: buyerId,
      goodsFen: line.number * g!.basePriceFen,
      remarks: '请周一送货',
      wantDocuments: true,
    });
    expect(order.orderNo).toMatch(/^\d{8}\d{8}$/);
    expect(order.remittanceRef).toMatch(/^HK\d+$/);
    expect(order.expiresAt.getTime() - order.createdAt.getTime()).toBeCloseTo(30 * 60_000, -4);
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, id));
    expect(items).toEqual([
      expect.objectContaining({
        goodsId: g!.id,
        number: line.number,
        priceFen: g!.basePriceFen,
        batchNumber: g!.batchNumber,
        name: g!.name,
      }),
    ]);
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.id, line.id))).toHaveLength(0);
    expect(await t.database.db.select().from(invoices).where(eq(invoices.orderId, id))).toEqual([
      expect.objectContaining({ status: 'requested', title: '杭州康宁大药房有限公司', taxNo: '91330106MA2H0XXXX1' }),
    ]);
  });

  it('refuses a client-sent total or price (422) and changes nothing', async () => {
    const g = await o.plainGoods();
    const line = await o.addLine(buyer, g!.id, 1);
    const before = await o.stockOf(g!.id);
    const res = await o.placeOrder(buyer, { ids: [line], address_id: addressId, total: 0.01 });
    expect(res.statusCode).toBe(422);
    expect(await o.stockOf(g!.id)).toBe(before);
    await o.post('/api/cart/batch_delete', buyer, { ids: [line] });
  });

  it('answers the same order to a retried submit with the same Idempotency-Key', async () => {
    const g = await o.plainGoods();
    const line = await o.addLine(buyer, g!.id, 1);
    const first = (await o.placeOrder(buyer, { ids: [line], address_id: addressId }, 'retry-key-0001')).json();
    const again = (await o.placeOrder(buyer, { ids: [line], address_id: addressId }, 'retry-key-0001')).json();
    expect(again).toEqual(first);
    // Without the key the lines are gone: a second order cannot be made of them.
    expect((await o.placeOrder(buyer, { ids: [line], address_id: addressId })).json().code).toBe(
      OrderRefusal.CART_CHANGED.code,
    );
  });

  it('checks the VAT invoice details, the address and the coupon owner', async () => {
    const g = await o.plainGoods();
    const line = await o.addLine(buyer, g!.id, 1);
    const vat = await o.placeOrder(buyer, {
      ids: [line],
      address_id: addressId,
      invoice_type: 'vat_special',
      invoice_title: '某公司',
      tax_no: 'abc',
    });
    expect(vat.statusCode).toBe(422);
    expect(vat.json().errors.tax_no).toBeDefined();
    expect((await o.placeOrder(buyer, { ids: [line], address_id: 99_999 })).json().code).toBe(
      OrderRefusal.ADDRESS_MISSING.code,
    );
    const foreign = theRow(
      await t.database.db
        .insert(userCoupons)
        .values({
          userId: await userIdOf(t, 'pendingBuyer'),
          couponId: 1,
          expiresAt: new Date(Date.now() + 86_400_000),
        })
        .returning(),
    );
    expect(
      (await o.placeOrder(buyer, { ids: [line], address_id: addressId, user_coupon_id: foreign.id })).json().code,
    ).toBe(OrderRefusal.COUPON_UNUSABLE.code);
    await o.post('/api/cart/batch_delete', buyer, { ids: [line] });
  });

  it('sends a buyer who has not signed the agreement in force to /dzht (459)', async () => {
    const g = await o.plainGoods();
    const line = await o.addLine(buyer, g!.id, 1);
    const signatures = await t.database.db
      .delete(contractSignatures)
      .where(eq(contractSignatures.userId, buyerId))
      .returning();
    const res = await o.placeOrder(buyer, { ids: [line], address_id: addressId });
    expect(res.json().code).toBe(ContractRefusal.CONTRACT_REQUIRED.code);
    await t.database.db.insert(contractSignatures).values(signatures);
    expect((await o.placeOrder(buyer, { ids: [line], address_id: addressId })).json().code).toBe(10000);
  });

  it('refuses an unqualified buyer and another buyer’s cart lines', async () => {
    const pending = await t.login('pendingBuyer');
    const other = theRow(await makeBuyers(t, 1));
    const g = await o.plainGoods();
    const line = await o.addLine(buyer, g!.id, 1);
    expect((await o.post('/api/cart/checkout', pending, { ids: [line] })).json().code).toBe(
      OrderRefusal.NOT_QUALIFIED.code,
    );
    expect((await o.post('/api/cart/checkout', other.headers, { ids: [line] })).json().code).toBe(
      OrderRefusal.CART_CHANGED.code,
    );
    expect((await o.placeOrder(other.headers, { ids: [line], address_id: other.addressId })).json().code).toBe(
      OrderRefusal.CART_CHANGED.code,
    );
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, other.id))).toHaveLength(0);
    await o.post('/api/cart/batch_delete', buyer, { ids: [line] });
  });

  it('refuses quantities in the cart that exceed the stock left, with the stock in the message', async () => {
    const g = await o.plainGoods();
    const line = await o.addLine(buyer, g!.id, 5);
    await o.setStock(g!.id, 3);
    const res = await o.placeOrder(buyer, { ids: [line], address_id: addressId });
    expect(res.json().code).toBe(OrderRefusal.STOCK_SHORT_IN_CART.code);
    expect(res.json().msg).toContain('库存');
    expect(await o.stockOf(g!.id)).toBe(3);
  });
});
