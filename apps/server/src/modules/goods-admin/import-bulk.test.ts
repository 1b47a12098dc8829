// @pglite: bulk statements (a 1,000-row INSERT, an UPDATE from jsonb_populate_recordset) in one transaction on PGlite's one connection
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { goodsBody } from '@store/shared/api/admin-goods';
import { auditLog, goods, goodsPriceChanges, staff } from '../../db/schema.ts';
import { RowsFailed, rowErrorsOf } from '../../lib/xlsx.ts';
import { createTestApp, multipart, type TestApp } from '../../test/harness.ts';
import { writePlan } from './bulk-save.ts';
import { planImport } from './import-plan.ts';

type Headers = Record<string, string>;
const NEW_ROWS = 5_000;
const REPRICED = 100;
const MAKER = '批量导入测试药业有限公司';
const nameOf = (i: number) => `批导测试${i}号胶囊`;

describe('goods .xlsx import in bulk: thousands of rows in a few statements, still all or nothing', () => {
  let t: TestApp;
  let marketing: Headers;
  let exported: Buffer;

  const upload = async (book: ExcelJS.Workbook) => {
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const body = multipart({}, [{ name: 'file', filename: '商品.xlsx', bytes }]);
    const res = await t.inject({
      method: 'POST',
      url: '/api/admin/goods/import',
      headers: { ...marketing, ...body.headers },
      payload: body.payload,
    });
    return res.json();
  };

  /** The export of every goods, REPRICED of them 0.01 dearer, and NEW_ROWS new goods after them. */
  const sheet = async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported as unknown as ExcelJS.Buffer);
    const ws = book.worksheets[0]!;
    const col = (header: string) => {
      let found = 0;
      ws.getRow(1).eachCell((cell, n) => {
        if (cell.text === header) found = n;
      });
      expect(found, header).toBeGreaterThan(0);
      return found;
    };
    const [idCol, priceCol] = [col('商品ID'), col('供货价')];
    const repriced: { id: number; fen: number }[] = [];
    for (let n = 2; n < 2 + REPRICED; n++) {
      const row = ws.getRow(n);
      const fen = Math.round(Number(row.getCell(priceCol).value) * 100) + 1;
      row.getCell(priceCol).value = fen / 100;
      repriced.push({ id: Number(row.getCell(idCol).value), fen });
    }
    const exportedRows = ws.rowCount - 1;
    const at = Object.fromEntries(
      ['商品名称', '生产厂家', '规格', '包装单位', '批准文号', '供货价', '上架'].map((h) => [h, col(h)]),
    );
    const firstNew = ws.rowCount + 1;
    for (let i = 0; i < NEW_ROWS; i++) {
      const row = ws.addRow([]);
      const values = {
        商品名称: nameOf(i),
        生产厂家: MAKER,
        规格: `${(i % 9) + 1}0粒`,
        包装单位: '盒',
        批准文号: `国药准字Z${90_000_000 + i}`,
        供货价: 5 + (i % 50) / 10,
        上架: '是',
      };
      for (const [header, value] of Object.entries(values)) row.getCell(at[header]!).value = value;
    }
    return { book, ws, at, repriced, exportedRows, firstNew };
  };

  const counts = async () => ({
    goods: (await t.database.db.select({ n: count() }).from(goods))[0]!.n,
    audit: (await t.database.db.select({ n: count() }).from(auditLog))[0]!.n,
    prices: (await t.database.db.select({ n: count() }).from(goodsPriceChanges))[0]!.n,
  });

  beforeAll(async () => {
    t = await createTestApp();
    marketing = await t.loginStaff('marketing');
    const res = await t.inject({ method: 'GET', url: '/api/admin/goods/export', headers: marketing });
    exported = res.rawPayload;
  });
  afterAll(() => t.close());

  it('one refused row among 5,000 new goods and 100 new prices: nothing is written, the row is named', async () => {
    const { book, ws, at, repriced, firstNew } = await sheet();
    const bad = ws.getRow(firstNew + 2_500);
    bad.getCell(at['商品名称']!).value = '磷酸可待因片';
    const before = await counts();
    const answer = await upload(book);
    expect(answer).toMatchObject({ code: 10000, data: { applied: false, created: 0, updated: 0, unchanged: 0 } });
    expect(answer.data.errors).toEqual([
      { row: bad.number, field: '整行', message: expect.stringContaining('不得上架') },
    ]);
    expect(await counts()).toEqual(before);
    const [still] = await t.database.db.select().from(goods).where(eq(goods.id, repriced[0]!.id));
    expect(still!.basePriceFen).toBe(repriced[0]!.fen - 1);
  }, 180_000);

  it('5,000 new goods and 100 new prices land together: an audit row each, a price-log row each, found by search', async () => {
    const { book, repriced, exportedRows } = await sheet();
    const before = await counts();
    const answer = await upload(book);
    expect(answer).toMatchObject({
      code: 10000,
      data: {
        applied: true,
        rows: exportedRows + NEW_ROWS,
        created: NEW_ROWS,
        updated: REPRICED,
        unchanged: exportedRows - REPRICED,
        errors: [],
      },
    });

    const created = await t.database.db
      .select({ id: goods.id, name: goods.name, isListed: goods.isListed, initials: goods.nameInitials })
      .from(goods)
      .where(eq(goods.sccj, MAKER));
    expect(created.map((g) => g.name).sort()).toEqual(Array.from({ length: NEW_ROWS }, (_, i) => nameOf(i)).sort());
    expect(created.every((g) => g.isListed && g.initials.startsWith('pdcs'))).toBe(true);
    const createdAudit = await t.database.db
      .select({ objectId: auditLog.objectId, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, 'goods.create'));
    const auditedIds = new Set(createdAudit.map((a) => Number(a.objectId)));
    expect(created.every((g) => auditedIds.has(g.id))).toBe(true);
    expect(createdAudit.find((a) => Number(a.objectId) === created[0]!.id)!.after).toMatchObject({
      name: created[0]!.name,
      sccj: MAKER,
    });

    const ids = repriced.map((r) => r.id);
    const now = await t.database.db
      .select({ id: goods.id, fen: goods.basePriceFen })
      .from(goods)
      .where(inArray(goods.id, ids));
    expect(new Map(now.map((g) => [g.id, g.fen]))).toEqual(new Map(repriced.map((r) => [r.id, r.fen])));
    const logs = await t.database.db.select().from(goodsPriceChanges).where(inArray(goodsPriceChanges.goodsId, ids));
    expect(logs).toHaveLength(REPRICED);
    for (const log of logs) {
      const fen = repriced.find((r) => r.id === log.goodsId)!.fen;
      expect(log).toMatchObject({ source: 'import', basePriceBeforeFen: fen - 1, basePriceAfterFen: fen });
    }
    const imported = await t.database.db
      .select({ objectId: auditLog.objectId, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'goods.import'), inArray(auditLog.objectId, ids.map(String))));
    expect(imported).toHaveLength(REPRICED);
    const one = repriced[0]!;
    expect(imported.find((a) => a.objectId === String(one.id))).toMatchObject({
      before: { base_price: (one.fen - 1) / 100 },
      after: { base_price: one.fen / 100 },
    });
    expect(await counts()).toEqual({
      goods: before.goods + NEW_ROWS,
      audit: before.audit + NEW_ROWS + REPRICED,
      prices: before.prices + REPRICED,
    });

    // Search is kept by the goods' statement triggers: a new name and the new maker are suggested at once.
    const suggested = async (keywords: string, type: 0 | 1) =>
      (
        await t.inject({
          method: 'GET',
          url: `/api/goods/search?type=${type}&keywords=${encodeURIComponent(keywords)}`,
        })
      ).json().data as { id: number; name: string }[];
    const target = created.find((g) => g.name === nameOf(4321))!;
    expect(await suggested(nameOf(4321), 0)).toEqual([expect.objectContaining({ id: target.id, name: nameOf(4321) })]);
    expect((await suggested('批量导入测试药业', 1)).map((s) => s.name)).toContain(MAKER);

    // The same file again changes nothing and writes nothing.
    const again = await upload(book);
    expect(again.data).toMatchObject({ applied: true, created: 0, updated: 0, unchanged: exportedRows + NEW_ROWS });
    expect(await counts()).toEqual({
      goods: before.goods + NEW_ROWS,
      audit: before.audit + NEW_ROWS + REPRICED,
      prices: before.prices + REPRICED,
    });
  }, 300_000);

  it('a goods deleted between the check and the write is its row’s error, and the whole import rolls back', async () => {
    const db = t.database.db;
    const [kept, doomed] = await db.select().from(goods).where(eq(goods.sccj, MAKER)).orderBy(goods.id).limit(2);
    const formOf = (name: string, price: number) =>
      goodsBody.parse({ name, sccj: MAKER, ypgg: '10粒', bzdw: '盒', base_price: price });
    const rows = [
      { row: 2, id: String(kept!.id), form: formOf(kept!.name, 99) },
      { row: 3, id: String(doomed!.id), form: formOf(doomed!.name, 99) },
      { row: 4, form: formOf('批导回滚测试胶囊', 5) },
    ];
    const errorsOf = (row: number, error: unknown) => rowErrorsOf(row, error, (key) => key);
    const plan = await planImport(db, rows, errorsOf);
    expect(plan).toMatchObject({ errors: [], unchanged: 0 });
    expect([plan.updates.length, plan.creates.length]).toEqual([2, 1]);
    await db.delete(goods).where(eq(goods.id, doomed!.id));
    const before = await counts();

    const [me] = await db.select({ id: staff.id }).from(staff).where(eq(staff.username, 'marketing'));
    let errors: unknown[] = [];
    await expect(
      db.transaction(async (tx) => {
        errors = (await writePlan(tx, { staffId: me!.id, ip: '127.0.0.1' }, plan, errorsOf)).errors;
        if (errors.length) throw new RowsFailed();
      }),
    ).rejects.toBeInstanceOf(RowsFailed);
    expect(errors).toEqual([{ row: 3, field: '商品ID', message: '商品不存在' }]);
    expect(await counts()).toEqual(before);
    const [still] = await db.select({ fen: goods.basePriceFen }).from(goods).where(eq(goods.id, kept!.id));
    expect(still!.fen).toBe(kept!.basePriceFen);
    expect(
      (
        await db
          .select({ n: count() })
          .from(goods)
          .where(sql`${goods.name} = '批导回滚测试胶囊'`)
      )[0]!.n,
    ).toBe(0);
  }, 120_000);
});
