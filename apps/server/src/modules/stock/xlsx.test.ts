import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import * as schema from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';
import { createTestApp, multipart, type TestApp } from '../../test/harness.ts';
import { batchRows } from './xlsx.ts';

const inDays = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe('stock .xlsx: the batch list exported, a delivery note imported all or nothing', () => {
  let t: TestApp;
  let warehouse: Record<string, string>;
  const freshGoods = async (name: string) =>
    theRow(
      await t.database.db
        .insert(schema.goods)
        .values({ name, sccj: '表格药业', ypgg: '24粒/盒', bzdw: '盒', basePriceFen: 990, stock: 0 })
        .returning({ id: schema.goods.id }),
    ).id;
  const sheetOf = (rows: (string | number | Date)[][]) => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('入库单');
    sheet.addRow(['商品ID', '批号', '生产日期', '有效期至', '入库数量', '仓库']);
    for (const row of rows) sheet.addRow(row);
    return book;
  };
  const upload = async (book: ExcelJS.Workbook) => {
    const body = multipart({}, [
      { name: 'file', filename: '入库单.xlsx', bytes: Buffer.from(await book.xlsx.writeBuffer()) },
    ]);
    return (
      await t.inject({
        method: 'POST',
        url: '/api/admin/stock_batches/import',
        headers: { ...warehouse, ...body.headers },
        payload: body.payload,
      })
    ).json();
  };
  const batchesOf = (goodsId: number) =>
    t.database.db.select().from(schema.stockBatches).where(eq(schema.stockBatches.goodsId, goodsId));

  beforeAll(async () => {
    t = await createTestApp();
    warehouse = await t.loginStaff('warehouse');
  });
  afterAll(() => t.close());

  it('books every row in, or none when a row is wrong, naming the row, the column and the problem', async () => {
    const a = await freshGoods('表格入库甲胶囊');
    const b = await freshGoods('表格入库乙胶囊');
    const bad = await upload(
      sheetOf([
        [a, 'XA1', '', inDays(500), 10, '主仓'],
        [b, 'XB1', '', '2026/13/01', 0, '主仓'],
        [999_999, 'XC1', '', inDays(500), 5, '主仓'],
      ]),
    );
    expect(bad).toMatchObject({ code: 10000, data: { applied: false, rows: 3, created: 0 } });
    expect(bad.data.errors).toEqual(
      expect.arrayContaining([
        { row: 3, field: '有效期至', message: '有效期至格式应为 YYYY-MM-DD' },
        { row: 3, field: '入库数量', message: '入库数量至少为 1' },
        { row: 4, field: '整行', message: '商品不存在' },
      ]),
    );
    expect(await batchesOf(a)).toEqual([]);

    // Dates typed as Excel dates work as well as text.
    const good = await upload(
      sheetOf([
        [a, 'XA1', '', inDays(500), 10, '主仓'],
        [a, 'XA1', '', inDays(500), 2, '主仓'],
        [b, 'XB1', new Date(`${inDays(-30)}T00:00:00Z`), new Date(`${inDays(400)}T00:00:00Z`), 6, ''],
      ]),
    );
    expect(good).toMatchObject({ msg: '入库完成：新批次 2，追加 1', data: { applied: true, created: 2, updated: 1 } });
    expect((await batchesOf(a)).map((r) => r.quantity)).toEqual([12]);
    expect(await batchesOf(b)).toMatchObject([
      { expiryDate: inDays(400), productionDate: inDays(-30), warehouse: '主仓' },
    ]);
    const [goodsA] = await t.database.db.select().from(schema.goods).where(eq(schema.goods.id, a));
    expect(goodsA?.stock).toBe(12);
  });

  it('exports the filtered batches with goods, dates, units and state', async () => {
    const res = await t.inject({
      method: 'GET',
      url: `/api/admin/stock_batches/export?state=held&keywords=${encodeURIComponent('表格入库甲')}`,
      headers: warehouse,
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toContain('有效期至');
    expect(sheet.rowCount).toBe(2);
    expect((sheet.getRow(2).values as unknown[]).slice(2, 12)).toEqual([
      '表格入库甲胶囊',
      '24粒/盒',
      '表格药业',
      'XA1',
      undefined, // no production date: an empty cell (the streaming export writes no XML for it)
      inDays(500),
      12,
      '盒',
      '主仓',
      '正常',
    ]);
  });

  it('exports soonest expiry first, as the list shows them', async () => {
    const res = await t.inject({
      method: 'GET',
      url: `/api/admin/stock_batches/export?state=held&keywords=${encodeURIComponent('表格入库')}`,
      headers: warehouse,
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    // 乙's batch was booked in after 甲's, and expires first.
    expect([2, 3].map((n) => sheet.getRow(n).getCell(5).value)).toEqual(['XB1', 'XA1']);
    expect([2, 3].map((n) => sheet.getRow(n).getCell(7).value)).toEqual([inDays(400), inDays(500)]);

    // Page by page (one batch a page here), the same order: each page starts after the last one's (expiry, id).
    const pages = [];
    for await (const page of batchRows(t.database.db, { state: 'held', keywords: '表格入库' }, inDays(0), 1))
      pages.push([...page].map((cells) => cells[4]));
    expect(pages).toEqual([['XB1'], ['XA1'], []]);
  });
});
