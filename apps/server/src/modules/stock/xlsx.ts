import type { ImportReport } from '@store/shared/api/admin-goods';
import { and, asc, eq, sql } from 'drizzle-orm';
import { receiveBatchBody, type BatchListQuery } from '@store/shared/api/stock';
import { toFieldErrors } from '@store/shared/api/validation';
import type { Db } from '../../db/client.ts';
import { invalid } from '../../lib/errors.ts';
import type { TableReader } from '../../lib/table-reader.ts';
import { goods, stockBatches } from '../../db/schema.ts';
import { cellAt, RowsFailed, rowErrorsOf, sheetRowsOf } from '../../lib/xlsx.ts';
import type { SheetCell, XlsxExport } from '../../lib/xlsx-stream.ts';
import { businessDay } from '../../lib/business-day.ts';
import type { Actor } from '../../lib/audit.ts';
import { batchState, nearExpiryUntil, receiveInto } from './batches.ts';
import { batchConditions } from './repo.ts';

const STATE_TEXT = { ok: '正常', near_expiry: '近效期', expired: '已过期' } as const;

/** The receiving sheet's columns: header, the body field it fills, its width. */
const RECEIVE_COLUMNS = [
  { header: '商品ID', field: 'goods_id', width: 10 },
  { header: '批号', field: 'batch_number', width: 16 },
  { header: '生产日期', field: 'production_date', width: 12 },
  { header: '有效期至', field: 'expiry_date', width: 12 },
  { header: '入库数量', field: 'quantity', width: 10 },
  { header: '仓库', field: 'warehouse', width: 10 },
] as const;
const headerOf = (field: string) => RECEIVE_COLUMNS.find((c) => c.field === field)?.header ?? field;

/** Batches read a page at a time. */
const PAGE = 500;

/**
 * The filtered batches (效期预警 on paper), soonest expiry first as the list shows them: keyset pages along
 * stock_batches_expiry_idx (expiry, id), which cost the same however deep.
 */
export async function* batchRows(
  db: Db,
  query: Pick<BatchListQuery, 'state' | 'keywords'>,
  today: string,
  pageSize = PAGE,
): AsyncGenerator<Iterable<SheetCell[]>> {
  const filters = batchConditions(query, today, nearExpiryUntil(today));
  let after: { expiryDate: string; id: number } | null = null;
  for (;;) {
    const rows = await db
      .select({
        id: stockBatches.id,
        batchNumber: stockBatches.batchNumber,
        productionDate: stockBatches.productionDate,
        expiryDate: stockBatches.expiryDate,
        quantity: stockBatches.quantity,
        warehouse: stockBatches.warehouse,
        goods: { id: goods.id, name: goods.name, sccj: goods.sccj, ypgg: goods.ypgg, bzdw: goods.bzdw },
      })
      .from(stockBatches)
      .innerJoin(goods, eq(goods.id, stockBatches.goodsId))
      .where(
        and(
          ...filters,
          after
            ? sql`(${stockBatches.expiryDate}, ${stockBatches.id}) > (${after.expiryDate}, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(asc(stockBatches.expiryDate), asc(stockBatches.id))
      .limit(pageSize);
    yield batchCells(rows, today);
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = { expiryDate: last.expiryDate, id: last.id };
  }
}

type ExportedBatch = {
  batchNumber: string;
  productionDate: string | null;
  expiryDate: string;
  quantity: number;
  warehouse: string;
  goods: { id: number; name: string; sccj: string; ypgg: string; bzdw: string };
};

/** A page's batches as cells, each made as it is written. */
function* batchCells(rows: ExportedBatch[], today: string): Generator<SheetCell[]> {
  for (const b of rows)
    yield [
      b.goods.id,
      b.goods.name,
      b.goods.ypgg,
      b.goods.sccj,
      b.batchNumber,
      b.productionDate ?? '',
      b.expiryDate,
      b.quantity,
      b.goods.bzdw,
      b.warehouse,
      STATE_TEXT[batchState(b.expiryDate, today)],
    ];
}

/** 导出 of 批次库存: the filtered batches with goods, dates, units and state, as an .xlsx that streams. */
export const batchesExport = (
  db: Db,
  query: Pick<BatchListQuery, 'state' | 'keywords'>,
  today = businessDay(),
): XlsxExport => ({
  name: 'stock',
  chineseName: '批次库存',
  sheet: '批次库存',
  columns: [
    { header: '商品ID', width: 10 },
    { header: '商品名称', width: 28 },
    { header: '规格', width: 18 },
    { header: '生产厂家', width: 28 },
    { header: '批号', width: 16 },
    { header: '生产日期', width: 12 },
    { header: '有效期至', width: 12 },
    { header: '数量', width: 10 },
    { header: '单位', width: 8 },
    { header: '仓库', width: 10 },
    { header: '状态', width: 10 },
  ],
  pages: batchRows(db, query, today),
});

const errorsOf = (row: number, error: unknown) => rowErrorsOf(row, error, headerOf);

/**
 * A delivery note typed into a sheet (商品ID, 批号, 生产日期, 有效期至, 入库数量, 仓库): every row is
 * received as the 入库 dialog receives it. All or nothing, as the goods import: a delivery half booked in
 * would leave the warehouse counting which rows landed; the report names every bad row. The sheet is read
 * by the staff reader's worker thread, within STAFF_SHEET_LIMITS.
 */
export async function importBatches(
  db: Db,
  reader: TableReader,
  actor: Actor,
  file: Buffer,
  today = businessDay(),
): Promise<ImportReport> {
  const [header, ...body] = await sheetRowsOf(reader, file);
  const columns = new Map<number, (typeof RECEIVE_COLUMNS)[number]>();
  header?.cells.forEach((text, i) => {
    const column = RECEIVE_COLUMNS.find((c) => c.header === text);
    if (column) columns.set(i + 1, column);
  });
  const missing = RECEIVE_COLUMNS.filter((c) => c.field !== 'production_date' && c.field !== 'warehouse')
    .filter((c) => ![...columns.values()].includes(c))
    .map((c) => c.header);
  if (missing.length) throw invalid({ file: [`表头缺少：${missing.join('、')}`] });

  const rows: { row: number; fields: Record<string, string> }[] = [];
  for (const sheetRow of body) {
    const fields: Record<string, string> = {};
    for (const [col, column] of columns) {
      const text = cellAt(sheetRow, col);
      if (text !== '') fields[column.field] = text;
    }
    if (Object.keys(fields).length > 0) rows.push({ row: sheetRow.line, fields });
  }
  if (rows.length === 0) throw invalid({ file: ['表格中没有入库记录'] });

  const report: ImportReport = { applied: false, rows: rows.length, created: 0, updated: 0, unchanged: 0, errors: [] };
  try {
    await db.transaction(async (tx) => {
      for (const { row, fields } of rows) {
        const { goods_id: goodsId, ...rest } = fields;
        const parsed = receiveBatchBody.safeParse(rest);
        const id = Number(goodsId);
        if (!Number.isInteger(id) || id < 1) report.errors.push({ row, field: '商品ID', message: '请填写商品ID' });
        if (!parsed.success) report.errors.push(...errorsOf(row, invalid(toFieldErrors(parsed.error))));
        if (!parsed.success || !Number.isInteger(id) || id < 1) continue;
        try {
          // A savepoint per row: a row the database refuses does not abort the rows after it.
          const received = await tx.transaction((rowTx) => receiveInto(rowTx, actor, id, parsed.data, today));
          report[received.added ? 'updated' : 'created'] += 1;
        } catch (error) {
          report.errors.push(...errorsOf(row, error));
        }
      }
      if (report.errors.length) throw new RowsFailed();
    });
  } catch (error) {
    if (!(error instanceof RowsFailed)) throw error;
    return { ...report, created: 0, updated: 0 };
  }
  return { ...report, applied: true };
}
