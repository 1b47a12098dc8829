// @pglite: search (pg_trgm and the in-memory index read from the engine)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { goods, kxApplies, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { insertGoods } from './write.ts';
import { theRow } from '../../db/rows.ts';
import { LIST_COUNT_CAP } from '@store/shared/api/list-count';

type Item = {
  id: number;
  name: string;
  sccj: string;
  base_price: number | null;
  price_tip: string;
  is_buy: number;
  ladder_price: unknown[];
  number: number;
  type: number;
};

describe('catalogue: list, detail, suggestions and price visibility', () => {
  let t: TestApp;
  let buyer: Record<string, string>;
  let pending: Record<string, string>;
  const list = async (query: string, headers: Record<string, string> = {}) => {
    const res = await t.inject({ method: 'GET', url: `/api/goods/list?${query}`, headers });
    return res.json().data as { data: Item[]; total: number; page: number; page_size: number };
  };

  beforeAll(async () => {
    t = await createTestApp();
    buyer = await t.login('buyer');
    pending = await t.login('pendingBuyer');
  });
  afterAll(() => t.close());

  it('never sends prices to an anonymous visitor: 登录可见, not buyable', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/goods/list?page_size=100' });
    const page = res.json().data;
    expect(page.total).toBeGreaterThanOrEqual(500);
    for (const item of page.data as Item[]) {
      expect(item).toMatchObject({ base_price: null, price_tip: '登录可见', is_buy: 0, ladder_price: [] });
    }
    expect(res.body).not.toMatch(/"(base_price|retail_price|price)":\d/);
  });

  it('hides prices from a buyer whose qualifications are not approved: 资质审核通过后可见', async () => {
    const page = await list('page_size=50', pending);
    for (const item of page.data)
      expect(item).toMatchObject({ base_price: null, price_tip: '资质审核通过后可见', is_buy: 0 });
  });

  it('shows prices to an approved buyer, except controlled-sales goods of groups it has not joined', async () => {
    const page = await list('page_size=100&sort=sales', buyer);
    const ordinary = page.data.filter((item) => item.type === 0);
    expect(ordinary.length).toBeGreaterThan(0);
    for (const item of ordinary) expect(item.base_price).toBeGreaterThan(0);
    const controlled = (await list('zone=kxzq&page_size=100', buyer)).data;
    expect(controlled.length).toBeGreaterThan(0);
    for (const item of controlled)
      expect(item).toMatchObject({ base_price: null, price_tip: '控销商品，申请通过后可见' });
  });

  it('filters by a top category and returns goods of its children', async () => {
    const common = (await t.inject({ method: 'GET', url: '/api/focus/common' })).json().data;
    const top = common.category[0];
    const page = await list(`category_id=${top.id}&page_size=100`, buyer);
    expect(page.total).toBeGreaterThan(0);
    const childIds = top.children.map((c: { id: number }) => c.id);
    const rows = await t.database.db
      .select({ id: goods.id, categoryIds: goods.categoryIds })
      .from(goods)
      .where(
        sql`${goods.id} in (${sql.join(
          page.data.map((i) => sql`${i.id}`),
          sql`, `,
        )})`,
      );
    // A goods may sit one level deeper (a third level): its path still passes through a child of the top.
    for (const row of rows) expect(row.categoryIds.some((id) => childIds.includes(id))).toBe(true);
  });

  it.each([
    ['keywords=感冒灵', (i: Item) => i.name.includes('感冒灵')],
    ['keywords=gmlkl', (i: Item) => i.name.includes('感冒灵颗粒')],
    ['keywords=ganmaoling', (i: Item) => i.name.includes('感冒灵')],
    ['keywords=hrsj&type=1', (i: Item) => i.sccj.startsWith('华润三九')],
    ['in_stock=0', (i: Item) => i.number === 0],
    ['in_stock=1', (i: Item) => i.number > 0],
    ['min_price=10&max_price=20', (i: Item) => i.base_price === null || (i.base_price >= 10 && i.base_price <= 20)],
  ])('filters %s', async (query, holds) => {
    const page = await list(`${query}&page_size=100`, buyer);
    expect(page.total).toBeGreaterThan(0);
    for (const item of page.data) expect(holds(item)).toBe(true);
  });

  it('filters by zone, brand and manufacturer', async () => {
    for (const zone of ['yx', 'qxzq', 'zyyp', 'jxqzc', 'ppzq', 'mrtj', 'welfare']) {
      expect((await list(`zone=${zone}`)).total, zone).toBeGreaterThan(0);
    }
    const maker = '华润三九医药股份有限公司';
    const page = await list(`sccj=${encodeURIComponent(maker)}`);
    expect(page.total).toBeGreaterThan(0);
    for (const item of page.data) expect(item.sccj).toBe(maker);
  });

  it('sorts by price both ways', async () => {
    const asc = (await list('sort=price_asc&page_size=30', buyer)).data
      .map((i) => i.base_price ?? 0)
      .filter((p) => p > 0);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list('sort=price_desc&page_size=30', buyer)).data
      .map((i) => i.base_price ?? 0)
      .filter((p) => p > 0);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  it('pages without overlap', async () => {
    const first = await list('page=1&page_size=10');
    const second = await list('page=2&page_size=10');
    expect(first.data.map((i) => i.id).filter((id) => second.data.some((j) => j.id === id))).toEqual([]);
    expect(second.page).toBe(2);
    // The last page a pager reaches, and the one after it, are pages (an empty one past the goods).
    expect((await list('page=101&page_size=100')).data).toEqual([]);
  });

  it.each([
    ['page=0', 'page'],
    ['page_size=1000', 'page_size'],
    ['sort=cheapest', 'sort'],
    ['zone=moon', 'zone'],
    ['category_id=abc', 'category_id'],
    ['min_price=20&max_price=10', 'min_price'],
    ['in_stock=2', 'in_stock'],
    ['color=red', 'color'],
    // Pages reach the first 10,000 goods of a list (LIST_COUNT_CAP): page 101 of 100 starts at 10,000.
    ['page=102&page_size=100', 'page'],
  ])('refuses a bad filter %s with 422 naming %s', async (query, field) => {
    const res = await t.inject({ method: 'GET', url: `/api/goods/list?${query}` });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain(field);
    expect(res.json().msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('shows the detail with pharma fields, ladder tiers and the category path', async () => {
    const row = theRow(
      await t.database.db
        .select()
        .from(goods)
        .where(and(sql`jsonb_array_length(${goods.ladderPrice}) > 0`, eq(goods.type, 0)))
        .limit(1),
    );
    const detail = (await t.inject({ method: 'GET', url: `/api/goods/detail/${row.id}`, headers: buyer })).json().data;
    expect(detail).toMatchObject({
      id: row.id,
      name: row.name,
      approval_number: row.approvalNumber,
      batch_number: row.batchNumber,
      expiry_date: row.expiryDate,
    });
    const tiers = [...row.ladderPrice]
      .sort((a, b) => a.number - b.number)
      .map((tier) => ({ number: tier.number, price: tier.priceFen / 100 }));
    expect(detail.ladder_price).toEqual(tiers);
    expect(detail.ladder_price_type).toBe(row.ladderPriceType);
    // Top, second level and, where the goods has one, its third level: its own category ends the path.
    expect(detail.category_path.length).toBeGreaterThanOrEqual(2);
    expect(detail.category_path.at(-1).id).toBe(row.categoryId);
    // The package insert (说明书) as the demo seed wrote it, ending with the approval number and the maker.
    expect(detail.instructions).toEqual(row.instructions);
    expect(detail.instructions.map((s: { title: string }) => s.title)).toEqual(
      expect.arrayContaining(['规格', '用法用量', '批准文号']),
    );
    const anonymous = (await t.inject({ method: 'GET', url: `/api/goods/detail/${row.id}` })).json().data;
    expect(anonymous).toMatchObject({ base_price: null, ladder_price: [], price_tip: '登录可见' });
  });

  it('answers a missing goods with not found and a bad id with 422', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/goods/detail/99999999' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/goods/detail/abc' })).statusCode).toBe(422);
  });

  it('suggests 感冒灵颗粒 first for gmly and 华润三九 for hrsj (manufacturers)', async () => {
    const drugs = (await t.inject({ method: 'GET', url: '/api/goods/search?keywords=gmly&type=0' })).json().data;
    expect(drugs[0].name).toBe('感冒灵颗粒');
    const makers = (await t.inject({ method: 'GET', url: '/api/goods/search?keywords=hrsj&type=1' })).json().data;
    expect(makers[0].name).toBe('华润三九医药股份有限公司');
    expect((await t.inject({ method: 'GET', url: '/api/goods/search?keywords=&type=0' })).json().data).toEqual([]);
    expect((await t.inject({ method: 'GET', url: '/api/goods/search?keywords=x&type=3' })).statusCode).toBe(422);
  });

  it('tells a 药品 search for 同仁堂 how many goods its makers have, the 厂家 tab’s own total', async () => {
    const keywords = encodeURIComponent('同仁堂');
    const drugs = (await t.inject({ method: 'GET', url: `/api/goods/list?keywords=${keywords}` })).json().data;
    const makers = (await t.inject({ method: 'GET', url: `/api/goods/list?keywords=${keywords}&type=1` })).json().data;
    expect(makers.total).toBeGreaterThan(drugs.total);
    expect(drugs.maker_total).toBe(makers.total);
    // Not said when the drug answer is the better one, nor on the 厂家 tab itself.
    expect((await t.inject({ method: 'GET', url: '/api/goods/list?keywords=gmly' })).json().data.maker_total).toBe(
      undefined,
    );
    expect(makers.maker_total).toBe(undefined);
  });

  it('picks up a newly listed goods in suggestions', async () => {
    await insertGoods(t.database.db, [
      { name: '测试新品胶囊', sccj: '测试药业有限公司', ypgg: '0.3g*12粒', bzdw: '盒', basePriceFen: 990, stock: 10 },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await t.inject({ method: 'GET', url: '/api/goods/search?keywords=csxp' });
    await expect
      .poll(
        async () => (await t.inject({ method: 'GET', url: '/api/goods/search?keywords=csxp' })).json().data[0]?.name,
      )
      .toBe('测试新品胶囊');
  });

  it('refuses to list special-management drugs, in the service and in the database', async () => {
    await expect(
      insertGoods(t.database.db, [
        { name: '盐酸曲马多片', sccj: '某药业', ypgg: '50mg*10片', bzdw: '盒', basePriceFen: 1000 },
      ]),
    ).rejects.toThrow(/不得上架销售/);
    await expect(
      t.database.db.insert(goods).values({
        name: '某注射液',
        sccj: '某药业',
        ypgg: '1ml',
        bzdw: '支',
        basePriceFen: 1000,
        controlClass: 'narcotic',
      }),
    ).rejects.toThrow();
  });

  it('lists what the suggestions would find when the keywords match nothing as typed, with 您是不是要找', async () => {
    const list = async (query: string) =>
      (await t.inject({ method: 'GET', url: `/api/goods/list?${query}` })).json().data;
    // gmly: one initial mistyped (感冒灵颗粒 is gmlkl). Enter on it used to find nothing.
    const near = await list('keywords=gmly');
    expect(near.total).toBeGreaterThan(0);
    expect(near.did_you_mean.map((s: { name: string }) => s.name)).toContain('感冒灵颗粒');
    const names = new Set(near.did_you_mean.map((s: { name: string }) => s.name));
    for (const g of near.data) expect(names.has(g.name)).toBe(true);
    // Keywords that match as typed answer as before, without the field.
    const exact = await list('keywords=gml');
    expect(exact.total).toBeGreaterThan(0);
    expect(exact.did_you_mean).toBeUndefined();
    // Nothing near either: an empty page and an empty list of suggestions.
    expect(await list('keywords=zzqqxx')).toMatchObject({ total: 0, data: [], did_you_mean: [] });
  });

  it('lists the best sellers', async () => {
    const hot = (await t.inject({ method: 'GET', url: '/api/goods/hot' })).json().data;
    expect(hot).toHaveLength(10);
    expect(hot[0].sales).toBeGreaterThanOrEqual(hot[9].sales);
  });

  it('draws a packaging image with the goods name', async () => {
    // The first seeded goods: without an order PostgreSQL may answer a row another test file just wrote.
    const row = theRow(await t.database.db.select().from(goods).orderBy(asc(goods.id)).limit(1));
    const res = await t.inject({ method: 'GET', url: row.images[0] });
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain(row.name);
  });

  it('lets a buyer apply to a controlled-sales group, once, and shows prices after approval', async () => {
    const groups = (await t.inject({ method: 'GET', url: '/api/kx/getList', headers: buyer })).json().data;
    expect(groups[0]).toMatchObject({ status: 'none' });
    const apply = () =>
      t.inject({
        method: 'POST',
        url: '/api/goods/join_apply',
        headers: buyer,
        payload: { ywy_group_id: groups[0].id, type: 1 },
      });
    const [a, b] = await Promise.all([apply(), apply()]);
    expect(a.json().data.status).toBe('pending');
    expect(b.json().data.status).toBe('pending');
    const me = theRow(await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo_buyer')));
    expect(await t.database.db.select().from(kxApplies).where(eq(kxApplies.userId, me.id))).toHaveLength(1);
    await t.database.db.update(kxApplies).set({ status: 'approved' }).where(eq(kxApplies.userId, me.id));
    const [controlled] = await t.database.db
      .select({ id: goods.id })
      .from(goods)
      .where(eq(goods.kxGroupId, groups[0].id))
      .limit(1);
    if (controlled) {
      const detail = (
        await t.inject({ method: 'GET', url: `/api/goods/detail/${controlled.id}`, headers: buyer })
      ).json().data;
      expect(detail.base_price).toBeGreaterThan(0);
    }
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/goods/join_apply',
          payload: { ywy_group_id: groups[0].id },
          headers: { 'x-requested-with': 'XMLHttpRequest' },
        })
      ).json().code,
    ).toBe(10001);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/goods/join_apply',
          headers: buyer,
          payload: { ywy_group_id: 9999 },
        })
      ).statusCode,
    ).toBe(404);
  });
  // Last: it lists 10,002 goods more, of one name (one search term: the triggers stay cheap). A filter's count
  // stops one past the pages' reach (issue #38: an exact count of 1M listed goods read them all); a name's goods
  // are counted exactly by its term (search.test: the terms' own cap).
  it('counts a filter past 10,000 goods only to 10,001, one name’s goods exactly', async () => {
    const sccj = '计数测试药业有限公司';
    const rows = Array.from({ length: LIST_COUNT_CAP + 2 }, (_, i) => ({
      name: '计数测试片',
      sccj,
      ypgg: `${i + 1}片*1板`,
      bzdw: '盒',
      basePriceFen: 100 + i,
      stock: 10,
    }));
    await insertGoods(t.database.db, rows, 2_000);
    const byMaker = (await t.inject({ method: 'GET', url: `/api/goods/list?sccj=${encodeURIComponent(sccj)}` })).json()
      .data;
    expect(byMaker).toMatchObject({ total: LIST_COUNT_CAP + 1, count_cap: LIST_COUNT_CAP });
    expect(byMaker.data).toHaveLength(20);
    expect((await list(`keywords=${encodeURIComponent('计数测试片')}`)).total).toBe(LIST_COUNT_CAP + 2);
    // The last page within the reach answers the goods past 10,000 of the maker's.
    const last = await list(`sccj=${encodeURIComponent(sccj)}&page=${LIST_COUNT_CAP / 100 + 1}&page_size=100`);
    expect(last.data).toHaveLength(2);
  });
});
