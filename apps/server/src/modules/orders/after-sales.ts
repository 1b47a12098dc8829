import { AfterSalesRefusal } from '@store/shared/codes';
import { PayMethod } from '@store/shared/orders';
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  AFTER_SALES_KIND_TEXT,
  MAX_AFTER_SALES_PHOTO_BYTES,
  type AfterSalesBody,
  type AfterSalesReviewBody,
  type AfterSalesSummary,
} from '@store/shared/api/orders';
import { fenToYuan } from '@store/shared/rules/money';
import { nowSeconds } from '@store/shared/rules/time';
import type { Db, Tx } from '../../db/client.ts';
import { afterSales, goods, orderItems, orders } from '../../db/schema.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { PaymentGateways } from '../../lib/payment/gateways.ts';
import { takeBackCashback } from '../cashback/index.ts';
import { changeBalance } from '../wallet/index.ts';
import { reverseOrderPoints } from '../points/index.ts';
import * as repo from './repo.ts';
import { canAfterSales, presentAfterSales } from './present.ts';
import { notifyArrivals } from '../arrival/index.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { restoreVouchersOnRefund } from '../vouchers/index.ts';
import { refundDestination, refundOf, refundOnline } from './after-sales-refund.ts';

const PHOTO_MIME = new Set(['image/jpeg', 'image/png', 'image/webp']);
const photoPrefix = (userId: number) => `after-sales/${userId}/`;
const PHOTO_NAME = /^[0-9a-f]{24}\.(jpg|png|webp)$/;

/** Stores one after-sales photo, checked by its bytes (not its name or declared type). */
export async function uploadPhoto(storage: FileStorage, userId: number, file: { bytes: Buffer; filename: string }) {
  if (file.bytes.length === 0) throw invalid({ file: ['请选择照片'] });
  if (file.bytes.length > MAX_AFTER_SALES_PHOTO_BYTES) throw invalid({ file: ['照片超过 5MB'] });
  const type = await (await import('file-type')).fileTypeFromBuffer(file.bytes);
  if (!type || !PHOTO_MIME.has(type.mime)) throw invalid({ file: ['照片不是 JPG、PNG 或 WebP 图片'] });
  const name = `${randomBytes(12).toString('hex')}.${type.ext}`;
  const path = photoPrefix(userId) + name;
  await storage.put(path, file.bytes);
  return { path, url: `/api/upload/after_sales/${name}` };
}

/** A buyer's own uploaded photo by its name (the path carries the owner, so nobody else can read it). */
export async function readOwnPhoto(storage: FileStorage, userId: number, name: string) {
  const bytes = PHOTO_NAME.test(name) ? await storage.get(photoPrefix(userId) + name) : undefined;
  if (!bytes) throw notFound('照片不存在');
  return { bytes, mime: mimeOf(name) };
}

const mimeOf = (name: string) =>
  name.endsWith('.png') ? 'image/png' : name.endsWith('.webp') ? 'image/webp' : 'image/jpeg';

/** A photo of the buyer's own request; another buyer's is not found. */
export async function readOwnRequestPhoto(db: Db, storage: FileStorage, userId: number, id: number, index: number) {
  return requestPhoto(storage, await repo.findOwnAfterSales(db, userId, id), index);
}

/** A photo of any request, for the operator reviewing it. */
export async function readRequestPhotoForOperator(db: Db, storage: FileStorage, id: number, index: number) {
  return requestPhoto(storage, await repo.findAfterSalesForOperator(db, id), index);
}

async function requestPhoto(storage: FileStorage, row: repo.AfterSalesRow | undefined, index: number) {
  const path = row?.photos[index];
  const bytes = path ? await storage.get(path) : undefined;
  if (!path || !bytes) throw notFound('照片不存在');
  return { bytes, mime: mimeOf(path) };
}

/**
 * A return or after-sales request on a shipped or completed order. The order row is locked so two
 * requests at once cannot both claim the same units: per line, at most bought − returned − pending.
 */
export async function requestAfterSales(
  db: Db,
  userId: number,
  orderId: number,
  body: AfterSalesBody,
): Promise<AfterSalesSummary> {
  for (const photo of body.photos) {
    if (!photo.startsWith(photoPrefix(userId)) || !PHOTO_NAME.test(photo.slice(photoPrefix(userId).length)))
      throw invalid({ photos: ['照片无效，请重新上传'] });
  }
  return db.transaction(async (tx) => {
    const order = await repo.findOwnOrder(tx, userId, orderId, true);
    if (!order) throw notFound('订单不存在');
    if (!canAfterSales(order.status)) throw new AppError(AfterSalesRefusal.ORDER_NOT_DELIVERED);
    const items = await repo.itemsOf(tx, [orderId]);
    const pending = await repo.pendingRequestedUnits(tx, orderId);
    const wanted = new Map<number, number>();
    for (const line of body.items) wanted.set(line.order_item_id, (wanted.get(line.order_item_id) ?? 0) + line.number);
    for (const [itemId, number] of wanted) {
      const item = items.find((i) => i.id === itemId);
      if (!item) throw invalid({ items: ['所选商品不属于该订单'] });
      const available = item.number - item.returnedNumber - (pending.get(itemId) ?? 0);
      if (number > available)
        throw invalid({ items: [`${item.name} 最多还可申请 ${Math.max(available, 0)}${item.bzdw}`] });
    }
    const kindText = AFTER_SALES_KIND_TEXT[body.kind];
    const [row] = await tx
      .insert(afterSales)
      .values({
        orderId,
        userId,
        kind: body.kind,
        reason: body.reason,
        description: body.description,
        items: [...wanted].map(([order_item_id, number]) => ({ order_item_id, number })),
        photos: body.photos,
        history: [{ status: 'pending', text: `买家提交${kindText}申请：${body.reason}`, at: nowSeconds() }],
      })
      .returning();
    // An INSERT … RETURNING of one row answers one row, or throws.
    if (!row) throw new Error('after-sales request was not written');
    await repo.insertEvent(tx, orderId, 'after_sales', `买家提交${kindText}申请（编号 ${row.id}）`);
    return presentAfterSales(row, order.orderNo, items);
  });
}

export async function afterSalesDetail(db: Db, userId: number, id: number): Promise<AfterSalesSummary> {
  const row = await repo.findOwnAfterSales(db, userId, id);
  if (!row) throw notFound('售后申请不存在');
  const order = await repo.findOwnOrder(db, userId, row.orderId);
  return presentAfterSales(row, order?.orderNo ?? '', await repo.itemsOf(db, [row.orderId]));
}

/**
 * Operator review. The request row is locked and must still be pending, so a second approval (or
 * two at once) is refused and refunds nothing. Approval in one transaction: returned units on the
 * lines, stock back for returns, refund (≤ what is still refundable) to the wallet or recorded
 * against the original payment, and the history.
 */
export async function reviewAfterSales(
  db: Db,
  gateways: PaymentGateways,
  actor: Actor,
  id: number,
  review: AfterSalesReviewBody,
) {
  return db.transaction(async (tx) => {
    const row = await repo.findAfterSalesForOperator(tx, id, true);
    if (!row) throw notFound('售后申请不存在');
    if (row.status !== 'pending') throw new AppError(AfterSalesRefusal.ALREADY_REVIEWED);
    const at = nowSeconds();
    if (review.action === 'reject') {
      const history = [...row.history, { status: 'rejected', text: `审核驳回：${review.reason}`, at }];
      await tx.update(afterSales).set({ status: 'rejected', history }).where(eq(afterSales.id, id));
      await repo.insertEvent(tx, row.orderId, 'after_sales', `售后申请（编号 ${id}）已驳回：${review.reason}`);
      await recordAudit(tx, actor, {
        action: 'after_sales.reject',
        objectType: 'after_sales',
        objectId: id,
        before: { status: row.status },
        after: { status: 'rejected', reason: review.reason },
      });
      return { status: 'rejected', refund_amount: 0 };
    }
    const order = await repo.findOrderForOperator(tx, row.orderId, true);
    // The request's foreign key keeps its order: a missing one is a broken database, not a refusal.
    if (!order) throw new Error(`order ${row.orderId} of after-sales request ${id} is missing`);
    const items = await repo.itemsOf(tx, [row.orderId]);
    const { returnedFen, refundFen } = refundOf(row.items, items, order);
    await returnUnits(tx, row.kind, row.items, items);
    // An order paid from the wallet has the wallet as its original payment.
    const toWallet = review.refund_to === 'balance' || order.payMethod === PayMethod.BALANCE;
    if (refundFen > 0) {
      if (toWallet) {
        await changeBalance(tx, {
          userId: order.userId,
          type: 'refund',
          amountFen: refundFen,
          orderId: order.id,
          remark: `订单 ${order.orderNo} 售后退款`,
        });
      }
      // 'original' for an online payment goes back through the gateway; for a bank transfer it is recorded
      // here and finance sends it back to the buyer's company account.
      if (!toWallet && order.payMethod === PayMethod.ONLINE) await refundOnline(tx, gateways, order, id, refundFen);
      await tx
        .update(orders)
        .set({ refundedFen: sql`${orders.refundedFen} + ${refundFen}` })
        .where(eq(orders.id, order.id));
      await takeBackCashback(tx, order.id, order.orderNo);
      // Points already credited for the order go back in proportion (none yet if it has not completed).
      await reverseOrderPoints(tx, order.id);
    }
    // After the wallet's row: the buyer's wallet, then their voucher total, the lock order of every wallet write.
    const voucherFen = await restoreVouchersOnRefund(tx, order, returnedFen - refundFen, id);
    const to = refundDestination(toWallet, order.payMethod);
    const history = [
      ...row.history,
      { status: 'approved', text: review.reason ? `审核通过：${review.reason}` : '审核通过', at },
      { status: 'refunded', text: `已退款 ¥${fenToYuan(refundFen).toFixed(2)} 至${to}`, at },
    ];
    await tx
      .update(afterSales)
      .set({ status: 'refunded', refundFen, refundTo: review.refund_to, history })
      .where(eq(afterSales.id, id));
    await repo.insertEvent(
      tx,
      order.id,
      'refund',
      `售后申请（编号 ${id}）已通过，退款 ¥${fenToYuan(refundFen).toFixed(2)} 至${to}`,
    );
    await recordAudit(tx, actor, {
      action: 'after_sales.approve',
      objectType: 'after_sales',
      objectId: id,
      before: { status: row.status },
      after: {
        status: 'refunded',
        refund_fen: refundFen,
        voucher_fen: voucherFen,
        refund_to: review.refund_to,
        reason: review.reason ?? '',
      },
    });
    return { status: 'refunded', refund_amount: fenToYuan(refundFen) };
  });
}

/** Returned units on the lines (never past what was bought); stock back for returns, ascending goods id. */
async function returnUnits(
  tx: Tx,
  kind: string,
  wanted: { order_item_id: number; number: number }[],
  items: repo.OrderItemRow[],
) {
  const lines = wanted
    .map((w) => ({ ...w, item: items.find((i) => i.id === w.order_item_id)! }))
    .sort((a, b) => a.item.goodsId - b.item.goodsId);
  for (const { item, number } of lines) {
    const [updated] = await tx
      .update(orderItems)
      .set({ returnedNumber: sql`${orderItems.returnedNumber} + ${number}` })
      .where(and(eq(orderItems.id, item.id), sql`${orderItems.returnedNumber} + ${number} <= ${orderItems.number}`))
      .returning({ id: orderItems.id });
    if (!updated) throw new AppError(AfterSalesRefusal.RETURN_EXCEEDS_BOUGHT, item.name);
    if (kind === 'return')
      await tx
        .update(goods)
        .set({ stock: sql`${goods.stock} + ${number}` })
        .where(eq(goods.id, item.goodsId));
  }
  // Returned units back on the shelf may end a wait (到货提醒).
  if (kind === 'return')
    await notifyArrivals(
      tx,
      lines.map((l) => l.item.goodsId),
    );
}
