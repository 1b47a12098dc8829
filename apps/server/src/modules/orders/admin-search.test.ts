// @pglite: search by part of a Chinese name through kept n-grams and triggers, and capped counts, on both engines
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { LIST_COUNT_CAP, PAGE_BEYOND_CAP } from '@store/shared/api/list-count';
import * as schema from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';
import { buyableGoods, placeOrder } from '../../test/orders-fixture.ts';
import { consoleOrdersFixture } from '../../test/console-orders-fixture.ts';

const q = encodeURIComponent;

describe('console search by part of a name and counts that stop at 10,000 (issue #38)', () => {
  const fx = consoleOrdersFixture();
  const { get } = fx;
  const db = () => fx.t.database.db;
  const idsOf = async (url: string, headers = fx.admin) => {
    const res = (await get(url, headers)).json();
    expect(res.code, JSON.stringify(res)).toBe(10000);
    return res.data.data.map((row: { id: number }) => row.id) as number[];
  };
  const newBuyer = async (fields: { username: string; company: string; name: string; mobile: string }) =>
    theRow(
      await db()
        .insert(schema.users)
        .values({ ...fields, passwordHash: 'x', isPassed: true })
        .returning({ id: schema.users.id }),
    ).id;

  it('finds orders, after-sales requests, invoices and buyers by any part of a Chinese name, 1 to 7 characters', async () => {
    const buyerId = await newBuyer({
      username: 'Search_BaiCao',
      company: '温州瑞安百草堂医药连锁有限公司',
      name: '陈晓东',
      mobile: '13912345678',
    });
    const [goods] = await buyableGoods(fx.t, 1);
    const orderId = await placeOrder(fx.t, { userId: buyerId, status: 3, lines: [{ goodsId: goods!.id, number: 1 }] });
    const invoiceId = theRow(
      await db()
        .insert(schema.invoices)
        .values({ orderId, userId: buyerId, type: 'plain', title: '瑞安市仁心药品零售店', amountFen: 100 })
        .returning({ id: schema.invoices.id }),
    ).id;
    await db().update(schema.invoices).set({ invoiceNo: 'FP2026RX0001' }).where(eq(schema.invoices.id, invoiceId));
    const requestId = theRow(
      await db()
        .insert(schema.afterSales)
        .values({ orderId, userId: buyerId, kind: 'return', reason: '测试', items: [] })
        .returning({ id: schema.afterSales.id }),
    ).id;

    for (const part of ['百', '百草', '百草堂', '瑞安百草堂医药', '晓东', '陈', '2345678', '139123']) {
      expect(await idsOf(`/api/admin/orders?page_size=100&keywords=${q(part)}`), part).toContain(orderId);
    }
    expect(await idsOf(`/api/admin/orders?page_size=100&keywords=${q('百草园')}`)).not.toContain(orderId);
    // Staff search by what the screens name: a request by its buyer's company, an invoice by its own title or number.
    expect(await idsOf(`/api/admin/after_sales?status=all&keywords=${q('草堂医')}`, fx.service)).toContain(requestId);
    expect(await idsOf(`/api/admin/invoices?status=all&keywords=${q('仁心药品')}`, fx.finance)).toContain(invoiceId);
    expect(await idsOf(`/api/admin/invoices?status=all&keywords=fp2026rx`, fx.finance)).toContain(invoiceId);
    expect(await idsOf(`/api/admin/invoices?status=all&keywords=${q('百草堂')}`, fx.finance)).toContain(invoiceId);
    // The buyer list: company, contact, login name (any case) or mobile.
    for (const part of ['瑞安百草', '晓', 'search_bai', 'BAICAO', '1234567']) {
      expect(await idsOf(`/api/admin/buyers?keywords=${q(part)}`), part).toContain(buyerId);
    }

    // A renamed company is found by its new name only: the kept grams follow every change of the row.
    await db().update(schema.users).set({ company: '丽水康复诊所' }).where(eq(schema.users.id, buyerId));
    expect(await idsOf(`/api/admin/orders?page_size=100&keywords=${q('百草堂')}`)).not.toContain(orderId);
    expect(await idsOf(`/api/admin/orders?page_size=100&keywords=${q('康复诊')}`)).toContain(orderId);
    expect(await idsOf(`/api/admin/buyers?keywords=${q('百草堂')}`)).not.toContain(buyerId);
  });

  it('finds the orders of a name that more than a thousand buyers share', async () => {
    await db().execute(sql`insert into users (username, password_hash, company, name)
      select 'chain_' || g, 'x', '四海连锁药房第' || g || '分店', '店长' from generate_series(1, 1001) as g`);
    const last = theRow(
      await db().select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.username, 'chain_1001')),
    ).id;
    const [goods] = await buyableGoods(fx.t, 1);
    const orderId = await placeOrder(fx.t, { userId: last, status: 1, lines: [{ goodsId: goods!.id, number: 1 }] });
    const page = (await get(`/api/admin/orders?keywords=${q('四海连锁药房')}`)).json().data;
    expect(page.data.map((row: { id: number }) => row.id)).toEqual([orderId]);
    expect(page.counts).toMatchObject({ all: 1, pending_shipment: 1, shipped: 0 });
    expect((await get(`/api/admin/buyers?keywords=${q('四海连锁药房')}`)).json().data.total).toBe(1001);
  });

  it('counts up to 10,000 and says "more" past it, in every queue; no page beyond it is served', async () => {
    const buyerId = await newBuyer({
      username: 'cap_buyer',
      company: '万家康大药房',
      name: '王',
      mobile: '13700000009',
    });
    // 10,002 paid orders of one buyer, written in one statement (the triggers see them as one change): counted
    // as 10,001, "more than 10,000".
    await db().execute(sql`insert into orders (order_no, user_id, status, pay_method, goods_fen, payable_fen, paid_fen,
        address, invoice, remittance_ref, expires_at, paid_at)
      select 'CAP' || lpad(g::text, 13, '0'), ${buyerId}, 1, 'balance', 100, 100, 100, o.address, o.invoice,
             'CAPREF' || g, now(), now()
        from (select address, invoice from orders limit 1) as o, generate_series(1, ${LIST_COUNT_CAP + 2}) as g`);
    const url = `/api/admin/orders?keywords=${q('万家康')}`;
    const first = (await get(url)).json().data;
    expect(first.count_cap).toBe(LIST_COUNT_CAP);
    expect(first.counts).toMatchObject({
      all: LIST_COUNT_CAP + 1,
      pending_shipment: LIST_COUNT_CAP + 1,
      pending_payment: 0,
      shipped: 0,
    });
    expect(first.total).toBe(LIST_COUNT_CAP + 1);
    expect(first.data).toHaveLength(20);
    // The newest first, and the last page within the cap still answers.
    const ids = first.data.map((row: { id: number }) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const lastPage = (await get(`${url}&page=${LIST_COUNT_CAP / 20 + 1}`)).json();
    expect(lastPage.data.data).toHaveLength(2);
    expect((await get(`${url}&page=${LIST_COUNT_CAP / 20 + 2}`)).json()).toMatchObject({
      code: 422,
      errors: { page: [PAGE_BEYOND_CAP] },
    });
    // The whole list is past the cap too; a queue below it is counted exactly.
    const all = (await get('/api/admin/orders')).json().data;
    expect(all.counts.all).toBe(LIST_COUNT_CAP + 1);
    expect(all.counts.awaiting_transfer).toBeLessThanOrEqual(LIST_COUNT_CAP);
    // The dashboard's queue counts them the same way.
    const board = (await get('/api/admin/dashboard')).json().data;
    expect(board).toMatchObject({ count_cap: LIST_COUNT_CAP, queues: { orders_to_ship: LIST_COUNT_CAP + 1 } });
    expect((await get(`/api/admin/buyers?page=${LIST_COUNT_CAP / 20 + 2}`)).json().code).toBe(422);
    expect((await get(`/api/admin/stock_batches?page=${LIST_COUNT_CAP / 20 + 2}`)).json().code).toBe(422);
    expect((await get('/api/admin/stock_batches')).json().data.count_cap).toBe(LIST_COUNT_CAP);
  });
});
