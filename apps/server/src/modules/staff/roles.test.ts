import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PERMISSION_GROUPS } from '@store/shared/api/roles';
import { permissionCodes } from '@store/shared/api/staff';
import { AccountRefusal, RequestRefusal } from '@store/shared/codes';
import { auditLog } from '../../db/schema.ts';
import { BROWSER_HEADERS, createTestApp, type TestApp } from '../../test/harness.ts';

type Headers = Record<string, string>;

describe('role editing, staff roles and password resets (staff.manage)', () => {
  let t: TestApp;
  let admin: Headers;
  const get = (url: string, headers: Headers) => t.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: Headers, payload: Record<string, unknown> = {}) =>
    t.inject({ method: 'POST', url, headers, payload });
  const login = async (username: string, password: string) => {
    const res = await post('/api/admin/auth/login', BROWSER_HEADERS, { username, password });
    const set = res.cookies.find((c) => c.name === 'admin_sid');
    return { res, headers: set ? { ...BROWSER_HEADERS, cookie: `admin_sid=${set.value}` } : undefined };
  };
  const auditOf = async (type: string, id: number) =>
    (await get(`/api/admin/audit?object_type=${type}&object_id=${id}`, admin)).json().data.data;
  const auditCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
  const roles = async () =>
    (await get('/api/admin/roles', admin)).json().data as { id: number; code: string; permissions: string[] }[];
  const roleId = async (code: string) => (await roles()).find((r) => r.code === code)!.id;
  const addStaff = async (username: string, role_id: number, password = 'Role@2026x') => {
    const res = await post('/api/admin/staff', admin, { username, name: '测试员', password, role_id });
    expect(res.json().code, res.body).toBe(10000);
    return res.json().data.id as number;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.loginStaff('admin');
  });
  afterAll(() => t.close());

  it('groups every permission once for the console’s picker', () => {
    expect(PERMISSION_GROUPS.flatMap((g) => g.permissions).sort()).toEqual([...permissionCodes].sort());
  });

  it('creates a role; a taken code or name, an unknown or empty permission list are refused under the field, unlogged', async () => {
    const body = { code: 'licence_desk', name: '证照专员', permissions: ['dashboard.view', 'buyers.review'] };
    const created = await post('/api/admin/roles', admin, body);
    expect(created.json()).toMatchObject({ code: 10000, msg: '已新建角色' });
    const id = created.json().data.id;
    expect(await auditOf('role', id)).toEqual([
      expect.objectContaining({ action: 'role.create', before: null, after: body }),
    ]);

    const rows = await auditCount();
    const refusals: [Record<string, unknown>, Record<string, string[]>][] = [
      [body, { code: ['角色代码已存在'] }],
      [{ ...body, code: 'licence_desk2' }, { name: ['角色名称已存在'] }],
      [{ ...body, code: 'x2', permissions: ['orders.fly'] }, { permissions: ['权限不在可选范围内'] }],
      [{ code: 'x3', name: '无权限', permissions: [] }, { permissions: ['请至少选择一项权限'] }],
      [{ ...body, code: 'Bad Code' }, { code: [expect.stringContaining('小写字母')] }],
    ];
    for (const [payload, errors] of refusals) {
      const res = await post('/api/admin/roles', admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
    expect(await auditCount()).toBe(rows);
  });

  it('a permission change applies to the staff member’s very next request, on the session they already have', async () => {
    const id = (
      await post('/api/admin/roles', admin, {
        code: 'night_shift',
        name: '夜班',
        permissions: ['dashboard.view', 'buyers.review'],
      })
    ).json().data.id;
    await addStaff('night01', id);
    const night = (await login('night01', 'Role@2026x')).headers!;
    expect((await get('/api/admin/auth/me', night)).json().data.permissions).toEqual([
      'dashboard.view',
      'buyers.review',
    ]);
    expect((await get('/api/admin/qualifications', night)).statusCode).toBe(200);
    expect((await get('/api/admin/audit', night)).statusCode).toBe(403);

    const updated = await post(`/api/admin/roles/${id}`, admin, { name: '夜班值守', permissions: ['audit.view'] });
    expect(updated.json()).toMatchObject({ code: 10000, msg: '已保存' });
    expect((await get('/api/admin/qualifications', night)).statusCode).toBe(403);
    expect((await get('/api/admin/audit', night)).statusCode).toBe(200);
    expect((await get('/api/admin/auth/me', night)).json().data).toMatchObject({
      role: { code: 'night_shift', name: '夜班值守' },
      permissions: ['audit.view'],
    });
    expect((await auditOf('role', id))[0]).toMatchObject({
      action: 'role.update',
      before: { code: 'night_shift', name: '夜班', permissions: ['dashboard.view', 'buyers.review'] },
      after: { code: 'night_shift', name: '夜班值守', permissions: ['audit.view'] },
    });
  });

  it('deletes a role only once nobody has it; moving a staff member to another role is logged', async () => {
    const id = (
      await post('/api/admin/roles', admin, { code: 'temp_role', name: '临时', permissions: ['goods.view'] })
    ).json().data.id;
    const staffId = await addStaff('temp01', id);
    const rows = await auditCount();
    const held = await post(`/api/admin/roles/${id}/delete`, admin);
    expect(held.statusCode).toBe(403);
    expect(held.json().msg).toContain('1 名员工');
    expect(await auditCount()).toBe(rows);

    const warehouse = await roleId('warehouse');
    const temp = (await login('temp01', 'Role@2026x')).headers!;
    expect((await get('/api/admin/auth/me', temp)).json().data.role.code).toBe('temp_role');
    const moved = await post(`/api/admin/staff/${staffId}/role`, admin, { role_id: warehouse });
    expect(moved.json()).toMatchObject({ code: 10000, msg: '已更换角色' });
    expect((await get('/api/admin/auth/me', temp)).json().data.role.code).toBe('warehouse');
    expect((await auditOf('staff', staffId))[0]).toMatchObject({
      action: 'staff.role',
      before: { role_id: id },
      after: { role_id: warehouse },
    });
    expect((await post(`/api/admin/staff/${staffId}/role`, admin, { role_id: 999999 })).json().errors).toEqual({
      role_id: ['角色不存在'],
    });

    const deleted = await post(`/api/admin/roles/${id}/delete`, admin);
    expect(deleted.json()).toMatchObject({ code: 10000, msg: '已删除' });
    expect((await roles()).some((r) => r.id === id)).toBe(false);
    expect((await auditOf('role', id))[0]).toMatchObject({
      action: 'role.delete',
      before: { code: 'temp_role', name: '临时', permissions: ['goods.view'] },
      after: null,
    });
    expect((await post(`/api/admin/roles/${id}/delete`, admin)).statusCode).toBe(404);
  });

  it('nobody locks the store out: the super admins’ role keeps 员工与角色 and stays, nobody changes their own role', async () => {
    const superAdmin = await roleId('super_admin');
    const rows = await auditCount();
    const dropped = await post(`/api/admin/roles/${superAdmin}`, admin, {
      name: '超级管理员',
      permissions: permissionCodes.filter((p) => p !== 'staff.manage'),
    });
    expect(dropped.statusCode).toBe(422);
    expect(dropped.json().errors.permissions[0]).toContain('员工与角色');
    expect((await post(`/api/admin/roles/${superAdmin}/delete`, admin)).statusCode).toBe(403);
    const me = (await get('/api/admin/auth/me', admin)).json().data;
    expect(
      (await post(`/api/admin/staff/${me.id}/role`, admin, { role_id: await roleId('reviewer') })).statusCode,
    ).toBe(403);
    expect(await auditCount()).toBe(rows);

    // A staff manager of another role cannot take 员工与角色 from their own role either; a super admin can.
    const hrRole = (
      await post('/api/admin/roles', admin, { code: 'hr', name: '人事', permissions: ['staff.manage'] })
    ).json().data.id;
    await addStaff('hr01', hrRole);
    const hr = (await login('hr01', 'Role@2026x')).headers!;
    const own = await post(`/api/admin/roles/${hrRole}`, hr, { name: '人事', permissions: ['audit.view'] });
    expect(own.statusCode).toBe(422);
    expect(own.json().errors.permissions).toEqual(['不能取消自己所在角色的“员工与角色”权限']);
    expect(
      (await post(`/api/admin/roles/${hrRole}`, admin, { name: '人事', permissions: ['audit.view'] })).json().code,
    ).toBe(10000);
    expect((await get('/api/admin/roles', hr)).statusCode).toBe(403);
  });

  it('a reset password ends the staff member’s sessions; resetting one’s own keeps the session making it', async () => {
    const staffId = await addStaff('reset01', await roleId('finance'), 'First@2026x');
    const before = (await login('reset01', 'First@2026x')).headers!;
    const reset = await post(`/api/admin/staff/${staffId}/password`, admin, { password: 'Second@2026x' });
    expect(reset.json()).toMatchObject({ code: 10000, msg: '密码已重置' });
    expect((await get('/api/admin/auth/me', before)).json().code).toBe(RequestRefusal.LOGIN_REQUIRED.code);
    expect((await login('reset01', 'First@2026x')).res.json().code).toBe(AccountRefusal.LOGIN_FAILED.code);
    expect((await login('reset01', 'Second@2026x')).headers).toBeDefined();
    const logged = await auditOf('staff', staffId);
    expect(logged[0]).toMatchObject({ action: 'staff.password_reset', after: { password_reset: true } });
    expect(JSON.stringify(logged)).not.toMatch(/Second@2026x|\$argon|\$scrypt/);
    const weak = await post(`/api/admin/staff/${staffId}/password`, admin, { password: '123' });
    expect(weak.statusCode).toBe(422);
    expect(Object.keys(weak.json().errors)).toEqual(['password']);

    // The super admin resets their own: their other session ends, this one goes on.
    const other = await t.loginStaff('admin');
    const me = (await get('/api/admin/auth/me', admin)).json().data;
    expect((await post(`/api/admin/staff/${me.id}/password`, admin, { password: 'Admin@2026' })).json().code).toBe(
      10000,
    );
    expect((await get('/api/admin/auth/me', admin)).json().code).toBe(10000);
    expect((await get('/api/admin/auth/me', other)).json().code).toBe(RequestRefusal.LOGIN_REQUIRED.code);
  });
});
