import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_SCREEN_CALLS, mayOpen, type ConsoleScreen } from '@store/shared/api/console-screens';
import { DEFAULT_ROLES } from '@store/shared/api/staff';
import { RequestRefusal } from '@store/shared/codes';
import { BROWSER_HEADERS, createTestApp, type TestApp } from '../../test/harness.ts';

describe('the console reads what each /api/admin route needs from the server (issue #36 item 21)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const access = (headers: Record<string, string>) =>
    t.inject({ method: 'GET', url: '/api/admin/auth/access', headers });

  it('any signed-in staff member gets every route with the permission it declares; nobody else does', async () => {
    const res = await access(await t.loginStaff('reviewer'));
    expect(res.json().code).toBe(10000);
    const expected = Object.fromEntries(t.app.adminRouteTable.map((r) => [`${r.method} ${r.url}`, r.access]));
    expect(res.json().data).toEqual(expected);
    expect(res.json().data['GET /api/admin/audit']).toBe('audit.view');
    expect((await access({ ...BROWSER_HEADERS })).json().code).toBe(RequestRefusal.LOGIN_REQUIRED.code);
    expect((await access(await t.login('buyer'))).json().code).toBe(RequestRefusal.LOGIN_REQUIRED.code);
  });

  it('every console screen names a call the server declares, so no screen is left without its permission', async () => {
    const declared = new Set(t.app.adminRouteTable.map((r) => `${r.method} ${r.url}`));
    for (const [screen, call] of Object.entries(CONSOLE_SCREEN_CALLS)) expect(declared, screen).toContain(call);
  });

  it('a reviewer may open the review queue but not 操作日志 nor 员工与角色; finance may not open 批量发货', async () => {
    const table = (await access(await t.loginStaff('admin'))).json().data;
    const may = (role: string, screen: ConsoleScreen) =>
      mayOpen(screen, table, DEFAULT_ROLES.find((r) => r.code === role)!.permissions);
    expect(may('reviewer', '/buyers/review')).toBe(true);
    expect(may('reviewer', '/audit')).toBe(false);
    expect(may('reviewer', '/staff')).toBe(false);
    expect(may('finance', '/orders/bulk-ship')).toBe(false);
    expect(may('warehouse', '/orders/bulk-ship')).toBe(true);
    expect(may('super_admin', '/audit')).toBe(true);
    // A call the server does not know opens nothing.
    expect(mayOpen('/audit', {}, ['audit.view'])).toBe(false);
  });
});
