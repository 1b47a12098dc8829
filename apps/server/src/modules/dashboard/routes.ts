import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '@store/shared/api/envelope';
import { dashboard } from '@store/shared/api/dashboard';
import { ok } from '../../lib/envelope.ts';
import type { ModuleDeps } from '../deps.ts';
import { dashboardFor } from './service.ts';

/** 工作台: the store's figures and queues, each as far as the staff member's role opens it. */
export async function dashboardRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/admin/dashboard',
    {
      config: { staff: 'dashboard.view' },
      schema: {
        tags: ['operator'],
        summary: '工作台：今日与本月订单和成交额、待处理队列、近 30 天走势（仅含本角色可打开的队列）',
        response: { 200: envelopeOf(dashboard) },
      },
    },
    async (request, reply) => {
      // Counts move with every order: never served from a cache.
      reply.header('cache-control', 'no-store');
      return ok(await dashboardFor(db, request.staff.permissions));
    },
  );
}
