import { and, asc, eq, gt, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { BatchListQuery } from '@store/shared/api/stock';
import type { Tx } from '../../db/client.ts';
import { cappedCount, containsPattern } from '../../db/text-search.ts';
import { goods, orderItems, shipmentPicks, stockBatches } from '../../db/schema.ts';

export type BatchRecord = typeof stockBatches.$inferSelect;

export const batchesOf = (tx: Tx, goodsId: number) =>
  tx
    .select()
    .from(stockBatches)
    .where(eq(stockBatches.goodsId, goodsId))
    .orderBy(asc(stockBatches.expiryDate), asc(stockBatches.id));

/** Unexpired batches with units, first-expiry-first-out, for the goods of an order's lines. */
export const shippableBatches = (tx: Tx, goodsIds: number[], today: string) =>
  goodsIds.length === 0
    ? Promise.resolve([] as BatchRecord[])
    : tx
        .select()
        .from(stockBatches)
        .where(
          and(
            inArray(stockBatches.goodsId, goodsIds),
            gte(stockBatches.expiryDate, today),
            gt(stockBatches.quantity, 0),
          ),
        )
        .orderBy(asc(stockBatches.goodsId), asc(stockBatches.expiryDate), asc(stockBatches.id));

/** Goods of these ids that have any batch row (batch-tracked). */
export async function trackedGoods(tx: Tx, goodsIds: number[]): Promise<Set<number>> {
  if (goodsIds.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ goodsId: stockBatches.goodsId })
    .from(stockBatches)
    .where(inArray(stockBatches.goodsId, goodsIds));
  return new Set(rows.map((row) => row.goodsId));
}

export const goodsName = async (tx: Tx, goodsId: number) =>
  (await tx.select({ name: goods.name }).from(goods).where(eq(goods.id, goodsId)))[0]?.name;

/** Adds a received delivery to its batch (same number and warehouse) or opens the batch. */
export async function addToBatch(
  tx: Tx,
  row: {
    goodsId: number;
    batchNumber: string;
    productionDate: string | null;
    expiryDate: string;
    quantity: number;
    warehouse: string;
  },
) {
  const [batch] = await tx
    .insert(stockBatches)
    .values(row)
    .onConflictDoUpdate({
      target: [stockBatches.goodsId, stockBatches.batchNumber, stockBatches.warehouse],
      set: { quantity: sql`${stockBatches.quantity} + excluded.quantity` },
      // A batch number names one production run: the same number with another expiry is a typing error.
      setWhere: sql`${stockBatches.expiryDate} = excluded.expiry_date`,
    })
    .returning();
  return batch;
}

export const lockBatch = async (tx: Tx, batchId: number) =>
  (await tx.select().from(stockBatches).where(eq(stockBatches.id, batchId)).for('update'))[0];

export const findBatch = async (tx: Tx, batchId: number) =>
  (await tx.select().from(stockBatches).where(eq(stockBatches.id, batchId)))[0];

export const setBatchQuantity = (tx: Tx, batchId: number, quantity: number) =>
  tx.update(stockBatches).set({ quantity }).where(eq(stockBatches.id, batchId));

/** Takes units from a batch, never below zero: false when the batch no longer holds them. */
export async function takeFromBatch(tx: Tx, batchId: number, quantity: number): Promise<boolean> {
  const taken = await tx
    .update(stockBatches)
    .set({ quantity: sql`${stockBatches.quantity} - ${quantity}` })
    .where(and(eq(stockBatches.id, batchId), gte(stockBatches.quantity, quantity)))
    .returning({ id: stockBatches.id });
  return taken.length > 0;
}

export const insertPicks = (tx: Tx, rows: (typeof shipmentPicks.$inferInsert)[]) =>
  rows.length === 0 ? Promise.resolve() : tx.insert(shipmentPicks).values(rows);

export const picksOf = (tx: Tx, orderId: number) =>
  tx
    .select()
    .from(shipmentPicks)
    .where(eq(shipmentPicks.orderId, orderId))
    .orderBy(asc(shipmentPicks.orderItemId), asc(shipmentPicks.expiryDate), asc(shipmentPicks.id));

export const setLineBatch = (tx: Tx, orderItemId: number, batchNumber: string, expiryDate: string) =>
  tx.update(orderItems).set({ batchNumber, expiryDate }).where(eq(orderItems.id, orderItemId));

/** What the batch list and its export (stock/xlsx.ts) filter by. */
export function batchConditions(
  query: Pick<BatchListQuery, 'state' | 'keywords'> & { goods_id?: number },
  today: string,
  nearUntil: string,
): SQL[] {
  const filters: SQL[] = [];
  if (query.state !== 'all') filters.push(gt(stockBatches.quantity, 0));
  if (query.state === 'expired') filters.push(lt(stockBatches.expiryDate, today));
  if (query.state === 'near_expiry')
    filters.push(gte(stockBatches.expiryDate, today), lte(stockBatches.expiryDate, nearUntil));
  if (query.goods_id) filters.push(eq(stockBatches.goodsId, query.goods_id));
  if (query.keywords) {
    const like = containsPattern(query.keywords);
    filters.push(or(ilike(goods.name, like), ilike(stockBatches.batchNumber, like), ilike(goods.sccj, like))!);
  }
  return filters;
}

/**
 * Batches across goods, soonest expiry first, with their goods' names (效期预警): a page read in expiry order from
 * stock_batches_expiry_idx, and a count that stops at LIST_COUNT_CAP + 1 ("10000+"; issue #38).
 */
export async function listBatches(tx: Tx, query: BatchListQuery, today: string, nearUntil: string) {
  const filters = batchConditions(query, today, nearUntil);
  const where = filters.length ? and(...filters) : undefined;
  // The count joins the goods only when the keywords read them.
  const counted = query.keywords
    ? sql`from ${stockBatches} join ${goods} on ${goods.id} = ${stockBatches.goodsId} where ${where}`
    : sql`from ${stockBatches} where ${where ?? sql`true`}`;
  const [rows, [count]] = await Promise.all([
    tx
      .select({
        batch: stockBatches,
        goods: { id: goods.id, name: goods.name, sccj: goods.sccj, ypgg: goods.ypgg, bzdw: goods.bzdw },
      })
      .from(stockBatches)
      .innerJoin(goods, eq(goods.id, stockBatches.goodsId))
      .where(where)
      .orderBy(asc(stockBatches.expiryDate), asc(stockBatches.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    tx.select({ total: cappedCount(counted) }).from(sql`(select 1) as one`),
  ]);
  return { rows, total: count?.total ?? 0 };
}
