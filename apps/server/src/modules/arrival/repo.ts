import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { arrivalNotices, goods } from '../../db/schema.ts';

/** How long a favourite shows 已到货 after its arrival notice was sent. */
const ARRIVED_SHOWN_DAYS = 7;

/**
 * The listed goods, its row share-locked until the subscribing transaction ends: a stock raise (which
 * updates the row) waits for the new notice to commit and then notifies it, or the subscriber waits for
 * the raise and sees the stock.
 */
export async function lockListedGoods(tx: Tx, goodsId: number) {
  const [row] = await tx
    .select({ stock: goods.stock })
    .from(goods)
    .where(and(eq(goods.id, goodsId), eq(goods.isListed, true)))
    .for('share');
  return row;
}

/** At most one open notice per buyer and goods: the partial unique index answers a second insert with nothing. */
export async function openNotice(tx: Tx, userId: number, goodsId: number): Promise<void> {
  await tx.insert(arrivalNotices).values({ userId, goodsId }).onConflictDoNothing();
}

export async function closeOpenNotice(db: Db, userId: number, goodsId: number): Promise<void> {
  await db
    .delete(arrivalNotices)
    .where(
      and(eq(arrivalNotices.userId, userId), eq(arrivalNotices.goodsId, goodsId), isNull(arrivalNotices.notifiedAt)),
    );
}

/** Which of these goods the buyer awaits (an open notice). */
export async function awaitedGoodsIds(db: Db, userId: number, goodsIds: number[]): Promise<Set<number>> {
  if (goodsIds.length === 0) return new Set();
  const rows = await db
    .select({ goodsId: arrivalNotices.goodsId })
    .from(arrivalNotices)
    .where(
      and(
        eq(arrivalNotices.userId, userId),
        inArray(arrivalNotices.goodsId, goodsIds),
        isNull(arrivalNotices.notifiedAt),
      ),
    );
  return new Set(rows.map((r) => r.goodsId));
}

/** Which of these goods arrived for the buyer lately (a notice sent in the last 7 days). */
export async function arrivedGoodsIds(db: Db, userId: number, goodsIds: number[]): Promise<Set<number>> {
  if (goodsIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ goodsId: arrivalNotices.goodsId })
    .from(arrivalNotices)
    .where(
      and(
        eq(arrivalNotices.userId, userId),
        inArray(arrivalNotices.goodsId, goodsIds),
        gt(arrivalNotices.notifiedAt, sql`now() - make_interval(days => ${ARRIVED_SHOWN_DAYS})`),
      ),
    );
  return new Set(rows.map((r) => r.goodsId));
}
