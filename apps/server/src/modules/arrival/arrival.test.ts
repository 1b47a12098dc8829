import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { CatalogueRefusal } from '@store/shared/codes';
import { arrivalNotices, goods, orderItems, stockBatches } from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';
import { BROWSER_HEADERS, createTestApp, type TestApp } from '../../test/harness.ts';
import { ordering } from '../../test/ordering.ts';
import { placeOrder, userIdOf } from '../../test/orders-fixture.ts';

type Headers = Record<string, string>;
type Message = { title: string; content: string; is_read: 0 | 1 };

describe('到货提醒: subscribe, restock, message, favourites', () => {
  let t: TestApp;
  let o: ReturnType<typeof ordering>;
  let buyer: Headers;
  let pending: Headers;
  let operator: Headers;
  let g: { id: number; name: string; ypgg: string };

  const post = (url: string, headers: Headers, payload?: object) =>
    t.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const subscribe = (id: number, headers: Headers) => post(`/api/goods/${id}/arrival_notice`, headers);
  const raise = (id: number, stock: number) => post(`/api/admin/goods/${id}/stock`, operator, { stock });
  const openNotices = (goodsId: number) =>
    t.database.db
      .select()
      .from(arrivalNotices)
      .where(and(eq(arrivalNotices.goodsId, goodsId), isNull(arrivalNotices.notifiedAt)));
  const arrivalMessages = async (headers: Headers) =>
    (
      (await t.inject({ method: 'GET', url: '/api/user/message?page_size=50', headers })).json().data.data as Message[]
    ).filter((m) => m.title === '到货提醒');
  const detail = async (id: number, headers: Headers = {}) =>
    (await t.inject({ method: 'GET', url: `/api/goods/detail/${id}`, headers })).json().data;

  beforeAll(async () => {
    t = await createTestApp({ DATABASE_POOL_SIZE: '10' });
    o = ordering(t);
    [buyer, pending, operator] = await Promise.all([t.login('buyer'), t.login('pendingBuyer'), t.loginStaff('admin')]);
  });
  afterAll(() => t.close());

  // Each test starts from a plain goods of its own (one unit steps, no minimum), out of stock.
  let next = 0;
  beforeEach(async () => {
    const rows = await t.database.db
      .select({ id: goods.id, name: goods.name, ypgg: goods.ypgg })
      .from(goods)
      .where(
        and(
          eq(goods.isListed, true),
          eq(goods.type, 0),
          eq(goods.isBuy, true),
          eq(goods.isFreeShipping, false),
          eq(goods.middlePackage, 1),
          sql`${goods.stock} > 0`,
        ),
      )
      .orderBy(goods.id)
      .offset(next++)
      .limit(1);
    g = theRow(rows);
    // Untracked (no batches), so staff set its count directly; receiving a batch notifies the same way
    // (modules/stock/stock.test.ts).
    await t.database.db.delete(stockBatches).where(eq(stockBatches.goodsId, g.id));
    await o.setStock(g.id, 0);
  });

  it('subscribes once however often the button is pressed, and the goods says so to that buyer only', async () => {
    const first = await subscribe(g.id, buyer);
    expect(first.json()).toMatchObject({
      code: 10000,
      msg: '已订阅到货提醒，到货后将通知您',
      data: { arrival_notice: 1 },
    });
    const again = await Promise.all([subscribe(g.id, buyer), subscribe(g.id, buyer)]);
    expect(again.map((r) => r.json().code)).toEqual([10000, 10000]);
    expect(await openNotices(g.id)).toHaveLength(1);
    expect((await detail(g.id, buyer)).arrival_notice).toBe(1);
    expect((await detail(g.id, pending)).arrival_notice).toBe(0);
    expect((await detail(g.id)).arrival_notice).toBe(0);
    const listed = (
      await t.inject({ method: 'GET', url: `/api/goods/list?in_stock=0&page_size=100`, headers: buyer })
    ).json().data.data as { id: number; arrival_notice: number }[];
    expect(listed.find((x) => x.id === g.id)?.arrival_notice).toBe(1);
  });

  it('refuses goods in stock with its catalogue code, visitors with 401, and unknown goods with 404', async () => {
    await o.setStock(g.id, 5);
    const res = await subscribe(g.id, buyer);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: CatalogueRefusal.ARRIVAL_NOTICE_IN_STOCK.code,
      msg: '商品有货，可直接购买',
    });
    expect((await subscribe(g.id, { ...BROWSER_HEADERS })).statusCode).toBe(401);
    expect((await subscribe(99_999_999, buyer)).statusCode).toBe(404);
    expect((await subscribe(0, buyer)).statusCode).toBe(422);
  });

  it('cancels the open notice (cancelling none is no error)', async () => {
    await subscribe(g.id, buyer);
    const res = await post(`/api/goods/${g.id}/arrival_notice/cancel`, buyer);
    expect(res.json()).toMatchObject({ code: 10000, msg: '已取消到货提醒', data: { arrival_notice: 0 } });
    expect(await openNotices(g.id)).toHaveLength(0);
    expect((await post(`/api/goods/${g.id}/arrival_notice/cancel`, buyer)).json().code).toBe(10000);
    await raise(g.id, 10);
    expect((await arrivalMessages(buyer)).some((m) => m.content.includes(g.name))).toBe(false);
  });

  it('an operator restock tells every waiting buyer once, in /wdxx, and closes their notices', async () => {
    await subscribe(g.id, buyer);
    await subscribe(g.id, pending);
    const before = (await arrivalMessages(buyer)).length;
    const res = await raise(g.id, 30);
    expect(res.json()).toMatchObject({ code: 10000, data: { id: g.id, stock: 30, notified: 2 } });
    const mine = await arrivalMessages(buyer);
    expect(mine).toHaveLength(before + 1);
    expect(mine[0]).toMatchObject({ content: `您关注的「${g.name} ${g.ypgg}」已到货，可以下单了。`, is_read: 0 });
    expect((await arrivalMessages(pending)).some((m) => m.content.includes(g.name))).toBe(true);
    expect(await openNotices(g.id)).toHaveLength(0);
    expect((await detail(g.id, buyer)).arrival_notice).toBe(0);
    // Stock that moves while already in stock tells nobody again.
    expect((await raise(g.id, 40)).json().data.notified).toBe(0);
    expect(await arrivalMessages(buyer)).toHaveLength(before + 1);
  });

  it('a raise that leaves the goods at 0 keeps the notice open', async () => {
    await subscribe(g.id, buyer);
    expect((await raise(g.id, 0)).json().data.notified).toBe(0);
    expect(await openNotices(g.id)).toHaveLength(1);
  });

  it('two parallel raises send one message', async () => {
    await subscribe(g.id, buyer);
    const before = (await arrivalMessages(buyer)).length;
    const results = await Promise.all([raise(g.id, 10), raise(g.id, 20), raise(g.id, 30)]);
    expect(results.map((r) => r.json().code)).toEqual([10000, 10000, 10000]);
    expect(results.reduce((sum, r) => sum + r.json().data.notified, 0)).toBe(1);
    expect(await arrivalMessages(buyer)).toHaveLength(before + 1);
  });

  it('stock back from a cancelled order tells the buyers waiting for it', async () => {
    await o.setStock(g.id, 5);
    const [address] = (await t.inject({ method: 'GET', url: '/api/user/address', headers: buyer })).json().data;
    const line = await o.addLine(buyer, g.id, 5);
    const order = (await o.placeOrder(buyer, { ids: [line], address_id: address.id })).json().data;
    expect(await o.stockOf(g.id)).toBe(0);
    await subscribe(g.id, pending);
    expect((await post(`/api/order/${order.id}/cancel`, buyer, { reason: '不想要了' })).json().code).toBe(10000);
    expect((await arrivalMessages(pending)).some((m) => m.content.includes(g.name))).toBe(true);
    expect(await openNotices(g.id)).toHaveLength(0);
  });

  it('units returned through after-sales tell the buyers waiting for them', async () => {
    await o.setStock(g.id, 2);
    const id = await placeOrder(t, {
      userId: await userIdOf(t, 'buyer'),
      status: 3,
      lines: [{ goodsId: g.id, number: 2 }],
    });
    expect(await o.stockOf(g.id)).toBe(0);
    await subscribe(g.id, pending);
    const line = theRow(await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, id)));
    const request = await post(`/api/order/${id}/after_sales`, buyer, {
      kind: 'return',
      reason: '包装破损',
      items: [{ order_item_id: line.id, number: 1 }],
    });
    expect(request.json().code).toBe(10000);
    const review = await post(`/api/admin/after_sales/${request.json().data.id}/review`, operator, {
      action: 'approve',
      refund_to: 'balance',
    });
    expect(review.json().code).toBe(10000);
    expect(await o.stockOf(g.id)).toBe(1);
    expect((await arrivalMessages(pending)).some((m) => m.content.includes(g.name))).toBe(true);
  });

  it('favourites mark goods that arrived for the buyer in the last 7 days', async () => {
    await post('/api/favorite', buyer, { goods_ids: [g.id] });
    const arrived = async () =>
      (
        (await t.inject({ method: 'GET', url: '/api/favorite?page_size=100', headers: buyer })).json().data.data as {
          id: number;
          arrived: number;
        }[]
      ).find((x) => x.id === g.id)?.arrived;
    await subscribe(g.id, buyer);
    expect(await arrived()).toBe(0);
    await raise(g.id, 10);
    expect(await arrived()).toBe(1);
    await t.database.db
      .update(arrivalNotices)
      .set({ notifiedAt: sql`now() - interval '8 days'` })
      .where(eq(arrivalNotices.goodsId, g.id));
    expect(await arrived()).toBe(0);
  });

  it('only operators set stock, with a whole number of at least 0', async () => {
    expect((await post(`/api/admin/goods/${g.id}/stock`, buyer, { stock: 5 })).statusCode).toBe(401);
    expect((await post(`/api/admin/goods/${g.id}/stock`, { ...BROWSER_HEADERS }, { stock: 5 })).statusCode).toBe(401);
    const bad = await raise(g.id, -1);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.stock).toEqual(['库存不能小于0']);
    expect((await raise(99_999_999, 5)).statusCode).toBe(404);
    expect(await o.stockOf(g.id)).toBe(0);
  });
});
