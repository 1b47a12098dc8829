import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { envelopeOf, idParams } from '@store/shared/api/envelope';
import { id } from '@store/shared/api/fields';
import { reviewBody } from '@store/shared/api/qualification';
import { accountManagers, users } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { ok } from '../../lib/envelope.ts';
import type { ModuleDeps } from '../deps.ts';
import { endSessions } from '../account/repo.ts';
import { pendingLicences } from '../qualification/repo.ts';
import { reviewLicence } from '../qualification/service.ts';

/** Operator API (screens come with the operator console). Every route requires the operator role. */
export async function adminRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];
  const guarded = { onRequest: app.requireOperator };

  api.get('/api/admin/qualifications', { ...guarded, schema: { tags, summary: '待审核证照' } }, async () =>
    ok(
      (await pendingLicences(db)).map(({ licence, company, username }) => ({
        id: licence.id,
        user_id: licence.userId,
        company,
        username,
        type: licence.type,
        number: licence.number,
        valid_to: licence.validTo,
      })),
    ),
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
      const [manager] = await db
        .select({ id: accountManagers.id })
        .from(accountManagers)
        .where(eq(accountManagers.id, request.body.manager_id));
      if (!manager) throw notFound('客户经理不存在');
      const updated = await db
        .update(users)
        .set({ managerId: manager.id })
        .where(eq(users.id, request.params.id))
        .returning({ id: users.id });
      if (!updated.length) throw notFound('采购商不存在');
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
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(users)
          .set({ disabledAt: new Date() })
          .where(eq(users.id, request.params.id))
          .returning({ id: users.id });
        if (!updated.length) throw notFound('采购商不存在');
        await endSessions(tx, request.params.id);
      });
      return ok(null, '已停用');
    },
  );
}
