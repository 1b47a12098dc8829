import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams } from '@store/shared/api/envelope';
import {
  adminArticle,
  adminArticleCategory,
  adminArticlePage,
  adminArticleQuery,
  articleBody,
  categoryBody,
  previewBody,
  previewResult,
  publishBody,
} from '@store/shared/api/articles';
import { MAX_GOODS_IMAGE_BYTES } from '@store/shared/api/admin-goods';
import { consoleRoutes } from '../../lib/console-routes.ts';
import { oneFile, readUpload } from '../../plugins/external/multipart.ts';
import type { ModuleDeps } from '../deps.ts';
import * as admin from './admin.ts';
import { sanitizeArticleHtml } from './sanitize.ts';

/** 内容: help groups and articles, news (permission per route, ADR 010). */
export async function contentAdminRoutes(app: FastifyInstance, { db, storage }: ModuleDeps): Promise<void> {
  const content = consoleRoutes(app, 'content.manage');

  content.get(
    '/api/admin/content/categories',
    { summary: '帮助与资讯分类', response: z.array(adminArticleCategory) },
    () => admin.listCategories(db),
  );
  content.post(
    '/api/admin/content/categories',
    { summary: '新建帮助分类', body: categoryBody, response: adminArticleCategory, done: '已新建分类' },
    ({ actor, body }) => admin.createCategory(db, actor, body),
  );
  content.post(
    '/api/admin/content/categories/:id',
    {
      summary: '修改分类名称与排序',
      params: idParams,
      body: categoryBody,
      response: adminArticleCategory,
      done: '已保存',
    },
    ({ actor, params, body }) => admin.updateCategory(db, actor, params.id, body),
  );

  content.get(
    '/api/admin/content/articles',
    { summary: '帮助文章或资讯列表', querystring: adminArticleQuery, response: adminArticlePage },
    ({ query }) => admin.listArticles(db, query),
  );
  content.get(
    '/api/admin/content/articles/:id',
    { summary: '文章详情', params: idParams, response: adminArticle },
    ({ params }) => admin.getArticle(db, params.id),
  );
  content.post(
    '/api/admin/content/articles',
    { summary: '新建文章', body: articleBody, response: adminArticle, done: '已新建文章' },
    ({ actor, body }) => admin.createArticle(db, actor, body),
  );
  content.post(
    '/api/admin/content/articles/:id',
    { summary: '修改文章', params: idParams, body: articleBody, response: adminArticle, done: '已保存' },
    ({ actor, params, body }) => admin.updateArticle(db, actor, params.id, body),
  );
  content.post(
    '/api/admin/content/articles/:id/publish',
    {
      summary: '发布或撤回文章',
      params: idParams,
      body: publishBody,
      response: adminArticle,
      done: (_, { body }) => (body.is_published ? '已发布' : '已撤回为草稿'),
    },
    ({ actor, params, body }) => admin.setPublished(db, actor, params.id, body.is_published),
  );
  content.post(
    '/api/admin/content/articles/:id/cover',
    {
      summary: '上传封面（multipart：file，JPG/PNG/WebP，2MB 以内）',
      consumes: ['multipart/form-data'],
      params: idParams,
      response: adminArticle,
      done: '封面已上传',
    },
    async ({ actor, params, request }) => {
      const { files } = await readUpload(request, oneFile(MAX_GOODS_IMAGE_BYTES));
      return admin.setCover(db, storage, actor, params.id, files);
    },
  );
  content.post(
    '/api/admin/content/preview',
    { summary: '预览：正文经服务器清理后的样子（与保存后一致）', body: previewBody, response: previewResult },
    async ({ body }) => ({ content: await sanitizeArticleHtml(body.content) }),
  );
}
