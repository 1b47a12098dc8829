import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { ok } from '../../lib/envelope.ts';
import type { ModuleDeps } from '../deps.ts';

/** Liveness plus a real round trip to the database: a load balancer should not route to a server whose DB is gone. */
export async function healthRoutes(app: FastifyInstance, { db, dbKind }: ModuleDeps): Promise<void> {
  app.get(
    '/api/health',
    { schema: { tags: ['site'], summary: '健康检查' }, config: { rateLimit: false } },
    async () => {
      await db.execute(sql`select 1`);
      return ok({ status: 'ok', database: dbKind });
    },
  );
}
