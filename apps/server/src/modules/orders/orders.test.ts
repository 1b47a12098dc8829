import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as schema from '../../db/schema.ts';
import { createTestApp, multipart, type TestApp } from '../../test/harness.ts';
import {
  buyableGoods,
  placeOrder,
  recharge,
  stockOf,
  userIdOf,
  expectWalletBalanced as expectBalanced,
} from '../../test/orders-fixture.ts';
import { demoInvoicePdf } from './invoices.ts';
import { theRow } from '../../db/rows.ts';

describe('order centre', () => {
  let t: TestApp;
  let buyer: Record<string, string>;
  let other: Record<string, string>;
  let operator: Record<string, string>;
  let buyerId: number;
  let goods: Awaited<ReturnType<typeof buyableGoods>>;
  const get = (url: string, headers = buyer) => t.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: Record<string, unknown> = {}, headers = buyer) =>
    t.inject({ method: 'POST', url, headers, payload });
  const expectWalletBalanced = () => expectBalanced(t, buyerId);

  beforeAll(async () => {
    t = await createTestApp();
    [buyer, other, operator] = await Promise.all([t.login('buyer'), t.login('pendingBuyer'), t.loginStaff('admin')]);
    buyerId = await userIdOf(t, 'buyer');
    goods = await buyableGoods(t, 4, 20);
  });
  afterAll(() => t.close());

  it('lists the buyer’s orders by tab, with counts that match each tab', async () => {
    const counts = (await get('/api/order/counts')).json().data;
    expect(counts.pending_payment).toBeGreaterThan(0);
    expect(counts.after_sales).toBeGreaterThan(0);
    for (const [status, key] of [
      [0, 'pending_payment'],
      [1, 'pending_shipment'],
      [2, 'shipped'],
      [3, 'completed'],
      [4, 'cancelled'],
    ] as const) {
      const page = (await get(`/api/order?status=${status}&page_size=50`)).json().data;
      expect(page.total).toBe(counts[key]);
      expect(page.data.every((o: { status: number }) => o.status === status)).toBe(true);
    }
    const afterSales = (await get('/api/order?status=after_sales')).json().data;
    expect(afterSales.total).toBe(counts.after_sales);
    expect(afterSales.data[0].after_sales_count).toBeGreaterThan(0);
    expect((await get('/api/order?status=9')).statusCode).toBe(422);
  });

  it('searches by order number, goods name and date range, and pages', async () => {
    const all = (await get('/api/order?page_size=100')).json().data;
    const sample = all.data[all.data.length - 1];
    const byNo = (await get(`/api/order?keywords=${sample.order_no}`)).json().data;
    expect(byNo.data.map((o: { id: number }) => o.id)).toEqual([sample.id]);
    const name = sample.lines[0].name;
    const byName = (await get(`/api/order?keywords=${encodeURIComponent(name)}&page_size=100`)).json().data;
    expect(byName.data.length).toBeGreaterThan(0);
    expect(byName.data.every((o: { lines: { name: string }[] }) => o.lines.some((l) => l.name.includes(name)))).toBe(
      true,
    );
    const day = sample.created_at;
    const inRange = (await get(`/api/order?start_time=${day - 60}&end_time=${day + 60}`)).json().data;
    expect(inRange.data.some((o: { id: number }) => o.id === sample.id)).toBe(true);
    const future = (await get(`/api/order?start_time=${day + 86_400 * 400}`)).json().data;
    expect(future.total).toBe(0);
    const page2 = (await get('/api/order?page=2&page_size=2')).json().data;
    expect(page2).toMatchObject({ page: 2, page_size: 2, total: all.total });
    expect(page2.data[0].id).toBe(all.data[2].id);
  });

  it('lists the newest order first by its order time, whatever order the rows were written in, and pages on it', async () => {
    const all = (await get('/api/order?page_size=100')).json().data.data as { id: number; created_at: number }[];
    // The demo orders are written in an order of their own, not by their dates.
    const byId = [...all].sort((a, b) => b.id - a.id).map((o) => o.id);
    const byTime = [...all].sort((a, b) => b.created_at - a.created_at || b.id - a.id).map((o) => o.id);
    expect(byId).not.toEqual(byTime);
    expect(all.map((o) => o.id)).toEqual(byTime);
    const pages = [];
    for (let page = 1; (page - 1) * 3 < all.length; page++) {
      pages.push(
        ...(await get(`/api/order?page=${page}&page_size=3`)).json().data.data.map((o: { id: number }) => o.id),
      );
    }
    expect(pages).toEqual(byTime);
    const completed = (await get('/api/order?status=3&page_size=100')).json().data.data as typeof all;
    expect(completed.map((o) => o.created_at)).toEqual(completed.map((o) => o.created_at).sort((a, b) => b - a));
  });

  it('shows the detail with batch, expiry, payment, invoice and timeline', async () => {
    const shipped = (await get('/api/order?status=3&page_size=50')).json().data.data;
    const withInvoice = shipped.find((o: { id: number }) => o.id) as { id: number };
    const detail = (await get(`/api/order/${withInvoice.id}`)).json().data;
    expect(detail.lines[0].batch_number).not.toBe('');
    expect(detail.payment.paid_at).toBeGreaterThan(0);
    expect(detail.timeline.map((e: { type: string }) => e.type)).toEqual(
      expect.arrayContaining(['created', 'paid', 'shipped', 'completed']),
    );
    expect(detail.address.name).toBe('王芳');
  });

  it('answers another buyer’s order, request and invoice as not found', async () => {
    const id = (await get('/api/order?page_size=1')).json().data.data[0].id;
    expect((await get(`/api/order/${id}`, other)).statusCode).toBe(404);
    expect((await post(`/api/order/${id}/cancel`, {}, other)).statusCode).toBe(404);
    expect((await post(`/api/order/${id}/confirm`, {}, other)).statusCode).toBe(404);
    expect((await post(`/api/order/${id}/rebuy`, {}, other)).statusCode).toBe(404);
    expect(
      (
        await post(
          `/api/order/${id}/after_sales`,
          { kind: 'return', reason: '质量问题', items: [{ order_item_id: 1, number: 1 }] },
          other,
        )
      ).statusCode,
    ).toBe(404);
    const request = (await get('/api/order?status=after_sales')).json().data.data[0];
    const requestId = (await get(`/api/order/${request.id}`)).json().data.after_sales[0].id;
    expect((await get(`/api/after_sales/${requestId}`)).statusCode).toBe(200);
    expect((await get(`/api/after_sales/${requestId}`, other)).statusCode).toBe(404);
    const invoice = (await get('/api/invoice')).json().data.data[0];
    expect((await get(`/api/invoice/${invoice.id}/file`, other)).statusCode).toBe(404);
    expect((await get('/api/invoice', other)).json().data.total).toBe(0);
    expect((await get('/api/order/counts', other)).json().data.pending_payment).toBe(0);
    expect((await get('/api/order')).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/order' })).statusCode).toBe(401);
  });

  it('cancelling an unpaid order returns its stock and its coupon', async () => {
    const g = theRow(goods);
    const coupon = theRow(
      await t.database.db.select().from(schema.userCoupons).where(eq(schema.userCoupons.userId, buyerId)).limit(1),
    );
    const before = await stockOf(t, g.id);
    const coupons = (await get('/api/user/couponNum')).json().data.total;
    const id = await placeOrder(t, {
      userId: buyerId,
      status: 0,
      lines: [{ goodsId: g.id, number: g.step * 3 }],
      userCouponId: coupon.id,
    });
    expect(await stockOf(t, g.id)).toBe(before - g.step * 3);
    expect((await get('/api/user/couponNum')).json().data.total).toBe(coupons - 1);
    const res = await post(`/api/order/${id}/cancel`, { reason: '不想要了' });
    expect(res.json()).toMatchObject({ code: 10000, msg: '订单已取消' });
    expect(await stockOf(t, g.id)).toBe(before);
    expect((await get('/api/user/couponNum')).json().data.total).toBe(coupons);
    const detail = (await get(`/api/order/${id}`)).json().data;
    expect(detail).toMatchObject({ status: 4, cancel_reason: '不想要了' });
    expect((await post(`/api/order/${id}/cancel`)).statusCode).toBe(409);
  });

  it('cancelling a paid order refunds the wallet exactly once, even with two cancels at the same time', async () => {
    const [, g] = goods;
    const start = await expectWalletBalanced();
    const id = await placeOrder(t, {
      userId: buyerId,
      status: 1,
      payMethod: 'balance',
      lines: [{ goodsId: g!.id, number: g!.step }],
    });
    const paidFen = g!.priceFen * g!.step;
    expect(await expectWalletBalanced()).toBe(start - paidFen);
    const results = await Promise.all([post(`/api/order/${id}/cancel`), post(`/api/order/${id}/cancel`)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await expectWalletBalanced()).toBe(start);
    const log = (await get('/api/user/user_money_log?use_type=refund')).json().data;
    expect(log.data.filter((r: { order_id: number }) => r.order_id === id)).toHaveLength(1);
    expect((await get('/api/user/user_money')).json().data.balance).toBe(start / 100);
  });

  it('confirms receipt of a shipped order once; a shipped order can no longer be cancelled', async () => {
    const [, , g] = goods;
    const id = await placeOrder(t, { userId: buyerId, status: 2, lines: [{ goodsId: g!.id, number: g!.step }] });
    expect((await post(`/api/order/${id}/cancel`)).statusCode).toBe(409);
    expect((await post(`/api/order/${id}/confirm`)).json().msg).toBe('已确认收货');
    expect((await get(`/api/order/${id}`)).json().data).toMatchObject({ status: 3, status_text: '已完成' });
    expect((await post(`/api/order/${id}/confirm`)).statusCode).toBe(409);
  });

  it('buys again: buyable lines go to the cart, the others are listed with the reason', async () => {
    const [g1, g2] = goods;
    const id = await placeOrder(t, {
      userId: buyerId,
      status: 3,
      lines: [
        { goodsId: g1!.id, number: g1!.step },
        { goodsId: g2!.id, number: g2!.step },
      ],
    });
    await t.database.db.update(schema.goods).set({ isBuy: false }).where(eq(schema.goods.id, g2!.id));
    const res = (await post(`/api/order/${id}/rebuy`)).json();
    await t.database.db.update(schema.goods).set({ isBuy: true }).where(eq(schema.goods.id, g2!.id));
    expect(res.data.added).toEqual([{ goods_id: g1!.id, name: g1!.name, number: g1!.step }]);
    expect(res.data.failed).toEqual([expect.objectContaining({ goods_id: g2!.id, reason: '商品已下架或暂不可购买' })]);
    const cart = (await get('/api/cart/list')).json().data;
    expect(cart.data.some((line: { goods: { id: number } }) => line.goods.id === g1!.id)).toBe(true);
  });

  it('operator ships a paid order of untracked goods with the batch typed by hand and adds logistics; buyers cannot', async () => {
    // A goods without stock batches (untracked): its batch is what the warehouse types; tracked goods are
    // taken from their batches (admin-orders.test.ts).
    const [g] = await t.database.db
      .insert(schema.goods)
      .values({ name: '手填批号测试片', sccj: '测试药业', ypgg: '10片/盒', bzdw: '盒', basePriceFen: 900, stock: 50 })
      .returning({ id: schema.goods.id });
    const id = await placeOrder(t, { userId: buyerId, status: 1, lines: [{ goodsId: g!.id, number: 2 }] });
    const itemId = (await get(`/api/order/${id}`)).json().data.lines[0].id;
    const body = {
      carrier: '中通快递',
      tracking_no: 'ZT7788990011',
      batches: [{ order_item_id: itemId, batch_number: 'B20260301', expiry_date: '2028-02-28' }],
    };
    expect((await post(`/api/admin/order/${id}/ship`, body)).statusCode).toBe(401);
    expect((await post(`/api/admin/order/${id}/logistics`, { text: '已签收' })).statusCode).toBe(401);
    expect((await post(`/api/admin/order/${id}/logistics`, { text: '运输中' }, operator)).statusCode).toBe(409);
    expect((await post(`/api/admin/order/${id}/ship`, body, operator)).json().code).toBe(10000);
    expect((await post(`/api/admin/order/${id}/ship`, body, operator)).statusCode).toBe(409);
    expect(
      (await post(`/api/admin/order/${id}/logistics`, { text: '快件已到达杭州西湖区营业部' }, operator)).json().code,
    ).toBe(10000);
    const detail = (await get(`/api/order/${id}`)).json().data;
    expect(detail).toMatchObject({ status: 2, carrier: '中通快递', tracking_no: 'ZT7788990011' });
    expect(detail.lines[0]).toMatchObject({ batch_number: 'B20260301', expiry_date: '2028-02-28' });
    expect(detail.timeline.slice(-2).map((e: { type: string }) => e.type)).toEqual(['shipped', 'logistics']);
  });

  it('lists invoices, downloads the issued one, and lets the operator issue a requested one', async () => {
    const list = (await get('/api/invoice')).json().data;
    const issued = list.data.find((i: { status: string }) => i.status === 'issued');
    const requested = list.data.find((i: { status: string }) => i.status === 'requested');
    expect(issued.file_url).toBe(`/api/invoice/${issued.id}/file`);
    const file = await get(issued.file_url);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(requested.file_url).toBeNull();
    expect((await get(`/api/invoice/${requested.id}/file`)).statusCode).toBe(404);
    const text = multipart({ invoice_no: '04412300999' }, [
      { name: 'file', filename: 'a.pdf', bytes: Buffer.from('not a pdf') },
    ]);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: `/api/admin/invoice/${requested.id}/issue`,
          headers: { ...operator, ...text.headers },
          payload: text.payload,
        })
      ).statusCode,
    ).toBe(422);
    const pdf = multipart({ invoice_no: '04412300999' }, [
      { name: 'file', filename: 'fp.pdf', bytes: demoInvoicePdf('04412300999', 'X', 100) },
    ]);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: `/api/admin/invoice/${requested.id}/issue`,
          headers: { ...buyer, ...pdf.headers },
          payload: pdf.payload,
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: `/api/admin/invoice/${requested.id}/issue`,
          headers: { ...operator, ...pdf.headers },
          payload: pdf.payload,
        })
      ).json().code,
    ).toBe(10000);
    expect((await get(`/api/invoice/${requested.id}/file`)).statusCode).toBe(200);
    // The operator who issued it may read it back; another buyer may not.
    expect((await get(`/api/admin/invoice/${requested.id}/file`, operator)).statusCode).toBe(200);
    expect((await get(`/api/invoice/${requested.id}/file`, other)).statusCode).toBe(404);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: `/api/admin/invoice/${requested.id}/issue`,
          headers: { ...operator, ...pdf.headers },
          payload: pdf.payload,
        })
      ).statusCode,
    ).toBe(409);
  });

  it('shows the balance with its ledger, filtered by type and time', async () => {
    await recharge(t, buyerId, 12_345);
    const balance = await expectWalletBalanced();
    expect((await get('/api/user/user_money')).json().data.balance).toBe(balance / 100);
    const recharges = (await get('/api/user/user_money_log?use_type=recharge')).json().data;
    expect(recharges.data[0]).toMatchObject({
      type: 'recharge',
      type_text: '充值',
      amount: 123.45,
      balance_after: balance / 100,
    });
    const now = Math.floor(Date.now() / 1000);
    expect((await get(`/api/user/user_money_log?start_time=${now + 3600}`)).json().data.total).toBe(0);
    expect((await get('/api/user/user_money_log?use_type=bogus')).statusCode).toBe(422);
  });
});
