import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { CatalogueRefusal } from '@store/shared/codes';
import { auditLog, categories, goods } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

type Headers = Record<string, string>;
type Row = { id: number; tree: string; parent_id: number | null; name: string; sort: number; goods_count: number };

describe('分类与品牌: category trees and brands kept in the console', () => {
  let t: TestApp;
  let marketing: Headers;
  const post = (url: string, payload: object = {}) => t.inject({ method: 'POST', url, payload, headers: marketing });
  const tree = async (): Promise<Row[]> =>
    (await t.inject({ method: 'GET', url: '/api/admin/categories', headers: marketing })).json().data;
  const actions = async (type: string, id: number) =>
    (
      await t.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.objectType, type), eq(auditLog.objectId, String(id))))
    ).map((r) => r.action);

  beforeAll(async () => {
    t = await createTestApp();
    marketing = await t.loginStaff('marketing');
  });
  afterAll(() => t.close());

  it('adds, renames, orders and removes a category; three levels at most; only an empty one is removed', async () => {
    const tops = (await tree()).filter((c) => c.tree === 'general' && c.parent_id === null);
    expect(tops[0]!.goods_count).toBeGreaterThan(0);
    const added = (
      await post('/api/admin/categories', { tree: 'general', parent_id: tops[0]!.id, name: '测试中类' })
    ).json();
    expect(added).toMatchObject({ code: 10000, msg: '分类已添加' });
    const id = added.data.id;
    const third = (await post('/api/admin/categories', { tree: 'general', parent_id: id, name: '测试小类' })).json()
      .data.id;
    const fourth = (await post('/api/admin/categories', { tree: 'general', parent_id: third, name: '太深' })).json();
    expect(fourth).toMatchObject({ code: 422, errors: { parent_id: ['分类最多3级'] } });
    expect((await post(`/api/admin/categories/${id}`, { name: '' })).json().errors).toEqual({ name: ['名称不能为空'] });
    expect((await post(`/api/admin/categories/${id}`, { name: '测试中类二' })).json().code).toBe(10000);

    // First among its siblings, then back to last.
    expect((await post(`/api/admin/categories/${id}/move`, { parent_id: tops[0]!.id, index: 0 })).json().code).toBe(
      10000,
    );
    const siblings = (await tree()).filter((c) => c.parent_id === tops[0]!.id).sort((a, b) => a.sort - b.sort);
    expect(siblings[0]).toMatchObject({ id, name: '测试中类二' });
    expect((await post(`/api/admin/categories/${id}/move`, { parent_id: third, index: 0 })).json().errors).toEqual({
      parent_id: ['不能移到自己或下级分类之下'],
    });

    expect((await post(`/api/admin/categories/${id}/delete`)).json().code).toBe(
      CatalogueRefusal.CATEGORY_NOT_EMPTY.code,
    );
    expect((await post(`/api/admin/categories/${third}/delete`)).json().code).toBe(10000);
    expect((await post(`/api/admin/categories/${id}/delete`)).json().code).toBe(10000);
    expect((await tree()).some((c) => c.id === id)).toBe(false);
    expect(await actions('category', id)).toEqual([
      'category.create',
      'category.rename',
      'category.move',
      'category.delete',
    ]);
    const withGoods = (await tree()).find((c) => c.tree === 'general' && c.goods_count > 0 && c.parent_id !== null)!;
    expect((await post(`/api/admin/categories/${withGoods.id}/delete`)).json()).toMatchObject({
      code: CatalogueRefusal.CATEGORY_NOT_EMPTY.code,
      msg: CatalogueRefusal.CATEGORY_NOT_EMPTY.msg,
    });
  });

  it('moving a category under another parent moves its goods there in the store’s listing at once', async () => {
    const all = await tree();
    const tops = all.filter((c) => c.tree === 'general' && c.parent_id === null);
    const mid = all.find((c) => c.parent_id === tops[0]!.id && c.goods_count > 0)!;
    const listed = async (categoryId: number) =>
      (await t.inject({ method: 'GET', url: `/api/goods/list?category_id=${categoryId}&page_size=100` })).json().data;
    const before = (await listed(mid.id)).total;
    expect(before).toBeGreaterThan(0);
    const res = await post(`/api/admin/categories/${mid.id}/move`, { parent_id: tops[1]!.id, index: 0 });
    expect(res.json().code).toBe(10000);
    const [one] = await t.database.db
      .select()
      .from(goods)
      .where(sql`${goods.categoryIds} @> array[${mid.id}]::int[]`)
      .limit(1);
    expect(one!.categoryTopId).toBe(tops[1]!.id);
    expect(one!.categoryIds).toContain(tops[1]!.id);
    expect(one!.categoryIds).not.toContain(tops[0]!.id);
    expect((await listed(mid.id)).total).toBe(before);
    const underNewTop = (await listed(tops[1]!.id)).data.map((g: { id: number }) => g.id);
    expect(underNewTop.length).toBeGreaterThan(0);
    const [parent] = await t.database.db.select().from(categories).where(eq(categories.id, mid.id));
    expect(parent!.parentId).toBe(tops[1]!.id);
  });

  it('brands: add, rename, order, remove only without goods', async () => {
    const list = async () =>
      (await t.inject({ method: 'GET', url: '/api/admin/brands', headers: marketing })).json().data as {
        id: number;
        name: string;
        goods_count: number;
      }[];
    const id = (await post('/api/admin/brands', { name: '测试品牌' })).json().data.id;
    expect((await list()).at(-1)).toMatchObject({ id, name: '测试品牌', goods_count: 0 });
    expect((await post(`/api/admin/brands/${id}/move`, { index: 0 })).json().code).toBe(10000);
    expect((await list())[0]!.id).toBe(id);
    expect((await post(`/api/admin/brands/${id}`, { name: '测试品牌二' })).json().code).toBe(10000);
    const carried = (await list()).find((b) => b.goods_count > 0)!;
    expect((await post(`/api/admin/brands/${carried.id}/delete`)).json().code).toBe(
      CatalogueRefusal.BRAND_NOT_EMPTY.code,
    );
    expect((await post(`/api/admin/brands/${id}/delete`)).json().code).toBe(10000);
    expect(await actions('brand', id)).toEqual(['brand.create', 'brand.move', 'brand.rename', 'brand.delete']);
  });
});
