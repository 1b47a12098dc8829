import { StockRefusal } from '@store/shared/codes';
import type { PickSuggestion, ShipmentPick } from '@store/shared/api/stock';
import type { Tx } from '../../db/client.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import { businessDay } from '../../lib/business-day.ts';
import { presentBatch } from './batches.ts';
import * as repo from './repo.ts';

/** What allocation needs of an order line. */
export type ShipLine = { id: number; goodsId: number; name: string; number: number };
export type Pick = { orderItemId: number; batchId: number; batchNumber: string; expiryDate: string; quantity: number };

/** First-expiry-first-out over the given batches (already in that order): the picks, and what they cannot cover. */
export function firstExpiryFirstOut(batches: repo.BatchRecord[], number: number) {
  const picks: { batch: repo.BatchRecord; quantity: number }[] = [];
  let left = number;
  for (const batch of batches) {
    if (left === 0) break;
    const quantity = Math.min(left, batch.quantity);
    if (quantity > 0) picks.push({ batch, quantity });
    left -= quantity;
  }
  return { picks, short: left };
}

/** Per line of an order, the batches first-expiry-first-out would take, and every batch to pick instead. */
export async function suggestPicks(tx: Tx, lines: ShipLine[], today = businessDay()): Promise<PickSuggestion[]> {
  const goodsIds = [...new Set(lines.map((line) => line.goodsId))];
  const [tracked, batches] = await Promise.all([
    repo.trackedGoods(tx, goodsIds),
    repo.shippableBatches(tx, goodsIds, today),
  ]);
  // Two lines of the same goods (a gift beside its purchase) draw on the same batches in turn.
  const remaining = new Map(batches.map((batch) => [batch.id, batch.quantity]));
  return lines.map((line) => {
    const own = batches
      .filter((batch) => batch.goodsId === line.goodsId)
      .map((batch) => ({ ...batch, quantity: remaining.get(batch.id) ?? 0 }));
    const { picks, short } = firstExpiryFirstOut(own, line.number);
    for (const pick of picks) remaining.set(pick.batch.id, pick.batch.quantity - pick.quantity);
    return {
      order_item_id: line.id,
      goods_id: line.goodsId,
      number: line.number,
      tracked: tracked.has(line.goodsId),
      short: tracked.has(line.goodsId) ? short : 0,
      picks: picks.map(({ batch, quantity }) => ({
        batch_id: batch.id,
        batch_number: batch.batchNumber,
        expiry_date: batch.expiryDate,
        warehouse: batch.warehouse,
        available: batch.quantity,
        quantity,
      })),
      batches: batches.filter((batch) => batch.goodsId === line.goodsId).map((batch) => presentBatch(batch, today)),
    };
  });
}

/**
 * Takes a shipment's units from the batches, inside the shipping transaction. Each batch-tracked line is
 * covered exactly: by the warehouse's picks when it chose any for that line, else first-expiry-first-out.
 * Every take is guarded (`quantity >= n`), so two warehouse clerks cannot ship the same units twice.
 * The picks are recorded, and the line keeps its batch numbers and earliest expiry for the buyer and the
 * delivery note. Lines of untracked goods are left to the caller (a batch typed by hand).
 */
export async function allocateShipment(
  tx: Tx,
  orderId: number,
  lines: ShipLine[],
  chosen: ShipmentPick[] = [],
  today = businessDay(),
): Promise<Pick[]> {
  for (const pick of chosen)
    if (!lines.some((line) => line.id === pick.order_item_id)) throw invalid({ picks: ['所选商品不属于该订单'] });
  const tracked = await repo.trackedGoods(
    tx,
    lines.map((line) => line.goodsId),
  );
  const batches = await repo.shippableBatches(tx, [...tracked], today);
  const byId = new Map(batches.map((batch) => [batch.id, batch]));
  const remaining = new Map(batches.map((batch) => [batch.id, batch.quantity]));
  const taken: Pick[] = [];
  for (const line of lines.filter((l) => tracked.has(l.goodsId))) {
    const own = chosen.filter((pick) => pick.order_item_id === line.id);
    const picks = own.length > 0 ? await chosenPicks(tx, line, own, byId, today) : fefoPicks(line, batches, remaining);
    for (const pick of picks) {
      const left = (remaining.get(pick.batch.id) ?? 0) - pick.quantity;
      if (left < 0)
        throw new AppError(
          StockRefusal.BATCH_SHORT,
          line.name,
          pick.batch.batchNumber,
          remaining.get(pick.batch.id) ?? 0,
        );
      remaining.set(pick.batch.id, left);
      taken.push({
        orderItemId: line.id,
        batchId: pick.batch.id,
        batchNumber: pick.batch.batchNumber,
        expiryDate: pick.batch.expiryDate,
        quantity: pick.quantity,
      });
    }
  }
  for (const pick of [...taken].sort((a, b) => a.batchId - b.batchId)) {
    if (!(await repo.takeFromBatch(tx, pick.batchId, pick.quantity))) {
      const line = lines.find((l) => l.id === pick.orderItemId)!;
      throw new AppError(StockRefusal.BATCH_SHORT, line.name, pick.batchNumber, byId.get(pick.batchId)?.quantity ?? 0);
    }
  }
  await repo.insertPicks(
    tx,
    taken.map((pick) => ({ orderId, ...pick })),
  );
  for (const line of lines) {
    const own = taken.filter((pick) => pick.orderItemId === line.id);
    if (own.length === 0) continue;
    const earliest = own.map((pick) => pick.expiryDate).sort()[0]!;
    await repo.setLineBatch(tx, line.id, [...new Set(own.map((pick) => pick.batchNumber))].join('、'), earliest);
  }
  return taken;
}

async function chosenPicks(
  tx: Tx,
  line: ShipLine,
  own: ShipmentPick[],
  byId: Map<number, repo.BatchRecord>,
  today: string,
) {
  const picked = own.reduce((sum, pick) => sum + pick.quantity, 0);
  if (picked !== line.number) throw new AppError(StockRefusal.PICKS_MISMATCH, line.name, line.number, picked);
  const picks: { batch: repo.BatchRecord; quantity: number }[] = [];
  for (const pick of own) {
    // Only unexpired batches with units are in byId; say which of the other cases it is.
    const batch = byId.get(pick.batch_id) ?? (await repo.findBatch(tx, pick.batch_id));
    if (!batch || batch.goodsId !== line.goodsId) throw invalid({ picks: [`${line.name}：所选批次不是该商品的批次`] });
    if (batch.expiryDate < today) throw new AppError(StockRefusal.BATCH_EXPIRED, line.name, batch.batchNumber);
    picks.push({ batch, quantity: pick.quantity });
  }
  return picks;
}

function fefoPicks(line: ShipLine, batches: repo.BatchRecord[], remaining: Map<number, number>) {
  const own = batches
    .filter((batch) => batch.goodsId === line.goodsId)
    .map((batch) => ({ ...batch, quantity: remaining.get(batch.id) ?? 0 }));
  const { picks, short } = firstExpiryFirstOut(own, line.number);
  if (short > 0) throw new AppError(StockRefusal.BATCHES_SHORT, line.name, short);
  return picks;
}

export const picksOf = (tx: Tx, orderId: number) => repo.picksOf(tx, orderId);
