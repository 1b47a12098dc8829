import { describe, expect, it } from 'vitest';
import type { CommonData, MenuCategory } from '@store/shared/api/focus';
import { categoriesFor } from './zone-categories.ts';

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

describe('the category menu of a page (spec §2 variants, §6 by the buyer)', () => {
  it.each([
    ['/yx', { category_yx: tree('优选') }, '优选'],
    ['/yx/table', { category_yx: tree('优选') }, '优选'],
    ['/zyyp', { category_zy: tree('自营') }, '自营'],
    ['/qxzq', { category_qx: tree('器械') }, '器械'],
    ['/list', { category_yx: tree('优选') }, '通用'],
    ['/yxx', { category_yx: tree('优选') }, '通用'],
  ])('%s shows its zone tree when the server gave it', (path, zones, name) => {
    expect(categoriesFor(path, common(zones))[0]?.name).toBe(name);
  });

  it.each(['/yx', '/zyyp', '/qxzq'])('%s shows the general menu when the buyer may not see the zone menu', (path) => {
    expect(categoriesFor(path, common({}))[0]?.name).toBe('通用');
  });

  it('shows nothing before the common data arrives', () => {
    expect(categoriesFor('/yx')).toEqual([]);
  });
});
