import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import writeExcelFile from 'write-excel-file/node';
import { RequestRefusal } from '@store/shared/codes';
import { goods } from '../../db/schema.ts';
import { createTestApp, multipart, type TestApp } from '../../test/harness.ts';
import { theRow } from '../../db/rows.ts';
import { ordinaryGoods } from '../../test/goods.ts';

type GoodsRow = typeof goods.$inferSelect;
type ResultRow = {
  line: number;
  status: string;
  goods: { id: number } | null;
  candidates: { id: number }[];
  number: number;
  requested: number;
  note: string;
};

describe('导入采购单 POST /api/cart/import', () => {
  let t: TestApp;
  let buyer: Record<string, string>;
  let unique: GoodsRow;
  let refused: GoodsRow;
  let gml9: GoodsRow;

  const upload = (headers: Record<string, string>, filename: string, bytes: Buffer, type = 'text/csv') => {
    const body = multipart({}, [{ name: 'file', filename, bytes, type }]);
    return t.inject({
      method: 'POST',
      url: '/api/cart/import',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const rowsOf = async (res: Awaited<ReturnType<typeof upload>>): Promise<ResultRow[]> => {
    const body = res.json();
    if (body.code !== 10000) throw new Error(res.body);
    return body.data.rows;
  };

  beforeAll(async () => {
    t = await createTestApp();
    buyer = await t.login('buyer');
    const db = t.database.db;
    // Goods whose approval number is theirs alone, sold by the medium package (so rounding shows).
    const singles = await ordinaryGoods(
      t,
      sql`${goods.middlePackage} > 1`,
      sql`${goods.stock} >= 200`,
      sql`${goods.approvalNumber} <> ''`,
      sql`(select count(*) from goods g2 where g2.approval_number = ${goods.approvalNumber}) = 1`,
    )
      .orderBy(asc(goods.id))
      .limit(2);
    expect(singles).toHaveLength(2);
    [unique, refused] = singles as [GoodsRow, GoodsRow];
    await db.update(goods).set({ isBuy: false }).where(eq(goods.id, refused.id));
    const named = await db
      .select()
      .from(goods)
      .where(and(eq(goods.name, '感冒灵颗粒'), like(goods.sccj, '华润三九%'), eq(goods.ypgg, '10g*9袋')));
    expect(named, 'one 感冒灵颗粒 10g*9袋 by 华润三九 in the seed').toHaveLength(1);
    gml9 = theRow(named);
  });
  afterAll(() => t.close());

  it('matches a UTF-8 CSV by approval number and rounds the quantity up to the medium package', async () => {
    const csv = `批准文号,数量\n${unique.approvalNumber},${unique.middlePackage + 1}\n国药准字Z00000000,5\n`;
    const res = await upload(buyer, '采购单.csv', Buffer.from(csv));
    expect(res.json()).toMatchObject({ code: 10000, data: { total: 2, matched: 1 } });
    const [first, second] = await rowsOf(res);
    expect(first).toMatchObject({
      line: 2,
      status: 'matched',
      goods: { id: unique.id },
      requested: unique.middlePackage + 1,
      number: unique.middlePackage * 2,
    });
    expect(first!.note).toContain('向上取整');
    expect(second).toMatchObject({ line: 3, status: 'not_found', goods: null, number: 0 });
  });

  it('reads a GBK CSV with 通用名 / 厂家 / 包装规格 / 采购数量 headers; a shortened maker and 10g×9袋 still match', async () => {
    const csv =
      '通用名,厂家,包装规格,采购数量\r\n感冒灵颗粒,华润三九,10g×9袋,20\r\n板蓝根颗粒,,,10\r\n不存在的药品甲乙丙,,,3\r\n';
    const bytes = iconv.encode(csv, 'gbk');
    expect(bytes.equals(Buffer.from(csv)), 'really GBK bytes').toBe(false);
    const [gml, blg, none] = await rowsOf(await upload(buyer, 'list.csv', bytes));
    expect(gml).toMatchObject({ status: 'matched', goods: { id: gml9.id }, number: 20, note: '' });
    expect(blg!.status).toBe('ambiguous');
    expect(blg!.candidates.length).toBeGreaterThan(1);
    expect(blg!.candidates.length).toBeLessThanOrEqual(5);
    expect(none).toMatchObject({ line: 4, status: 'not_found', candidates: [] });
  });

  it('asks the buyer to choose when an approval number covers several specs, and matches when the spec is given', async () => {
    const csv = `批准文号,规格,数量\n${gml9.approvalNumber},,10\n${gml9.approvalNumber},10g*9袋,10\n`;
    const rows = await rowsOf(await upload(buyer, 'a.csv', Buffer.from(csv)));
    expect(rows[0]!.status).toBe('ambiguous');
    expect(rows[0]!.candidates.map((c) => c.id)).toContain(gml9.id);
    // 999感冒灵颗粒 shares the approval number and the spec: still two to choose from.
    const sameSpec = await t.database.db
      .select({ id: goods.id })
      .from(goods)
      .where(and(eq(goods.approvalNumber, gml9.approvalNumber), eq(goods.ypgg, '10g*9袋')));
    expect(rows[1]!.status).toBe(sameSpec.length === 1 ? 'matched' : 'ambiguous');
  });

  it('reads an .xlsx with 品名 / 生产企业 / 规格 / 数量 headers under a title line', async () => {
    const bytes = await writeExcelFile([
      [{ value: '康宁大药房 采购计划' }],
      [{ value: '品名' }, { value: '生产企业' }, { value: '规格' }, { value: '数量' }],
      [{ value: '感冒灵颗粒' }, { value: '华润三九医药股份有限公司' }, { value: '10g*9袋' }, { value: 30 }],
      [{ value: refused.name }, { value: refused.sccj }, { value: refused.ypgg }, { value: 1 }],
    ]).toBuffer();
    const rows = await rowsOf(
      await upload(buyer, '采购单.xlsx', bytes, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    );
    expect(rows[0]).toMatchObject({ line: 3, status: 'matched', goods: { id: gml9.id }, number: 30 });
    expect(rows[1]).toMatchObject({ line: 4, status: 'not_buyable', goods: { id: refused.id }, number: 0 });
  });

  it('adds nothing to the cart; the confirmed lines then go in with one POST /api/cart', async () => {
    const before = (await t.inject({ method: 'GET', url: '/api/cart/total', headers: buyer })).json().data.total;
    const rows = await rowsOf(await upload(buyer, 'x.csv', Buffer.from(`批准文号,数量\n${unique.approvalNumber},1\n`)));
    expect((await t.inject({ method: 'GET', url: '/api/cart/total', headers: buyer })).json().data.total).toBe(before);
    const params = rows.map((r) => ({ goods_id: r.goods!.id, number: r.number, ck_id: 0 }));
    const added = await t.inject({ method: 'POST', url: '/api/cart', headers: buyer, payload: { params } });
    expect(added.json()).toMatchObject({ code: 10000, data: { total: before + 1 } });
  });

  it('shows a buyer whose qualifications are under review why nothing can be bought', async () => {
    const pending = await t.login('pendingBuyer');
    const [row] = await rowsOf(
      await upload(pending, 'x.csv', Buffer.from(`批准文号,数量\n${unique.approvalNumber},10\n`)),
    );
    expect(row).toMatchObject({ status: 'not_buyable', note: '资质审核通过后可见', goods: { base_price: null } });
  });

  it.each([
    [
      'a file over 2 MB',
      'big.csv',
      Buffer.concat([Buffer.from('批准文号,数量\n'), Buffer.alloc(2 * 1024 * 1024, 'a')]),
      '文件不能超过 2MB',
    ],
    [
      'a picture',
      'scan.png',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
      '仅支持 CSV 或 Excel（.xlsx）文件',
    ],
    [
      'an old .xls workbook',
      'old.xls',
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
      '暂不支持 .xls 格式，请在 Excel 中另存为 .xlsx 或 CSV 后上传',
    ],
    [
      'a broken .xlsx',
      'broken.xlsx',
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
      '无法读取该 Excel 文件，请确认是 .xlsx 格式',
    ],
    [
      'a CSV without the expected headers',
      'x.csv',
      Buffer.from('药,多少\n感冒灵,1\n'),
      '未找到表头：需包含“批准文号”或“商品名称”列，以及“数量”列',
    ],
    [
      'more than 500 rows',
      'x.csv',
      Buffer.from(`商品名称,数量\n${'感冒灵颗粒,1\n'.repeat(501)}`),
      '采购单最多 500 行，请分批导入',
    ],
  ])('refuses %s with a clear message', async (_what, filename, bytes, message) => {
    const res = await upload(buyer, filename, bytes);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 422, msg: message, errors: { file: [message] } });
  });

  it('refuses a body that is not a file upload', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/cart/import', headers: buyer, payload: { file: 'x' } });
    expect(res.statusCode).toBe(415);
  });

  it('takes one purchase list at a time: a second file in the same upload is refused as too large', async () => {
    const csv = Buffer.from('批准文号,数量\n国药准字Z44021940,2\n');
    const body = multipart({}, [
      { name: 'file', filename: 'a.csv', bytes: csv, type: 'text/csv' },
      { name: 'file', filename: 'b.csv', bytes: csv, type: 'text/csv' },
    ]);
    const res = await t.inject({
      method: 'POST',
      url: '/api/cart/import',
      headers: { ...buyer, ...body.headers },
      payload: body.payload,
    });
    expect(res.json()).toMatchObject({ code: RequestRefusal.PAYLOAD_TOO_LARGE.code, data: null });
  });

  it('offers a CSV template whose own columns import', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/cart/import/template', headers: buyer });
    expect(res.headers['content-type']).toContain('text/csv');
    const row = theRow(await rowsOf(await upload(buyer, 'template.csv', res.rawPayload)));
    expect(row.status).toMatch(/matched|ambiguous/);
  });
});
