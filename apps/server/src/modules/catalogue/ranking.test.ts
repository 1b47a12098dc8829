import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { goods } from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

type Item = { id: number; number: number };

/** 综合 (the default order of lists and search): goods in stock first, each group in its usual order. */
describe('综合 ranks goods out of stock after goods in stock', () => {
  let t: TestApp;
  const page = async (query: string) =>
    (await t.inject({ method: 'GET', url: `/api/goods/list?${query}` })).json().data as {
      data: Item[];
      total: number;
    };
  /** Every page of a listing, 100 at a time, in order. */
  const all = async (query: string) => {
    const items: Item[] = [];
    for (let p = 1; ; p++) {
      const { data, total } = await page(`${query}&page_size=100&page=${p}`);
      items.push(...data);
      if (items.length >= total || data.length === 0) return { items, total };
    }
  };
  const inStockFirst = (items: Item[]) => {
    const firstOut = items.findIndex((g) => g.number === 0);
    return firstOut === -1 || items.slice(firstOut).every((g) => g.number === 0);
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('page 1 has no out-of-stock goods while goods in stock remain on later pages', async () => {
    const first = await page('page=1&page_size=20');
    expect(first.data.every((g) => g.number > 0)).toBe(true);
    expect((await page('page=2&page_size=20')).data.some((g) => g.number > 0)).toBe(true);
    const { items, total } = await all('sort=default');
    expect(new Set(items.map((g) => g.id)).size).toBe(total);
    expect(items.some((g) => g.number === 0)).toBe(true);
    expect(inStockFirst(items)).toBe(true);
  });

  it('keeps the usual order within each group (weight, then sales, then id)', async () => {
    const { items } = await all('sort=default');
    const usual = await t.database.db
      .select({ id: goods.id, inStock: sql<boolean>`${goods.stock} > 0` })
      .from(goods)
      .where(eq(goods.isListed, true))
      .orderBy(desc(goods.sortWeight), desc(goods.sales), asc(goods.id));
    const ids = (inStock: boolean) => usual.filter((g) => g.inStock === inStock).map((g) => g.id);
    expect(items.map((g) => g.id)).toEqual([...ids(true), ...ids(false)]);
  });

  it('ranks the same way in a category and in a keyword search; other sorts are left alone', async () => {
    const out = theRow(
      await t.database.db
        .select({ top: goods.categoryTopId })
        .from(goods)
        .where(and(eq(goods.isListed, true), eq(goods.stock, 0), sql`${goods.categoryTopId} is not null`))
        .limit(1),
    );
    const category = await all(`category_id=${out.top}`);
    expect(category.items.some((g) => g.number === 0)).toBe(true);
    expect(inStockFirst(category.items)).toBe(true);
    expect(inStockFirst((await all(`keywords=${encodeURIComponent('片')}`)).items)).toBe(true);
    const newest = (await all('sort=newest')).items.map((g) => g.id);
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
  });
});
