import type { ArticleCategory } from '@store/shared/api/content';
import type {
  Contact,
  HelpArticle,
  HelpMenu,
  NewsDetail,
  NewsItem,
  NewsKind,
  NewsPage,
  Qualifications,
} from '@store/shared/api/articles';
import { toSeconds } from '@store/shared/rules/time';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import * as repo from './repo.ts';

export async function articleCategory(db: Db, id: number): Promise<ArticleCategory> {
  const category = await repo.findCategory(db, id);
  if (!category) throw notFound('文章分类不存在');
  const titles = await repo.articleTitles(db, [id]);
  return { ...category, children: titles.map(({ id: articleId, name }) => ({ id: articleId, name })) };
}

/** Help groups with their published articles, route keys and versions (the store keeps a local copy by version). */
export async function helpMenu(db: Db): Promise<HelpMenu> {
  const groups = await repo.categoriesOfKind(db, 'help');
  const titles = await repo.articleTitles(
    db,
    groups.map((g) => g.id),
  );
  return groups.map((group) => ({
    ...group,
    children: titles
      .filter((t) => t.categoryId === group.id)
      .map(({ id, name, key, version }) => ({ id, name, key, version })),
  }));
}

/** Footer help categories: every help group with its article titles (the footer shows the first 4). */
export async function helpCategories(db: Db): Promise<ArticleCategory[]> {
  return (await helpMenu(db)).map((group) => ({
    id: group.id,
    name: group.name,
    children: group.children.map(({ id, name }) => ({ id, name })),
  }));
}

export async function helpArticle(db: Db, by: { id: number } | { key: string }): Promise<HelpArticle> {
  const row = await repo.findVisible(db, 'help', by);
  if (!row) throw notFound('文章不存在或未发布');
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    key: row.key,
    version: row.version,
    category_id: row.categoryId,
    category_name: row.categoryName,
    updated_at: toSeconds(row.updatedAt),
  };
}

/** Where a licence's scan is served: drawn from the configuration (images.ts), one per configured licence. */
export const licenceImageOf = (index: number) => `/images/licences/${index + 1}.svg`;
export const MAP_IMAGE = '/images/site/map.svg';
/** The drawn cover of an article without an uploaded one. */
export const drawnCoverOf = (id: number) => `/images/articles/${id}.svg`;

export const qualificationsOf = (config: Config): Qualifications => ({
  company_name: config.COMPANY_NAME,
  registration: config.COMPANY_REGISTRATION,
  address: config.COMPANY_ADDRESS,
  licences: config.LICENCES.map((l, index) => ({
    name: l.name,
    number: l.number,
    scope: l.scope,
    valid_until: l.validUntil,
    image: licenceImageOf(index),
  })),
});

export const contactOf = (config: Config): Contact => ({
  company_name: config.COMPANY_NAME,
  hot_line: config.HOT_LINE,
  qq: [config.QQ1, config.QQ2].filter(Boolean),
  address: config.COMPANY_ADDRESS,
  service_hours: config.COMPANY_SERVICE_HOURS,
  map_image: MAP_IMAGE,
});

type NewsRow = Awaited<ReturnType<typeof repo.newsPage>>['rows'][number];
const newsItemOf = (row: NewsRow): NewsItem => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  cover: row.cover || drawnCoverOf(row.id),
  type: row.categoryCode as NewsKind,
  published_at: toSeconds(row.publishedAt),
});

export async function newsList(db: Db, kind: NewsKind, page: number, pageSize: number): Promise<NewsPage> {
  const { rows, total } = await repo.newsPage(db, kind, pageSize, (page - 1) * pageSize);
  return { data: rows.map(newsItemOf), total, page, page_size: pageSize };
}

export async function newsDetail(db: Db, id: number): Promise<NewsDetail> {
  const row = await repo.findVisible(db, 'news', { id });
  if (!row || !row.categoryCode) throw notFound('资讯不存在或未发布');
  const { prev, next } = await repo.newsNeighbours(db, row.categoryCode, row.publishedAt, row.id);
  return { ...newsItemOf(row), content: row.content, category: row.categoryName, prev, next };
}
