import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { MenuCategory } from '@store/shared/api/focus';
import { goods } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// The general tree has a third level under a few busy second levels (感冒用药 → 感冒颗粒 …, demo seed):
// the menu lists it, and the catalogue list filters by each level.
describe('catalogue: three levels of categories', () => {
  let t: TestApp;
  let cold: MenuCategory;
  const listIds = async (categoryId: number) => {
    const res = await t.inject({ method: 'GET', url: `/api/goods/list?category_id=${categoryId}&page_size=100` });
    const data = res.json().data as { data: { id: number; name: string }[]; total: number };
    return { ids: data.data.map((g) => g.id), names: data.data.map((g) => g.name), total: data.total };
  };
  const pathsOf = async (ids: number[]) =>
    (await t.database.db.select({ ids: goods.categoryIds }).from(goods).where(inArray(goods.id, ids))).map(
      (r) => r.ids,
    );

  beforeAll(async () => {
    t = await createTestApp();
    const common = (await t.inject({ method: 'GET', url: '/api/focus/common' })).json().data;
    const found = (common.category as MenuCategory[]).flatMap((top) => top.children).find((c) => c.name === '感冒用药');
    if (!found) throw new Error('no 感冒用药 in the menu');
    cold = found;
  });
  afterAll(() => t.close());

  it('lists the third levels under their second level in the menu tree', () => {
    expect(cold.children.map((c) => c.name)).toEqual(['感冒颗粒', '感冒胶囊', '感冒片剂', '感冒口服液']);
  });

  it('a third level lists only its own goods, 感冒灵颗粒 among the granules', async () => {
    const granules = cold.children.find((c) => c.name === '感冒颗粒')!; // named in the test above
    const { ids, names, total } = await listIds(granules.id);
    expect(total).toBeGreaterThan(0);
    expect(names).toContain('感冒灵颗粒');
    for (const path of await pathsOf(ids)) expect(path).toContain(granules.id);
  });

  it('a second level lists the goods of all its third levels and those in none of them', async () => {
    const whole = await listIds(cold.id);
    const parts = await Promise.all(cold.children.map((c) => listIds(c.id)));
    const inThirds = parts.flatMap((p) => p.ids);
    expect(new Set(inThirds).size).toBe(inThirds.length);
    for (const id of inThirds) expect(whole.ids).toContain(id);
    // 感冒用药 also holds pills (丸剂), which no third level takes.
    expect(whole.total).toBeGreaterThan(inThirds.length);
  });

  it('a top lists the goods of its third levels too', async () => {
    const granules = cold.children.find((c) => c.name === '感冒颗粒')!; // named in the first test
    const top = await t.inject({ method: 'GET', url: '/api/goods/list?category_id=1&page_size=1' });
    const all = (await listIds(granules.id)).total;
    expect(top.json().data.total).toBeGreaterThan(all);
  });
});
