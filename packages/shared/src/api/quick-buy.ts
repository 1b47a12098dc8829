import { z } from 'zod';
import { page } from './fields.ts';
import { goodsItem } from './goods.ts';
import { pageOf } from './envelope.ts';

/** GET /api/user/fast_buy ?page,order — 'last' most recent first, 'count' most often bought, 'name'. */
export const FAST_BUY_ORDERS = ['last', 'count', 'name'] as const;
export const fastBuyQuery = z.strictObject({
  page,
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  order: z.enum(FAST_BUY_ORDERS).default('last'),
});
export type FastBuyQuery = z.infer<typeof fastBuyQuery>;

/**
 * One goods this buyer bought before (paid, shipped or completed orders): what was paid for it last,
 * when, how often and how much in all — and the goods as the catalogue shows it now (price, stock, is_buy).
 */
export const fastBuyItem = z.object({
  goods: goodsItem,
  /** Unit price paid on the most recent order, yuan. */
  last_price: z.number(),
  /**
   * Today's unit price for the quantity bought last time (its ladder tier) minus `last_price`, yuan: below 0 the
   * goods is cheaper now, above 0 dearer. Null when the buyer may not see the price.
   */
  price_change: z.number().nullable(),
  /** Date of the most recent order, 10-digit seconds. */
  last_time: z.number().int(),
  /** Orders the goods appeared in. */
  times: z.number().int(),
  /** Units bought in all those orders. */
  total_number: z.number().int(),
});
export type FastBuyItem = z.infer<typeof fastBuyItem>;
export const fastBuyPage = pageOf(fastBuyItem);
export type FastBuyPage = z.infer<typeof fastBuyPage>;

/**
 * What one purchase list (POST /api/cart/import) may hold. The server refuses more with a 422 naming the
 * limit, and the import page shows them. The sizes after unzipping bound the work of reading a workbook
 * (a 22 KB .xlsx can unzip to 20 MB); `parseMs` stops anything the other limits let through but still
 * takes too long (see docs/decisions/006-uploads-off-the-event-loop.md).
 */
export const PURCHASE_LIST_LIMITS = {
  /** The uploaded file. */
  bytes: 2 * 1024 * 1024,
  /** Goods rows (blank lines, the header and title lines not counted). */
  rows: 500,
  /** Lines of the table, counting blank and title lines. */
  lines: 2_000,
  columns: 50,
  /** Characters in one cell. */
  cellLength: 500,
  /** An .xlsx: all its parts together after unzipping, and any one of them. */
  unzippedBytes: 20 * 1024 * 1024,
  unzippedPartBytes: 10 * 1024 * 1024,
  /** An .xlsx: parts in the archive (Excel writes 10–20). */
  zipEntries: 200,
  /** An .xlsx part over 1 MB that unzips to more than this many times its packed size is a zip bomb. */
  compressionRatio: 500,
  /** Reading one file, from the moment a worker thread starts on it. */
  parseMs: 1_000,
} as const;
export type PurchaseListLimits = { [K in keyof typeof PURCHASE_LIST_LIMITS]: number };

export const PURCHASE_LIST_MAX_BYTES = PURCHASE_LIST_LIMITS.bytes;
export const PURCHASE_LIST_MAX_ROWS = PURCHASE_LIST_LIMITS.rows;
export const IMPORT_CANDIDATE_LIMIT = 5;

export const IMPORT_STATUSES = ['matched', 'ambiguous', 'not_found', 'not_buyable'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** One row of the uploaded list as the server understood and matched it. */
export const importRow = z.object({
  /** Line number in the file (the header is line 1). */
  line: z.number().int(),
  approval_number: z.string(),
  name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  /** The quantity as written in the file. */
  requested: z.number().int(),
  status: z.enum(IMPORT_STATUSES),
  /** The matched goods (status matched or not_buyable), else null. */
  goods: goodsItem.nullable(),
  /** Goods to choose from (ambiguous; near matches of a not_found row), at most 5. */
  candidates: z.array(goodsItem),
  /** The quantity to add: rounded up to the medium package and the minimum order; 0 when nothing can be added. */
  number: z.number().int(),
  /** Why the quantity changed or why the row cannot be added ('' when nothing to say). */
  note: z.string(),
});
export type ImportRow = z.infer<typeof importRow>;

export const importResult = z.object({
  rows: z.array(importRow),
  total: z.number().int(),
  matched: z.number().int(),
});
export type ImportResult = z.infer<typeof importResult>;
