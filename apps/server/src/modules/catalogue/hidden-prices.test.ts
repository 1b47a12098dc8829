import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

type Item = { id: number; base_price: number | null; type: number; price_tip: string };
type Page = { data: Item[]; total: number };

/** A price range that leaves out most goods: filtering by it visibly changes the list. */
const RANGE = 'min_price=10&max_price=20';

describe('catalogue: a price the list hides cannot be found by filtering or sorting', () => {
  let t: TestApp;
  let buyer: Record<string, string>;
  let pending: Record<string, string>;
  const list = async (query: string, headers: Record<string, string> = {}): Promise<Page> => {
    const res = await t.inject({ method: 'GET', url: `/api/goods/list?page_size=100&${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const ids = (page: Page) => page.data.map((item) => item.id);

  beforeAll(async () => {
    t = await createTestApp();
    buyer = await t.login('buyer');
    pending = await t.login('pendingBuyer');
  });
  afterAll(() => t.close());

  it('answers an anonymous visitor the same list with or without min_price, max_price and a price order', async () => {
    const plain = await list('');
    for (const query of [
      RANGE,
      'min_price=999999',
      'max_price=0.01',
      'sort=price_asc',
      'sort=price_desc',
      `${RANGE}&sort=price_asc`,
    ]) {
      const filtered = await list(query);
      expect(filtered.total, query).toBe(plain.total);
      expect(ids(filtered), query).toEqual(ids(plain));
    }
  });

  it('answers a buyer whose qualifications are not approved the same list whatever the price filter', async () => {
    const plain = await list('', pending);
    const filtered = await list(`${RANGE}&sort=price_desc`, pending);
    expect(filtered.total).toBe(plain.total);
    expect(ids(filtered)).toEqual(ids(plain));
  });

  it('keeps an anonymous bisection from learning anything: every probe of a price range answers the same total', async () => {
    const totals = new Set<number>();
    for (const max of [1, 5, 10, 50, 100, 500]) totals.add((await list(`max_price=${max}`)).total);
    expect(totals.size).toBe(1);
  });

  it('filters and sorts by price for a qualified buyer', async () => {
    const plain = await list('', buyer);
    const filtered = await list(RANGE, buyer);
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(plain.total);
    for (const item of filtered.data) {
      expect(item.base_price).toBeGreaterThanOrEqual(10);
      expect(item.base_price).toBeLessThanOrEqual(20);
    }
    const ascending = (await list('sort=price_asc', buyer)).data.map((item) => item.base_price);
    expect(ascending.slice(0, 20).every((price) => price !== null)).toBe(true);
    expect(ascending.filter((p) => p !== null)).toEqual(ascending.filter((p) => p !== null).sort((a, b) => a! - b!));
  });

  it('leaves controlled-sales goods whose price a qualified buyer may not see out of a price range, and last in a price order', async () => {
    const controlled = await list('zone=kxzq', buyer);
    expect(controlled.data.some((item) => item.base_price === null)).toBe(true);
    const ranged = await list('zone=kxzq&min_price=0&max_price=1000000', buyer);
    for (const item of ranged.data) expect(item.base_price).not.toBeNull();
    for (const sort of ['price_asc', 'price_desc']) {
      const sorted = (await list(`zone=kxzq&sort=${sort}`, buyer)).data;
      const firstHidden = sorted.findIndex((item) => item.base_price === null);
      expect(firstHidden, sort).toBeGreaterThanOrEqual(0);
      expect(
        sorted.slice(firstHidden).every((item) => item.base_price === null),
        sort,
      ).toBe(true);
      // Hidden goods follow each other by id, not by the price they hide.
      const hiddenIds = sorted.slice(firstHidden).map((item) => item.id);
      expect(hiddenIds, sort).toEqual([...hiddenIds].sort((a, b) => a - b));
      // Page by page (3 a page), across the page where the priced goods end, the same goods in the same order.
      const paged: number[] = [];
      for (let page = 1; (page - 1) * 3 < sorted.length; page++) {
        const res = await t.inject({
          method: 'GET',
          url: `/api/goods/list?zone=kxzq&sort=${sort}&page_size=3&page=${page}`,
          headers: buyer,
        });
        paged.push(...ids(res.json().data as Page));
      }
      expect(paged, sort).toEqual(ids({ data: sorted } as Page));
    }
  });
});
