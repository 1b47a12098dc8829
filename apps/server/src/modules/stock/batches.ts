import { eq } from 'drizzle-orm';
import {
  NEAR_EXPIRY_DAYS,
  type AdjustBatchBody,
  type BatchListQuery,
  type BatchRow,
  type GoodsBatches,
  type ReceiveBatchBody,
} from '@store/shared/api/stock';
import { LIST_COUNT_CAP, PAGE_BEYOND_CAP, pageWithinCap } from '@store/shared/api/list-count';
import type { Db, Tx } from '../../db/client.ts';
import { goods } from '../../db/schema.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { notifyArrivals } from '../arrival/index.ts';
import { businessDay } from '../../lib/business-day.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import * as repo from './repo.ts';
import { resyncSellable } from './sellable.ts';

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The last expiry day that is 近效期 today. */
export const nearExpiryUntil = (today: string) => addDays(today, NEAR_EXPIRY_DAYS);

export function batchState(expiryDate: string, today: string): BatchRow['state'] {
  if (expiryDate < today) return 'expired';
  return expiryDate <= nearExpiryUntil(today) ? 'near_expiry' : 'ok';
}

export const presentBatch = (batch: repo.BatchRecord, today: string): BatchRow => ({
  id: batch.id,
  batch_number: batch.batchNumber,
  production_date: batch.productionDate,
  expiry_date: batch.expiryDate,
  quantity: batch.quantity,
  warehouse: batch.warehouse,
  state: batchState(batch.expiryDate, today),
});

/** Batches across goods, soonest expiry first: the warehouse's expiry watch list. */
export async function listBatches(db: Db, query: BatchListQuery, today = businessDay()) {
  if (!pageWithinCap(query)) throw invalid({ page: [PAGE_BEYOND_CAP] });
  const { rows, total } = await repo.listBatches(db as Tx, query, today, nearExpiryUntil(today));
  return {
    data: rows.map((row) => ({ ...presentBatch(row.batch, today), goods: row.goods })),
    total,
    page: query.page,
    page_size: query.page_size,
    count_cap: LIST_COUNT_CAP,
  };
}

/** The goods' batches and how its sellable stock follows from them. */
export async function goodsBatches(db: Db | Tx, goodsId: number, today = businessDay()): Promise<GoodsBatches> {
  const [row] = await db
    .select({
      id: goods.id,
      name: goods.name,
      sccj: goods.sccj,
      ypgg: goods.ypgg,
      bzdw: goods.bzdw,
      stock: goods.stock,
    })
    .from(goods)
    .where(eq(goods.id, goodsId));
  if (!row) throw notFound('商品不存在');
  const batches = await repo.batchesOf(db as Tx, goodsId);
  const onHand = batches.filter((b) => b.expiryDate >= today).reduce((sum, b) => sum + b.quantity, 0);
  return {
    goods: { id: row.id, name: row.name, sccj: row.sccj, ypgg: row.ypgg, bzdw: row.bzdw },
    sellable: row.stock,
    on_hand: onHand,
    reserved: batches.length === 0 ? 0 : Math.max(0, onHand - row.stock),
    batches: batches.map((batch) => presentBatch(batch, today)),
  };
}

/**
 * A delivery booked in: the batch is opened or added to, the goods' sellable stock follows, and buyers
 * waiting for it are told when it comes back from 0 — one transaction, with the audit row.
 */
export async function receiveBatch(
  db: Db,
  actor: Actor,
  goodsId: number,
  body: ReceiveBatchBody,
  today = businessDay(),
) {
  return db.transaction((tx) => receiveInto(tx, actor, goodsId, body, today));
}

/** receiveBatch inside a transaction of the caller's (an import books many rows in one). */
export async function receiveInto(tx: Tx, actor: Actor, goodsId: number, body: ReceiveBatchBody, today: string) {
  if (body.expiry_date < today) throw invalid({ expiry_date: ['该批次已过期，不能入库'] });
  const [before] = await tx.select({ stock: goods.stock }).from(goods).where(eq(goods.id, goodsId)).for('update');
  if (!before) throw notFound('商品不存在');
  const held = (await repo.batchesOf(tx, goodsId)).find(
    (b) => b.batchNumber === body.batch_number && b.warehouse === body.warehouse,
  );
  const batch = await repo.addToBatch(tx, {
    goodsId,
    batchNumber: body.batch_number,
    productionDate: body.production_date || null,
    expiryDate: body.expiry_date,
    quantity: body.quantity,
    warehouse: body.warehouse,
  });
  if (!batch) throw invalid({ expiry_date: ['该批号已登记为另一有效期，请核对批号和有效期'] });
  const stock = (await resyncSellable(tx, [goodsId], today)).get(goodsId) ?? before.stock;
  await recordAudit(tx, actor, {
    action: 'stock.receive',
    objectType: 'goods',
    objectId: goodsId,
    before: { stock: before.stock },
    after: {
      stock,
      batch_number: body.batch_number,
      expiry_date: body.expiry_date,
      quantity: body.quantity,
      warehouse: body.warehouse,
    },
  });
  const notified = before.stock === 0 && stock > 0 ? await notifyArrivals(tx, [goodsId]) : 0;
  return { batch: presentBatch(batch, today), stock, notified, added: held !== undefined };
}

/** A count (盘点) or write-off (报损) sets what a batch holds; the reason goes to the audit log. */
export async function adjustBatch(db: Db, actor: Actor, batchId: number, body: AdjustBatchBody, today = businessDay()) {
  return db.transaction(async (tx) => {
    const batch = await repo.lockBatch(tx, batchId);
    if (!batch) throw notFound('批次不存在');
    await repo.setBatchQuantity(tx, batchId, body.quantity);
    const stock = (await resyncSellable(tx, [batch.goodsId], today)).get(batch.goodsId) ?? 0;
    await recordAudit(tx, actor, {
      action: 'stock.adjust',
      objectType: 'goods',
      objectId: batch.goodsId,
      before: { batch_number: batch.batchNumber, quantity: batch.quantity },
      after: { batch_number: batch.batchNumber, quantity: body.quantity, reason: body.reason, stock },
    });
    return { batch: presentBatch({ ...batch, quantity: body.quantity }, today), stock };
  });
}
