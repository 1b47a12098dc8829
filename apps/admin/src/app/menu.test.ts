import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLES } from '@store/shared/api/staff';
import { MENU, visibleMenu, type MenuSection } from './menu.ts';

const sample: MenuSection[] = [
  { key: 'dashboard', label: '工作台', screens: [{ path: '/', label: '工作台', permission: 'dashboard.view' }] },
  {
    key: 'orders',
    label: '订单',
    screens: [
      { path: '/orders', label: '订单列表', permission: 'orders.view' },
      { path: '/transfers', label: '转账确认', permission: 'payments.confirm' },
    ],
  },
  { key: 'audit', label: '操作日志', screens: [{ path: '/audit', label: '操作日志', permission: 'audit.view' }] },
];

describe('the side menu shows what the staff member may open', () => {
  it('a warehouse clerk sees the dashboard and the order list, not transfers nor the audit log', () => {
    const menu = visibleMenu(['dashboard.view', 'orders.view', 'orders.ship'], sample);
    expect(menu.map((s) => [s.key, s.screens.map((x) => x.path)])).toEqual([
      ['dashboard', ['/']],
      ['orders', ['/orders']],
    ]);
  });

  it('a staff member without permissions sees no menu at all', () => {
    expect(visibleMenu([], sample)).toEqual([]);
  });

  it('every role the store starts with sees 工作台 first, only screens it holds, and no empty section', () => {
    for (const role of DEFAULT_ROLES) {
      const menu = visibleMenu(role.permissions);
      expect(menu[0]?.label).toBe('工作台');
      for (const section of menu) {
        expect(section.screens.length).toBeGreaterThan(0);
        for (const screen of section.screens) expect(role.permissions).toContain(screen.permission);
      }
    }
  });

  it('only the super admin sees 员工与角色 and 操作日志', () => {
    for (const role of DEFAULT_ROLES) {
      const labels = visibleMenu(role.permissions).map((s) => s.label);
      const expected = role.code === 'super_admin' ? ['员工与角色', '操作日志'] : [];
      expect(labels.filter((label) => label === '员工与角色' || label === '操作日志')).toEqual(expected);
    }
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
