import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { goods } from './catalogue.ts';
import { orderItems, orders } from './orders.ts';

// ── stock by batch (issue #13) ─────────────────────────────────────────────────────────────────
/**
 * A batch of a goods on hand (GSP: every unit shipped names its batch and expiry). A goods with batch rows
 * is batch-tracked: goods.stock, what orders take from, is kept at what its unexpired batches hold minus
 * what orders awaiting payment or shipment have taken (modules/stock/sellable.ts).
 */
export const stockBatches = pgTable(
  'stock_batches',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    batchNumber: text('batch_number').notNull(),
    productionDate: date('production_date'),
    expiryDate: date('expiry_date').notNull(),
    /** Units on hand in this batch: shipping takes from it, a count or a write-off sets it. */
    quantity: integer('quantity').notNull(),
    warehouse: text('warehouse').notNull().default('主仓'),
    createdAt: createdAt(),
  },
  (t) => [
    check('stock_batches_quantity_not_negative', sql`${t.quantity} >= 0`),
    uniqueIndex('stock_batches_goods_batch_key').on(t.goodsId, t.batchNumber, t.warehouse),
    index('stock_batches_goods_expiry_idx').on(t.goodsId, t.expiryDate),
    // 批次库存 across goods, soonest expiry first, and the hourly sweep's batches near or past expiry (issue #38).
    index('stock_batches_expiry_idx').on(t.expiryDate, t.id),
  ],
);

/** What left the warehouse for an order line: one row per batch it was taken from. */
export const shipmentPicks = pgTable(
  'shipment_picks',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => stockBatches.id),
    batchNumber: text('batch_number').notNull(),
    expiryDate: date('expiry_date').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('shipment_picks_quantity_positive', sql`${t.quantity} > 0`),
    index('shipment_picks_order_idx').on(t.orderId),
  ],
);
