import type { Db } from '../../db/client.ts';
import * as repo from './repo.ts';

/**
 * URLs in one file; past it /sitemap.xml becomes an index of files. The protocol allows 50,000, but a file that
 * size took 170–300 ms to read, write and compress at 1M goods (issue #38's goal: 200 ms); 10,000 take a fifth,
 * and the index names 100 files at 1M goods, where it may name 50,000.
 */
export const URLS_PER_SITEMAP = 10_000;

/**
 * Paths no crawler should fetch: the API, and the buyer's own pages (cart and checkout, orders, the member
 * centre, login and registration), as named in apps/web/src/routing/paths.ts and app/routes.tsx. A prefix
 * covers the paths under it (`/cart` covers `/cart/step2`, `/wdqb` covers `/wdqb_yhq`).
 */
export const PRIVATE_PATHS = [
  '/api/',
  '/cart',
  '/order',
  '/user_hyzx',
  '/zhzx',
  '/basic',
  '/zzzj',
  '/ddgl',
  '/bdwx',
  '/addr',
  '/fptt',
  '/wdxx',
  '/wdqb',
  '/yegl',
  '/jfgl',
  '/yhq',
  '/xjq',
  '/jfdd',
  '/dzht',
  '/dzfp',
  '/star',
  '/yjfk',
  '/pzqg',
  '/kjcg',
  '/zzfw',
  '/login',
  '/register',
  '/forget',
  '/loading',
];

type Entry = { path: string; lastmod?: Date };

const xmlEscape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

const urlLines = (origin: string, entries: Entry[]) =>
  entries
    .map(
      ({ path, lastmod }) =>
        `<url><loc>${xmlEscape(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`,
    )
    .join('\n');

/** A urlset of <url> lines (some may be empty). */
const urlset = (...lines: string[]) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
  lines.filter(Boolean).join('\n') +
  '\n</urlset>\n';

const sitemapIndex = (origin: string, paths: string[]) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
  paths.map((path) => `<sitemap><loc>${xmlEscape(origin + path)}</loc></sitemap>`).join('\n') +
  '\n</sitemapindex>\n';

/** The help centre's pages (apps/web/src/app/routes/content.tsx); 投诉建议 is a form, not a page to index. */
const HELP_PATHS = [
  '/help/xrzn/hyzc',
  '/help/xrzn/gwzn',
  '/help/xrzn/aqgy',
  '/help/zfps/ddzf',
  '/help/zfps/hwps',
  '/help/zfps/ypth',
  '/help/fwbz/wzzz',
  '/help/fwbz/yhxy',
  '/help/fwbz/zskf',
  '/help/us/link',
];

/**
 * The public pages other than goods: home, the goods list and each category list page as the category
 * menu links it, the help centre, the two news lists and each published news item.
 */
async function pageEntries(db: Db): Promise<Entry[]> {
  const [categoryIds, news] = await Promise.all([repo.menuCategoryIds(db), repo.publishedNews(db)]);
  return [
    { path: '/' },
    { path: '/list' },
    ...categoryIds.map((id) => ({ path: `/list?category_id=${id}` })),
    ...HELP_PATHS.map((path) => ({ path })),
    { path: '/news/hy' },
    { path: '/news/company' },
    ...news.map((item) => ({ path: `/news/info/${item.id}/${item.type}`, lastmod: item.updatedAt })),
  ];
}

/** The goods lines of file `n` (from 1): ids in ((n - 1) × 10,000, n × 10,000], so each file is an index range. */
async function goodsLines(db: Db, origin: string, n: number): Promise<string> {
  const goods = await repo.listedGoodsBetween(db, (n - 1) * URLS_PER_SITEMAP, n * URLS_PER_SITEMAP);
  const loc = `${xmlEscape(origin)}/list/info/`;
  let lines = '';
  for (const g of goods)
    lines += `${lines ? '\n' : ''}<url><loc>${loc}${g.id}</loc><lastmod>${g.lastmod}</lastmod></url>`;
  return lines;
}

/**
 * /sitemap.xml: one urlset while pages and goods surely fit in one file (every listed id within 10,000 less the
 * pages); otherwise an index naming /sitemap-pages.xml and /sitemap-goods-N.xml for N from 1 to the file of the
 * last listed id. A file holds at most 10,000 goods: fewer where ids of its range were unlisted or deleted.
 */
export async function sitemap(db: Db, origin: string): Promise<string> {
  const [pages, lastId] = await Promise.all([pageEntries(db), repo.lastListedGoodsId(db)]);
  if (pages.length + lastId <= URLS_PER_SITEMAP)
    return urlset(urlLines(origin, pages), await goodsLines(db, origin, 1));
  return sitemapIndex(origin, [
    '/sitemap-pages.xml',
    ...Array.from({ length: goodsFiles(lastId) }, (_, i) => `/sitemap-goods-${i + 1}.xml`),
  ]);
}

const goodsFiles = (lastId: number) => Math.max(1, Math.ceil(lastId / URLS_PER_SITEMAP));

export const pagesSitemap = async (db: Db, origin: string) => urlset(urlLines(origin, await pageEntries(db)));

/** The N-th file of goods (from 1), or undefined past the last one. */
export async function goodsSitemap(db: Db, origin: string, n: number): Promise<string | undefined> {
  if (n > goodsFiles(await repo.lastListedGoodsId(db))) return undefined;
  return urlset(await goodsLines(db, origin, n));
}

export const robotsTxt = (origin: string) =>
  [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
