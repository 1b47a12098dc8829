// @pglite: the order export streams while PGlite's single connection serves its keyset pages
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { asc, eq, sql } from 'drizzle-orm';
import { ORDER_EXPORT_HEADERS } from '@store/shared/api/admin-order-export';
import * as schema from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { userIdOf } from '../../test/orders-fixture.ts';

type Headers = Record<string, string>;
type Row = Record<(typeof ORDER_EXPORT_HEADERS)[number], unknown>;

/** 7,000 orders of 3 lines: more than the 20,000 rows the old exports stopped at. */
const ORDERS = 7_000;
const ADDRESS = {
  name: '王药师',
  phone: '13800000000',
  province: '浙江省',
  city: '杭州市',
  district: '滨江区',
  address: '江南大道 1 号',
};
const beijingDay = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

describe('导出订单明细: finance downloads the lines of a range of days, by status and buyer', () => {
  let t: TestApp;
  let finance: Headers;
  let bulkBuyer: number;

  const exported = async (query: Record<string, string>, headers = finance) =>
    t.inject({ method: 'GET', url: `/api/admin/orders/export?${new URLSearchParams(query)}`, headers });
  /** The sheets' rows (after each header) as objects keyed by the header. */
  const rowsOf = async (payload: Buffer): Promise<Row[]> => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(payload as unknown as ExcelJS.Buffer);
    const rows: Row[] = [];
    for (const sheet of book.worksheets) {
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...ORDER_EXPORT_HEADERS]);
      sheet.eachRow((row, n) => {
        if (n === 1) return;
        const values = row.values as unknown[];
        rows.push(Object.fromEntries(ORDER_EXPORT_HEADERS.map((h, i) => [h, values[i + 1] ?? null])) as Row);
      });
    }
    return rows;
  };

  beforeAll(async () => {
    t = await createTestApp();
    finance = await t.loginStaff('finance');
    const db = t.database.db;
    // A buyer of its own with 7,000 orders in January 2020 (3 lines each, every fifth one cancelled), one statement each.
    const demo = theRow(await db.select().from(schema.users).where(eq(schema.users.username, 'demo_buyer')));
    bulkBuyer = theRow(
      await db
        .insert(schema.users)
        .values({ username: 'export_bulk', passwordHash: demo.passwordHash, company: '导出测试连锁药房有限公司' })
        .returning({ id: schema.users.id }),
    ).id;
    const [goods] = await db.select().from(schema.goods).orderBy(asc(schema.goods.id)).limit(1);
    await db.execute(sql`
      insert into orders (order_no, user_id, status, pay_method, goods_fen, shipping_fen, payable_fen, paid_fen,
                          address, invoice, remittance_ref, expires_at, created_at, paid_at)
      select 'EXP2020' || lpad(g::text, 9, '0'), ${bulkBuyer}, case when g % 5 = 0 then 4 else 3 end, 'balance',
             1200, 1000, 2200, 2200, ${JSON.stringify(ADDRESS)}::jsonb,
             '{"type":"none"}'::jsonb, 'HKEXP' || g, timestamptz '2020-01-01 00:00:00+08' + g * interval '6 minutes',
             timestamptz '2020-01-01 00:00:00+08' + g * interval '6 minutes',
             timestamptz '2020-01-01 00:00:00+08' + g * interval '6 minutes' + interval '1 minute'
      from generate_series(1, ${ORDERS}) g`);
    await db.execute(sql`
      insert into order_items (order_id, goods_id, name, sccj, ypgg, bzdw, price_fen, number, amount_fen,
                               batch_number, expiry_date)
      select o.id, ${goods!.id}, '导出测试胶囊' || n, '导出药业', '24粒/盒', '盒', 200 * n, 1, 200 * n,
             'B' || o.id || '-' || n, date '2030-06-30'
      from orders o cross join generate_series(1, 3) n
      where o.user_id = ${bulkBuyer}
      order by o.id, n`);
  }, 120_000);
  afterAll(() => t.close());

  it('one row per line of every order of the range, 21,000 rows, the order’s amounts on its first line only', async () => {
    const res = await exported({ start_date: '2020-01-01', end_date: '2020-01-31', buyer: String(bulkBuyer) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="orders-\\d{8}\\.xlsx"; filename\\*=UTF-8''${encodeURIComponent('订单明细')}-`),
    );
    const rows = await rowsOf(res.rawPayload);
    expect(rows).toHaveLength(ORDERS * 3);
    expect(new Set(rows.map((r) => r.订单号)).size).toBe(ORDERS);
    // In order time: the first order (00:06 on 1 January, Beijing) first, its lines in order.
    expect(rows.slice(0, 3)).toEqual([0, 1, 2].map(() => expect.objectContaining({ 订单号: 'EXP2020000000001' })));
    expect(rows[0]).toMatchObject({
      下单时间: '2020-01-01 00:06:00',
      采购商: '导出测试连锁药房有限公司',
      采购商账号: 'export_bulk',
      订单状态: '已完成',
      支付方式: '余额支付',
      支付时间: '2020-01-01 00:07:00',
      商品名称: '导出测试胶囊1',
      数量: 1,
      单价: 2,
      行金额: 2,
      批号: expect.stringMatching(/^B\d+-1$/),
      有效期至: '2030-06-30',
      订单商品金额: 12,
      订单优惠: 0,
      运费: 10,
      订单应付: 22,
      订单实付: 22,
      订单已退款: 0,
    });
    expect(rows[1]).toMatchObject({ 商品名称: '导出测试胶囊2', 单价: 4, 订单应付: null, 订单实付: null });
    const payable = rows.reduce((sum, r) => sum + Number(r.订单应付 ?? 0), 0);
    expect(payable).toBe(ORDERS * 22);
    expect(rows.at(-1)?.订单号).toBe(`EXP2020${String(ORDERS).padStart(9, '0')}`);
  });

  it('filters by status and by a part of the company name; a range outside the orders gives the header alone', async () => {
    const cancelled = await rowsOf(
      (
        await exported({
          start_date: '2020-01-01',
          end_date: '2020-01-31',
          status: 'cancelled',
          buyer: '导出测试连锁',
        })
      ).rawPayload,
    );
    expect(cancelled).toHaveLength((ORDERS / 5) * 3);
    expect(new Set(cancelled.map((r) => r.订单状态))).toEqual(new Set(['已取消']));
    // 2 January Beijing time: orders 240 to 479 of the buyer (every 6 minutes from 00:06 on the 1st).
    const oneDay = await rowsOf((await exported({ start_date: '2020-01-02', end_date: '2020-01-02' })).rawPayload);
    expect(new Set(oneDay.map((r) => r.订单号)).size).toBe(240);
    expect(oneDay[0]?.下单时间).toBe('2020-01-02 00:00:00');
    const none = await exported({ start_date: '2019-01-01', end_date: '2019-01-31' });
    expect(none.statusCode).toBe(200);
    expect(await rowsOf(none.rawPayload)).toEqual([]);
    const nobody = await exported({ start_date: '2020-01-01', end_date: '2020-01-31', buyer: '没有这家药房' });
    expect(await rowsOf(nobody.rawPayload)).toEqual([]);
  });

  it('gives the batch and expiry the warehouse shipped, for the demo buyer’s order of a day', async () => {
    const db = t.database.db;
    const buyerId = await userIdOf(t, 'buyer');
    const [order] = await db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.userId, buyerId))
      .orderBy(asc(schema.orders.id))
      .limit(1);
    const lines = await db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, order!.id))
      .orderBy(asc(schema.orderItems.id));
    await db
      .update(schema.orderItems)
      .set({ batchNumber: 'EXPORT-B1、EXPORT-B2', expiryDate: '2029-03-31' })
      .where(eq(schema.orderItems.id, lines[0]!.id));
    const day = beijingDay(order!.createdAt);
    const rows = await rowsOf((await exported({ start_date: day, end_date: day, buyer: '康宁大药房' })).rawPayload);
    const own = rows.filter((r) => r.订单号 === order!.orderNo);
    expect(own).toHaveLength(lines.length);
    expect(own[0]).toMatchObject({
      采购商: '杭州康宁大药房有限公司',
      商品ID: lines[0]!.goodsId,
      商品名称: lines[0]!.name,
      数量: lines[0]!.number,
      单价: lines[0]!.priceFen / 100,
      行金额: lines[0]!.amountFen / 100,
      批号: 'EXPORT-B1、EXPORT-B2',
      有效期至: '2029-03-31',
      订单应付: order!.payableFen / 100,
      订单实付: order!.paidFen / 100,
    });
    expect(rows.every((r) => r.采购商 === '杭州康宁大药房有限公司')).toBe(true);
  });

  it('refuses bad filters with a 422 naming the field, before any file; staff without 查看订单 get a 403', async () => {
    const refused = async (query: Record<string, string>) => {
      const res = await exported(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(422);
      expect(res.headers['content-type']).toContain('application/json');
      return res.json() as { msg: string; errors: Record<string, string[]> };
    };
    expect((await refused({ end_date: '2020-01-31' })).errors.start_date).toEqual(['请选择开始日期']);
    expect((await refused({ start_date: '2020-01-01', end_date: '2020-02-30' })).errors.end_date).toEqual([
      '结束日期不是有效日期',
    ]);
    expect((await refused({ start_date: '2020-02-01', end_date: '2020-01-01' })).errors.end_date).toEqual([
      '结束日期不能早于开始日期',
    ]);
    const long = await refused({ start_date: '2020-01-01', end_date: '2021-01-02' });
    expect(long.msg).toBe('下单日期范围最长 366 天，请分段导出');
    expect((await refused({ start_date: '2020-01-01', end_date: '2020-01-31', status: 'lost' })).errors.status).toEqual(
      ['订单状态不正确'],
    );
    // A leap year's whole year is 366 days: allowed.
    expect(
      (await exported({ start_date: '2020-01-01', end_date: '2020-12-31', buyer: '没有这家药房' })).statusCode,
    ).toBe(200);

    const marketing = await t.loginStaff('marketing');
    const res = await exported({ start_date: '2020-01-01', end_date: '2020-01-31' }, marketing);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('没有此操作的权限');
  });
});
