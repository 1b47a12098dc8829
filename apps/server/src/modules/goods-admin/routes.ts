import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, flag, idParams } from '@store/shared/api/envelope';
import {
  adminGoodsDetail,
  adminGoodsPage,
  adminGoodsQuery,
  goodsBody,
  listedBody,
  priceChangeRow,
} from '@store/shared/api/admin-goods';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../staff/audit.ts';
import type { ModuleDeps } from '../deps.ts';
import * as service from './service.ts';

const tags = ['operator'];
const saved = z.object({ id: z.number().int(), outcome: z.enum(['created', 'updated', 'unchanged']) });

/** 商品管理 in the console: the catalogue's goods, listed or not, for goods.view and goods.edit. */
export async function goodsAdminRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

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
}
