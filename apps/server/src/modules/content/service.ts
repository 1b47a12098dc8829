import type { ArticleCategory } from '@store/shared/api/content';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import * as repo from './repo.ts';

export async function articleCategory(db: Db, id: number): Promise<ArticleCategory> {
  const category = await repo.findCategory(db, id);
  if (!category) throw notFound('文章分类不存在');
  const titles = await repo.articleTitles(db, [id]);
  return { ...category, children: titles.map(({ id: articleId, name }) => ({ id: articleId, name })) };
}

/** Footer help categories: every help group with its article titles (the footer shows the first 4). */
export async function helpCategories(db: Db): Promise<ArticleCategory[]> {
  const groups = await repo.categoriesOfKind(db, 'help');
  const titles = await repo.articleTitles(
    db,
    groups.map((g) => g.id),
  );
  return groups.map((group) => ({
    ...group,
    children: titles.filter((t) => t.categoryId === group.id).map(({ id, name }) => ({ id, name })),
  }));
}
