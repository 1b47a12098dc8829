import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { auditQuery, AuditRow } from '@store/shared/api/staff';
import type { Db } from '../../db/client.ts';
import { auditLog, staff } from '../../db/schema.ts';

/** The console's 操作日志: the rows lib/audit.ts writes, newest first, filtered and paged. */
export async function listAudit(db: Db, query: z.infer<typeof auditQuery>) {
  const filters: SQL[] = [];
  if (query.staff_id) filters.push(eq(auditLog.staffId, query.staff_id));
  if (query.object_type) filters.push(eq(auditLog.objectType, query.object_type));
  if (query.object_id) filters.push(eq(auditLog.objectId, query.object_id));
  if (query.action) filters.push(eq(auditLog.action, query.action));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        staffId: staff.id,
        staffName: staff.name,
        staffUsername: staff.username,
        action: auditLog.action,
        objectType: auditLog.objectType,
        objectId: auditLog.objectId,
        before: auditLog.before,
        after: auditLog.after,
        ip: auditLog.ip,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .innerJoin(staff, eq(staff.id, auditLog.staffId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  const data: AuditRow[] = rows.map((row) => ({
    id: row.id,
    staff: { id: row.staffId, name: row.staffName, username: row.staffUsername },
    action: row.action,
    object_type: row.objectType,
    object_id: row.objectId,
    before: row.before,
    after: row.after,
    ip: row.ip,
    created_at: Math.floor(row.createdAt.getTime() / 1000),
  }));
  return { data, total: count?.total ?? 0, page: query.page, page_size: query.page_size };
}
