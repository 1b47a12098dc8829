import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PromoRefusal } from '@store/shared/codes';
import { auditLog, navItems } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

type Headers = Record<string, string>;
type Nav = { id: number; name: string; children: Nav[] };

/** 内容 → 导航菜单 and 热搜词: kept by content.manage, audited, served to the store by /api/focus/common. */
describe('top navigation and hot-search words', () => {
  let t: TestApp;
  let marketing: Headers;
  let warehouse: Headers;
  const get = (url: string, headers: Headers = {}) => t.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers: Headers = marketing) =>
    t.inject({ method: 'POST', url, headers, payload });
  const common = async () => (await get('/api/focus/common')).json().data as { nav: Nav[]; rnss: { name: string }[] };
  const actions = async (objectType: string, id: number) =>
    (
      await t.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.objectType, objectType), eq(auditLog.objectId, String(id))))
        .orderBy(auditLog.id)
    ).map((r) => r.action);

  beforeAll(async () => {
    t = await createTestApp();
    [marketing, warehouse] = await Promise.all([t.loginStaff('marketing'), t.loginStaff('warehouse')]);
  });
  afterAll(() => t.close());

  it('adds a top item with a child and an image; the store’s nav shows them; edits and deletes are audited', async () => {
    expect((await post('/api/admin/nav_items', { name: 'x', url: '/zhzq' }, warehouse)).statusCode).toBe(403);
    const bad = (await post('/api/admin/nav_items', { name: '', url: 'javascript:alert(1)' })).json();
    expect(bad.code).toBe(422);
    expect(Object.keys(bad.errors).sort()).toEqual(['name', 'url']);
    // Room for the new top item: the seed's nav may already be full.
    const tops = (await get('/api/admin/nav_items', marketing))
      .json()
      .data.filter((n: { parent_id: number | null }) => n.parent_id === null);
    for (const extra of tops.slice(8)) await t.database.db.delete(navItems).where(eq(navItems.id, extra.id));

    const top = (await post('/api/admin/nav_items', { name: '组合购', url: '/zhzq', sort: 0 })).json().data;
    const child = (
      await post('/api/admin/nav_items', {
        name: '福利专区',
        url: '/welfare',
        image: '/img/welfare.png',
        parent_id: top.id,
      })
    ).json().data;
    const served = (await common()).nav.find((n) => n.id === top.id)!;
    expect(served.children.map((c) => c.name)).toEqual(['福利专区']);
    expect((await post(`/api/admin/nav_items/${top.id}`, { name: '组合购买', url: '/zhzq' })).json().data.name).toBe(
      '组合购买',
    );
    expect((await common()).nav.find((n) => n.id === top.id)!.name).toBe('组合购买');

    const deep = (await post('/api/admin/nav_items', { name: '三级', url: '/x', parent_id: child.id })).json();
    expect(deep.code).toBe(PromoRefusal.NAV_TOO_DEEP.code);
    const withChildren = (await post(`/api/admin/nav_items/${top.id}/delete`, {})).json();
    expect(withChildren.code).toBe(PromoRefusal.NAV_HAS_CHILDREN.code);
    expect((await post(`/api/admin/nav_items/${child.id}/delete`, {})).json().code).toBe(10000);
    expect((await post(`/api/admin/nav_items/${top.id}/delete`, {})).json().code).toBe(10000);
    expect((await common()).nav.some((n) => n.id === top.id)).toBe(false);
    expect(await actions('nav_item', top.id)).toEqual(['nav.create', 'nav.update', 'nav.delete']);
    expect(await actions('nav_item', child.id)).toEqual(['nav.create', 'nav.delete']);
  });

  it('keeps at most nine top items', async () => {
    const tops = () =>
      get('/api/admin/nav_items', marketing).then((r) =>
        r.json().data.filter((n: { parent_id: number | null }) => n.parent_id === null),
      );
    while ((await tops()).length < 9)
      expect((await post('/api/admin/nav_items', { name: '补位', url: '/' })).json().code).toBe(10000);
    const tenth = (await post('/api/admin/nav_items', { name: '第十项', url: '/' })).json();
    expect(tenth.code).toBe(PromoRefusal.NAV_TOP_FULL.code);
    expect(tenth.msg).toContain('最多 9 项');
    // A child moved to the top is refused as well; a top item edited in place is not.
    const [first] = await tops();
    const child = (await post('/api/admin/nav_items', { name: '子项', url: '/', parent_id: first.id })).json().data;
    expect((await post(`/api/admin/nav_items/${child.id}`, { name: '子项', url: '/' })).json().code).toBe(
      PromoRefusal.NAV_TOP_FULL.code,
    );
    expect((await post(`/api/admin/nav_items/${first.id}`, { name: '首页', url: '/' })).json().code).toBe(10000);
  });

  it('hot-search words: added, renamed, ordered and deleted, served as rnss, audited', async () => {
    const word = (await post('/api/admin/hot_words', { name: '维生素D滴剂', sort: 0 })).json().data;
    expect((await common()).rnss.map((w) => w.name)).toContain('维生素D滴剂');
    await post(`/api/admin/hot_words/${word.id}`, { name: '维D滴剂', sort: 1 });
    expect((await common()).rnss.map((w) => w.name)).toContain('维D滴剂');
    expect((await post('/api/admin/hot_words', { name: '' })).json().errors.name).toEqual(['请填写热搜词']);
    await post(`/api/admin/hot_words/${word.id}/delete`, {});
    expect((await common()).rnss.map((w) => w.name)).not.toContain('维D滴剂');
    expect(await actions('hot_word', word.id)).toEqual(['hot_word.create', 'hot_word.update', 'hot_word.delete']);
  });
});
