import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_ROLES, type Permission } from '@store/shared/api/staff';
import { AccountRefusal, RequestRefusal } from '@store/shared/codes';
import { auditLog, staff, staffSessions } from '../../db/schema.ts';
import { BROWSER_HEADERS, createTestApp, type TestApp } from '../../test/harness.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../seed/demo-staff.ts';
import { staffSessionPlugin } from '../../plugins/app/staff-session.ts';

describe('staff accounts: login, sessions, permissions on every /api/admin route, the audit log', () => {
  let t: TestApp;
  const sessions = new Map<string, Record<string, string>>();
  const loginStaff = async (username: string, password = DEMO_STAFF_PASSWORD) =>
    t.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      headers: BROWSER_HEADERS,
      payload: { username, password },
    });
  const headersOf = (res: Awaited<ReturnType<typeof loginStaff>>) => {
    const set = res.cookies.find((c) => c.name === 'admin_sid');
    if (!set) throw new Error(`no staff cookie: ${res.body}`);
    return { ...BROWSER_HEADERS, cookie: `admin_sid=${set.value}` };
  };
  const me = (headers: Record<string, string>) => t.inject({ method: 'GET', url: '/api/admin/auth/me', headers });

  beforeAll(async () => {
    t = await createTestApp();
    for (const { username } of DEMO_STAFF) sessions.set(username, headersOf(await loginStaff(username)));
  });
  afterAll(() => t.close());

  it('logs staff in with their role’s permissions; a wrong password gets the buyers’ answer', async () => {
    const wrong = await loginStaff('reviewer', 'nope-nope');
    expect(wrong.json()).toMatchObject({ code: AccountRefusal.LOGIN_FAILED.code });
    expect(wrong.cookies.find((c) => c.name === 'admin_sid')).toBeUndefined();
    const res = await me(sessions.get('reviewer')!);
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      username: 'reviewer',
      name: '李审核',
      role: { code: 'reviewer', name: '资质审核' },
      permissions: DEFAULT_ROLES.find((r) => r.code === 'reviewer')!.permissions,
    });
    // The session cookie is httpOnly and SameSite=Strict, and is not the buyers' `sid`.
    const set = (await loginStaff('reviewer')).cookies.find((c) => c.name === 'admin_sid')!;
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  });

  it('a buyer’s session never opens /api/admin, and a buyer’s name and password are not a staff login', async () => {
    const buyer = await t.login('buyer');
    expect((await me(buyer)).json().code).toBe(RequestRefusal.LOGIN_REQUIRED.code);
    expect((await loginStaff('demo_buyer', 'Demo@2026')).json().code).toBe(AccountRefusal.LOGIN_FAILED.code);
  });

  it('every /api/admin route answers each role as it declares: 10001 without staff, 403 without the permission', async () => {
    const buyer = await t.login('buyer');
    const guarded = t.app.adminRouteTable.filter((r) => r.access !== 'public');
    expect(guarded.length).toBeGreaterThanOrEqual(20);
    const permissionsOf = (username: string) =>
      DEFAULT_ROLES.find((r) => r.code === DEMO_STAFF.find((s) => s.username === username)!.role)!
        .permissions as string[];
    for (const route of guarded) {
      const call = (headers: Record<string, string>) =>
        t.inject({
          method: route.method as 'GET',
          url: route.url.replace(/:id/g, '999999'),
          headers,
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
      const what = `${route.method} ${route.url}`;
      expect((await call({ ...BROWSER_HEADERS })).json().code, `${what} anonymous`).toBe(
        RequestRefusal.LOGIN_REQUIRED.code,
      );
      expect((await call(buyer)).json().code, `${what} buyer`).toBe(RequestRefusal.LOGIN_REQUIRED.code);
      for (const { username } of DEMO_STAFF) {
        const res = await call(sessions.get(username)!);
        const allowed = route.access === 'staff' || permissionsOf(username).includes(route.access);
        if (allowed) expect([401, 403], `${what} as ${username}`).not.toContain(res.statusCode);
        else expect(res.statusCode, `${what} as ${username}`).toBe(403);
      }
    }
  });

  it('a route under /api/admin that declares no access stops the server from starting', async () => {
    const bare = Fastify();
    await bare.register(cookie);
    await bare.register(staffSessionPlugin, { db: t.database.db });
    await expect(
      (async () => {
        bare.get('/api/admin/forgotten', async () => 'oops');
        await bare.ready();
      })(),
    ).rejects.toThrow(/config\.staff/);
    await bare.close().catch(() => undefined);
  });

  it('a super admin adds staff and disables them; each change is an audit row of its transaction, a refused one none', async () => {
    const admin = sessions.get('admin')!;
    const roles = (await t.inject({ method: 'GET', url: '/api/admin/roles', headers: admin })).json().data;
    const warehouseRole = roles.find((r: { code: string }) => r.code === 'warehouse');
    const body = { username: 'packer01', name: '吴打包', password: 'Pack@2026x', role_id: warehouseRole.id };
    const created = await t.inject({ method: 'POST', url: '/api/admin/staff', headers: admin, payload: body });
    expect(created.json()).toMatchObject({ code: 10000, msg: '已添加' });
    const newId = created.json().data.id;
    const audits = async () =>
      (
        await t.inject({ method: 'GET', url: `/api/admin/audit?object_type=staff&object_id=${newId}`, headers: admin })
      ).json().data;
    expect((await audits()).data).toEqual([
      expect.objectContaining({
        action: 'staff.create',
        staff: expect.objectContaining({ username: 'admin' }),
        before: null,
        after: { username: 'packer01', name: '吴打包', mobile: '', role_id: warehouseRole.id, disabled: false },
      }),
    ]);
    expect(JSON.stringify(await audits())).not.toContain('password');

    // The same name again is refused with the field named, and leaves no audit row.
    const rowsBefore = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    const again = await t.inject({ method: 'POST', url: '/api/admin/staff', headers: admin, payload: body });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ username: ['用户名已存在'] });
    expect(await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog)).toEqual(rowsBefore);

    // Disabling ends the new account's sessions at once.
    const packer = headersOf(await loginStaff('packer01', 'Pack@2026x'));
    expect((await me(packer)).json().data.permissions).toContain('orders.ship' satisfies Permission);
    const disabled = await t.inject({
      method: 'POST',
      url: `/api/admin/staff/${newId}/disable`,
      headers: admin,
      payload: {},
    });
    expect(disabled.json()).toMatchObject({ code: 10000, msg: '已停用' });
    expect((await me(packer)).json().code).toBe(RequestRefusal.LOGIN_REQUIRED.code);
    expect((await loginStaff('packer01', 'Pack@2026x')).json().code).toBe(AccountRefusal.ACCOUNT_DISABLED.code);
    expect((await audits()).data[0]).toMatchObject({
      action: 'staff.disable',
      before: expect.objectContaining({ disabled: false }),
      after: expect.objectContaining({ disabled: true }),
    });
    // Nobody disables their own account.
    const self = await t.database.db.select({ id: staff.id }).from(staff).where(eq(staff.username, 'admin'));
    const own = await t.inject({
      method: 'POST',
      url: `/api/admin/staff/${self[0]!.id}/disable`,
      headers: admin,
      payload: {},
    });
    expect(own.statusCode).toBe(403);
  });

  it('a session ends after 8 hours without a request, not before', async () => {
    const headers = headersOf(await loginStaff('finance'));
    const [row] = await t.database.db
      .select({ id: staffSessions.id })
      .from(staffSessions)
      .orderBy(sql`created_at desc`)
      .limit(1);
    const idle = (minutes: number) =>
      t.database.db
        .update(staffSessions)
        .set({ seenAt: sql`now() - make_interval(mins => ${minutes})` })
        .where(eq(staffSessions.id, row!.id));
    await idle(7 * 60 + 55);
    expect((await me(headers)).json().code).toBe(10000);
    await idle(8 * 60 + 5);
    expect((await me(headers)).json().code).toBe(RequestRefusal.LOGIN_REQUIRED.code);
  });
});
