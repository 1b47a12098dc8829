import { LotteryRefusal, MallRefusal, StockRefusal } from '@store/shared/codes';
import {
  POINTS_ORDER_STATUS,
  type PointsOrderBatches,
  type PointsOrderPick,
  type PointsOrderShipBody,
} from '@store/shared/api/mall';
import type { Db, Tx } from '../../db/client.ts';
import { eq } from 'drizzle-orm';
import { goods, pointsOrderPicks } from '../../db/schema.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import { businessDay } from '../../lib/business-day.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import {
  type BatchRecord,
  findBatch,
  firstExpiryFirstOut,
  presentBatch,
  resyncSellable,
  shippableBatches,
  takeFromBatch,
  trackedGoods,
} from '../stock/index.ts';
import * as repo from './repo.ts';
import { presentOrder } from './present.ts';
import { defaultAddress } from './prize-order.ts';

type Taken = { batch: BatchRecord; quantity: number };

/** Whether the order ships from stock batches: a catalogue goods that has batch rows. */
async function isTracked(tx: Tx, order: repo.PointsOrderRow): Promise<boolean> {
  return order.goodsId !== null && (await trackedGoods(tx, [order.goodsId])).has(order.goodsId);
}

/** GET /api/admin/points_orders/:id/batches: the ship screen's batches, nearest expiry first, and FEFO's picks. */
export async function pointsOrderBatches(db: Db, id: number, today = businessDay()): Promise<PointsOrderBatches> {
  return db.transaction(async (tx) => {
    const [order] = await repo.ordersByIds(tx, [id]);
    if (!order) throw notFound('积分订单不存在');
    if (!(await isTracked(tx, order)))
      return { tracked: false, number: order.number, short: 0, picks: [], batches: [] };
    const batches = await shippableBatches(tx, [order.goodsId!], today);
    const { picks, short } = firstExpiryFirstOut(batches, order.number);
    return {
      tracked: true,
      number: order.number,
      short,
      picks: picks.map(({ batch, quantity }) => ({
        batch_id: batch.id,
        batch_number: batch.batchNumber,
        expiry_date: batch.expiryDate,
        available: batch.quantity,
        quantity,
      })),
      batches: batches.map((batch) => presentBatch(batch, today)),
    };
  });
}

/**
 * The units of a tracked order taken from its goods' batches: the warehouse's picks (adding up to the
 * order's number), or first-expiry-first-out when it chose none. Each take is a guarded UPDATE
 * (`quantity >= n`, in batch id order), so two clerks cannot ship the same units and no batch goes below 0.
 */
async function takeBatches(tx: Tx, order: repo.PointsOrderRow, chosen: PointsOrderPick[], today: string) {
  const goodsId = order.goodsId!;
  // The goods row first, as a delivery booked in takes it (goods, then batches): parallel ships queue here.
  await tx.select({ id: goods.id }).from(goods).where(eq(goods.id, goodsId)).for('update');
  const batches = await shippableBatches(tx, [goodsId], today);
  let picks: Taken[];
  if (chosen.length === 0) {
    const fefo = firstExpiryFirstOut(batches, order.number);
    if (fefo.short > 0) throw new AppError(StockRefusal.BATCHES_SHORT, order.name, fefo.short);
    picks = fefo.picks;
  } else {
    const picked = chosen.reduce((sum, pick) => sum + pick.quantity, 0);
    if (picked !== order.number) throw new AppError(StockRefusal.PICKS_MISMATCH, order.name, order.number, picked);
    const byId = new Map(batches.map((batch) => [batch.id, batch]));
    picks = [];
    for (const pick of chosen) {
      // Only unexpired batches with units are in byId; say which of the other cases it is.
      const batch = byId.get(pick.batch_id) ?? (await findBatch(tx, pick.batch_id));
      if (!batch || batch.goodsId !== goodsId) throw invalid({ picks: ['所选批次不是该商品的批次'] });
      if (batch.expiryDate < today) throw new AppError(StockRefusal.BATCH_EXPIRED, order.name, batch.batchNumber);
      picks.push({ batch, quantity: pick.quantity });
    }
  }
  const wanted = new Map<number, number>();
  for (const pick of picks) wanted.set(pick.batch.id, (wanted.get(pick.batch.id) ?? 0) + pick.quantity);
  for (const [batchId, quantity] of [...wanted].sort(([a], [b]) => a - b)) {
    if (!(await takeFromBatch(tx, batchId, quantity))) {
      const batch = picks.find((pick) => pick.batch.id === batchId)!.batch;
      const now = await findBatch(tx, batchId);
      throw new AppError(StockRefusal.BATCH_SHORT, order.name, batch.batchNumber, now?.quantity ?? 0);
    }
  }
  // The units left the shelf without an order reserving them: the goods' sellable stock follows its batches.
  await resyncSellable(tx, [goodsId], today);
  return picks;
}

/**
 * The warehouse ships a pending goods order (one transaction, order row locked first). A batch-tracked
 * catalogue goods is taken from its stock batches and the batches' numbers and earliest expiry are written
 * on the order; an untracked drug takes the batch and expiry typed by hand; a gift carrier and tracking only.
 */
export async function shipPointsOrder(
  db: Db,
  actor: Actor,
  id: number,
  body: PointsOrderShipBody,
  today = businessDay(),
) {
  return db.transaction(async (tx) => {
    const order = await repo.lockOrderForOperator(tx, id);
    if (!order) throw notFound('积分订单不存在');
    if (order.status !== POINTS_ORDER_STATUS.PENDING) throw new AppError(MallRefusal.POINTS_ORDER_NOT_SHIPPABLE);
    // A prize won before the buyer had an address ships to the default one they have now.
    const address = order.address ?? (await defaultAddress(tx, order.userId));
    if (!address) throw new AppError(LotteryRefusal.PRIZE_ADDRESS_MISSING);
    let batchNo = body.batch_no;
    let expiryDate = body.expiry_date ?? null;
    let picks: Taken[] = [];
    if (await isTracked(tx, order)) {
      // A tracked goods' batch is what left the batches, never a number typed beside them.
      if (body.batch_no || body.expiry_date) throw invalid({ batch_no: ['该商品按批次管理库存，请从库存批次中选择'] });
      picks = await takeBatches(tx, order, body.picks, today);
      batchNo = [...new Set(picks.map((pick) => pick.batch.batchNumber))].join('、');
      expiryDate = picks.map((pick) => pick.batch.expiryDate).sort()[0]!;
      await tx.insert(pointsOrderPicks).values(
        picks.map(({ batch, quantity }) => ({
          pointsOrderId: order.id,
          batchId: batch.id,
          batchNumber: batch.batchNumber,
          expiryDate: batch.expiryDate,
          quantity,
        })),
      );
    } else {
      if (body.picks.length > 0) throw invalid({ picks: ['该商品未按批次管理库存，无需选择批次'] });
      if (order.isDrug && (!body.batch_no || !body.expiry_date))
        throw invalid({
          ...(body.batch_no ? {} : { batch_no: ['药品发货须填写批号'] }),
          ...(body.expiry_date ? {} : { expiry_date: ['药品发货须填写有效期'] }),
        });
    }
    const after = await repo.updateOrder(tx, id, {
      status: POINTS_ORDER_STATUS.SHIPPED,
      address,
      carrier: body.carrier,
      trackingNo: body.tracking_no,
      batchNo,
      expiryDate,
      shippedAt: new Date(),
      shippedBy: actor.staffId,
    });
    await recordAudit(tx, actor, {
      action: 'points_order.ship',
      objectType: 'points_order',
      objectId: id,
      before: { status: order.status },
      after: {
        ...body,
        batch_no: batchNo,
        expiry_date: expiryDate,
        picks: picks.map(({ batch, quantity }) => ({
          batch_id: batch.id,
          batch_number: batch.batchNumber,
          expiry_date: batch.expiryDate,
          quantity,
        })),
      },
    });
    return presentOrder(after);
  });
}
