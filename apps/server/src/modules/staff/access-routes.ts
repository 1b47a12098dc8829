import type { FastifyInstance } from 'fastify';
import { envelopeOf } from '@store/shared/api/envelope';
import { adminRouteAccess, type AdminRouteAccess } from '@store/shared/api/console-screens';
import { ok } from '../../lib/envelope.ts';

/**
 * GET /api/admin/auth/access: what each /api/admin route declared (ADR 010), read from the table the staff
 * guard builds as routes register. The console derives each screen's permission from it (issue #36 item
 * 21), so its menu and its 无权限访问 page follow the server's declarations instead of a copy of them.
 */
export async function staffAccessRoutes(app: FastifyInstance): Promise<void> {
  let table: AdminRouteAccess | undefined;
  app.get(
    '/api/admin/auth/access',
    {
      config: { staff: 'staff' },
      schema: {
        tags: ['staff'],
        summary: '各后台接口所需的权限（控制台据此决定菜单与页面是否可进入）',
        response: { 200: envelopeOf(adminRouteAccess) },
      },
    },
    // Routes are all registered before the first request, and never after: the table is built once.
    async () => ok((table ??= Object.fromEntries(app.adminRouteTable.map((r) => [`${r.method} ${r.url}`, r.access])))),
  );
}
