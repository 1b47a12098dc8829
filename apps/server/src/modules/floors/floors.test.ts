import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog, goods } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

type Headers = Record<string, string>;
type StoreGoods = { id: number; base_price: number | null; price_tip: string };
type StoreFloor = { id: number; title: string; link: string; goods: StoreGoods[] };
type AdminFloor = { id: number; title: string; sort: number; is_on: 0 | 1; goods: { id: number; is_listed: 0 | 1 }[] };

/** 首页楼层: the store's GET /api/index/floors and the console's /api/admin/floors (content.manage). */
describe('home floors', () => {
  let t: TestApp;
  let marketing: Headers;
  let warehouse: Headers;
  let buyer: Headers;
  let picks: number[];
  const get = (url: string, headers: Headers = {}) => t.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers: Headers) => t.inject({ method: 'POST', url, headers, payload });
  const body = (over: Record<string, unknown> = {}) => ({
    title: '夏季常备',
    subtitle: '防暑降温',
    link: '/list?category_id=1',
    sort: 1,
    goods_ids: picks.slice(0, 3),
    ...over,
  });
  const create = async (over: Record<string, unknown> = {}) => {
    const res = (await post('/api/admin/floors', body(over), marketing)).json();
    if (res.code !== 10000) throw new Error(JSON.stringify(res));
    return res.data as AdminFloor;
  };
  const storeFloors = async (headers: Headers = {}) =>
    (await get('/api/index/floors', headers)).json().data as StoreFloor[];
  const audits = (id: number) =>
    t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'floor'), eq(auditLog.objectId, String(id))))
      .orderBy(auditLog.id);

  beforeAll(async () => {
    t = await createTestApp();
    [marketing, warehouse, buyer] = await Promise.all([
      t.loginStaff('marketing'),
      t.loginStaff('warehouse'),
      t.login('buyer'),
    ]);
    // Ordinary (not 控销) listed goods, so an approved buyer sees their prices.
    picks = (
      await t.database.db
        .select({ id: goods.id })
        .from(goods)
        .where(and(eq(goods.type, 0), eq(goods.isListed, true)))
        .orderBy(asc(goods.id))
        .limit(4)
    ).map((g) => g.id);
  });
  afterAll(() => t.close());

  it('the demo has three floors with goods; a visitor sees them without prices, an approved buyer with', async () => {
    const visitor = await storeFloors();
    expect(visitor.map((f) => f.title)).toEqual(['感冒用药', '慢病用药', '器械耗材']);
    for (const floor of visitor) {
      expect(floor.goods.length).toBeGreaterThan(0);
      expect(floor.link).toMatch(/^\/list\?category_id=\d+$/);
      for (const g of floor.goods) expect(g).toMatchObject({ base_price: null, price_tip: '登录可见' });
    }
    const mine = await storeFloors(buyer);
    expect(mine[0]!.goods.some((g) => typeof g.base_price === 'number' && g.base_price > 0)).toBe(true);
  });

  it('marketing creates a floor in its goods order and sort; others are refused; bad input names the field', async () => {
    const created = await create({ goods_ids: [picks[2], picks[0], picks[1]], sort: 0 });
    expect(created.goods.map((g) => g.id)).toEqual([picks[2], picks[0], picks[1]]);
    const floors = await storeFloors(buyer);
    expect(floors[0]).toMatchObject({ id: created.id, title: '夏季常备' });
    expect(floors[0]!.goods.map((g) => g.id)).toEqual([picks[2], picks[0], picks[1]]);
    expect((await post('/api/admin/floors', body(), warehouse)).statusCode).toBe(403);
    expect((await get('/api/admin/floors', warehouse)).statusCode).toBe(403);

    const bad = (
      await post(
        '/api/admin/floors',
        body({ title: '', goods_ids: [picks[0], picks[0]], link: 'javascript:alert(1)' }),
        marketing,
      )
    ).json();
    expect(bad.code).toBe(422);
    expect(Object.keys(bad.errors)).toEqual(expect.arrayContaining(['title', 'goods_ids', 'link']));
    const tooMany = (
      await post('/api/admin/floors', body({ goods_ids: Array.from({ length: 11 }, (_, i) => i + 1) }), marketing)
    ).json();
    expect(tooMany.code).toBe(422);
    expect(tooMany.errors.goods_ids[0]).toContain('最多 10 个');
    const missing = (await post('/api/admin/floors', body({ goods_ids: [2_000_000_000] }), marketing)).json();
    expect(missing.code).toBe(422);
    expect(missing.errors.goods_ids[0]).toContain('商品不存在');
    expect((await audits(created.id)).map((a) => a.action)).toEqual(['floor.create']);
  });

  it('editing renames and reorders; a floor switched off leaves the home page; all audited', async () => {
    const floor = await create({ title: '待改名', sort: 2 });
    const renamed = (
      await post(
        `/api/admin/floors/${floor.id}`,
        body({ title: '秋冬进补', sort: 3, goods_ids: [picks[1], picks[0]] }),
        marketing,
      )
    ).json();
    expect(renamed.code).toBe(10000);
    let mine = (await storeFloors(buyer)).find((f) => f.id === floor.id)!;
    expect(mine.title).toBe('秋冬进补');
    expect(mine.goods.map((g) => g.id)).toEqual([picks[1], picks[0]]);

    const off = (await post(`/api/admin/floors/${floor.id}/status`, { is_on: 'false' }, marketing)).json();
    expect(off.data.is_on).toBe(0);
    expect((await storeFloors(buyer)).some((f) => f.id === floor.id)).toBe(false);
    const list = (await get('/api/admin/floors', marketing)).json().data as AdminFloor[];
    expect(list.find((f) => f.id === floor.id)).toMatchObject({ title: '秋冬进补', is_on: 0 });
    await post(`/api/admin/floors/${floor.id}/status`, { is_on: 'true' }, marketing);
    mine = (await storeFloors(buyer)).find((f) => f.id === floor.id)!;
    expect(mine.title).toBe('秋冬进补');
    expect((await audits(floor.id)).map((a) => a.action)).toEqual([
      'floor.create',
      'floor.update',
      'floor.off',
      'floor.on',
    ]);
    expect((await post('/api/admin/floors/2000000000', body(), marketing)).statusCode).toBe(404);
  });

  it('unlisted goods are left out of the floor (and a floor left empty is not shown)', async () => {
    const floor = await create({ title: '下架测试', goods_ids: [picks[3], picks[2]] });
    await t.database.db.update(goods).set({ isListed: false }).where(eq(goods.id, picks[3]!));
    try {
      const mine = (await storeFloors(buyer)).find((f) => f.id === floor.id)!;
      expect(mine.goods.map((g) => g.id)).toEqual([picks[2]]);
      const admin = (await get('/api/admin/floors', marketing)).json().data as AdminFloor[];
      expect(admin.find((f) => f.id === floor.id)!.goods).toEqual([
        expect.objectContaining({ id: picks[3], is_listed: 0 }),
        expect.objectContaining({ id: picks[2], is_listed: 1 }),
      ]);
      await post(`/api/admin/floors/${floor.id}`, body({ title: '下架测试', goods_ids: [picks[3]] }), marketing);
      expect((await storeFloors(buyer)).some((f) => f.id === floor.id)).toBe(false);
    } finally {
      await t.database.db.update(goods).set({ isListed: true }).where(eq(goods.id, picks[3]!));
    }
  });
});
