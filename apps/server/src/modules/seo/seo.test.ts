import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleCategories, articles, goods } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { URLS_PER_SITEMAP } from './service.ts';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('sitemap.xml and robots.txt for search engines', () => {
  let t: TestApp;
  let shown: { id: number; updatedAt: Date };
  let offShelf: { id: number };
  // A built web app, whose fallback answers every other path with index.html.
  const webDist = mkdtempSync(join(tmpdir(), 'seo-web-'));
  writeFileSync(join(webDist, 'index.html'), '<html><!--site-config--></html>');
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: webDist });
    const rows = await t.database.db.select({ id: goods.id, updatedAt: goods.updatedAt }).from(goods).limit(2);
    [shown, offShelf] = rows as [typeof shown, typeof offShelf];
    await t.database.db.update(goods).set({ isListed: false }).where(eq(goods.id, offShelf.id));
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('lists the home page, the goods list, the category pages and a listed goods with its last change', async () => {
    const res = await t.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'shop.example.com' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = locs(res.body);
    expect(urls).toEqual(
      expect.arrayContaining([
        'http://shop.example.com/',
        'http://shop.example.com/list',
        `http://shop.example.com/list/info/${shown.id}`,
      ]),
    );
    expect(urls.some((url) => /\/list\?category_id=\d+$/.test(url!))).toBe(true);
    expect(res.body).toContain(
      `<loc>http://shop.example.com/list/info/${shown.id}</loc><lastmod>${shown.updatedAt.toISOString()}</lastmod>`,
    );
  });

  it('lists the help pages, the news lists and published news, not a draft', async () => {
    const news = await t.database.db
      .select({ id: articles.id, code: articleCategories.code })
      .from(articles)
      .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
      .where(eq(articleCategories.kind, 'news'))
      .orderBy(articles.id)
      .limit(2);
    const [published, draft] = news as [{ id: number; code: string }, { id: number; code: string }];
    await t.database.db.update(articles).set({ isPublished: false }).where(eq(articles.id, draft.id));
    const urls = locs((await t.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'h' } })).body);
    expect(urls).toEqual(
      expect.arrayContaining([
        'http://h/help/xrzn/hyzc',
        'http://h/help/fwbz/wzzz',
        'http://h/news/hy',
        'http://h/news/company',
        `http://h/news/info/${published.id}/${published.code}`,
      ]),
    );
    expect(urls.filter((url) => url!.includes(`/news/info/${draft.id}/`))).toEqual([]);
  });

  it('leaves out a goods taken off the shelf', async () => {
    const urls = locs((await t.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    expect(urls.filter((url) => url!.endsWith(`/list/info/${offShelf.id}`))).toEqual([]);
  });

  it('writes its addresses on PUBLIC_URL when one is configured', async () => {
    const other = await createTestApp({ WEB_DIST: '', PUBLIC_URL: 'https://www.kangning.example/' });
    try {
      const res = await other.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'internal:8080' } });
      expect(locs(res.body)[0]).toBe('https://www.kangning.example/');
      const robots = (await other.inject({ method: 'GET', url: '/robots.txt' })).body;
      expect(robots).toContain('Sitemap: https://www.kangning.example/sitemap.xml');
    } finally {
      await other.close();
    }
  });

  it('answers both itself where the web app answers other paths with its index.html', async () => {
    expect((await t.inject({ method: 'GET', url: '/list' })).body).toContain('<html>');
    for (const url of ['/sitemap.xml', '/robots.txt'])
      expect((await t.inject({ method: 'GET', url })).body).not.toContain('<html>');
  });

  it('keeps crawlers out of the API, the cart, orders and the member centre, and names the sitemap', async () => {
    const res = await t.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'shop.example.com' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    for (const path of ['/api/', '/cart', '/order', '/user_hyzx']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Sitemap: http://shop.example.com/sitemap.xml');
  });

  it('becomes an index of files of at most 10,000 addresses when the catalogue outgrows one file', async () => {
    const big = await createTestApp({ WEB_DIST: '' });
    try {
      await big.database.db.execute(sql`
        insert into goods (name, sccj, ypgg, bzdw, base_price_fen)
        select 'bulk ' || n, 'maker', '1g', '盒', 100 from generate_series(1, 10000) as n`);
      const index = (await big.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'h' } })).body;
      expect(index).toContain('<sitemapindex');
      expect(locs(index)).toEqual([
        'http://h/sitemap-pages.xml',
        'http://h/sitemap-goods-1.xml',
        'http://h/sitemap-goods-2.xml',
      ]);
      // File N holds the listed goods with ids in ((N - 1) × 10,000, N × 10,000]: an index range, never an OFFSET.
      const first = locs(
        (await big.inject({ method: 'GET', url: '/sitemap-goods-1.xml', headers: { host: 'h' } })).body,
      );
      const second = locs(
        (await big.inject({ method: 'GET', url: '/sitemap-goods-2.xml', headers: { host: 'h' } })).body,
      );
      const idOf = (loc: string | undefined) => Number(loc?.replace('http://h/list/info/', ''));
      expect(first.length).toBeLessThanOrEqual(URLS_PER_SITEMAP);
      expect(Math.max(...first.map(idOf))).toBeLessThanOrEqual(URLS_PER_SITEMAP);
      expect(Math.min(...second.map(idOf))).toBeGreaterThan(URLS_PER_SITEMAP);
      const listedIds = await big.database.db
        .select({ id: goods.id })
        .from(goods)
        .where(eq(goods.isListed, true))
        .orderBy(goods.id);
      expect([...first, ...second].map(idOf)).toEqual(listedIds.map((g) => g.id));
      // A file of 10,000 addresses goes out gzipped for a client that takes brotli too (brotli is slow at both ends).
      const zipped = await big.inject({
        method: 'GET',
        url: '/sitemap-goods-1.xml',
        headers: { host: 'h', 'accept-encoding': 'br, gzip' },
      });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(locs(gunzipSync(zipped.rawPayload).toString()).map(idOf)).toEqual(first.map(idOf));
      const pages = await big.inject({ method: 'GET', url: '/sitemap-pages.xml', headers: { host: 'h' } });
      expect(locs(pages.body)).toContain('http://h/list');
      expect((await big.inject({ method: 'GET', url: '/sitemap-goods-3.xml' })).statusCode).toBe(404);
    } finally {
      await big.close();
    }
  }, 60_000);
});
