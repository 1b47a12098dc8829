import { sql } from 'drizzle-orm';
import type { ImportReport } from '@store/shared/api/admin-goods';
import { goodsBody } from '@store/shared/api/admin-goods';
import { toFieldErrors } from '@store/shared/api/validation';
import type { Db } from '../../db/client.ts';
import { invalid } from '../../lib/errors.ts';
import { nextTurn, turnDue } from '../../lib/turns.ts';
import type { TableReader } from '../../lib/table-reader.ts';
import { cellAt, RowsFailed, rowErrorsOf, sheetRowsOf } from '../../lib/xlsx.ts';
import type { Actor } from '../../lib/audit.ts';
import { writePlan } from './bulk-save.ts';
import { type FormRow, planImport } from './import-plan.ts';
import { COLUMNS, headerOf } from './xlsx-columns.ts';

/**
 * An import that writes this many goods ends with fresh planner statistics for goods and search's terms: PGlite
 * runs no autovacuum (the hourly sweep would analyze them up to an hour later), and a planner that believes
 * search_terms small computes its gram functions row by row (seconds a suggestion at 100k goods). PostgreSQL's
 * autovacuum analyzes only after 10% of a table changed.
 */
const STATISTICS_AFTER_ROWS = 1_000;

const errorsOf = (row: number, error: unknown) => rowErrorsOf(row, error, (key) => headerOf(key.split('.')[0]!) ?? key);

/**
 * Creates or updates goods from a sheet: a row with 商品ID updates that goods, else one with 批准文号 and
 * 规格 matching one goods updates it, else it is a new goods. Each row is checked by the goods form's
 * own schema and saved as the form saves (audit row, price log, special-management refusal).
 *
 * All or nothing: any row's error means nothing is written, the report naming each bad row. A price list is
 * one decision: half of it applied would show buyers half the new prices, and the operator would have to work
 * out which rows landed; fixing the named rows and importing the same file again is simple, since the import
 * matches rows to goods (it never duplicates).
 *
 * The sheet is read by the staff reader's worker thread (within STAFF_SHEET_LIMITS); every row is checked in
 * memory against the goods the rows name, read together up front, before anything is written; then one
 * transaction writes the changed and the new goods in bulk, a few statements a chunk of 1,000 rows
 * (bulk-save.ts). A row equal to its goods as stored costs no statement at all (no lock or write), so
 * re-importing an unchanged export writes nothing.
 */
export async function importGoods(db: Db, reader: TableReader, actor: Actor, file: Buffer): Promise<ImportReport> {
  const [header, ...sheetRows] = await sheetRowsOf(reader, file);
  const headers = new Map<number, string>();
  header?.cells.forEach((text, i) => text !== '' && headers.set(i + 1, text));
  const missing = ['商品名称', '生产厂家', '规格', '包装单位', '供货价'].filter(
    (h) => ![...headers.values()].includes(h),
  );
  if (missing.length) throw invalid({ file: [`表头缺少：${missing.join('、')}（请用导出的表格作模板）`] });
  const idColumn = [...headers].find(([, h]) => h === '商品ID')?.[0];
  const columns = [...headers].map(([col, header]) => ({ col, column: COLUMNS.find((c) => c.header === header) }));

  const rows: { row: number; id?: string; body: Record<string, unknown> }[] = [];
  for (const [i, sheetRow] of sheetRows.entries()) {
    if (turnDue(i)) await nextTurn();
    const body: Record<string, unknown> = {};
    for (const { col, column } of columns) {
      const text = cellAt(sheetRow, col);
      if (column?.field && text !== '') body[column.field] = column.read ? column.read(text) : text;
    }
    const id = idColumn ? cellAt(sheetRow, idColumn) : '';
    if (Object.keys(body).length > 0 || id) rows.push({ row: sheetRow.line, body, ...(id && { id }) });
  }
  if (rows.length === 0) throw invalid({ file: ['表格中没有商品'] });

  const report: ImportReport = { applied: false, rows: rows.length, created: 0, updated: 0, unchanged: 0, errors: [] };
  const forms: FormRow[] = [];
  for (const [i, { row, id, body }] of rows.entries()) {
    if (turnDue(i)) await nextTurn();
    const parsed = goodsBody.safeParse(body);
    if (parsed.success) forms.push({ row, form: parsed.data, ...(id && { id }) });
    else report.errors.push(...errorsOf(row, invalid(toFieldErrors(parsed.error))));
  }
  const plan = await planImport(db, forms, errorsOf);
  report.errors.push(...plan.errors);
  try {
    if (report.errors.length) throw new RowsFailed();
    const written = await db.transaction(async (tx) => {
      const result = await writePlan(tx, actor, plan, errorsOf);
      report.errors.push(...result.errors);
      if (report.errors.length) throw new RowsFailed();
      return result;
    });
    if (written.created + written.updated >= STATISTICS_AFTER_ROWS) await db.execute(sql`analyze goods, search_terms`);
    return {
      ...report,
      applied: true,
      created: written.created,
      updated: written.updated,
      unchanged: written.unchanged,
    };
  } catch (error) {
    if (!(error instanceof RowsFailed)) throw error;
    report.errors.sort((a, b) => a.row - b.row);
    return report;
  }
}
