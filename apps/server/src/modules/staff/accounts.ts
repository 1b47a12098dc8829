import { asc, eq } from 'drizzle-orm';
import type { CreateStaffBody, Permission, StaffRow } from '@store/shared/api/staff';
import { DEFAULT_ROLES } from '@store/shared/api/staff';
import type { Db } from '../../db/client.ts';
import { staff, staffRoles } from '../../db/schema.ts';
import { forbidden, InputError, notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { deleteSessionsOf } from './repo.ts';

/** The roles the store starts with (DEFAULT_ROLES), added where missing; super admins edit them afterwards. */
export async function ensureDefaultRoles(db: Db): Promise<void> {
  await db
    .insert(staffRoles)
    .values(DEFAULT_ROLES.map((role) => ({ code: role.code, name: role.name, permissions: role.permissions })))
    .onConflictDoNothing();
}

export async function listRoles(db: Db) {
  const rows = await db.select().from(staffRoles).orderBy(asc(staffRoles.id));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    permissions: row.permissions as Permission[],
  }));
}

export async function listStaff(db: Db): Promise<StaffRow[]> {
  const rows = await db
    .select({ staff, role: { id: staffRoles.id, code: staffRoles.code, name: staffRoles.name } })
    .from(staff)
    .innerJoin(staffRoles, eq(staffRoles.id, staff.roleId))
    .orderBy(asc(staff.id));
  return rows.map(({ staff: row, role }) => ({
    id: row.id,
    username: row.username,
    name: row.name,
    mobile: row.mobile,
    role,
    disabled: row.disabledAt !== null,
    created_at: Math.floor(row.createdAt.getTime() / 1000),
  }));
}

const publicOf = (row: typeof staff.$inferSelect) => ({
  username: row.username,
  name: row.name,
  mobile: row.mobile,
  role_id: row.roleId,
  disabled: row.disabledAt !== null,
});

/** A new staff account; its row in the audit log says who added it (never the password). */
export async function createStaff(db: Db, actor: Actor, body: CreateStaffBody): Promise<number> {
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const [role] = await tx.select({ id: staffRoles.id }).from(staffRoles).where(eq(staffRoles.id, body.role_id));
    if (!role) throw new InputError({ role_id: ['角色不存在'] });
    const [row] = await tx
      .insert(staff)
      .values({ username: body.username, name: body.name, mobile: body.mobile, passwordHash, roleId: role.id })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new InputError({ username: ['用户名已存在'] });
    await recordAudit(tx, actor, {
      action: 'staff.create',
      objectType: 'staff',
      objectId: row.id,
      after: publicOf(row),
    });
    return row.id;
  });
}

/** Disabling ends every session of the account at once; nobody disables themselves (the store keeps an admin). */
export async function setStaffDisabled(db: Db, actor: Actor, staffId: number, disabled: boolean): Promise<void> {
  if (staffId === actor.staffId) throw forbidden('不能停用自己的账号');
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(staff).where(eq(staff.id, staffId)).for('update');
    if (!before) throw notFound('员工不存在');
    const [after] = await tx
      .update(staff)
      .set({ disabledAt: disabled ? new Date() : null })
      .where(eq(staff.id, staffId))
      .returning();
    if (disabled) await deleteSessionsOf(tx, staffId);
    await recordAudit(tx, actor, {
      action: disabled ? 'staff.disable' : 'staff.enable',
      objectType: 'staff',
      objectId: staffId,
      before: publicOf(before),
      after: publicOf(after!),
    });
  });
}

/**
 * Moves a staff member to another role; their next request has its permissions. Nobody moves themselves
 * (a super admin would drop their own staff.manage), which with the role rules keeps someone managing staff.
 */
export async function setStaffRole(db: Db, actor: Actor, staffId: number, roleId: number): Promise<void> {
  if (staffId === actor.staffId) throw forbidden('不能更改自己的角色');
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(staff).where(eq(staff.id, staffId)).for('update');
    if (!before) throw notFound('员工不存在');
    const [role] = await tx.select({ id: staffRoles.id }).from(staffRoles).where(eq(staffRoles.id, roleId));
    if (!role) throw new InputError({ role_id: ['角色不存在'] });
    const [after] = await tx.update(staff).set({ roleId }).where(eq(staff.id, staffId)).returning();
    await recordAudit(tx, actor, {
      action: 'staff.role',
      objectType: 'staff',
      objectId: staffId,
      before: { role_id: before.roleId },
      after: { role_id: after!.roleId },
    });
  });
}

/**
 * A super admin sets a new initial password (the staff member forgot theirs, or it leaked): every session of
 * the account ends with it, except the one making the change when they reset their own. The audit row says
 * that it happened, never the password.
 */
export async function resetStaffPassword(
  db: Db,
  actor: Actor & { sessionId: string },
  staffId: number,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, staffId)).for('update');
    if (!before) throw notFound('员工不存在');
    await tx.update(staff).set({ passwordHash }).where(eq(staff.id, staffId));
    await deleteSessionsOf(tx, staffId, staffId === actor.staffId ? actor.sessionId : undefined);
    await recordAudit(tx, actor, {
      action: 'staff.password_reset',
      objectType: 'staff',
      objectId: staffId,
      after: { password_reset: true },
    });
  });
}
