import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { goods } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

type Item = { id: number; number: number; base_price: number | null; price_tip: string };
const URL = '/api/goods/list?page=1&page_size=5';
const TTL_MS = 1_000; // routes.ts LIST_CACHE_MS

describe('catalogue: HTTP caching of the goods list', () => {
  let t: TestApp;
  let buyer: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    buyer = await t.login('buyer');
  });
  afterAll(() => t.close());
  const get = (headers: Record<string, string> = {}) => t.inject({ method: 'GET', url: URL, headers });
  const waitOutTheProcessCache = () => new Promise((r) => setTimeout(r, TTL_MS + 50));

  it('lets shared caches keep an anonymous list for 10 s and revalidates it with a 304 and no body', async () => {
    const first = await get();
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=10');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.json().code).toBe(10000);
    const again = await get({ 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('changes the ETag and the body when a listed goods changes stock, and a buyer sees a new price at once', async () => {
    const before = await get();
    const item: Item = before.json().data.data[0];
    await waitOutTheProcessCache();
    await t.database.db
      .update(goods)
      .set({ stock: item.number + 7 })
      .where(eq(goods.id, item.id));
    const afterStock = await get({ 'if-none-match': String(before.headers.etag) });
    expect(afterStock.statusCode).toBe(200);
    expect(afterStock.headers.etag).not.toBe(before.headers.etag);
    expect(afterStock.json().data.data.find((i: Item) => i.id === item.id).number).toBe(item.number + 7);

    await waitOutTheProcessCache();
    const beforePrice = (await get({ ...buyer })).json().data.data.find((i: Item) => i.id === item.id).base_price;
    const [row] = await t.database.db.select().from(goods).where(eq(goods.id, item.id));
    await t.database.db
      .update(goods)
      .set({ basePriceFen: row!.basePriceFen + 100 })
      .where(eq(goods.id, item.id));
    const afterPrice = await get({ ...buyer });
    expect(afterPrice.json().data.data.find((i: Item) => i.id === item.id).base_price).toBe(beforePrice + 1);
    // An anonymous visitor sees no price, so a price change alone leaves their list (and ETag) as it was.
    const anonymous = await get({ 'if-none-match': String(afterStock.headers.etag) });
    expect(anonymous.statusCode).toBe(304);
  });

  it('never lets a logged-in buyer’s list be stored by a shared cache, nor reach anonymous visitors', async () => {
    await waitOutTheProcessCache();
    const mine = await get(buyer);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(mine.headers.etag).toBeUndefined();
    expect(mine.json().data.data.some((i: Item) => i.base_price !== null)).toBe(true);
    const anonymous = await get();
    expect(anonymous.json().data.data.every((i: Item) => i.base_price === null && i.price_tip === '登录可见')).toBe(
      true,
    );
  });

  it('sends a browser the cached list compressed (br, else gzip; never a coding refused with q=0), the same JSON as plain', async () => {
    const url = '/api/goods/list?page=1&page_size=20';
    const plain = await t.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Buffer.byteLength(plain.body)).toBeGreaterThan(1024);
    for (const [accept, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await t.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding'], accept).toBe(expected);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers.etag).toBe(plain.headers.etag);
      const raw = res.rawPayload;
      const text = expected === 'br' ? brotliDecompressSync(raw) : expected === 'gzip' ? gunzipSync(raw) : raw;
      expect(text.toString('utf8')).toBe(plain.body);
    }
  });
});
