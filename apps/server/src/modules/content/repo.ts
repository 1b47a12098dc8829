import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articleCategories, articles } from '../../db/schema.ts';

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

export const articleTitles = (db: Db, categoryIds: number[]) =>
  categoryIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: articles.id, categoryId: articles.categoryId, name: articles.title })
        .from(articles)
        .where(inArray(articles.categoryId, categoryIds))
        .orderBy(asc(articles.sort), asc(articles.id));
