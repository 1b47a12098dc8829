import { eq, sql } from 'drizzle-orm';
import type { StockChange } from '@store/shared/api/arrival';
import type { Db } from '../../db/client.ts';
import { goods } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { StockRefusal } from '@store/shared/codes';
import { trackedGoods } from '../stock/index.ts';
import { notifyArrivals } from '../arrival/index.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';

/**
 * Staff set an untracked goods' units on hand (a stock count or a delivery booked in). When that brings it back
 * from 0, buyers waiting for it are told in the same transaction, with the audit row.
 */
export async function setStock(db: Db, actor: Actor, goodsId: number, stock: number): Promise<StockChange> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ stock: goods.stock }).from(goods).where(eq(goods.id, goodsId)).for('update');
    if (!before) throw notFound('商品不存在');
    // A batch-tracked goods' stock follows its batches (modules/stock): setting a number would break that.
    if ((await trackedGoods(tx, [goodsId])).size > 0) throw new AppError(StockRefusal.BATCH_TRACKED);
    const [row] = await tx
      .update(goods)
      .set({ stock, updatedAt: sql`now()` })
      .where(eq(goods.id, goodsId))
      .returning({ id: goods.id, stock: goods.stock });
    if (!row) throw notFound('商品不存在');
    await recordAudit(tx, actor, {
      action: 'goods.stock',
      objectType: 'goods',
      objectId: goodsId,
      before,
      after: { stock },
    });
    return { ...row, notified: await notifyArrivals(tx, [goodsId]) };
  });
}
