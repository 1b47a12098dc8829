import { describe, expect, it } from 'vitest';
import type { AdminRouteAccess } from '@store/shared/api/console-screens';
import { MENU, screenAt, visibleMenu, type MenuSection } from './menu.ts';

// What the server declares (GET /api/admin/auth/access), for the screens of the sample menu.
const access: AdminRouteAccess = {
  'GET /api/admin/dashboard': 'dashboard.view',
  'GET /api/admin/orders': 'orders.view',
  'GET /api/admin/recharges': 'payments.confirm',
  'GET /api/admin/audit': 'audit.view',
};
const sample: MenuSection[] = [
  { key: 'dashboard', label: '工作台', screens: [{ path: '/', label: '工作台' }] },
  {
    key: 'orders',
    label: '订单',
    screens: [
      { path: '/orders', label: '订单列表' },
      { path: '/finance/recharges', label: '充值确认' },
    ],
  },
  { key: 'audit', label: '操作日志', screens: [{ path: '/audit', label: '操作日志' }] },
];

describe('the side menu shows what the staff member may open, by what the server declares', () => {
  it('a warehouse clerk sees the dashboard and the order list, not recharges nor the audit log', () => {
    const menu = visibleMenu(['dashboard.view', 'orders.view', 'orders.ship'], access, sample);
    expect(menu.map((s) => [s.key, s.screens.map((x) => x.path)])).toEqual([
      ['dashboard', ['/']],
      ['orders', ['/orders']],
    ]);
  });

  it('a staff member without permissions sees no menu at all', () => {
    expect(visibleMenu([], access, sample)).toEqual([]);
  });

  it('a screen whose call the server has not declared (table not loaded) is not shown', () => {
    expect(visibleMenu(['dashboard.view', 'orders.view', 'audit.view'], {}, sample)).toEqual([]);
  });

  it('finds the screen of a path: fixed paths before ids, and none for a path that is no screen', () => {
    expect(screenAt('/')).toBe('/');
    expect(screenAt('/buyers/review')).toBe('/buyers/review');
    expect(screenAt('/buyers/12')).toBe('/buyers/:id');
    expect(screenAt('/orders/bulk-ship')).toBe('/orders/bulk-ship');
    expect(screenAt('/orders/7')).toBe('/orders/:id');
    expect(screenAt('/stock/goods/3')).toBe('/stock/goods/:id');
    expect(screenAt('/audit/')).toBe('/audit');
    expect(screenAt('/nowhere')).toBeUndefined();
  });

  it('every menu entry is a console screen', () => {
    for (const section of MENU) for (const screen of section.screens) expect(screenAt(screen.path)).toBe(screen.path);
  });

  it('the menu keeps the console areas in the order of issue #13 (财务 after 商品, for the wallet of issue #14)', () => {
    expect(MENU.map((s) => s.label)).toEqual([
      '工作台',
      '采购商',
      '订单',
      '商品',
      '财务',
      '营销',
      '内容',
      '员工与角色',
      '操作日志',
    ]);
  });
});
