import { and, asc, count, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articleCategories, articles, categories, goods } from '../../db/schema.ts';

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

/** Published news (行业资讯 hy, 公司新闻 company) whose time has come: the store's /news/info pages. */
export const publishedNews = (db: Db) =>
  db
    .select({ id: articles.id, type: articleCategories.code, updatedAt: articles.updatedAt })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(
      and(
        eq(articleCategories.kind, 'news'),
        inArray(articleCategories.code, ['hy', 'company']),
        eq(articles.isPublished, true),
        lte(articles.publishedAt, sql`now()`),
      ),
    )
    .orderBy(asc(articles.id));
