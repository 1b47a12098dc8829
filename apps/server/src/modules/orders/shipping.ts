import { OrderRefusal } from '@store/shared/codes';
import { and, eq, sql } from 'drizzle-orm';
import type { ShipBody } from '@store/shared/api/orders';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import * as repo from './repo.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { OrderStatus } from '@store/shared/orders';
import { allocateShipment } from '../stock/index.ts';

/**
 * The warehouse ships a paid order, 1 → 2 once: carrier and tracking number, and the batches each line
 * left from. Batch-tracked lines are taken from stock batches in this transaction (the warehouse's picks,
 * or first-expiry-first-out), which also writes the line's batch and expiry; an untracked goods' line takes
 * the batch typed by hand. The order row is locked first, so two clerks cannot both ship it.
 */
export async function shipOrder(db: Db, actor: Actor, orderId: number, body: ShipBody) {
  return db.transaction(async (tx) => {
    const order = await repo.findOrderForOperator(tx, orderId, true);
    if (!order) throw notFound('订单不存在');
    if (order.status !== OrderStatus.PENDING_SHIPMENT) throw new AppError(OrderRefusal.ORDER_STATE_NOT_SHIPPABLE);
    const items = await repo.itemsOf(tx, [orderId]);
    for (const batch of body.batches)
      if (!items.some((item) => item.id === batch.order_item_id)) throw invalid({ batches: ['所选商品不属于该订单'] });
    const picks = await allocateShipment(
      tx,
      orderId,
      items.map((item) => ({ id: item.id, goodsId: item.goodsId, name: item.name, number: item.number })),
      body.picks,
    );
    const tracked = new Set(picks.map((pick) => pick.orderItemId));
    for (const batch of body.batches) {
      // A tracked line's batch is what left the batches, never a number typed beside them.
      if (tracked.has(batch.order_item_id)) throw invalid({ batches: ['该商品按批次管理库存，请从库存批次中选择'] });
      await tx
        .update(orderItems)
        .set({ batchNumber: batch.batch_number, ...(batch.expiry_date ? { expiryDate: batch.expiry_date } : {}) })
        .where(and(eq(orderItems.id, batch.order_item_id), eq(orderItems.orderId, orderId)));
    }
    await tx
      .update(orders)
      .set({ status: OrderStatus.SHIPPED, carrier: body.carrier, trackingNo: body.tracking_no, shippedAt: sql`now()` })
      .where(eq(orders.id, orderId));
    await repo.insertEvent(tx, orderId, 'shipped', `商品已出库，由${body.carrier}承运，运单号 ${body.tracking_no}`);
    const taken = picks.map((pick) => ({
      order_item_id: pick.orderItemId,
      batch_id: pick.batchId,
      batch_number: pick.batchNumber,
      expiry_date: pick.expiryDate,
      quantity: pick.quantity,
    }));
    await recordAudit(tx, actor, {
      action: 'order.ship',
      objectType: 'order',
      objectId: orderId,
      before: { status: order.status },
      after: {
        status: OrderStatus.SHIPPED,
        carrier: body.carrier,
        tracking_no: body.tracking_no,
        batches: body.batches,
        picks: taken,
      },
    });
    return taken;
  });
}

/** A logistics update on the timeline of a shipped order. */
export async function addLogistics(db: Db, actor: Actor, orderId: number, text: string) {
  await db.transaction(async (tx) => {
    const order = await repo.findOrderForOperator(tx, orderId);
    if (!order) throw notFound('订单不存在');
    if (order.status !== OrderStatus.SHIPPED && order.status !== OrderStatus.COMPLETED)
      throw new AppError(OrderRefusal.ORDER_STATE_NOT_SHIPPED);
    await repo.insertEvent(tx, orderId, 'logistics', text);
    await recordAudit(tx, actor, {
      action: 'order.logistics',
      objectType: 'order',
      objectId: orderId,
      after: { text },
    });
  });
}
