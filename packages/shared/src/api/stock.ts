import { z } from 'zod';
import { pageOf, pageQuery } from './envelope.ts';
import { countCap } from './list-count.ts';
import { id } from './fields.ts';

/**
 * Stock by batch (issue #13): the warehouse receives batches, counts or writes them off, and ships each
 * order line from batches first-expiry-first-out. Dates are the store's calendar days, YYYY-MM-DD.
 */
const day = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${label}不是有效日期`);

/** Goods within this many days of a batch's expiry are listed in the near-expiry zone (近效期专区). */
export const NEAR_EXPIRY_DAYS = 180;
/** The zone's code on goods.zones. */
export const NEAR_EXPIRY_ZONE = 'jxqzc';

/** POST /api/admin/goods/:id/batches: stock received (a delivery booked in) adds a batch, or adds to it. */
export const receiveBatchBody = z
  .strictObject({
    batch_number: z.string().trim().min(1, '请填写批号').max(50, '批号最多 50 个字符'),
    production_date: z.union([z.literal(''), day('生产日期')]).default(''),
    expiry_date: day('有效期至'),
    quantity: z.coerce.number().int('入库数量须为整数').min(1, '入库数量至少为 1').max(1_000_000, '入库数量过大'),
    warehouse: z.string().trim().min(1, '请填写仓库').max(30).default('主仓'),
  })
  .refine((b) => b.production_date === '' || b.production_date < b.expiry_date, {
    path: ['expiry_date'],
    message: '有效期须晚于生产日期',
  });
export type ReceiveBatchBody = z.infer<typeof receiveBatchBody>;

/** POST /api/admin/stock_batches/:id/adjust: a count (盘点) or a write-off (报损) sets what the batch holds. */
export const adjustBatchBody = z.strictObject({
  quantity: z.coerce.number().int('数量须为整数').min(0, '数量不能为负').max(1_000_000, '数量过大'),
  reason: z.string().trim().min(1, '请填写调整原因').max(100, '原因最多 100 个字符'),
});
export type AdjustBatchBody = z.infer<typeof adjustBatchBody>;

export const batchRow = z.object({
  id: z.number().int(),
  batch_number: z.string(),
  production_date: z.string().nullable(),
  expiry_date: z.string(),
  quantity: z.number().int(),
  warehouse: z.string(),
  /** 'ok' | 'near_expiry' (within NEAR_EXPIRY_DAYS) | 'expired' (no longer sellable). */
  state: z.enum(['ok', 'near_expiry', 'expired']),
});
export type BatchRow = z.infer<typeof batchRow>;

/** GET /api/admin/goods/:id/batches: the batches and how the goods' sellable stock follows from them. */
const goodsNames = z.object({
  id: z.number().int(),
  name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  bzdw: z.string(),
});

export const goodsBatches = z.object({
  goods: goodsNames,
  /** goods.stock: what buyers may order now. */
  sellable: z.number().int(),
  /** Units in unexpired batches. */
  on_hand: z.number().int(),
  /** Units taken by orders awaiting payment or shipment. */
  reserved: z.number().int(),
  batches: z.array(batchRow),
});
export type GoodsBatches = z.infer<typeof goodsBatches>;

/** One line's units taken from one batch, as the warehouse picks them (or as suggested). */
export const shipmentPick = z.strictObject({
  order_item_id: id,
  batch_id: id,
  quantity: z.coerce.number().int().min(1).max(1_000_000),
});
export type ShipmentPick = z.infer<typeof shipmentPick>;

/** GET /api/admin/order/:id/picks/suggest: per line, the batches first-expiry-first-out would take. */
export const pickSuggestion = z.object({
  order_item_id: z.number().int(),
  goods_id: z.number().int(),
  number: z.number().int(),
  /** false: the goods is not batch-tracked; the warehouse types the batch by hand. */
  tracked: z.boolean(),
  /** The units the batches cannot cover (0 when they can). */
  short: z.number().int(),
  picks: z.array(
    z.object({
      batch_id: z.number().int(),
      batch_number: z.string(),
      expiry_date: z.string(),
      warehouse: z.string(),
      available: z.number().int(),
      quantity: z.number().int(),
    }),
  ),
  /** Every unexpired batch with units, for picking another. */
  batches: z.array(batchRow),
});
export type PickSuggestion = z.infer<typeof pickSuggestion>;

/** GET /api/admin/stock_batches: batches across goods, soonest expiry first (效期预警). */
export const batchListQuery = pageQuery.extend({
  /** 'held': batches with units; 'near_expiry' / 'expired': those with units in that state; 'all': every batch. */
  state: z.enum(['held', 'near_expiry', 'expired', 'all']).default('held'),
  keywords: z.string().trim().max(50, '关键词最多 50 个字符').default(''),
  goods_id: id.optional(),
});
export type BatchListQuery = z.infer<typeof batchListQuery>;

export const batchListRow = batchRow.extend({
  goods: goodsNames,
});
export type BatchListRow = z.infer<typeof batchListRow>;
/** `total` counts up to `count_cap` (list-count.ts): count_cap + 1 means more than that. */
export const batchList = pageOf(batchListRow).extend({ count_cap: countCap });
export type BatchList = z.infer<typeof batchList>;
