import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { createStaffBody } from '@store/shared/api/staff';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { staff, staffRoles } from '../../db/schema.ts';
import { hashPassword } from '../../lib/password.ts';
import { ensureDefaultRoles } from './accounts.ts';

/**
 * `STAFF_PASSWORD=… npm run staff:add -- --username boss --name 张三 --role super_admin`: adds a staff account
 * from the shell (the first super admin of a store without demo data; later ones are added in the console).
 * The password comes from the environment so it stays out of the shell history. Uses DATABASE_URL or DATA_DIR.
 */
const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    name: { type: 'string' },
    mobile: { type: 'string', default: '' },
    role: { type: 'string', default: 'super_admin' },
  },
});

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrate(database);
  await ensureDefaultRoles(database.db);
  const [role] = await database.db
    .select()
    .from(staffRoles)
    .where(eq(staffRoles.code, values.role ?? ''));
  if (!role) throw new Error(`没有角色 ${values.role}`);
  const parsed = createStaffBody.safeParse({
    username: values.username,
    name: values.name,
    mobile: values.mobile,
    password: process.env.STAFF_PASSWORD,
    role_id: role.id,
  });
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((i) => `${i.path.join('.') || 'STAFF_PASSWORD'}: ${i.message}`).join('\n'));
  }
  const body = parsed.data;
  const [row] = await database.db
    .insert(staff)
    .values({
      username: body.username,
      name: body.name,
      mobile: body.mobile,
      passwordHash: await hashPassword(body.password),
      roleId: role.id,
    })
    .onConflictDoNothing()
    .returning({ id: staff.id });
  if (!row) throw new Error(`用户名 ${body.username} 已存在`);
  console.log(`已添加员工 ${body.username}（${role.name}），可在 /admin/login 登录`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
