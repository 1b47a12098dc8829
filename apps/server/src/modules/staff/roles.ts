import { eq, sql } from 'drizzle-orm';
import type { CreateRoleBody, UpdateRoleBody } from '@store/shared/api/roles';
import { SUPER_ADMIN_ROLE } from '@store/shared/api/roles';
import type { Permission } from '@store/shared/api/staff';
import type { Db, Tx } from '../../db/client.ts';
import { staff, staffRoles } from '../../db/schema.ts';
import { forbidden, invalid, notFound } from '../../lib/errors.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';

type RoleRecord = typeof staffRoles.$inferSelect;

/** What the audit log keeps of a role (its id is the log row's object id). */
const publicOf = (row: RoleRecord) => ({ code: row.code, name: row.name, permissions: row.permissions });

/** The role of the acting staff member: nobody takes staff.manage from their own role (they would lock themselves out). */
async function actorRoleId(tx: Tx, actor: Actor): Promise<number | undefined> {
  const [row] = await tx.select({ roleId: staff.roleId }).from(staff).where(eq(staff.id, actor.staffId));
  return row?.roleId;
}

/** The field a role's code or name would clash on (both are unique), as the form names it. */
async function clash(tx: Tx, role: { code?: string; name: string }, exceptId = 0) {
  const rows = await tx
    .select({ code: staffRoles.code, name: staffRoles.name })
    .from(staffRoles)
    .where(
      sql`(${staffRoles.code} = ${role.code ?? null} or ${staffRoles.name} = ${role.name}) and ${staffRoles.id} <> ${exceptId}`,
    );
  if (rows.some((row) => row.code === role.code)) return invalid({ code: ['角色代码已存在'] });
  if (rows.length) return invalid({ name: ['角色名称已存在'] });
  return undefined;
}

/** A new role; its code and name are the store's own (both unique). */
export async function createRole(db: Db, actor: Actor, body: CreateRoleBody): Promise<number> {
  return db.transaction(async (tx) => {
    const taken = await clash(tx, body);
    if (taken) throw taken;
    const [row] = await tx
      .insert(staffRoles)
      .values({ code: body.code, name: body.name, permissions: body.permissions })
      .onConflictDoNothing()
      .returning();
    // The unique indexes decide between two super admins adding the same role at once.
    if (!row) throw (await clash(tx, body)) ?? invalid({ code: ['角色代码已存在'] });
    await recordAudit(tx, actor, { action: 'role.create', objectType: 'role', objectId: row.id, after: publicOf(row) });
    return row.id;
  });
}

/**
 * A role's new name and permissions. Its staff have them from their next request: every request reads the
 * permissions through its session (staff/repo.ts touchSession), none are kept in the session.
 */
export async function updateRole(db: Db, actor: Actor, roleId: number, body: UpdateRoleBody): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(staffRoles).where(eq(staffRoles.id, roleId)).for('update');
    if (!before) throw notFound('角色不存在');
    const keepsManage = body.permissions.includes('staff.manage' satisfies Permission);
    if (before.code === SUPER_ADMIN_ROLE && !keepsManage)
      throw invalid({ permissions: ['超级管理员须保留“员工与角色”权限，否则无人能管理员工'] });
    if (!keepsManage && before.permissions.includes('staff.manage') && (await actorRoleId(tx, actor)) === roleId)
      throw invalid({ permissions: ['不能取消自己所在角色的“员工与角色”权限'] });
    const taken = await clash(tx, { name: body.name }, roleId);
    if (taken) throw taken;
    const [after] = await tx
      .update(staffRoles)
      .set({ name: body.name, permissions: body.permissions })
      .where(eq(staffRoles.id, roleId))
      .returning();
    await recordAudit(tx, actor, {
      action: 'role.update',
      objectType: 'role',
      objectId: roleId,
      before: publicOf(before),
      after: publicOf(after!),
    });
  });
}

/** A role nobody holds (disabled staff count: enabling them again needs their role) and not the super admins'. */
export async function deleteRole(db: Db, actor: Actor, roleId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(staffRoles).where(eq(staffRoles.id, roleId)).for('update');
    if (!before) throw notFound('角色不存在');
    if (before.code === SUPER_ADMIN_ROLE) throw forbidden('超级管理员角色不能删除');
    // Staff rows take the role's row lock (FOR KEY SHARE) when they point at it, so none is added meanwhile.
    const [held] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(staff)
      .where(eq(staff.roleId, roleId));
    if (held!.n > 0) throw forbidden(`仍有 ${held!.n} 名员工使用该角色，请先为他们更换角色`);
    await tx.delete(staffRoles).where(eq(staffRoles.id, roleId));
    await recordAudit(tx, actor, {
      action: 'role.delete',
      objectType: 'role',
      objectId: roleId,
      before: publicOf(before),
    });
  });
}
