import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import { licenceToReview, reviewBody } from '@store/shared/api/qualification';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../lib/audit.ts';
import type { ModuleDeps } from '../deps.ts';
import {
  companyChangesToReview,
  readFileForOperator,
  reviewCompanyChange,
  reviewLicence,
} from '../qualification/index.ts';
import { disableBuyer, licencesToReview } from './service.ts';
import { companyChangeToReview } from '@store/shared/api/company-change';
import { buyerRoutes } from './buyers-routes.ts';

/** Buyers and their licences, for the console's staff (permissions per route, ADR 010). */
export async function adminRoutes(app: FastifyInstance, { db, storage }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];
  await buyerRoutes(app, db);

  api.get(
    '/api/admin/qualifications',
    {
      config: { staff: 'buyers.review' },
      schema: { tags, summary: '待审核证照（附扫描件）', response: { 200: envelopeOf(z.array(licenceToReview)) } },
    },
    async () => ok(await licencesToReview(db)),
  );

  api.post(
    '/api/admin/qualifications/:id/review',
    {
      config: { staff: 'buyers.review' },
      schema: { tags, summary: '审核证照：通过或驳回（需原因）', params: idParams, body: reviewBody },
    },
    async (request) =>
      ok(
        await reviewLicence(db, actorOf(request), request.params.id, request.body.action, request.body.reason),
        '审核完成',
      ),
  );

  api.get(
    '/api/admin/company_changes',
    {
      config: { staff: 'buyers.review' },
      schema: {
        tags,
        summary: '待审核的资质变更（单位名称/类型），先提交的在前',
        response: { 200: envelopeOf(z.array(companyChangeToReview)) },
      },
    },
    async () => ok(await companyChangesToReview(db)),
  );

  api.post(
    '/api/admin/company_changes/:id/review',
    {
      config: { staff: 'buyers.review' },
      schema: {
        tags,
        summary: '审核资质变更：通过则新单位信息生效，驳回（需原因）则原信息继续有效',
        params: idParams,
        body: reviewBody,
        response: { 200: envelopeOf(z.object({ is_passed: z.union([z.literal(0), z.literal(1)]) })) },
      },
    },
    async (request) =>
      ok(
        await reviewCompanyChange(db, actorOf(request), request.params.id, request.body.action, request.body.reason),
        '审核完成',
      ),
  );

  api.get(
    '/api/admin/qualification_files/:id',
    {
      config: { staff: 'buyers.review' },
      schema: { tags, summary: '证照扫描件（审核时与其字段并排查看）', params: idParams },
    },
    async (request, reply) => {
      const file = await readFileForOperator(db, storage, request.params.id);
      return reply.type(file.mime).header('cache-control', 'private, no-store').send(file.bytes);
    },
  );

  api.post(
    '/api/admin/users/:id/disable',
    {
      config: { staff: 'buyers.manage' },
      schema: {
        tags,
        summary: '停用采购商（立即结束其所有会话）',
        params: idParams,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await disableBuyer(db, actorOf(request), request.params.id);
      return ok(null, '已停用');
    },
  );
}
