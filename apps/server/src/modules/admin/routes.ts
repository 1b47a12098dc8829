import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import { id } from '@store/shared/api/fields';
import { reviewBody } from '@store/shared/api/qualification';
import { ok } from '../../lib/envelope.ts';
import type { ModuleDeps } from '../deps.ts';
import { reviewLicence } from '../qualification/service.ts';
import { assignManager, disableBuyer, licencesToReview } from './service.ts';

/** Operator API (screens come with the operator console). Every route requires the operator role. */
export async function adminRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];
  // The buyer API's operator guard until these move under staff permissions (issue #13, next slice).
  const guarded = { onRequest: app.requireOperator, config: { staff: 'legacy-operator' as const } };

  api.get('/api/admin/qualifications', { ...guarded, schema: { tags, summary: '待审核证照' } }, async () =>
    ok(await licencesToReview(db)),
  );

  api.post(
    '/api/admin/qualifications/:id/review',
    { ...guarded, schema: { tags, summary: '审核证照：通过或驳回（需原因）', params: idParams, body: reviewBody } },
    async (request) =>
      ok(
        await reviewLicence(db, request.user.id, request.params.id, request.body.action, request.body.reason),
        '审核完成',
      ),
  );

  api.post(
    '/api/admin/users/:id/manager',
    {
      ...guarded,
      schema: { tags, summary: '分配客户经理', params: idParams, body: z.strictObject({ manager_id: id }) },
    },
    async (request) => {
      await assignManager(db, request.params.id, request.body.manager_id);
      return ok(null, '已分配');
    },
  );

  api.post(
    '/api/admin/users/:id/disable',
    {
      ...guarded,
      schema: {
        tags,
        summary: '停用采购商（立即结束其所有会话）',
        params: idParams,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await disableBuyer(db, request.params.id);
      return ok(null, '已停用');
    },
  );
}
