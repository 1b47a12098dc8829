import { describe, expect, it } from 'vitest';
import type { CommonData, MenuCategory } from '@store/shared/api/focus';
import { categoriesFor, zoneTreeMissing, type ZoneFlags } from './zone-categories.ts';

const tree = (name: string): MenuCategory[] => [{ id: 1, name, logo: '', logo1: '', children: [] }];
const common = (zones: Partial<Pick<CommonData, 'category_yx' | 'category_zy' | 'category_qx'>>): CommonData => ({
  rnss: [],
  nav: [],
  category: tree('通用'),
  category_yx: [],
  category_zy: [],
  category_qx: [],
  brand: [],
  timestamp: 0,
  ...zones,
});

const both: ZoneFlags = { is_show_youx: 1, is_special: 1 };

describe('the category menu of a page (spec §2 variants, §6 by the buyer)', () => {
  it.each([
    ['/yx', { category_yx: tree('优选') }, '优选'],
    ['/yx/table', { category_yx: tree('优选') }, '优选'],
    ['/zyyp', { category_zy: tree('自营') }, '自营'],
    ['/qxzq', { category_qx: tree('器械') }, '器械'],
    ['/list', { category_yx: tree('优选') }, '通用'],
    ['/yxx', { category_yx: tree('优选') }, '通用'],
  ])('%s shows its zone tree when the buyer’s flags open it and the server gave it', (path, zones, name) => {
    expect(categoriesFor(path, common(zones), both)[0]?.name).toBe(name);
  });

  it.each([
    ['/yx', { is_show_youx: 0, is_special: 1 }, '通用'],
    ['/yx', { is_show_youx: 1, is_special: 0 }, '优选'],
    ['/zyyp', { is_show_youx: 1, is_special: 0 }, '通用'],
    ['/zyyp', { is_show_youx: 0, is_special: 1 }, '自营'],
    ['/qxzq', { is_show_youx: 0, is_special: 0 }, '器械'],
  ] as const)('%s with the user state %o shows the %s menu, whatever the common data held', (path, flags, name) => {
    const zones = { category_yx: tree('优选'), category_zy: tree('自营'), category_qx: tree('器械') };
    expect(categoriesFor(path, common(zones), flags)[0]?.name).toBe(name);
  });

  it('a visitor sees the general menu on the buyers’ zones', () => {
    expect(categoriesFor('/yx', common({ category_yx: tree('优选') }), null)[0]?.name).toBe('通用');
  });

  it('a zone tree the flags open but the common data lacks asks for the common data again', () => {
    expect(zoneTreeMissing('/zyyp', common({}), both)).toBe(true);
    expect(zoneTreeMissing('/zyyp', common({ category_zy: tree('自营') }), both)).toBe(false);
    expect(zoneTreeMissing('/zyyp', common({}), { is_show_youx: 1, is_special: 0 })).toBe(false);
    expect(zoneTreeMissing('/list', common({}), both)).toBe(false);
  });

  it.each(['/yx', '/zyyp', '/qxzq'])('%s shows the general menu when the buyer may not see the zone menu', (path) => {
    expect(categoriesFor(path, common({}), both)[0]?.name).toBe('通用');
  });

  it('shows nothing before the common data arrives', () => {
    expect(categoriesFor('/yx')).toEqual([]);
  });
});
