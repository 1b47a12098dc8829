import { and, asc, desc, eq, gt, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articleCategories, articles } from '../../db/schema.ts';

/** What buyers see: published, and its publish time reached (a future time is a scheduled article). */
export const visible = (): SQL => and(eq(articles.isPublished, true), lte(articles.publishedAt, sql`now()`))!;

export async function findCategory(db: Db, id: number) {
  const [row] = await db
    .select({ id: articleCategories.id, name: articleCategories.name })
    .from(articleCategories)
    .where(eq(articleCategories.id, id));
  return row;
}

export const categoriesOfKind = (db: Db, kind: string) =>
  db
    .select({ id: articleCategories.id, name: articleCategories.name })
    .from(articleCategories)
    .where(eq(articleCategories.kind, kind))
    .orderBy(asc(articleCategories.sort), asc(articleCategories.id));

/** The visible articles of some categories, in their order: titles, route keys and versions. */
export const articleTitles = (db: Db, categoryIds: number[]) =>
  categoryIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: articles.id,
          categoryId: articles.categoryId,
          name: articles.title,
          key: articles.routeKey,
          version: articles.version,
        })
        .from(articles)
        .where(and(inArray(articles.categoryId, categoryIds), visible()))
        .orderBy(asc(articles.sort), asc(articles.id));

const articleWithCategory = {
  id: articles.id,
  title: articles.title,
  content: articles.content,
  summary: articles.summary,
  cover: articles.cover,
  key: articles.routeKey,
  version: articles.version,
  publishedAt: articles.publishedAt,
  updatedAt: articles.updatedAt,
  categoryId: articles.categoryId,
  categoryName: articleCategories.name,
  categoryKind: articleCategories.kind,
  categoryCode: articleCategories.code,
};

/** One visible article of a kind of category, by id or by route key. */
export async function findVisible(db: Db, kind: string, by: { id: number } | { key: string }) {
  const [row] = await db
    .select(articleWithCategory)
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(
      and(
        eq(articleCategories.kind, kind),
        'id' in by ? eq(articles.id, by.id) : eq(articles.routeKey, by.key),
        visible(),
      ),
    );
  return row;
}

const newsOfKind = (code: string) =>
  and(eq(articleCategories.kind, 'news'), eq(articleCategories.code, code), visible());

export async function newsPage(db: Db, code: string, limit: number, offset: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select(articleWithCategory)
      .from(articles)
      .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
      .where(newsOfKind(code))
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(articles)
      .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
      .where(newsOfKind(code)),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/**
 * The neighbours of a news item in its list (newest first): `prev` is the one listed just before it
 * (newer), `next` the one just after (older); equal publish times fall back to the id, as the list does.
 */
export async function newsNeighbours(db: Db, code: string, at: Date, id: number) {
  const newer = or(gt(articles.publishedAt, at), and(eq(articles.publishedAt, at), gt(articles.id, id)));
  const older = or(lt(articles.publishedAt, at), and(eq(articles.publishedAt, at), lt(articles.id, id)));
  const pick = (where: SQL | undefined, order: SQL[]) =>
    db
      .select({ id: articles.id, title: articles.title })
      .from(articles)
      .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
      .where(and(newsOfKind(code), where))
      .orderBy(...order)
      .limit(1);
  const [[prev], [next]] = await Promise.all([
    pick(newer, [asc(articles.publishedAt), asc(articles.id)]),
    pick(older, [desc(articles.publishedAt), desc(articles.id)]),
  ]);
  return { prev: prev ?? null, next: next ?? null };
}
