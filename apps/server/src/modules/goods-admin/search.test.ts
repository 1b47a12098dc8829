// @pglite: the console's goods search reads search's terms (their unlisted counts) and a trigram index
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import type { AdminGoodsQuery } from '@store/shared/api/admin-goods';
import { goods } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { insertGoods, type NewGoods } from '../catalogue/write.ts';
import { adminListConditions } from './repo.ts';
import { keywordOnGoods, searchGoods } from './search.ts';

const item = (name: string, sccj: string, approvalNumber: string, isListed: boolean): NewGoods => ({
  name,
  sccj,
  approvalNumber,
  isListed,
  ypgg: '10袋',
  bzdw: '盒',
  basePriceFen: 1000,
  stock: 10,
});

describe('the console finds listed and unlisted goods alike, walked or through the terms', () => {
  let t: TestApp;
  let db: Db;
  let ids: number[];

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    ids = await insertGoods(db, [
      item('控制台测试颗粒', '控测药业有限公司', '国药准字Z20990001', true),
      item('控制台测试颗粒', '另一控测制药', '国药准字Z20990002', false),
      item('控制台测试片', '控测药业有限公司', '国药准字H20990003', false),
      item('全然无关的名字', '控测药业有限公司', '国药准字H20990004', false),
    ]);
  });
  afterAll(() => t.close());

  /** Every goods the keyword finds, page by page (page size 1), walked where worth it or never. */
  async function everyPage(keywords: string, walkRows?: number, filters: Partial<AdminGoodsQuery> = {}) {
    const found: number[] = [];
    let total = 0;
    for (let page = 1; page < 50; page += 1) {
      const q = { keywords, page, page_size: 1, ...filters } as AdminGoodsQuery;
      const { keywords: _k, page: _p, page_size: _s, ...others } = q;
      const result = await searchGoods(db, q, adminListConditions(others), walkRows);
      total = result.total;
      if (result.ids.length === 0) break;
      found.push(...result.ids);
    }
    return { found, total };
  }

  /** The goods the keyword finds, checked on every row (what an export reads). */
  const byRows = async (keywords: string) =>
    (await db.select({ id: goods.id }).from(goods).where(keywordOnGoods(keywords)).orderBy(desc(goods.id))).map(
      (r) => r.id,
    );

  it.each(['控制台测试', 'kztcs', 'kongzhitai', '控测药业', 'Z2099000', '国药准字H20990003'])(
    'finds the same goods for %s in both forms, newest first, with their count',
    async (keywords) => {
      const expected = await byRows(keywords);
      expect(expected.length).toBeGreaterThan(0);
      for (const walkRows of [undefined, 0]) {
        const { found, total } = await everyPage(keywords, walkRows);
        expect(found).toEqual(expected);
        expect(total).toBe(expected.length);
      }
    },
  );

  it('finds unlisted goods by name, maker and initials, and keeps them apart with the listing filter', async () => {
    expect((await everyPage('控制台测试')).found).toEqual([ids[2], ids[1], ids[0]]);
    expect((await everyPage('另一控测')).found).toEqual([ids[1]]);
    expect((await everyPage('控制台测试', 0, { listed: 0 })).found).toEqual([ids[2], ids[1]]);
    expect((await everyPage('控制台测试', undefined, { listed: 1 })).found).toEqual([ids[0]]);
  });

  it('follows a rename and a delisting at once (the terms are kept by triggers)', async () => {
    await db.update(goods).set({ name: '改名后的测试胶囊', isListed: true }).where(eq(goods.id, ids[3]!));
    expect((await everyPage('改名后的', 0)).found).toEqual([ids[3]]);
    expect((await everyPage('全然无关', 0)).found).toEqual([]);
    await db.delete(goods).where(eq(goods.id, ids[2]!));
    expect((await everyPage('控制台测试片', 0)).found).toEqual([]);
    const { rows } = (await db.execute(
      sql`select count(*)::int as n from search_terms where term = '控制台测试片'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('answers the console list through the route, with the cap it counts to', async () => {
    const staff = await t.loginStaff();
    const res = await t.inject({
      method: 'GET',
      url: `/api/admin/goods?keywords=${encodeURIComponent('控制台测试')}`,
      headers: staff,
    });
    const body = res.json().data;
    expect(body.count_cap).toBe(10_000);
    expect(body.data.map((g: { id: number }) => g.id)).toEqual(await byRows('控制台测试'));
    const beyond = await t.inject({ method: 'GET', url: '/api/admin/goods?page=502', headers: staff });
    expect(beyond.json().code).toBe(422);
  });
});
