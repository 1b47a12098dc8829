import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, flag, idParams } from '@store/shared/api/envelope';
import {
  adminGoodsDetail,
  adminGoodsPage,
  adminGoodsQuery,
  goodsBody,
  goodsImages,
  imageRemoveBody,
  imagesOrderBody,
  listedBody,
  MAX_GOODS_IMAGE_BYTES,
  priceChangeRow,
} from '@store/shared/api/admin-goods';
import { oneFile, readUpload } from '../../plugins/external/multipart.ts';
import { addImage, orderImages, removeImage } from './images.ts';
import { taxonomyAdminRoutes } from './taxonomy-routes.ts';
import { goodsXlsxRoutes } from './xlsx-routes.ts';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../lib/audit.ts';
import type { ModuleDeps } from '../deps.ts';
import * as service from './service.ts';

const tags = ['operator'];
const saved = z.object({ id: z.number().int(), outcome: z.enum(['created', 'updated', 'unchanged']) });

/** 商品管理 in the console: the catalogue's goods, listed or not, for goods.view and goods.edit; with 分类与品牌 and the .xlsx import/export. */
export async function goodsAdminRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db, storage } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Registered before /api/admin/goods/:id, though the router prefers the static path either way.
  await goodsXlsxRoutes(app, deps);
  await taxonomyAdminRoutes(app, deps);

  api.get(
    '/api/admin/goods',
    {
      config: { staff: 'goods.view' },
      schema: {
        tags,
        summary: '商品列表（分类、品牌、专区、上下架、库存、药品类别筛选；名称、厂家、批准文号、拼音搜索）',
        querystring: adminGoodsQuery,
        response: { 200: envelopeOf(adminGoodsPage) },
      },
    },
    async (request) => ok(await service.listGoods(db, request.query)),
  );

  api.get(
    '/api/admin/goods/:id',
    {
      config: { staff: 'goods.view' },
      schema: {
        tags,
        summary: '商品详情（编辑表单的值）',
        params: idParams,
        response: { 200: envelopeOf(adminGoodsDetail) },
      },
    },
    async (request) => ok(await service.goodsDetail(db, request.params.id)),
  );

  api.post(
    '/api/admin/goods',
    {
      config: { staff: 'goods.edit' },
      schema: { tags, summary: '新增商品', body: goodsBody, response: { 200: envelopeOf(saved) } },
    },
    async (request) => ok(await service.createGoods(db, actorOf(request), request.body), '商品已添加'),
  );

  api.post(
    '/api/admin/goods/:id',
    {
      config: { staff: 'goods.edit' },
      schema: {
        tags,
        summary: '保存商品（整张表单；改价写入调价记录）',
        params: idParams,
        body: goodsBody,
        response: { 200: envelopeOf(saved) },
      },
    },
    async (request) => ok(await service.editGoods(db, actorOf(request), request.params.id, request.body), '已保存'),
  );

  api.post(
    '/api/admin/goods/:id/listed',
    {
      config: { staff: 'goods.edit' },
      schema: {
        tags,
        summary: '上架或下架',
        params: idParams,
        body: listedBody,
        response: { 200: envelopeOf(z.object({ id: z.number().int(), is_listed: flag })) },
      },
    },
    async (request) => {
      const listed = request.body.is_listed === 1;
      return ok(await service.setListed(db, actorOf(request), request.params.id, listed), listed ? '已上架' : '已下架');
    },
  );

  api.get(
    '/api/admin/goods/:id/price_changes',
    {
      config: { staff: 'goods.view' },
      schema: {
        tags,
        summary: '调价记录（供货价、零售价、阶梯价的每次变更）',
        params: idParams,
        response: { 200: envelopeOf(z.array(priceChangeRow)) },
      },
    },
    async (request) => ok(await service.priceChanges(db, request.params.id)),
  );

  api.post(
    '/api/admin/goods/:id/images',
    {
      config: { staff: 'goods.edit' },
      schema: {
        tags,
        summary: '上传商品图片（multipart：file，JPG/PNG/WebP，2MB 以内），加在最后',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: envelopeOf(goodsImages) },
      },
    },
    async (request) => {
      const { files } = await readUpload(request, oneFile(MAX_GOODS_IMAGE_BYTES));
      return ok(await addImage(db, storage, actorOf(request), request.params.id, files), '图片已上传');
    },
  );

  api.post(
    '/api/admin/goods/:id/images/order',
    {
      config: { staff: 'goods.edit' },
      schema: {
        tags,
        summary: '调整图片顺序（第一张为主图）',
        params: idParams,
        body: imagesOrderBody,
        response: { 200: envelopeOf(goodsImages) },
      },
    },
    async (request) =>
      ok(await orderImages(db, actorOf(request), request.params.id, request.body.images), '顺序已保存'),
  );

  api.post(
    '/api/admin/goods/:id/images/remove',
    {
      config: { staff: 'goods.edit' },
      schema: {
        tags,
        summary: '删除商品图片',
        params: idParams,
        body: imageRemoveBody,
        response: { 200: envelopeOf(goodsImages) },
      },
    },
    async (request) => ok(await removeImage(db, actorOf(request), request.params.id, request.body.image), '图片已删除'),
  );
}
