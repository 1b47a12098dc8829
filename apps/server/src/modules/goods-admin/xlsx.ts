import type { AdminGoodsQuery, ImportReport } from '@store/shared/api/admin-goods';
import { goodsBody, MAX_IMPORT_ROWS } from '@store/shared/api/admin-goods';
import { toFieldErrors } from '@store/shared/api/validation';
import type { Db, Tx } from '../../db/client.ts';
import type { InstructionSection } from '../../db/schema.ts';
import { invalid } from '../../lib/errors.ts';
import { cellText, firstSheetOf, loadExcel, RowsFailed, rowErrorsOf } from '../../lib/xlsx.ts';
import type { Actor } from '../staff/audit.ts';
import { loadCategories } from './placement.ts';
import { detailOf } from './present.ts';
import * as repo from './repo.ts';
import { saveGoods } from './service.ts';
import { COLUMNS, headerOf } from './xlsx-columns.ts';

/** An export holds at most this many goods (the filters narrow a larger catalogue). */
export const MAX_EXPORT_ROWS = 20_000;

/** The goods the console's filters match, as one .xlsx sheet with the import's own columns. */
export async function exportGoods(db: Db, query: Omit<AdminGoodsQuery, 'page' | 'page_size'>): Promise<Buffer> {
  const [rows, map] = await Promise.all([repo.goodsMatching(db, query, MAX_EXPORT_ROWS), loadCategories(db)]);
  const book = new (await loadExcel()).Workbook();
  const sheet = book.addWorksheet('商品');
  sheet.columns = COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows) {
    const goods = detailOf(row, map);
    sheet.addRow(COLUMNS.map((c) => c.write(goods)));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const errorsOf = (row: number, error: unknown) => rowErrorsOf(row, error, (key) => headerOf(key.split('.')[0]!) ?? key);

/**
 * Creates or updates goods from a sheet: a row with 商品ID updates that goods, else one with 批准文号 and
 * 规格 matching one goods updates it, else it is a new goods. Each row is checked by the goods form's
 * own schema and saved as the form saves (audit row, price log, special-management refusal).
 *
 * All or nothing: the rows run in one transaction and any row's error rolls every row back, the report
 * naming each bad row. A price list is one decision: half of it applied would show buyers half the new
 * prices, and the operator would have to work out which rows landed; fixing the named rows and
 * importing the same file again is simple, since the import matches rows to goods (it never duplicates).
 */
export async function importGoods(db: Db, actor: Actor, file: Buffer): Promise<ImportReport> {
  const sheet = await firstSheetOf(file);
  const headers = new Map<number, string>();
  sheet.getRow(1).eachCell((cell, col) => headers.set(col, cellText(cell)));
  const missing = ['商品名称', '生产厂家', '规格', '包装单位', '供货价'].filter(
    (h) => ![...headers.values()].includes(h),
  );
  if (missing.length) throw invalid({ file: [`表头缺少：${missing.join('、')}（请用导出的表格作模板）`] });
  const idColumn = [...headers].find(([, h]) => h === '商品ID')?.[0];

  const rows: { row: number; id?: string; body: Record<string, unknown> }[] = [];
  sheet.eachRow((sheetRow, row) => {
    if (row === 1) return;
    const body: Record<string, unknown> = {};
    for (const [col, header] of headers) {
      const column = COLUMNS.find((c) => c.header === header);
      const text = cellText(sheetRow.getCell(col));
      if (column?.field && text !== '') body[column.field] = column.read ? column.read(text) : text;
    }
    const id = idColumn ? cellText(sheetRow.getCell(idColumn)) : '';
    if (Object.keys(body).length > 0 || id) rows.push({ row, body, ...(id && { id }) });
  });
  if (rows.length === 0) throw invalid({ file: ['表格中没有商品'] });
  if (rows.length > MAX_IMPORT_ROWS) throw invalid({ file: [`每次最多导入${MAX_IMPORT_ROWS}行`] });

  const report: ImportReport = { applied: false, rows: rows.length, created: 0, updated: 0, unchanged: 0, errors: [] };
  try {
    await db.transaction(async (tx) => {
      // Read once for every row: the categories, the brands, and the goods the rows name by id.
      const context = { map: await loadCategories(tx), brandIds: await repo.allBrandIds(tx) };
      const byId = await repo.instructionsOf(
        tx,
        rows.flatMap((r) => (isId(r.id) ? [Number(r.id)] : [])),
      );
      const seen = new Map<number, number>();
      for (const { row, id, body } of rows) {
        const parsed = goodsBody.safeParse(body);
        if (!parsed.success) {
          report.errors.push(...errorsOf(row, invalid(toFieldErrors(parsed.error))));
          continue;
        }
        try {
          const target = await targetOf(tx, byId, id, parsed.data.approval_number, parsed.data.ypgg);
          if (target && seen.has(target.id)) throw invalid({ name: [`与第${seen.get(target.id)}行是同一商品`] });
          // The sheet has no column for the package insert: an update keeps the one on file.
          const form = { ...parsed.data, instructions: target?.instructions ?? [] };
          // A savepoint per row: a row the database refuses does not abort the rows after it.
          const saved = await tx.transaction((rowTx) => saveGoods(rowTx, actor, form, target?.id, 'import', context));
          seen.set(saved.id, row);
          report[saved.outcome] += 1;
        } catch (error) {
          report.errors.push(...errorsOf(row, error));
        }
      }
      if (report.errors.length) throw new RowsFailed();
    });
  } catch (error) {
    if (!(error instanceof RowsFailed)) throw error;
    return { ...report, created: 0, updated: 0, unchanged: 0 };
  }
  return { ...report, applied: true };
}

const isId = (text: string | undefined) => text !== undefined && /^\d{1,9}$/.test(text) && Number(text) > 0;

/** The goods a row updates: by its 商品ID, else by approval number and spec; undefined for a new goods. */
async function targetOf(
  tx: Tx,
  byId: Map<number, InstructionSection[]>,
  id: string | undefined,
  approvalNumber: string,
  ypgg: string,
): Promise<{ id: number; instructions: InstructionSection[] } | undefined> {
  if (id) {
    const instructions = isId(id) ? byId.get(Number(id)) : undefined;
    if (!instructions) throw invalid({ 商品ID: ['商品不存在'] });
    return { id: Number(id), instructions };
  }
  if (!approvalNumber) return undefined;
  const matches = await repo.goodsByApproval(tx, approvalNumber, ypgg);
  if (matches.length > 1) throw invalid({ approval_number: ['批准文号与规格对应多个商品，请填写商品ID'] });
  return matches[0];
}
