import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
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
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../lib/audit.ts';
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
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];
  const staff = { staff: 'promotions.manage' } as const;

  api.get(
    '/api/admin/coupons',
    {
      config: staff,
      schema: {
        tags,
        summary: '优惠券模板列表',
        querystring: adminCouponQuery,
        response: { 200: envelopeOf(adminCouponPage) },
      },
    },
    async (request) => ok(await listTemplates(db, request.query)),
  );

  api.post(
    '/api/admin/coupons',
    {
      config: staff,
      schema: {
        tags,
        summary: '新建优惠券模板',
        body: couponTemplateBody,
        response: { 200: envelopeOf(adminCouponRow) },
      },
    },
    async (request) => ok(await createTemplate(db, actorOf(request), request.body), '优惠券已创建'),
  );

  api.post(
    '/api/admin/coupons/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: '修改优惠券模板（已有领取时，优惠内容、范围和有效期不能改）',
        params: idParams,
        body: couponTemplateBody,
        response: { 200: envelopeOf(adminCouponRow) },
      },
    },
    async (request) => ok(await updateTemplate(db, actorOf(request), request.params.id, request.body), '优惠券已保存'),
  );

  api.post(
    '/api/admin/coupons/:id/status',
    {
      config: staff,
      schema: {
        tags,
        summary: '暂停（0）或恢复（1）发放',
        params: idParams,
        body: couponStatusBody,
        response: { 200: envelopeOf(adminCouponRow) },
      },
    },
    async (request) => {
      const row = await setTemplateStatus(db, actorOf(request), request.params.id, request.body.status);
      return ok(row, row.status ? '已恢复发放' : '已暂停发放');
    },
  );

  api.post(
    '/api/admin/coupons/:id/grant',
    {
      config: staff,
      schema: {
        tags,
        summary: '向采购商发放优惠券（按账号或按条件），占用发放总量',
        params: idParams,
        body: couponGrantBody,
        response: { 200: envelopeOf(couponGrantAnswer) },
      },
    },
    async (request) => {
      const answer = await grantCoupons(db, actorOf(request), request.params.id, request.body);
      return ok(answer, `已发放 ${answer.granted} 张`);
    },
  );

  api.get(
    '/api/admin/coupons/:id/report',
    {
      config: staff,
      schema: { tags, summary: '优惠券使用情况', params: idParams, response: { 200: envelopeOf(couponReport) } },
    },
    async (request) => ok(await templateReport(db, request.params.id)),
  );
}
