import { describe, expect, it } from 'vitest';
import { syntheticGoods } from './synthetic.ts';

const take = (count: number, kind: 'plain' | 'national') => [...syntheticGoods(count, 7, kind)];

describe('synthetic catalogues for benchmarks', () => {
  it('a national catalogue has many times the distinct names, makers and specs of the plain one', () => {
    const plain = take(50_000, 'plain');
    const national = take(50_000, 'national');
    const distinct = (rows: typeof plain, key: 'name' | 'sccj' | 'ypgg') => new Set(rows.map((g) => g[key])).size;
    // 50,000 draws: ~34,000 names against ~6,100 (bench:scale's 1,000,000 national goods carry ~337,000).
    expect(distinct(national, 'name')).toBeGreaterThan(5 * distinct(plain, 'name'));
    expect(distinct(national, 'sccj')).toBeGreaterThan(3 * distinct(plain, 'sccj'));
    expect(distinct(national, 'ypgg')).toBeGreaterThan(10 * distinct(plain, 'ypgg'));
    // A name never repeats its stem (头孢拉定头孢拉定片), and its form is its dosage form.
    for (const goods of national) {
      expect(goods.name).not.toMatch(/(.{2,})\1/);
      expect(goods.name.endsWith(goods.dosageForm!)).toBe(true);
    }
  });

  it('the plain catalogue stays what the catalogue bench has always measured', () => {
    // The first goods of the plain kind before the national kind was added (its figures compare across stops).
    expect(take(3, 'plain').map((g) => `${g.name} ${g.ypgg} ${g.sccj}`)).toEqual([
      '金孟鲁司特喷雾剂 20ml 重庆益康制药厂',
      '金小檗碱缓释片 0.5g*12片 南宁神龙中药有限公司',
      '复方黄连素滴眼液 8ml 沈阳仁心制药厂',
    ]);
  });
});
