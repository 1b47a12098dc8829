import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { GoodsListQuery } from '@store/shared/api/goods';
import { yuanToFen } from '@store/shared/rules/money';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { theRow } from '../../db/rows.ts';
import { cappedCount } from '../../db/text-search.ts';
import { categories, goods } from '../../db/schema.ts';
import { CONTROLLED_TYPE } from './present.ts';
import { descNullsLast } from './repo.ts';
import { estimatedGoods, goodsCountOf, KEYWORD_COLUMNS, keywordOnRow, termsMatching } from './search.ts';

/**
 * A goods listing as the buyer asks for it (GET /api/goods and its facets): the filters as one condition, the
 * five orders, and how a page is found at 1M goods (issue #38): by the list's own index order, by a walk of its
 * first rows for a common keyword, by the price indexes, or through the goods of the matching search terms.
 */

/** Goods whose name (type 0) or maker (type 1) is a term the keywords find (search.ts). */
const keywordCondition = (db: Db, keywords: string, type: 0 | 1): SQL =>
  inArray(type === 1 ? goods.sccj : goods.name, termsMatching(db, type, keywords));

/**
 * A general-tree category filters on its own btree-indexed column (top, second level with third levels
 * under it, or deepest), so a category page is an index range in the default order; zone-tree categories
 * use the GIN index on category_ids (the goods' whole path).
 */
async function categoryCondition(db: Db, categoryId: number): Promise<SQL> {
  const [category] = await db
    .select({
      tree: categories.tree,
      parentId: categories.parentId,
      hasChildren: sql<boolean>`exists (select 1 from ${categories} c where c.parent_id = ${categoryId})`,
    })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!category) return sql`false`;
  if (category.tree !== 'general') return sql`${goods.categoryIds} @> array[${categoryId}]::int[]`;
  if (category.parentId === null) return eq(goods.categoryTopId, categoryId);
  return category.hasChildren ? eq(goods.categoryMidId, categoryId) : eq(goods.categoryId, categoryId);
}

/**
 * Controlled-sales goods whose price this viewer may not see (not admitted to the goods' group).
 * A price range leaves them out and a price order puts them last, whatever their price: otherwise
 * the range or the order would tell the price the list hides (see present.ts).
 */
const priceHidden = (admittedKxGroups: number[]) =>
  sql`(${goods.type} = ${CONTROLLED_TYPE} and (${goods.kxGroupId} is null or not ${inArray(goods.kxGroupId, admittedKxGroups)}))`;

/** A listing's filters; `names` (the nearest matches of mistyped keywords) replaces the keyword match. */
export type ListFilters = GoodsListQuery & { names?: string[] };

/** Buyers see listed goods only. */
export async function listConditions(
  db: Db,
  q: ListFilters,
  admittedKxGroups: number[] = [],
): Promise<SQL | undefined> {
  const priceRange = q.min_price !== undefined || q.max_price !== undefined;
  return and(
    eq(goods.isListed, true),
    q.category_id ? await categoryCondition(db, q.category_id) : undefined,
    q.zone ? sql`${goods.zones} @> array[${q.zone}]::text[]` : undefined,
    q.brand_id ? eq(goods.brandId, q.brand_id) : undefined,
    q.sccj ? eq(goods.sccj, q.sccj) : undefined,
    q.ypgg ? eq(goods.ypgg, q.ypgg) : undefined,
    q.names
      ? inArray(q.type === 1 ? goods.sccj : goods.name, q.names)
      : q.keywords
        ? keywordCondition(db, q.keywords, q.type)
        : undefined,
    q.in_stock === 1 ? sql`${goods.stock} > 0` : q.in_stock === 0 ? eq(goods.stock, 0) : undefined,
    q.is_free_shipping !== undefined ? eq(goods.isFreeShipping, q.is_free_shipping === 1) : undefined,
    q.min_price !== undefined ? gte(goods.basePriceFen, yuanToFen(q.min_price)) : undefined,
    q.max_price !== undefined ? lte(goods.basePriceFen, yuanToFen(q.max_price)) : undefined,
    priceRange ? sql`not ${priceHidden(admittedKxGroups)}` : undefined,
  );
}

const ORDER = {
  // 综合: goods in stock before goods out of stock, each group in its usual order (the indexes lead with in_stock).
  default: () => [
    descNullsLast(goods.inStock),
    descNullsLast(goods.sortWeight),
    descNullsLast(goods.sales),
    asc(goods.id),
  ],
  sales: () => [descNullsLast(goods.sales), asc(goods.id)],
  price_asc: (admitted: number[]) => [
    asc(priceHidden(admitted)),
    asc(sql`case when ${priceHidden(admitted)} then null else ${goods.basePriceFen} end`),
    asc(goods.id),
  ],
  price_desc: (admitted: number[]) => [
    asc(priceHidden(admitted)),
    desc(sql`case when ${priceHidden(admitted)} then null else ${goods.basePriceFen} end`),
    asc(goods.id),
  ],
  newest: () => [desc(goods.id)],
} satisfies Record<GoodsListQuery['sort'], (admitted: number[]) => SQL[]>;

/**
 * Totals for pagination: keywords alone are counted by their terms (search_terms keeps each term's listed goods;
 * `goodsCountOf`: exact below LIST_COUNT_CAP + 1 names); any other filter set counts its goods up to LIST_COUNT_CAP + 1, as the console's lists do, because the
 * pages reach no further and an exact count of a million listed goods reads them all (0.6 s at 1M goods, issue #38).
 * The store shows such a count as "10000+". Totals are cached per filter set for 30 s: a capped count still walks
 * up to 10,001 index entries, and a pager may lag a new listing by 30 s.
 * One cache per database: a process that opens several (the API tests, files sharing a worker) must not
 * answer one database's count from another's.
 */
const totalsByDb = new WeakMap<Db, LRUCache<string, number>>();
/** Forgets the kept totals (a change announced: lib/store-changes.ts). */
export const forgetTotals = (db: Db) => totalsByDb.get(db)?.clear();
function totalsOf(db: Db): LRUCache<string, number> {
  let totals = totalsByDb.get(db);
  if (!totals) totalsByDb.set(db, (totals = new LRUCache<string, number>({ max: 2_000, ttl: 30_000 })));
  return totals;
}

/**
 * A common keyword's page is looked for among the first WALK_ROWS goods of the list's own order (an index range),
 * checking each goods' name, initials and pinyin: the page fills after a few hundred rows, where the goods of the
 * matching terms would first gather tens of thousands to sort. A rare keyword, a deep page, or a window that
 * holds too few takes the goods of the matching terms instead (through goods_name_idx). Only an order an index
 * holds can be walked so (a price order sorts what it finds).
 */
const WALK_ROWS = 20_000;
const WALKS: Partial<Record<GoodsListQuery['sort'], string>> = {
  default: 'in_stock desc nulls last, sort_weight desc nulls last, sales desc nulls last, id',
  sales: 'sales desc nulls last, id',
  newest: 'id desc',
};

/** Whether the page is likely within the window: (offset + page) × listed ÷ matching goods ≤ WALK_ROWS. */
async function worthWalking(db: Db, q: ListFilters, total: number): Promise<boolean> {
  if (total === 0 || !WALKS[q.sort]) return false;
  const walked = (q.page * q.page_size * (await estimatedGoods(db))) / total;
  return walked > 0 && walked <= WALK_ROWS;
}

/** The page's ids by the walk, or undefined when the window holds fewer than the page needs. */
async function walkedPage(db: Db, q: ListFilters, admittedKxGroups: number[], total: number) {
  const order = WALKS[q.sort]!;
  const others = await listConditions(db, { ...q, keywords: undefined }, admittedKxGroups);
  // Every column the order and the keyword read, under its own name (the outer query reads them as w.<name>).
  const window = db
    .select({
      id: goods.id,
      inStock: goods.inStock,
      sortWeight: goods.sortWeight,
      sales: goods.sales,
      ...KEYWORD_COLUMNS,
    })
    .from(goods)
    .where(others)
    .orderBy(...ORDER[q.sort](admittedKxGroups))
    .limit(WALK_ROWS);
  const offset = (q.page - 1) * q.page_size;
  // The window keeps the index's order, so the outer order costs no sort and the walk stops when the page is full.
  const { rows } = (await db.execute(sql`
    select w.id from (${window}) w
     where ${keywordOnRow(q.keywords!, q.type, (c) => sql.raw(`w.${c}`))}
     order by ${sql.raw(order.replace(/(^|, )(\w)/g, '$1w.$2'))} limit ${q.page_size} offset ${offset}`)) as unknown as {
    rows: { id: number }[];
  };
  const short = rows.length < q.page_size && offset + rows.length < total;
  return short ? undefined : rows.map((r) => r.id);
}

/**
 * A page in price order: goods whose price the viewer sees, by price, through goods_price_asc_idx or
 * goods_price_desc_idx; after all of them, the goods whose price is hidden from this viewer (controlled sales),
 * by id. Their count is read only for a page that reaches past the priced goods (the last pages).
 */
async function pricedPage(db: Db, q: ListFilters, where: SQL | undefined, admittedKxGroups: number[]) {
  const hidden = priceHidden(admittedKxGroups);
  const offset = (q.page - 1) * q.page_size;
  const price = q.sort === 'price_asc' ? asc(goods.basePriceFen) : desc(goods.basePriceFen);
  const shown = await db
    .select({ id: goods.id })
    .from(goods)
    .where(and(where, sql`not ${hidden}`))
    .orderBy(price, asc(goods.id))
    .limit(q.page_size)
    .offset(offset);
  if (shown.length === q.page_size) return shown.map((r) => r.id);
  const { count } = shown.length
    ? { count: offset + shown.length }
    : theRow(
        await db
          .select({ count: sql<number>`count(*)::int` })
          .from(goods)
          .where(and(where, sql`not ${hidden}`)),
      );
  const rest = await db
    .select({ id: goods.id })
    .from(goods)
    .where(and(where, hidden))
    .orderBy(asc(goods.id))
    .limit(q.page_size - shown.length)
    .offset(Math.max(0, offset - count));
  return [...shown, ...rest].map((r) => r.id);
}

export async function listGoods(db: Db, q: ListFilters, admittedKxGroups: number[] = []) {
  const order = ORDER[q.sort](admittedKxGroups);
  const { page: _page, page_size: _size, sort: _sort, ...filters } = q;
  const key = JSON.stringify([filters, admittedKxGroups]);
  const totals = totalsOf(db);
  const cached = totals.get(key);
  // Keywords alone: the matching terms know their listed goods' count, so no goods row is counted, and that
  // count chooses how the page is found.
  const { keywords, type, ...others } = filters;
  const byTerms = keywords && Object.values(others).every((v) => v === undefined);
  const known = cached ?? (byTerms ? await goodsCountOf(db, type, keywords) : undefined);
  const walked =
    known !== undefined && keywords && !q.names && (await worthWalking(db, q, known))
      ? await walkedPage(db, q, admittedKxGroups, known)
      : undefined;
  const where = await listConditions(db, q, admittedKxGroups);
  const byPrice = !walked && (q.sort === 'price_asc' || q.sort === 'price_desc');
  const priced = byPrice ? await pricedPage(db, q, where, admittedKxGroups) : undefined;
  const ids = walked ?? priced;
  const [rows, total] = await Promise.all([
    // Deferred join: the page's ids come from the index alone (no heap rows for the skipped offset),
    // then only those rows are read. Deep pages stay cheap whatever plan the offset would tempt.
    db
      .select()
      .from(goods)
      .where(
        ids
          ? inArray(goods.id, ids.length ? ids : [0])
          : inArray(
              goods.id,
              db
                .select({ id: goods.id })
                .from(goods)
                .where(where)
                .orderBy(...order)
                .limit(q.page_size)
                .offset((q.page - 1) * q.page_size),
            ),
      )
      .orderBy(...order),
    known ??
      db
        .select({ total: cappedCount(sql`from ${goods} where ${where ?? sql`true`}`) })
        .from(sql`(select 1) as one`)
        .then((rows) => theRow(rows).total),
  ]);
  if (cached === undefined) totals.set(key, total);
  return { rows, total };
}

const FACET_LIMIT = 30;

/** Counts per maker or spec within a listing's filters (keywords, category, zone, brand). */
export async function facetCounts(
  db: Db,
  q: Pick<GoodsListQuery, 'keywords' | 'type' | 'category_id' | 'zone' | 'brand_id'>,
  column: 'sccj' | 'ypgg',
) {
  const where = await listConditions(db, { ...q, sort: 'default', page: 1, page_size: 1 });
  const field = column === 'sccj' ? goods.sccj : goods.ypgg;
  return db
    .select({ name: field, count: sql<number>`count(*)::int` })
    .from(goods)
    .where(where)
    .groupBy(field)
    .orderBy(sql`count(*) desc`, asc(field))
    .limit(FACET_LIMIT);
}
