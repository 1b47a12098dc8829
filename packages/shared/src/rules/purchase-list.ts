import { quantityRules } from './ladder-price.ts';

/**
 * Reading a pharmacy's purchase list (采购单) exported from its own system: a table whose header names
 * the columns in Chinese. Pure: the server reads the file (CSV or .xlsx, in a worker thread) into a table
 * of cells and calls these.
 */
export type PurchaseListField = 'approval_number' | 'name' | 'sccj' | 'ypgg' | 'number';

/** Header names pharmacy systems use for each column (compared after normaliseHeader). */
export const HEADER_ALIASES: Record<PurchaseListField, string[]> = {
  approval_number: ['批准文号', '国药准字', '批准文号/注册证号', '注册证号', '批准文号/备案号', '准字号'],
  name: ['商品名称', '通用名', '通用名称', '品名', '药品名称', '商品名', '名称', '药品通用名'],
  sccj: ['生产厂家', '厂家', '生产企业', '生产单位', '厂商', '生产商', '生产企业名称'],
  ypgg: ['规格', '包装规格', '药品规格', '规格型号'],
  number: ['数量', '采购数量', '计划数量', '订购数量', '需求数量', '采购量', '订货数量'],
};

export type PurchaseListRow = {
  /** Line number in the file; the header is usually line 1. */
  line: number;
  approval_number: string;
  name: string;
  sccj: string;
  ypgg: string;
  /** Whole units as written (decimals rounded up); 0 when missing or unreadable. */
  requested: number;
};

export type ReadResult = { rows: PurchaseListRow[] } | { error: string };

/** Full-width to half-width (NFKC), lower case, no whitespace: '０．５ｇ × 12 粒' → '0.5g×12粒'. */
export const normaliseText = (text: string): string => text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

/** A header cell without marks and units: '*数量(盒)' → '数量'. */
export const normaliseHeader = (text: string): string =>
  normaliseText(text)
    .replace(/^[*＊#]+/, '')
    .replace(/\(.*\)$/, '')
    .replace(/[:：]$/, '');

/** Specs compare with '×', 'x' and '*' as one: '10g×9袋' = '10gX9袋' = '10g*9袋'. */
export const normaliseSpec = (text: string): string => normaliseText(text).replace(/(?<=[\da-z)])[x×✕](?=\d)/g, '*');

/** Approval numbers compare without spaces and case: '国药准字 z44021940' = '国药准字Z44021940'. */
export const normaliseApproval = (text: string): string => normaliseText(text).toUpperCase();

/** The cart's own upper bound of one line. */
const MAX_QUANTITY = 99_999;

/** '12', '12.0', '１２', '12盒' → 12; '1.5' → 2 (a part pack is a whole one); anything else (or above 99 999) → 0. */
export function parseQuantity(value: unknown): number {
  let n = typeof value === 'number' ? value : 0;
  if (typeof value !== 'number') {
    const match = /^\d+(\.\d+)?/.exec(normaliseText(String(value ?? '')).replace(/,/g, ''));
    n = match ? Number(match[0]) : 0;
  }
  return Number.isFinite(n) && n > 0 && n <= MAX_QUANTITY ? Math.ceil(n) : 0;
}

const HEADER_SEARCH_ROWS = 5;
export const HEADER_MISSING = '未找到表头：需包含“批准文号”或“商品名称”列，以及“数量”列';

/** Which column holds which field, or undefined when the row is not a usable header. */
export function mapHeader(cells: unknown[]): Partial<Record<PurchaseListField, number>> | undefined {
  const columns: Partial<Record<PurchaseListField, number>> = {};
  cells.forEach((cell, index) => {
    const header = normaliseHeader(String(cell ?? ''));
    for (const [field, aliases] of Object.entries(HEADER_ALIASES) as [PurchaseListField, string[]][]) {
      if (columns[field] === undefined && aliases.includes(header)) columns[field] = index;
    }
  });
  const usable = columns.number !== undefined && (columns.approval_number !== undefined || columns.name !== undefined);
  return usable ? columns : undefined;
}

/**
 * The rows of a purchase list, from a table of cells (CSV or the first sheet of a workbook). The header
 * may follow a title line or two; blank lines are skipped; more than `maxRows` rows is refused.
 */
export function readPurchaseList(table: unknown[][], maxRows: number): ReadResult {
  const headerIndex = table.slice(0, HEADER_SEARCH_ROWS).findIndex((cells) => mapHeader(cells) !== undefined);
  if (headerIndex === -1) return { error: HEADER_MISSING };
  const columns = mapHeader(table[headerIndex]!)!; // findIndex found this row, and its header maps
  const cell = (cells: unknown[], field: PurchaseListField) => {
    const index = columns[field];
    return index === undefined ? '' : String(cells[index] ?? '').trim();
  };
  const rows: PurchaseListRow[] = [];
  for (let i = headerIndex + 1; i < table.length; i++) {
    const cells = table[i] ?? [];
    if (cells.every((c) => String(c ?? '').trim() === '')) continue;
    if (rows.length === maxRows) return { error: `采购单最多 ${maxRows} 行，请分批导入` };
    rows.push({
      line: i + 1,
      approval_number: cell(cells, 'approval_number'),
      name: cell(cells, 'name'),
      sccj: cell(cells, 'sccj'),
      ypgg: cell(cells, 'ypgg'),
      requested: parseQuantity(columns.number === undefined ? '' : cells[columns.number]),
    });
  }
  if (rows.length === 0) return { error: '采购单中没有商品行' };
  return { rows };
}

type OrderableGoods = {
  middle_package: number;
  is_free_shipping: 0 | 1;
  free_shipping_number: number;
  number: number;
  bzdw: string;
};

/**
 * The quantity an imported line orders: rounded UP to the medium package and at least the minimum order
 * (the buyer is told), and never above the whole packages in stock. 0 when even the minimum is not in stock.
 */
export function importQuantity(goods: OrderableGoods, requested: number): { number: number; note: string } {
  const { min, step } = quantityRules({
    middlePackage: goods.middle_package,
    isFreeShipping: goods.is_free_shipping === 1,
    freeShippingNumber: goods.free_shipping_number,
  });
  const unit = goods.bzdw;
  const inStock = Math.floor(Math.max(0, goods.number) / step) * step;
  if (inStock < min) return { number: 0, note: `库存不足，当前库存 ${goods.number}${unit}` };
  if (requested <= 0) return { number: min, note: `数量未填写或无效，已按起订量 ${min}${unit} 填入` };
  const stepped = Math.max(min, Math.ceil(requested / step) * step);
  if (stepped > inStock) return { number: inStock, note: `库存不足，已调整为库存可供的 ${inStock}${unit}` };
  if (stepped === requested) return { number: stepped, note: '' };
  const why = stepped === min && requested < min ? `起订量 ${min}${unit}` : `按中包装 ${step}${unit} 向上取整`;
  return { number: stepped, note: `${why}：${requested} → ${stepped}${unit}` };
}
