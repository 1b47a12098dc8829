import type { AdminGoodsQuery, ImportReport } from '@store/shared/api/admin-goods';
import { goodsBody, type GoodsBody } from '@store/shared/api/admin-goods';
import { toFieldErrors } from '@store/shared/api/validation';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db, Tx } from '../../db/client.ts';
import type { InstructionSection } from '../../db/schema.ts';
import { invalid } from '../../lib/errors.ts';
import type { TableReader } from '../../lib/table-reader.ts';
import { cellAt, loadExcel, RowsFailed, rowErrorsOf, sheetRowsOf } from '../../lib/xlsx.ts';
import type { Actor } from '../../lib/audit.ts';
import { loadCategories } from './placement.ts';
import { detailOf } from './present.ts';
import * as repo from './repo.ts';
import type { GoodsRow } from './repo.ts';
import { changesNothing, saveGoods } from './service.ts';
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
 *
 * The sheet is read by the staff reader's worker thread (within STAFF_SHEET_LIMITS), and the goods the
 * rows name are read together up front; a row equal to its goods as stored costs no statement at all
 * (no savepoint, lock or write), so re-importing an unchanged export reads and writes nothing per row.
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
  for (const sheetRow of sheetRows) {
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
  const forms: { row: number; id?: string; form: GoodsBody }[] = [];
  for (const [i, { row, id, body }] of rows.entries()) {
    if (i % ROWS_A_TURN === ROWS_A_TURN - 1) await nextTurn();
    const parsed = goodsBody.safeParse(body);
    if (parsed.success) forms.push({ row, form: parsed.data, ...(id && { id }) });
    else report.errors.push(...errorsOf(row, invalid(toFieldErrors(parsed.error))));
  }
  try {
    await db.transaction(async (tx) => {
      // Read once for every row: the categories, the brands, and the goods the rows name.
      const context = { map: await loadCategories(tx), brandIds: await repo.allBrandIds(tx) };
      const targets = await Targets.read(tx, forms);
      const seen = new Map<number, number>();
      for (const [i, { row, id, form: parsed }] of forms.entries()) {
        // Rows that change nothing run back to back without a statement: let other requests in between.
        if (i % ROWS_A_TURN === ROWS_A_TURN - 1) await nextTurn();
        try {
          const target = targets.of(id, parsed.approval_number, parsed.ypgg);
          if (target && seen.has(target.id)) throw invalid({ name: [`与第${seen.get(target.id)}行是同一商品`] });
          // The sheet has no column for the package insert: an update keeps the one on file.
          const form = { ...parsed, instructions: target?.instructions ?? [] };
          if (target?.row && changesNothing(target.row, form, context)) {
            seen.set(target.id, row);
            report.unchanged += 1;
            continue;
          }
          // A savepoint per row: a row the database refuses does not abort the rows after it.
          const saved = await tx.transaction((rowTx) => saveGoods(rowTx, actor, form, target?.id, 'import', context));
          seen.set(saved.id, row);
          if (saved.outcome === 'created') targets.created(saved.id, parsed.approval_number, parsed.ypgg);
          report[saved.outcome] += 1;
        } catch (error) {
          report.errors.push(...errorsOf(row, error));
        }
      }
      if (report.errors.length) throw new RowsFailed();
    });
  } catch (error) {
    if (!(error instanceof RowsFailed)) throw error;
    report.errors.sort((a, b) => a.row - b.row);
    return { ...report, created: 0, updated: 0, unchanged: 0 };
  }
  return { ...report, applied: true };
}

/** Rows checked between two turns of the event loop when they need no statement. */
const ROWS_A_TURN = 100;
const isId = (text: string | undefined) => text !== undefined && /^\d{1,9}$/.test(text) && Number(text) > 0;
const approvalKey = (approvalNumber: string, ypgg: string) => `${approvalNumber}\u0000${ypgg}`;

/** The goods a row updates; `row` is the goods as read, absent for one this import created. */
type Target = { id: number; instructions: InstructionSection[]; row?: GoodsRow };

/** The goods an import's rows name (by 商品ID, or by 批准文号 and 规格), read together before the first row. */
class Targets {
  private constructor(
    private readonly byId: Map<number, GoodsRow>,
    private readonly byApproval: Map<string, Target[]>,
  ) {}

  static async read(tx: Tx, rows: { id?: string; form: GoodsBody }[]): Promise<Targets> {
    const ids = [...new Set(rows.flatMap((r) => (isId(r.id) ? [Number(r.id)] : [])))];
    const approvals = [
      ...new Set(rows.flatMap((r) => (!r.id && r.form.approval_number ? [r.form.approval_number] : []))),
    ];
    const [byId, byApproval] = await Promise.all([repo.goodsOfIds(tx, ids), repo.goodsOfApprovals(tx, approvals)]);
    const keyed = new Map<string, Target[]>();
    for (const g of byApproval) {
      const key = approvalKey(g.approvalNumber, g.ypgg);
      keyed.set(key, [...(keyed.get(key) ?? []), { id: g.id, instructions: g.instructions, row: g }]);
    }
    return new Targets(new Map(byId.map((g) => [g.id, g])), keyed);
  }

  /** The goods a row updates: by its 商品ID, else by approval number and spec; undefined for a new goods. */
  of(id: string | undefined, approvalNumber: string, ypgg: string): Target | undefined {
    if (id) {
      const row = isId(id) ? this.byId.get(Number(id)) : undefined;
      if (!row) throw invalid({ 商品ID: ['商品不存在'] });
      return { id: row.id, instructions: row.instructions, row };
    }
    if (!approvalNumber) return undefined;
    const matches = this.byApproval.get(approvalKey(approvalNumber, ypgg)) ?? [];
    if (matches.length > 1) throw invalid({ approval_number: ['批准文号与规格对应多个商品，请填写商品ID'] });
    return matches[0];
  }

  /** A goods this import created: a later row of the same approval number and spec names it. */
  created(id: number, approvalNumber: string, ypgg: string) {
    if (approvalNumber) this.byApproval.set(approvalKey(approvalNumber, ypgg), [{ id, instructions: [] }]);
  }
}
