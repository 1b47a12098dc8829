import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import {
  adminCombo,
  adminComboPage,
  adminComboQuery,
  adminWelfare,
  adminWelfareQuery,
  comboBody,
  comboStatusBody,
  welfareGoodsBody,
  welfareInfo,
  welfarePercentBody,
} from '@store/shared/api/promo';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../lib/audit.ts';
import type { ModuleDeps } from '../deps.ts';
import { adminPackages, createPackage, setPackageOn, updatePackage } from './combos.ts';
import { adminWelfare as welfarePage, changeWelfareGoods, setWelfarePercent } from './welfare.ts';

/** 营销 → 套餐 and 福利专区 (promotions.manage), issue #16. */
export async function promoAdminRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];
  const config = { staff: 'promotions.manage' } as const;

  api.get(
    '/api/admin/combinations',
    {
      config,
      schema: {
        tags,
        summary: '套餐列表',
        querystring: adminComboQuery,
        response: { 200: envelopeOf(adminComboPage) },
      },
    },
    async (request) => ok(await adminPackages(db, request.query)),
  );

  api.post(
    '/api/admin/combinations',
    { config, schema: { tags, summary: '新建套餐', body: comboBody, response: { 200: envelopeOf(adminCombo) } } },
    async (request) => ok(await createPackage(db, actorOf(request), request.body), '套餐已创建'),
  );

  api.post(
    '/api/admin/combinations/:id',
    {
      config,
      schema: {
        tags,
        summary: '修改套餐（已有订单后不能改商品和数量，库存不能少于已售）',
        params: idParams,
        body: comboBody,
        response: { 200: envelopeOf(adminCombo) },
      },
    },
    async (request) => ok(await updatePackage(db, actorOf(request), request.params.id, request.body), '套餐已保存'),
  );

  api.post(
    '/api/admin/combinations/:id/status',
    {
      config,
      schema: {
        tags,
        summary: '套餐上架 / 下架',
        params: idParams,
        body: comboStatusBody,
        response: { 200: envelopeOf(adminCombo) },
      },
    },
    async (request) =>
      ok(
        await setPackageOn(db, actorOf(request), request.params.id, request.body.is_on),
        request.body.is_on ? '套餐已上架' : '套餐已下架',
      ),
  );

  api.get(
    '/api/admin/welfare',
    {
      config,
      schema: {
        tags,
        summary: '福利专区：折扣与专区商品',
        querystring: adminWelfareQuery,
        response: { 200: envelopeOf(adminWelfare) },
      },
    },
    async (request) => ok(await welfarePage(db, request.query)),
  );

  api.post(
    '/api/admin/welfare/percent',
    {
      config,
      schema: {
        tags,
        summary: '修改福利专区折扣',
        body: welfarePercentBody,
        response: { 200: envelopeOf(welfareInfo) },
      },
    },
    async (request) => ok(await setWelfarePercent(db, actorOf(request), request.body.percent), '折扣已保存'),
  );

  const changed = envelopeOf(z.object({ changed: z.number().int() }));
  api.post(
    '/api/admin/welfare/goods/add',
    { config, schema: { tags, summary: '商品加入福利专区', body: welfareGoodsBody, response: { 200: changed } } },
    async (request) =>
      ok(await changeWelfareGoods(db, actorOf(request), request.body.goods_ids, true), '已加入福利专区'),
  );

  api.post(
    '/api/admin/welfare/goods/remove',
    { config, schema: { tags, summary: '商品移出福利专区', body: welfareGoodsBody, response: { 200: changed } } },
    async (request) =>
      ok(await changeWelfareGoods(db, actorOf(request), request.body.goods_ids, false), '已移出福利专区'),
  );
}
