import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
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
import { ok } from '../../lib/envelope.ts';
import { oneFile, readUpload } from '../../plugins/external/multipart.ts';
import { actorOf } from '../../lib/audit.ts';
import type { ModuleDeps } from '../deps.ts';
import * as admin from './admin.ts';
import { sanitizeArticleHtml } from './sanitize.ts';

/** 内容: help groups and articles, news (permission per route, ADR 010). */
export async function contentAdminRoutes(app: FastifyInstance, { db, storage }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];
  const config = { staff: 'content.manage' } as const;

  api.get(
    '/api/admin/content/categories',
    {
      config,
      schema: { tags, summary: '帮助与资讯分类', response: { 200: envelopeOf(z.array(adminArticleCategory)) } },
    },
    async () => ok(await admin.listCategories(db)),
  );

  api.post(
    '/api/admin/content/categories',
    {
      config,
      schema: {
        tags,
        summary: '新建帮助分类',
        body: categoryBody,
        response: { 200: envelopeOf(adminArticleCategory) },
      },
    },
    async (request) => ok(await admin.createCategory(db, actorOf(request), request.body), '已新建分类'),
  );

  api.post(
    '/api/admin/content/categories/:id',
    {
      config,
      schema: {
        tags,
        summary: '修改分类名称与排序',
        params: idParams,
        body: categoryBody,
        response: { 200: envelopeOf(adminArticleCategory) },
      },
    },
    async (request) => ok(await admin.updateCategory(db, actorOf(request), request.params.id, request.body), '已保存'),
  );

  api.get(
    '/api/admin/content/articles',
    {
      config,
      schema: {
        tags,
        summary: '帮助文章或资讯列表',
        querystring: adminArticleQuery,
        response: { 200: envelopeOf(adminArticlePage) },
      },
    },
    async (request) => ok(await admin.listArticles(db, request.query)),
  );

  api.get(
    '/api/admin/content/articles/:id',
    { config, schema: { tags, summary: '文章详情', params: idParams, response: { 200: envelopeOf(adminArticle) } } },
    async (request) => ok(await admin.getArticle(db, request.params.id)),
  );

  api.post(
    '/api/admin/content/articles',
    { config, schema: { tags, summary: '新建文章', body: articleBody, response: { 200: envelopeOf(adminArticle) } } },
    async (request) => ok(await admin.createArticle(db, actorOf(request), request.body), '已新建文章'),
  );

  api.post(
    '/api/admin/content/articles/:id',
    {
      config,
      schema: {
        tags,
        summary: '修改文章',
        params: idParams,
        body: articleBody,
        response: { 200: envelopeOf(adminArticle) },
      },
    },
    async (request) => ok(await admin.updateArticle(db, actorOf(request), request.params.id, request.body), '已保存'),
  );

  api.post(
    '/api/admin/content/articles/:id/publish',
    {
      config,
      schema: {
        tags,
        summary: '发布或撤回文章',
        params: idParams,
        body: publishBody,
        response: { 200: envelopeOf(adminArticle) },
      },
    },
    async (request) => {
      const { is_published: published } = request.body;
      return ok(
        await admin.setPublished(db, actorOf(request), request.params.id, published),
        published ? '已发布' : '已撤回为草稿',
      );
    },
  );

  api.post(
    '/api/admin/content/articles/:id/cover',
    {
      config,
      schema: {
        tags,
        summary: '上传封面（multipart：file，JPG/PNG/WebP，2MB 以内）',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: envelopeOf(adminArticle) },
      },
    },
    async (request) => {
      const { files } = await readUpload(request, oneFile(MAX_GOODS_IMAGE_BYTES));
      return ok(await admin.setCover(db, storage, actorOf(request), request.params.id, files), '封面已上传');
    },
  );

  api.post(
    '/api/admin/content/preview',
    {
      config,
      schema: {
        tags,
        summary: '预览：正文经服务器清理后的样子（与保存后一致）',
        body: previewBody,
        response: { 200: envelopeOf(previewResult) },
      },
    },
    async (request) => ok({ content: await sanitizeArticleHtml(request.body.content) }),
  );
}
