import { sql, type SQL } from 'drizzle-orm';
import type { Suggestion } from '@store/shared/api/goods';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/text-search.ts';
import { searchTerms } from '../../db/schema.ts';

/**
 * Search in the database (ADR 013). `search_terms` holds one row per distinct drug name (kind 0) and per maker
 * (kind 1) among the listed goods, kept by triggers on goods in the same transaction as the change: its pinyin
 * keys, its listed goods' count and sales, and its best-selling goods. It is found through two GIN indexes on
 * expressions of the row (migration 0034), never stored, so the rows stay narrow:
 * - `search_grams`: every 1-3 character window of the lower-cased term and of its initials, and every 3-letter
 *   window of its full pinyin. A keyword of up to 3 characters is itself a gram; a longer one must have all of its
 *   3-character windows (`keyword_grams`).
 * - `search_prefixes`: the first 1-3 characters of the term, its initials and its pinyin, for the matches that
 *   start with the keyword (they rank first).
 */

const SUGGESTION_LIMIT = 10;
/** The indexed expressions (migration 0034): written exactly as the indexes are, or the planner cannot use them. */
const GRAMS = sql.raw('search_grams(lower(term), initials, pinyin)');
const PREFIXES = sql.raw('search_prefixes(lower(term), initials, pinyin)');
export type Kind = 0 | 1;

/**
 * A term the keyword is in: its text, its initials, or (for 3+ characters, which the pinyin's 3-letter windows
 * index) its full pinyin. The keyword is lower-cased by the database, as the stored grams are.
 */
function containsKeyword(keyword: string): SQL {
  const pattern = `%${escapeLike(keyword)}%`;
  const pinyin = [...keyword].length >= 3 ? sql` or pinyin like lower(${pattern})` : sql``;
  return sql`(lower(term) like lower(${pattern}) or initials like lower(${pattern})${pinyin})`;
}

/**
 * A goods row whose name (type 0) or maker (type 1) the keyword is in, checked on the row's own text, initials and
 * pinyin as `containsKeyword` checks a term (the pinyin only for 3+ characters, which the grams index): a walk of
 * goods in a list's order finds what the terms would. `of` names the row's columns (a walk reads them from its window).
 */
export function keywordOnRow(keywords: string, type: 0 | 1, of: (column: string) => SQL): SQL {
  const [text, initials, pinyin] =
    type === 1 ? ['sccj', 'sccj_initials', 'sccj_pinyin'] : ['name', 'name_initials', 'name_pinyin'];
  const pattern = `%${escapeLike(keywords.trim())}%`;
  const byPinyin = [...keywords.trim()].length >= 3 ? sql` or ${of(pinyin)} like lower(${pattern})` : sql``;
  return sql`(lower(${of(text)}) like lower(${pattern}) or ${of(initials)} like lower(${pattern})${byPinyin})`;
}

/** The same, found through the grams index. */
export const termMatches = (keyword: string): SQL =>
  sql`${GRAMS} @> keyword_grams(lower(${keyword.trim()})) and ${containsKeyword(keyword.trim())}`;

/**
 * A term some listed goods has: a buyer finds it. A term of unlisted goods only is kept for the console's search
 * (goods-admin/search.ts) and has no best goods; that column is in the rank index, so the test reads no row.
 */
const LISTED = sql.raw('best_goods_id is not null');

/**
 * The terms (drug names or makers) that the keyword finds: of listed goods (a buyer's list), or of any goods
 * (`unlisted`: the console's search).
 */
export const termsMatching = (db: Db, kind: Kind, keyword: string, { unlisted = false } = {}) =>
  db
    .select({ term: searchTerms.term })
    .from(searchTerms)
    .where(
      sql`${searchTerms.kind} = ${sql.raw(String(kind))} and ${termMatches(keyword)}${unlisted ? sql`` : sql` and ${LISTED}`}`,
    );

/**
 * How many listed goods the keyword finds by name (kind 0) or by maker (kind 1): exact, from the terms; with
 * `unlisted`, every goods (the console's).
 */
export async function goodsCountOf(db: Db, kind: Kind, keyword: string, { unlisted = false } = {}): Promise<number> {
  if (!keyword.trim()) return 0;
  const counted = unlisted ? sql`${searchTerms.goods} + ${searchTerms.unlisted}` : sql`${searchTerms.goods}`;
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${counted}), 0)::int` })
    .from(searchTerms)
    .where(sql`${searchTerms.kind} = ${sql.raw(String(kind))} and ${termMatches(keyword)}`);
  return row?.n ?? 0;
}

/** A suggested term: only terms of listed goods are suggested, so it has its best goods. */
type Hit = { term: string; best_goods_id: number; best_sccj: string; prefix?: boolean };
const present = (hits: Hit[]): Suggestion[] =>
  hits.map((h) => ({ id: h.best_goods_id, name: h.term, sccj: h.best_sccj }));
const rowsOf = async (db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: Hit[] }).rows;

/** Best first: ties on sales go to the shorter name, then by name (the order of search_terms_sales_idx). */
const RANK = sql.raw('order by sales desc, length(term), term');
/** The best-selling terms a common keyword is looked for among first (an index range, whatever the keyword). */
const WINDOW = 5000;

/**
 * Suggestions as the buyer types: terms that start with the keyword (in the term, its initials or its pinyin)
 * first, then terms that contain it, each by sales. When fewer than ten match, a latin keyword of 4+ letters
 * also finds initials with one mistyped letter ('gmly' → 感冒灵颗粒, gmlkl), ranked below every exact match.
 *
 * A common keyword (药, 颗粒, a) matches tens of thousands of terms, and sorting them all by sales costs hundreds
 * of ms; a rare one matches few, and walking the terms by sales to find them would read them all. So the best-
 * selling WINDOW terms are looked through first: enough matches there are the best overall (the walk is in
 * rank order). Only a keyword with fewer matches there is looked up through the grams, and it matches few terms.
 */
export async function suggest(db: Db, keyword: string, kind: Kind): Promise<Suggestion[]> {
  const k = keyword.trim();
  if (!k) return [];
  const kindIs = sql`${sql.raw(`kind = ${kind}`)} and ${LISTED}`;
  const startsWith = startsWithKeyword(k);
  const contains = containsKeyword(k);
  const columns = sql.raw('term, best_goods_id, best_sccj');
  // One statement: the window's matches, and the grams' only where the window had too few (a gating condition
  // the executor checks before it starts that scan).
  const hits = await rowsOf(
    db,
    sql`with top as materialized (
          select ${columns}, initials, pinyin, sales from ${searchTerms} where ${kindIs} ${RANK} limit ${WINDOW}),
        top_prefixed as (select ${columns}, sales from top where ${startsWith} ${RANK} limit ${SUGGESTION_LIMIT}),
        top_containing as (select ${columns}, sales from top where ${contains} ${RANK} limit ${SUGGESTION_LIMIT * 2}),
        prefixed as (
          select * from top_prefixed
          union all
          (select ${columns}, sales from ${searchTerms}
            where (select count(*) from top_prefixed) < ${SUGGESTION_LIMIT}
              and ${kindIs} and ${PREFIXES} @> array[left(lower(${k}), 3)] and ${startsWith}
            ${RANK} limit ${SUGGESTION_LIMIT})),
        containing as (
          select * from top_containing
          union all
          (select ${columns}, sales from ${searchTerms}
            where (select count(*) from top_containing) < ${SUGGESTION_LIMIT * 2}
              and ${kindIs} and ${GRAMS} @> keyword_grams(lower(${k})) and ${contains}
            ${RANK} limit ${SUGGESTION_LIMIT * 2}))
        (select true as prefix, ${columns} from (select distinct on (term) * from prefixed order by term) p
          ${RANK} limit ${SUGGESTION_LIMIT})
        union all
        (select false, ${columns} from (select distinct on (term) * from containing order by term) c
          ${RANK} limit ${SUGGESTION_LIMIT * 2})`,
  );
  const prefixed = hits.filter((h) => h.prefix);
  const containing = hits.filter((h) => !h.prefix);
  const seen = new Set<string>();
  const exact = [...prefixed, ...containing]
    .filter((h) => !seen.has(h.term) && seen.add(h.term))
    .slice(0, SUGGESTION_LIMIT);
  if (exact.length === SUGGESTION_LIMIT || !/^[a-z]{4,}$/i.test(k)) return present(exact);
  const near = await nearInitials(db, k.toLowerCase(), kind, exact.length + SUGGESTION_LIMIT);
  return present([...exact, ...near.filter((h) => !seen.has(h.term))].slice(0, SUGGESTION_LIMIT));
}

/** The term, its initials or its pinyin starts with the keyword. */
const startsWithKeyword = (k: string) => {
  const prefix = `${escapeLike(k)}%`;
  return sql`(lower(term) like lower(${prefix}) or initials like lower(${prefix}) or pinyin like lower(${prefix}))`;
};

/** 3-letter windows of `text` (the letters themselves when shorter): what the grams index for initials. */
const windowsOf = (text: string) =>
  text.length <= 3 ? (text ? [text] : []) : Array.from({ length: text.length - 2 }, (_, i) => text.slice(i, i + 3));

/**
 * Initials with one letter other than the keyword's: for each position, the keyword with that letter as a
 * wildcard, found through the grams of the letters on either side of it. Same first letter ranks first.
 */
async function nearInitials(db: Db, k: string, kind: Kind, limit: number): Promise<Hit[]> {
  const variants = [...k].map((_, i) => {
    const grams = [...windowsOf(k.slice(0, i)), ...windowsOf(k.slice(i + 1))];
    const list = sql.join(
      grams.map((g) => sql`${g}`),
      sql`, `,
    );
    return sql`(${GRAMS} @> array[${list}]::text[] and initials like ${`%${k.slice(0, i)}_${k.slice(i + 1)}%`})`;
  });
  return rowsOf(
    db,
    sql`select term, best_goods_id, best_sccj from ${searchTerms}
         where ${sql.raw(`kind = ${kind}`)} and ${LISTED} and (${sql.join(variants, sql` or `)})
         order by left(initials, 1) = ${k[0]} desc, sales desc, length(term), term limit ${limit}`,
  );
}
