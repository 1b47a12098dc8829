import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, goods } from '../../db/schema.ts';

/** Listed (上架) goods only: an unlisted goods is invisible to buyers, so it is no page to index either. */
const listed = eq(goods.isListed, true);

export async function countListedGoods(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(goods).where(listed);
  return row?.n ?? 0;
}

/** One page of listed goods in id order (the primary key's order, so a page is an index range). */
export const listedGoodsPage = (db: Db, offset: number, limit: number) =>
  db
    .select({ id: goods.id, updatedAt: goods.updatedAt })
    .from(goods)
    .where(listed)
    .orderBy(asc(goods.id))
    .limit(limit)
    .offset(offset);

/** The general tree's top levels and the second levels under them: the category menu's list pages. */
export async function menuCategoryIds(db: Db): Promise<number[]> {
  const tops = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.tree, 'general'), isNull(categories.parentId)))
    .orderBy(asc(categories.sort), asc(categories.id));
  const topIds = tops.map((c) => c.id);
  if (topIds.length === 0) return [];
  const seconds = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.tree, 'general'), inArray(categories.parentId, topIds)))
    .orderBy(asc(categories.parentId), asc(categories.sort), asc(categories.id));
  return [...topIds, ...seconds.map((c) => c.id)];
}
