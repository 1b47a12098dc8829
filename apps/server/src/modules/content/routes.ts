import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '@store/shared/api/envelope';
import {
  articleCategory as articleCategorySchema,
  articleCategoryQuery,
  helpCategories as helpCategoriesSchema,
} from '@store/shared/api/content';
import { ok } from '../../lib/envelope.ts';
import type { ModuleDeps } from '../deps.ts';
import { articleCategory, helpCategories } from './service.ts';

export async function contentRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/article/category',
    {
      schema: {
        tags: ['content'],
        summary: '文章分类及其文章（category_id=3 为热搜）',
        querystring: articleCategoryQuery,
        response: { 200: envelopeOf(articleCategorySchema) },
      },
    },
    async (request) => ok(await articleCategory(db, request.query.category_id)),
  );

  app.get(
    '/api/article/help_category',
    {
      schema: { tags: ['content'], summary: '页脚帮助分类', response: { 200: envelopeOf(helpCategoriesSchema) } },
    },
    async () => ok(await helpCategories(db)),
  );
}
