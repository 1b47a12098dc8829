import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  AdminArticle,
  AdminArticleCategory,
  AdminArticleQuery,
  AdminArticleRow,
  ArticleBody,
  CategoryBody,
  ContentKind,
} from '@store/shared/api/articles';
import { ContentRefusal } from '@store/shared/codes';
import { formatStoreTime } from '@store/shared/rules/store-time';
import type { Db, Tx } from '../../db/client.ts';
import { articleCategories, articles } from '../../db/schema.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { UploadedFile } from '../../plugins/external/multipart.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { EXT_OF_MIME, coverStorageKeyOf } from './covers.ts';
import { sanitizeArticleHtml } from './sanitize.ts';
import { containsPattern } from '../../db/text-search.ts';

/** 内容 in the console: help groups and articles, and news (permission content.manage). */
const CONTENT_KINDS: ContentKind[] = ['help', 'news'];
const toStoreTime = (at: Date) => formatStoreTime(at.getTime(), 'YYYY-MM-DD HH:mm');
const fromStoreTime = (text: string) => new Date(`${text.replace(' ', 'T')}:00+08:00`);

export async function listCategories(db: Db): Promise<AdminArticleCategory[]> {
  const rows = await db
    .select({
      id: articleCategories.id,
      kind: articleCategories.kind,
      name: articleCategories.name,
      code: articleCategories.code,
      sort: articleCategories.sort,
      articles: count(articles.id),
    })
    .from(articleCategories)
    .leftJoin(articles, eq(articles.categoryId, articleCategories.id))
    .where(inArray(articleCategories.kind, CONTENT_KINDS))
    .groupBy(articleCategories.id)
    .orderBy(asc(articleCategories.kind), asc(articleCategories.sort), asc(articleCategories.id));
  return rows.map((r) => ({ ...r, kind: r.kind as ContentKind }));
}

/** A new help group (the news kinds are fixed: their codes are store addresses). */
export async function createCategory(db: Db, actor: Actor, body: CategoryBody) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(articleCategories)
      .values({ kind: 'help', name: body.name, sort: body.sort })
      .returning();
    await recordAudit(tx, actor, {
      action: 'article_category.create',
      objectType: 'article_category',
      objectId: row!.id,
      after: body,
    });
    return { ...row!, kind: 'help' as const, articles: 0 };
  });
}

export async function updateCategory(db: Db, actor: Actor, id: number, body: CategoryBody) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(articleCategories).where(eq(articleCategories.id, id)).for('update');
    if (!before || !CONTENT_KINDS.includes(before.kind as ContentKind)) throw notFound('分类不存在');
    const [after] = await tx
      .update(articleCategories)
      .set({ name: body.name, sort: body.sort })
      .where(eq(articleCategories.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'article_category.update',
      objectType: 'article_category',
      objectId: id,
      before: { name: before.name, sort: before.sort },
      after: body,
    });
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(articles).where(eq(articles.categoryId, id));
    return { ...after!, kind: after!.kind as ContentKind, articles: n };
  });
}

const rowColumns = {
  id: articles.id,
  categoryId: articles.categoryId,
  categoryName: articleCategories.name,
  kind: articleCategories.kind,
  title: articles.title,
  routeKey: articles.routeKey,
  cover: articles.cover,
  isPublished: articles.isPublished,
  publishedAt: articles.publishedAt,
  updatedAt: articles.updatedAt,
  version: articles.version,
  sort: articles.sort,
};
type Row = Omit<{ [K in keyof typeof rowColumns]: (typeof rowColumns)[K]['_']['data'] }, 'routeKey'> & {
  routeKey: string | null;
};
const presentRow = (r: Row): AdminArticleRow => ({
  id: r.id,
  category_id: r.categoryId,
  category_name: r.categoryName,
  kind: r.kind as ContentKind,
  title: r.title,
  route_key: r.routeKey,
  cover: r.cover,
  is_published: r.isPublished,
  published_at: toStoreTime(r.publishedAt),
  updated_at: toStoreTime(r.updatedAt),
  version: r.version,
  sort: r.sort,
});

export async function listArticles(db: Db, query: AdminArticleQuery) {
  const filters: SQL[] = [eq(articleCategories.kind, query.kind)];
  if (query.category_id) filters.push(eq(articles.categoryId, query.category_id));
  if (query.keyword) filters.push(ilike(articles.title, containsPattern(query.keyword)));
  if (query.state) filters.push(eq(articles.isPublished, query.state === 'published'));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(articles)
      .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
      .where(where)
      .orderBy(
        ...(query.kind === 'news'
          ? [desc(articles.publishedAt), desc(articles.id)]
          : [asc(articleCategories.sort), asc(articles.categoryId), asc(articles.sort), asc(articles.id)]),
      )
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ n: count() })
      .from(articles)
      .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
      .where(where),
  ]);
  return { data: rows.map(presentRow), total: total?.n ?? 0, page: query.page, page_size: query.page_size };
}

async function readArticle(db: Db | Tx, id: number): Promise<AdminArticle> {
  const [row] = await db
    .select({ ...rowColumns, summary: articles.summary, content: articles.content })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(and(eq(articles.id, id), inArray(articleCategories.kind, CONTENT_KINDS)));
  if (!row) throw notFound('文章不存在');
  return { ...presentRow(row), summary: row.summary, content: row.content };
}
export const getArticle = (db: Db, id: number) => readArticle(db, id);

/** The body's columns, checked against its category: HTML sanitised, route keys for help only and unique. */
async function columnsOf(tx: Tx, body: ArticleBody, self: { id: number; isPublished: boolean } | null) {
  const [category] = await tx
    .select({ kind: articleCategories.kind })
    .from(articleCategories)
    .where(eq(articleCategories.id, body.category_id));
  if (!category || !CONTENT_KINDS.includes(category.kind as ContentKind))
    throw new AppError(ContentRefusal.CATEGORY_NOT_CONTENT);
  const routeKey = body.route_key ?? null;
  if (routeKey) {
    if (category.kind !== 'help') throw new AppError(ContentRefusal.ROUTE_KEY_FOR_HELP_ONLY);
    const [taken] = await tx.select({ id: articles.id }).from(articles).where(eq(articles.routeKey, routeKey));
    if (taken && taken.id !== self?.id) throw new AppError(ContentRefusal.ROUTE_KEY_TAKEN, routeKey);
  }
  return {
    categoryId: body.category_id,
    title: body.title,
    summary: body.summary,
    content: await sanitizeArticleHtml(body.content),
    cover: body.cover,
    routeKey,
    sort: body.sort,
    isPublished: body.is_published ?? self?.isPublished ?? false,
    ...(body.published_at ? { publishedAt: fromStoreTime(body.published_at) } : {}),
  };
}

export async function createArticle(db: Db, actor: Actor, body: ArticleBody) {
  return db.transaction(async (tx) => {
    const columns = await columnsOf(tx, body, null);
    const [row] = await tx.insert(articles).values(columns).returning({ id: articles.id });
    await recordAudit(tx, actor, {
      action: 'article.create',
      objectType: 'article',
      objectId: row!.id,
      after: { ...body, content: columns.content },
    });
    return readArticle(tx, row!.id);
  });
}

/** Every edit raises the version, which is how the store's local copies of help articles learn they are stale. */
export async function updateArticle(db: Db, actor: Actor, id: number, body: ArticleBody) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
    if (!before) throw notFound('文章不存在');
    const columns = await columnsOf(tx, body, before);
    await tx
      .update(articles)
      .set({ ...columns, version: sql`${articles.version} + 1`, updatedAt: sql`now()` })
      .where(eq(articles.id, id));
    const after = await readArticle(tx, id);
    await recordAudit(tx, actor, {
      action: 'article.update',
      objectType: 'article',
      objectId: id,
      before: {
        title: before.title,
        category_id: before.categoryId,
        is_published: before.isPublished,
        content: before.content,
      },
      after: { ...body, content: columns.content },
    });
    return after;
  });
}

export async function setPublished(db: Db, actor: Actor, id: number, published: boolean) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
    if (!before) throw notFound('文章不存在');
    await tx
      .update(articles)
      .set({ isPublished: published, version: sql`${articles.version} + 1`, updatedAt: sql`now()` })
      .where(eq(articles.id, id));
    await recordAudit(tx, actor, {
      action: published ? 'article.publish' : 'article.unpublish',
      objectType: 'article',
      objectId: id,
      before: { is_published: before.isPublished },
      after: { is_published: published },
    });
    return readArticle(tx, id);
  });
}

/** An uploaded picture (checked by its bytes) becomes the article's cover at /images/articles/{id}/{24 hex}.{ext}. */
export async function setCover(db: Db, storage: FileStorage, actor: Actor, id: number, files: UploadedFile[]) {
  const [file] = files;
  if (!file) throw invalid({ file: ['请选择图片'] });
  const type = await (await import('file-type')).fileTypeFromBuffer(file.bytes);
  const ext = type && EXT_OF_MIME[type.mime];
  if (!ext) throw invalid({ file: ['文件不是 JPG、PNG 或 WebP 图片'] });
  await readArticle(db, id);
  const name = `${randomBytes(12).toString('hex')}.${ext}`;
  await storage.put(coverStorageKeyOf(id, name), file.bytes);
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ cover: articles.cover }).from(articles).where(eq(articles.id, id)).for('update');
    if (!before) throw notFound('文章不存在');
    const cover = `/images/articles/${id}/${name}`;
    await tx
      .update(articles)
      .set({ cover, version: sql`${articles.version} + 1`, updatedAt: sql`now()` })
      .where(eq(articles.id, id));
    await recordAudit(tx, actor, {
      action: 'article.cover',
      objectType: 'article',
      objectId: id,
      before: { cover: before.cover },
      after: { cover },
    });
    return readArticle(tx, id);
  });
}
