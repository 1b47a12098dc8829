import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { accountManagers, staff, staffRoles } from '../db/schema.ts';
import { hashPassword } from '../lib/password.ts';
import { ensureDefaultRoles } from '../modules/staff/accounts.ts';

/** Demo staff, one per role (README lists them; the console's tests log in with them). */
export const DEMO_STAFF = [
  { username: 'admin', name: '王管理', role: 'super_admin' },
  { username: 'reviewer', name: '李审核', role: 'reviewer' },
  { username: 'warehouse', name: '赵仓库', role: 'warehouse' },
  { username: 'finance', name: '钱财务', role: 'finance' },
  { username: 'marketing', name: '孙运营', role: 'marketing' },
  // The customer-service staff are the demo buyers' account managers (seed/demo-content.ts MANAGERS, by phone).
  { username: 'service', name: '张敏', role: 'customer_service', mobile: '13905710001' },
  { username: 'service2', name: '李强', role: 'customer_service', mobile: '13905710002' },
] as const;
export const DEMO_STAFF_PASSWORD = 'Admin@2026';

/** The default roles and the demo staff, when the database has no staff yet (a new or an older demo database). */
export async function seedDemoStaffIfNone(db: Db): Promise<boolean> {
  const [row] = await db.select({ any: sql<boolean>`exists (select 1 from ${staff})` }).from(sql`(select 1) as one`);
  if (row?.any) return false;
  await ensureDefaultRoles(db);
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  const roles = new Map(
    (await db.select({ id: staffRoles.id, code: staffRoles.code }).from(staffRoles)).map((r) => [r.code, r.id]),
  );
  await db
    .insert(staff)
    .values(
      DEMO_STAFF.map((s) => ({
        username: s.username,
        name: s.name,
        mobile: 'mobile' in s ? s.mobile : '',
        passwordHash,
        roleId: roles.get(s.role)!,
      })),
    )
    .onConflictDoNothing();
  await linkManagerCards(db);
  return true;
}

/** Demo account managers become the customer-service staff with their phone (whichever was seeded first). */
export const linkManagerCards = (db: Db | Tx) =>
  db.execute(sql`update ${accountManagers} m set staff_id = s.id from ${staff} s
    where m.staff_id is null and s.mobile <> '' and s.mobile = m.phone`);
