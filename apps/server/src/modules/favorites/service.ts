import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { favorites, goods } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { presentGoods, type Viewer } from '../catalogue/index.ts';
import { withArrivalNotices, withArrived } from '../arrival/index.ts';
import { theRow } from '../../db/rows.ts';

/** Adds goods to the buyer's favourites; adding one twice keeps one. Unknown or unlisted goods are refused. */
export async function addFavorites(db: Db, userId: number, goodsIds: number[]): Promise<void> {
  const ids = [...new Set(goodsIds)];
  const listed = await db
    .select({ id: goods.id })
    .from(goods)
    .where(and(inArray(goods.id, ids), eq(goods.isListed, true)));
  if (listed.length !== ids.length) throw notFound('商品不存在或已下架');
  await db
    .insert(favorites)
    .values(ids.map((goodsId) => ({ userId, goodsId })))
    .onConflictDoNothing();
}

export async function cancelFavorites(db: Db, userId: number, goodsIds: number[]): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), inArray(favorites.goodsId, goodsIds)));
}

/** My favourites (/star), newest first, priced for this viewer, each saying whether it arrived for the buyer lately. */
export async function listFavorites(db: Db, viewer: Viewer & { userId: number }, page: number, pageSize: number) {
  const where = and(eq(favorites.userId, viewer.userId), eq(goods.isListed, true));
  const [rows, { total }] = await Promise.all([
    db
      .select({ goods })
      .from(favorites)
      .innerJoin(goods, eq(goods.id, favorites.goodsId))
      .where(where)
      .orderBy(desc(favorites.createdAt), desc(favorites.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(favorites)
      .innerJoin(goods, eq(goods.id, favorites.goodsId))
      .where(where)
      .then(theRow),
  ]);
  const shown = await withArrivalNotices(
    db,
    viewer.userId,
    rows.map((r) => presentGoods(r.goods, viewer)),
  );
  return { data: await withArrived(db, viewer.userId, shown), total, page, page_size: pageSize };
}
