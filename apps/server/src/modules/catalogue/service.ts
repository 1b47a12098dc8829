import type { GoodsDetail, GoodsListQuery, GoodsPage } from '@store/shared/api/goods';
import { LIST_COUNT_CAP, PAGE_BEYOND_CAP, pageWithinCap } from '@store/shared/api/list-count';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import * as list from './list-query.ts';
import * as repo from './repo.ts';
import { presentGoods } from './present.ts';
import { goodsCountOf } from './search.ts';
import { suggest } from './suggest.ts';
import type { Viewer } from './viewer.ts';
import { withArrivalNotice, withArrivalNotices } from '../arrival/index.ts';
import { businessDay } from '../../lib/business-day.ts';
import { fenToYuan } from '@store/shared/rules/money';
import { toSeconds } from '@store/shared/rules/time';
import { LRUCache } from 'lru-cache';

/**
 * GET /api/goods/list. Keywords that match nothing as typed are matched as the suggestions match them
 * (`suggest`: a mistyped initial, 'gmly' → 感冒灵颗粒), and the page lists those goods with `did_you_mean`.
 * A 药品 search whose keywords find more goods under 厂家 says how many (`maker_total`), so the page can
 * offer that tab (同仁堂: 2 drugs named so, 24 goods of its makers).
 * Pages reach the first LIST_COUNT_CAP goods of a list, as the console's do (issue #38: no OFFSET of a million
 * index entries), and the total counts up to one past them (`count_cap`): keywords alone by their terms' counts
 * (exact below 10,001 matching names), any other filter by its goods. The store's pager says how far the pages go.
 */
export async function listGoods(db: Db, query: GoodsListQuery, viewer: Viewer): Promise<GoodsPage> {
  if (!pageWithinCap(query)) throw invalid({ page: [PAGE_BEYOND_CAP] });
  const run = async (filters: list.ListFilters) => {
    const kxGroups = [...viewer.kxGroups].sort((a, b) => a - b);
    const { rows, total } = await list.listGoods(
      db,
      { ...withoutHiddenPrices(filters, viewer), names: filters.names },
      kxGroups,
    );
    const data = await withArrivalNotices(
      db,
      viewer.userId,
      rows.map((row) => presentGoods(row, viewer)),
    );
    return { data, total, page: query.page, page_size: query.page_size, count_cap: LIST_COUNT_CAP };
  };
  const [found, makerTotal] = await Promise.all([
    run(query),
    query.keywords && query.type === 0 ? goodsCountOf(db, 1, query.keywords) : 0,
  ]);
  const page = makerTotal > found.total ? { ...found, maker_total: makerTotal } : found;
  if (page.total > 0 || !query.keywords) return page;
  const near = await suggest(db, query.keywords, query.type);
  if (near.length === 0) return { ...page, did_you_mean: [] };
  return {
    ...(await run({ ...query, names: [...new Set(near.map((n) => n.name))] })),
    did_you_mean: near,
    ...(makerTotal > 0 ? { maker_total: makerTotal } : {}),
  };
}

/**
 * A viewer who may not see prices may not filter or sort by them either: the list answers as if
 * min_price, max_price and a price order were absent, or a few requests would bisect a hidden price.
 */
export function withoutHiddenPrices(query: GoodsListQuery, viewer: Viewer): GoodsListQuery {
  if (viewer.canSeePrices) return query;
  const { min_price: _min, max_price: _max, ...rest } = query;
  return { ...rest, sort: query.sort === 'price_asc' || query.sort === 'price_desc' ? 'default' : query.sort };
}

export async function goodsDetail(db: Db, id: number, viewer: Viewer): Promise<GoodsDetail> {
  const row = await repo.findGoods(db, id);
  if (!row) throw notFound('商品不存在或已下架');
  const [brand, path, sale, special] = await Promise.all([
    row.brandId ? repo.findBrand(db, row.brandId) : undefined,
    categoryPath(db, row.categoryIds),
    repo.openFlashSale(db, id),
    repo.specialOfDay(db, id, businessDay()),
  ]);
  const shown = await withArrivalNotice(db, viewer.userId, presentGoods(row, viewer));
  const priced = shown.base_price !== null;
  return {
    ...shown,
    flash_sale: sale
      ? {
          id: sale.id,
          price: priced ? fenToYuan(sale.priceFen) : null,
          stock: sale.stock,
          per_buyer_limit: sale.perBuyerLimit,
          start_time: toSeconds(sale.startsAt),
          end_time: toSeconds(sale.endsAt),
          now: toSeconds(new Date()),
        }
      : null,
    special_price: special && priced ? fenToYuan(special.priceFen) : null,
    batch_number: row.batchNumber,
    brand: brand ? { id: brand.id, name: brand.name } : null,
    category_path: path,
    is_favorite: (await repo.isFavorite(db, viewer.userId, id)) ? 1 : 0,
    instructions: row.instructions,
  };
}

/** The general-tree path (top → leaf) among the goods' category ids. */
async function categoryPath(db: Db, ids: number[]) {
  const rows = (await repo.categoriesByIds(db, ids)).filter((c) => c.tree === 'general');
  const path: { id: number; name: string }[] = [];
  let node = rows.find((c) => c.parentId === null);
  while (node) {
    path.push({ id: node.id, name: node.name });
    const parentId: number = node.id;
    node = rows.find((c) => c.parentId === parentId);
  }
  return path;
}

export async function hotGoods(db: Db, viewer: Viewer) {
  const rows = await repo.topSelling(db, 10);
  return withArrivalNotices(
    db,
    viewer.userId,
    rows.map((row) => presentGoods(row, viewer)),
  );
}

/** The makers and specs among the matching goods, most frequent first (search page filters). */
type Facets = { sccj: { name: string; count: number }[]; ypgg: { name: string; count: number }[] };
/**
 * Facets are counted over every matching goods (18,679 for 感冒 at 1M goods: ~50-200 ms), and a search page asks
 * for them with every visit: kept 60 s per process and filter set, per database, as the list's totals are.
 */
const facetsByDb = new WeakMap<Db, LRUCache<string, Promise<Facets>>>();

/** Forgets the kept facets (a change announced: lib/store-changes.ts). */
export const forgetFacets = (db: Db) => facetsByDb.get(db)?.clear();

export async function goodsFacets(db: Db, query: Parameters<typeof list.facetCounts>[1]): Promise<Facets> {
  let cache = facetsByDb.get(db);
  if (!cache) facetsByDb.set(db, (cache = new LRUCache<string, Promise<Facets>>({ max: 1_000, ttl: 60_000 })));
  const key = JSON.stringify(query);
  const cached = cache.get(key);
  if (cached) return cached;
  const counting = Promise.all([list.facetCounts(db, query, 'sccj'), list.facetCounts(db, query, 'ypgg')]).then(
    ([sccj, ypgg]) => ({ sccj, ypgg }),
  );
  cache.set(key, counting);
  // A failed count is not kept: the next visit counts again.
  counting.catch(() => cache.delete(key));
  return counting;
}
