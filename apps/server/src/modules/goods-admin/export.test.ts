// @pglite: the exports stream while PGlite's single connection serves their keyset pages and other requests
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import * as schema from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { COLUMNS } from './xlsx-columns.ts';

type Headers = Record<string, string>;

/** More than the 20,000 rows the exports used to stop at without a word. */
const MANY = 20_500;

const bookOf = async (payload: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ExcelJS.Buffer);
  return book;
};
const headerOf = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1);

describe('the console’s goods and stock exports stream every row, however many', () => {
  let t: TestApp;
  let marketing: Headers;
  let warehouse: Headers;
  let brandId: number;
  let firstId: number;

  beforeAll(async () => {
    t = await createTestApp();
    [marketing, warehouse] = await Promise.all([t.loginStaff('marketing'), t.loginStaff('warehouse')]);
    const db = t.database.db;
    brandId = theRow(
      await db.insert(schema.brands).values({ name: '导出测试品牌' }).returning({ id: schema.brands.id }),
    ).id;
    // One set-based statement each: 20,500 goods of the brand, and a batch of each of them. Unlisted (the
    // console exports them alike): the store's search has nothing to index for them.
    await db.execute(sql`
      insert into goods (name, sccj, ypgg, bzdw, base_price_fen, retail_price_fen, brand_id, approval_number, is_listed)
      select '导出测试片' || g, '导出药业', g || '片/盒', '盒', 1000 + g, 2000 + g, ${brandId}, '国药准字Z' || g, false
      from generate_series(1, ${MANY}) g`);
    firstId = theRow(
      await db
        .select({ id: sql<number>`min(${schema.goods.id})::int` })
        .from(schema.goods)
        .where(eq(schema.goods.brandId, brandId)),
    ).id;
    await db.execute(sql`
      insert into stock_batches (goods_id, batch_number, expiry_date, quantity, warehouse)
      select id, 'EXP' || id, date '2030-01-01' + (id % 300), 1 + id % 50, '主仓'
      from goods where brand_id = ${brandId} order by id`);
  }, 120_000);
  afterAll(() => t.close());

  it('exports all 20,500 goods of a filter, newest first, under the import’s own header row', async () => {
    const res = await t.inject({
      method: 'GET',
      url: `/api/admin/goods/export?brand_id=${brandId}`,
      headers: marketing,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="goods-\d{8}\.xlsx"; filename\*=UTF-8''%E5%95%86%E5%93%81-\d{8}\.xlsx$/,
    );
    const sheet = (await bookOf(res.rawPayload)).worksheets[0]!;
    expect(sheet.name).toBe('商品');
    expect(headerOf(sheet)).toEqual(COLUMNS.map((c) => c.header));
    expect(sheet.rowCount).toBe(MANY + 1);
    const ids = (sheet.getColumn(1).values as unknown[]).slice(2).map(Number);
    expect(ids).toHaveLength(MANY);
    expect(ids[0]).toBe(firstId + MANY - 1);
    expect(ids.at(-1)).toBe(firstId);
    expect(ids.every((id, i) => i === 0 || id === ids[i - 1]! - 1)).toBe(true);
    // A row as the import reads it: name, maker, spec, price in yuan.
    const row = sheet.getRow(MANY + 1).values as unknown[];
    const at = (header: string) => row[COLUMNS.findIndex((c) => c.header === header) + 1];
    expect([at('商品名称'), at('生产厂家'), at('规格'), at('供货价'), at('品牌ID')]).toEqual([
      '导出测试片1',
      '导出药业',
      '1片/盒',
      10.01,
      brandId,
    ]);
  });

  it('exports all 20,500 batches of a filter with goods, dates, units and state', async () => {
    const res = await t.inject({
      method: 'GET',
      url: `/api/admin/stock_batches/export?state=all&keywords=${encodeURIComponent('导出测试片')}`,
      headers: warehouse,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('批次库存')}-`);
    const sheet = (await bookOf(res.rawPayload)).worksheets[0]!;
    expect(headerOf(sheet)).toEqual([
      '商品ID',
      '商品名称',
      '规格',
      '生产厂家',
      '批号',
      '生产日期',
      '有效期至',
      '数量',
      '单位',
      '仓库',
      '状态',
    ]);
    expect(sheet.rowCount).toBe(MANY + 1);
    const batches = new Set((sheet.getColumn(5).values as unknown[]).slice(2));
    expect(batches.size).toBe(MANY);
    expect(batches.has(`EXP${firstId}`)).toBe(true);
    // Soonest expiry first, across every page of the export: the first goods whose id % 300 is 0.
    const expiries = (sheet.getColumn(7).values as string[]).slice(2);
    expect(expiries.every((day, i) => i === 0 || expiries[i - 1]! <= day)).toBe(true);
    const soonest = firstId + ((300 - (firstId % 300)) % 300);
    const n = soonest - firstId + 1;
    const first = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(first).toEqual([
      soonest,
      `导出测试片${n}`,
      `${n}片/盒`,
      '导出药业',
      `EXP${soonest}`,
      undefined,
      '2030-01-01',
      1 + (soonest % 50),
      '盒',
      '主仓',
      '正常',
    ]);
  });

  it('refuses a bad filter with a 422 before any byte of a file, and staff without 查看商品 with a 403', async () => {
    const bad = await t.inject({ method: 'GET', url: '/api/admin/goods/export?listed=7', headers: marketing });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: expect.any(Number), errors: { listed: expect.any(Array) } });
    const badState = await t.inject({
      method: 'GET',
      url: '/api/admin/stock_batches/export?state=soon',
      headers: warehouse,
    });
    expect(badState.statusCode).toBe(422);
    expect(badState.json().errors).toHaveProperty('state');

    const reviewer = await t.loginStaff('reviewer');
    for (const url of ['/api/admin/goods/export', '/api/admin/stock_batches/export']) {
      const res = await t.inject({ method: 'GET', url, headers: reviewer });
      expect(res.statusCode, url).toBe(403);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });

  it('a download cut short ends the export quietly, and the next export is whole', async () => {
    const { app } = t;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const controller = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/admin/goods/export?brand_id=${brandId}`, {
      headers: marketing,
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body?.getReader();
    await reader?.read();
    controller.abort();
    await reader?.cancel().catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await t.inject({
      method: 'GET',
      url: `/api/admin/goods/export?brand_id=${brandId}`,
      headers: marketing,
    });
    expect((await bookOf(again.rawPayload)).worksheets[0]!.rowCount).toBe(MANY + 1);
  });
});
