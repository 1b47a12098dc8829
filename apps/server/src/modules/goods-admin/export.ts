import { createHash } from 'node:crypto';
import { and, desc, getTableColumns, lte, sql } from 'drizzle-orm';
import { MAX_INT4 } from '@store/shared/api/fields';
import type { AdminGoodsQuery } from '@store/shared/api/admin-goods';
import type { Db } from '../../db/client.ts';
import { goods } from '../../db/schema.ts';
import type { SheetCell, XlsxExport } from '../../lib/xlsx-stream.ts';
import { loadCategories, type CategoryMap } from './placement.ts';
import { detailOf } from './present.ts';
import { adminListConditions, type GoodsRow } from './repo.ts';
import { COLUMNS } from './xlsx-columns.ts';

/**
 * Goods read a page at a time. Small pages: a page's rows live until the page is written, and rows that outlive
 * two young-generation GCs are promoted to the old generation, which V8 lets grow by 100+ MB before it collects
 * it (exporting 215,000 goods: 500 rows a page promoted 554 MB, 100 rows 98 MB).
 */
const PAGE = 200;

// Every column but the package insert, which the sheet has no column for (and which is the widest).
const { instructions: _instructions, ...exportedColumns } = getTableColumns(goods);
const unread = { instructions: [] };

/**
 * The goods the console's filters match, newest first, as the rows of the import's own sheet (same headers,
 * same order: an export is the template, and importing it back unchanged writes nothing). Keyset pages by
 * id, so a page costs the same at the end of a million goods as at the start; no limit on the count.
 */
async function* goodsRows(
  db: Db,
  query: Omit<AdminGoodsQuery, 'page' | 'page_size'>,
): AsyncGenerator<Iterable<SheetCell[]>> {
  const map = await loadCategories(db);
  // One statement for every page, the cursor its one placeholder: built and named once per export, so a page
  // costs neither building the SQL of ~40 columns again nor PostgreSQL's parsing and planning it.
  const statement = db
    .select(exportedColumns)
    .from(goods)
    .where(and(adminListConditions(query), lte(goods.id, sql.placeholder('through'))))
    .orderBy(desc(goods.id))
    .limit(PAGE);
  const page = statement.prepare(
    `goods_export_${createHash('sha1').update(statement.toSQL().sql).digest('hex').slice(0, 16)}`,
  );
  let through = MAX_INT4;
  for (;;) {
    const rows = await page.execute({ through });
    yield cellsOf(rows, map);
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) return;
    through = last.id - 1;
  }
}

/** A page's rows as cells, each made as it is written: so they die young, not with the page. */
function* cellsOf(rows: Omit<GoodsRow, 'instructions'>[], map: CategoryMap): Generator<SheetCell[]> {
  for (const row of rows) {
    // Onto the row itself: a spread copy of ~40 columns per row tripled what young-generation GCs promoted.
    const detail = detailOf(Object.assign(row, unread), map);
    yield COLUMNS.map((column) => column.write(detail));
  }
}

/** 导出 of 商品管理: the filtered goods as an .xlsx that streams (lib/xlsx-stream.ts). */
export const goodsExport = (db: Db, query: Omit<AdminGoodsQuery, 'page' | 'page_size'>): XlsxExport => ({
  name: 'goods',
  chineseName: '商品',
  sheet: '商品',
  columns: COLUMNS.map((c) => ({ header: c.header, width: c.width })),
  pages: goodsRows(db, query),
});
