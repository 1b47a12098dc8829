import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams } from '@store/shared/api/envelope';
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
import { consoleRoutes } from '../../lib/console-routes.ts';
import type { ModuleDeps } from '../deps.ts';
import { adminPackages, createPackage, setPackageOn, updatePackage } from './combos.ts';
import { adminWelfare as welfarePage, changeWelfareGoods, setWelfarePercent } from './welfare.ts';

/** 营销 → 套餐 and 福利专区 (promotions.manage), issue #16. */
export async function promoAdminRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const marketing = consoleRoutes(app, 'promotions.manage');

  marketing.get(
    '/api/admin/combinations',
    { summary: '套餐列表', querystring: adminComboQuery, response: adminComboPage },
    ({ query }) => adminPackages(db, query),
  );
  marketing.post(
    '/api/admin/combinations',
    { summary: '新建套餐', body: comboBody, response: adminCombo, done: '套餐已创建' },
    ({ actor, body }) => createPackage(db, actor, body),
  );
  marketing.post(
    '/api/admin/combinations/:id',
    {
      summary: '修改套餐（已有订单后不能改商品和数量，库存不能少于已售）',
      params: idParams,
      body: comboBody,
      response: adminCombo,
      done: '套餐已保存',
    },
    ({ actor, params, body }) => updatePackage(db, actor, params.id, body),
  );
  marketing.post(
    '/api/admin/combinations/:id/status',
    {
      summary: '套餐上架 / 下架',
      params: idParams,
      body: comboStatusBody,
      response: adminCombo,
      done: (_, { body }) => (body.is_on ? '套餐已上架' : '套餐已下架'),
    },
    ({ actor, params, body }) => setPackageOn(db, actor, params.id, body.is_on),
  );

  marketing.get(
    '/api/admin/welfare',
    { summary: '福利专区：折扣与专区商品', querystring: adminWelfareQuery, response: adminWelfare },
    ({ query }) => welfarePage(db, query),
  );
  marketing.post(
    '/api/admin/welfare/percent',
    { summary: '修改福利专区折扣', body: welfarePercentBody, response: welfareInfo, done: '折扣已保存' },
    ({ actor, body }) => setWelfarePercent(db, actor, body.percent),
  );
  const changed = z.object({ changed: z.number().int() });
  marketing.post(
    '/api/admin/welfare/goods/add',
    { summary: '商品加入福利专区', body: welfareGoodsBody, response: changed, done: '已加入福利专区' },
    ({ actor, body }) => changeWelfareGoods(db, actor, body.goods_ids, true),
  );
  marketing.post(
    '/api/admin/welfare/goods/remove',
    { summary: '商品移出福利专区', body: welfareGoodsBody, response: changed, done: '已移出福利专区' },
    ({ actor, body }) => changeWelfareGoods(db, actor, body.goods_ids, false),
  );
}
