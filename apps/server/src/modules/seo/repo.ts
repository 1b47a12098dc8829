import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articleCategories, articles, categories, goods } from '../../db/schema.ts';

/** Listed (上架) goods only: an unlisted goods is invisible to buyers, so it is no page to index either. */
const listed = eq(goods.isListed, true);

/**
 * The highest id of a listed goods (0 when none): the goods sitemap files are id ranges up to it. A backward walk
 * of the primary key to the first listed row, where a count would read every listed row (issue #38).
 */
export async function lastListedGoodsId(db: Db): Promise<number> {
  const [row] = await db.select({ id: goods.id }).from(goods).where(listed).orderBy(desc(goods.id)).limit(1);
  return row?.id ?? 0;
}

/**
 * The listed goods with ids in (after, upTo], in id order, each with its last change written as Date.toISOString
 * writes it (milliseconds, UTC): an index range of goods_sitemap_idx, however deep (an OFFSET of a million rows
 * read and skipped them all). The database writes the time: decoding 50,000 timestamps into Date objects and
 * formatting them took most of a file's ~900 ms at 1M goods; one text of all the lines (string_agg) took longer
 * than the rows, in the driver.
 */
export const listedGoodsBetween = (db: Db, after: number, upTo: number) =>
  db
    .select({
      id: goods.id,
      lastmod: sql<string>`to_char(${goods.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(goods)
    .where(and(listed, gt(goods.id, after), lte(goods.id, upTo)))
    .orderBy(asc(goods.id));

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
