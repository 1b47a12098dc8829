import type { FastifyInstance } from 'fastify';
import { idParams } from '@store/shared/api/envelope';
import {
  adminCouponPage,
  adminCouponQuery,
  adminCouponRow,
  couponGrantAnswer,
  couponGrantBody,
  couponReport,
  couponStatusBody,
  couponTemplateBody,
} from '@store/shared/api/coupons';
import { consoleRoutes } from '../../lib/console-routes.ts';
import type { ModuleDeps } from '../deps.ts';
import {
  createTemplate,
  grantCoupons,
  listTemplates,
  setTemplateStatus,
  templateReport,
  updateTemplate,
} from './admin.ts';

/** 营销 → 优惠券 in the console (permission promotions.manage, ADR 010). */
export async function couponAdminRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const marketing = consoleRoutes(app, 'promotions.manage');

  marketing.get(
    '/api/admin/coupons',
    { summary: '优惠券模板列表', querystring: adminCouponQuery, response: adminCouponPage },
    ({ query }) => listTemplates(db, query),
  );
  marketing.post(
    '/api/admin/coupons',
    { summary: '新建优惠券模板', body: couponTemplateBody, response: adminCouponRow, done: '优惠券已创建' },
    ({ actor, body }) => createTemplate(db, actor, body),
  );
  marketing.post(
    '/api/admin/coupons/:id',
    {
      summary: '修改优惠券模板（已有领取时，优惠内容、范围和有效期不能改）',
      params: idParams,
      body: couponTemplateBody,
      response: adminCouponRow,
      done: '优惠券已保存',
    },
    ({ actor, params, body }) => updateTemplate(db, actor, params.id, body),
  );
  marketing.post(
    '/api/admin/coupons/:id/status',
    {
      summary: '暂停（0）或恢复（1）发放',
      params: idParams,
      body: couponStatusBody,
      response: adminCouponRow,
      done: (row) => (row.status ? '已恢复发放' : '已暂停发放'),
    },
    ({ actor, params, body }) => setTemplateStatus(db, actor, params.id, body.status),
  );
  marketing.post(
    '/api/admin/coupons/:id/grant',
    {
      summary: '向采购商发放优惠券（按账号或按条件），占用发放总量',
      params: idParams,
      body: couponGrantBody,
      response: couponGrantAnswer,
      done: (answer) => `已发放 ${answer.granted} 张`,
    },
    ({ actor, params, body }) => grantCoupons(db, actor, params.id, body),
  );
  marketing.get(
    '/api/admin/coupons/:id/report',
    { summary: '优惠券使用情况', params: idParams, response: couponReport },
    ({ params }) => templateReport(db, params.id),
  );
}
