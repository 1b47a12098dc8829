import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import {
  brandRow,
  categoryRow,
  createBrandBody,
  createCategoryBody,
  moveBrandBody,
  moveCategoryBody,
  renameBody,
} from '@store/shared/api/admin-taxonomy';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../lib/audit.ts';
import type { ModuleDeps } from '../deps.ts';
import * as taxonomy from './taxonomy.ts';

const tags = ['operator'];
const done = { 200: envelopeOf(z.object({ id: z.number().int() })) };

/** 分类与品牌: the category trees and the brands, read with goods.view and kept with goods.edit. */
export async function taxonomyAdminRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const edit = { staff: 'goods.edit' } as const;

  api.get(
    '/api/admin/categories',
    {
      config: { staff: 'goods.view' },
      schema: {
        tags,
        summary: '全部分类树（含各分类下的商品数）',
        response: { 200: envelopeOf(z.array(categoryRow)) },
      },
    },
    async () => ok(await taxonomy.listCategories(db)),
  );

  api.post(
    '/api/admin/categories',
    { config: edit, schema: { tags, summary: '新增分类', body: createCategoryBody, response: done } },
    async (request) => ok(await taxonomy.createCategory(db, actorOf(request), request.body), '分类已添加'),
  );

  api.post(
    '/api/admin/categories/:id',
    { config: edit, schema: { tags, summary: '重命名分类', params: idParams, body: renameBody, response: done } },
    async (request) =>
      ok(await taxonomy.renameCategory(db, actorOf(request), request.params.id, request.body.name), '已重命名'),
  );

  api.post(
    '/api/admin/categories/:id/move',
    {
      config: edit,
      schema: {
        tags,
        summary: '移动分类（换上级或调整顺序；其下商品随之归入新上级）',
        params: idParams,
        body: moveCategoryBody,
        response: done,
      },
    },
    async (request) => ok(await taxonomy.moveCategory(db, actorOf(request), request.params.id, request.body), '已移动'),
  );

  api.post(
    '/api/admin/categories/:id/delete',
    { config: edit, schema: { tags, summary: '删除分类（无子分类且无商品时）', params: idParams, response: done } },
    async (request) => ok(await taxonomy.removeCategory(db, actorOf(request), request.params.id), '已删除'),
  );

  api.get(
    '/api/admin/brands',
    {
      config: { staff: 'goods.view' },
      schema: { tags, summary: '品牌（含商品数）', response: { 200: envelopeOf(z.array(brandRow)) } },
    },
    async () => ok(await taxonomy.listBrands(db)),
  );

  api.post(
    '/api/admin/brands',
    { config: edit, schema: { tags, summary: '新增品牌', body: createBrandBody, response: done } },
    async (request) => ok(await taxonomy.createBrand(db, actorOf(request), request.body.name), '品牌已添加'),
  );

  api.post(
    '/api/admin/brands/:id',
    { config: edit, schema: { tags, summary: '重命名品牌', params: idParams, body: renameBody, response: done } },
    async (request) =>
      ok(await taxonomy.renameBrand(db, actorOf(request), request.params.id, request.body.name), '已重命名'),
  );

  api.post(
    '/api/admin/brands/:id/move',
    {
      config: edit,
      schema: { tags, summary: '调整品牌顺序', params: idParams, body: moveBrandBody, response: done },
    },
    async (request) =>
      ok(await taxonomy.moveBrand(db, actorOf(request), request.params.id, request.body.index), '已移动'),
  );

  api.post(
    '/api/admin/brands/:id/delete',
    { config: edit, schema: { tags, summary: '删除品牌（无商品时）', params: idParams, response: done } },
    async (request) => ok(await taxonomy.removeBrand(db, actorOf(request), request.params.id), '已删除'),
  );
}
