import { and, eq, sql } from 'drizzle-orm';
import type { Permission } from '@store/shared/api/staff';
import type { Db, Tx } from '../../db/client.ts';
import { staff, staffRoles, staffSessions } from '../../db/schema.ts';

/** Who is working, as every /api/admin request sees them. */
export type SessionStaff = {
  id: number;
  username: string;
  name: string;
  role: { code: string; name: string };
  permissions: Permission[];
  sessionId: string;
};

export async function findStaffForLogin(db: Db, username: string) {
  const [row] = await db
    .select({ id: staff.id, passwordHash: staff.passwordHash, disabledAt: staff.disabledAt })
    .from(staff)
    .where(sql`lower(${staff.username}) = lower(${username.trim()})`);
  return row;
}

export async function insertSession(db: Db, row: typeof staffSessions.$inferInsert) {
  await db.insert(staffSessions).values(row);
}

type SessionRow = {
  id: number;
  username: string;
  name: string;
  role_code: string;
  role_name: string;
  permissions: Permission[];
};

/**
 * The staff member of a session not idle for `idleHours`; the same statement moves the session's last
 * use to now (at most once a minute, so a busy console does not write on every request).
 */
export async function touchSession(db: Db, sessionId: string, idleHours: number): Promise<SessionStaff | undefined> {
  const result = (await db.execute(sql`
    with live as (
      update ${staffSessions} set seen_at = case when seen_at < now() - interval '1 minute' then now() else seen_at end
      where id = ${sessionId} and seen_at > now() - make_interval(hours => ${idleHours})
      returning staff_id
    )
    select s.id, s.username, s.name, r.code as role_code, r.name as role_name, r.permissions
    from live join ${staff} s on s.id = live.staff_id join ${staffRoles} r on r.id = s.role_id
    where s.disabled_at is null`)) as unknown as { rows: SessionRow[] };
  const row = result.rows[0];
  return (
    row && {
      id: row.id,
      username: row.username,
      name: row.name,
      role: { code: row.role_code, name: row.role_name },
      permissions: row.permissions,
      sessionId,
    }
  );
}

export async function deleteSession(db: Db, sessionId: string) {
  await db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
}

export async function deleteSessionsOf(db: Db | Tx, staffId: number, exceptSessionId?: string) {
  await db
    .delete(staffSessions)
    .where(
      exceptSessionId
        ? and(eq(staffSessions.staffId, staffId), sql`${staffSessions.id} <> ${exceptSessionId}`)
        : eq(staffSessions.staffId, staffId),
    );
}
