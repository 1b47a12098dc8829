import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Code } from '@store/shared/codes';
import { ok } from '../../lib/envelope.ts';
import { pendingMigrations } from '../../db/migrate.ts';
import type { ModuleDeps } from '../deps.ts';

/**
 * Liveness (/api/health) and readiness (/api/ready). Health is a live process with a round trip to the
 * database: a load balancer should not route to a server whose DB is gone. Readiness also asks whether every
 * migration this build ships is applied, so a rollout can hold traffic back from a process whose schema is
 * behind (another process still migrating, or a database restored from an older backup).
 */
export async function healthRoutes(app: FastifyInstance, { db, dbKind }: ModuleDeps): Promise<void> {
  app.get(
    '/api/health',
    { schema: { tags: ['site'], summary: '健康检查' }, config: { rateLimit: false } },
    async () => {
      await db.execute(sql`select 1`);
      return ok({ status: 'ok', database: dbKind });
    },
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['site'],
        summary: '就绪检查',
        description: '数据库可连接且全部迁移已执行时 200；否则 503，data.problems 说明原因（供负载均衡与发布使用）',
      },
      config: { rateLimit: false },
    },
    async (request, reply) => {
      const problems: string[] = [];
      try {
        await db.execute(sql`select 1`);
        const pending = await pendingMigrations(db);
        if (pending.length) problems.push(`migrations not applied: ${pending.join(', ')}`);
      } catch (error) {
        // The driver's message can name hosts and users: it goes to the log, the answer only says what failed.
        request.log.error({ err: error }, 'readiness: database unreachable');
        problems.push('database unreachable');
      }
      if (problems.length === 0) return ok({ status: 'ready', database: dbKind });
      return reply.code(503).send({
        code: Code.SERVER_ERROR,
        msg: '服务未就绪',
        data: { status: 'not ready', database: dbKind, problems },
      });
    },
  );
}
