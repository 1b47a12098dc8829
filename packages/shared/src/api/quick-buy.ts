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

/** POST /api/cart/import: one CSV (UTF-8 or GBK) or .xlsx file of at most 2 MB and 500 rows. */
export const PURCHASE_LIST_MAX_BYTES = 2 * 1024 * 1024;
export const PURCHASE_LIST_MAX_ROWS = 500;
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
