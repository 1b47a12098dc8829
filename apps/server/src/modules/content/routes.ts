import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import { id } from '@store/shared/api/fields';
import {
  articleCategory as articleCategorySchema,
  articleCategoryQuery,
  helpCategories as helpCategoriesSchema,
} from '@store/shared/api/content';
import {
  contact,
  helpArticle as helpArticleSchema,
  helpKeyParams,
  helpMenu as helpMenuSchema,
  newsDetail as newsDetailSchema,
  newsPage,
  newsQuery,
  qualifications,
} from '@store/shared/api/articles';
import { articleCategories, articles } from '../../db/schema.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import type { ModuleDeps } from '../deps.ts';
import { coverSvg, licenceSvg, mapSvg } from './drawings.ts';
import {
  articleCategory,
  contactOf,
  helpArticle,
  helpCategories,
  helpMenu,
  newsDetail,
  newsList,
  qualificationsOf,
} from './service.ts';
import { COVER_FILE, MIME_OF_EXT, coverStorageKeyOf } from './covers.ts';

export async function contentRoutes(app: FastifyInstance, { db, config, storage }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content'];
  api.get(
    '/api/article/category',
    {
      schema: {
        tags,
        summary: '文章分类及其文章（category_id=3 为热搜）',
        querystring: articleCategoryQuery,
        response: { 200: envelopeOf(articleCategorySchema) },
      },
    },
    async (request) => ok(await articleCategory(db, request.query.category_id)),
  );

  app.get(
    '/api/article/help_category',
    { schema: { tags, summary: '页脚帮助分类', response: { 200: envelopeOf(helpCategoriesSchema) } } },
    async () => ok(await helpCategories(db)),
  );

  app.get(
    '/api/article/help_menu',
    {
      schema: {
        tags,
        summary: '帮助中心菜单（分类、文章、路由标识与版本）',
        response: { 200: envelopeOf(helpMenuSchema) },
      },
    },
    async () => ok(await helpMenu(db)),
  );

  api.get(
    '/api/article/help/:id',
    {
      schema: { tags, summary: '帮助文章', params: idParams, response: { 200: envelopeOf(helpArticleSchema) } },
    },
    async (request) => ok(await helpArticle(db, { id: request.params.id })),
  );

  api.get(
    '/api/article/help_key/:key',
    {
      schema: {
        tags,
        summary: '帮助文章（按路由标识，如 hyzc）',
        params: helpKeyParams,
        response: { 200: envelopeOf(helpArticleSchema) },
      },
    },
    async (request) => ok(await helpArticle(db, { key: request.params.key })),
  );

  const siteQualifications = qualificationsOf(config);
  app.get(
    '/api/article/qualifications',
    {
      schema: {
        tags,
        summary: '网站资质（证照、经营范围、有效期、扫描件）',
        response: { 200: envelopeOf(qualifications) },
      },
    },
    async () => ok(siteQualifications),
  );

  const siteContact = contactOf(config);
  app.get(
    '/api/article/contact',
    { schema: { tags, summary: '联系方式', response: { 200: envelopeOf(contact) } } },
    async () => ok(siteContact),
  );

  api.get(
    '/api/article/news',
    {
      schema: {
        tags,
        summary: '资讯列表（分页，最新在前）',
        querystring: newsQuery,
        response: { 200: envelopeOf(newsPage) },
      },
    },
    async (request) => ok(await newsList(db, request.query.kind, request.query.page, request.query.page_size)),
  );

  api.get(
    '/api/article/news/:id',
    {
      schema: {
        tags,
        summary: '资讯详情（含上一篇、下一篇）',
        params: idParams,
        response: { 200: envelopeOf(newsDetailSchema) },
      },
    },
    async (request) => ok(await newsDetail(db, request.params.id)),
  );

  // ── pictures ──
  const svg = (reply: FastifyReply, body: string) =>
    reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);

  api.get(
    '/images/articles/:file',
    {
      schema: { hide: true, params: z.strictObject({ file: z.string().regex(/^\d+\.svg$/) }) },
      config: { rateLimit: false },
    },
    async (request, reply) => {
      const [row] = await db
        .select({ title: articles.title, category: articleCategories.name })
        .from(articles)
        .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
        .where(eq(articles.id, Number.parseInt(request.params.file, 10)));
      if (!row) throw notFound('图片不存在');
      return svg(reply, coverSvg(row.title, row.category));
    },
  );

  api.get(
    '/images/articles/:id/:file',
    {
      schema: { hide: true, params: z.strictObject({ id, file: z.string().regex(COVER_FILE) }) },
      config: { rateLimit: false },
    },
    async (request, reply) => {
      const { id: articleId, file } = request.params;
      // Served while it is the article's cover; its name never changes, so it is kept for a year.
      const [row] = await db.select({ cover: articles.cover }).from(articles).where(eq(articles.id, articleId));
      const bytes =
        row?.cover === `/images/articles/${articleId}/${file}`
          ? await storage.get(coverStorageKeyOf(articleId, file))
          : undefined;
      if (!bytes) throw notFound('图片不存在');
      return reply
        .type(MIME_OF_EXT[file.split('.')[1]!]!)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );

  api.get(
    '/images/licences/:file',
    {
      schema: { hide: true, params: z.strictObject({ file: z.string().regex(/^\d+\.svg$/) }) },
      config: { rateLimit: false },
    },
    async (request, reply) => {
      const licence = config.LICENCES[Number.parseInt(request.params.file, 10) - 1];
      if (!licence) throw notFound('图片不存在');
      return svg(reply, licenceSvg(licence, { name: config.COMPANY_NAME, address: config.COMPANY_ADDRESS }));
    },
  );

  app.get('/images/site/map.svg', { schema: { hide: true }, config: { rateLimit: false } }, async (_request, reply) =>
    svg(reply, mapSvg({ name: config.COMPANY_NAME, address: config.COMPANY_ADDRESS })),
  );
}
