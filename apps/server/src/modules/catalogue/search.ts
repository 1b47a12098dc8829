import { LIST_COUNT_CAP } from '@store/shared/rules/list-cap';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/text-search.ts';
import { goods, searchTerms } from '../../db/schema.ts';

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

/** The indexed expressions (migration 0034): written exactly as the indexes are, or the planner cannot use them. */
export const GRAMS = sql.raw('search_grams(lower(term), initials, pinyin)');
export const PREFIXES = sql.raw('search_prefixes(lower(term), initials, pinyin)');
export type Kind = 0 | 1;

/**
 * A term the keyword is in: its text, its initials, or (for 3+ characters, which the pinyin's 3-letter windows
 * index) its full pinyin. The keyword is lower-cased by the database, as the stored grams are.
 */
export function containsKeyword(keyword: string): SQL {
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

/** The columns `keywordOnRow` reads, for a walk's window (each under its own name). */
export const KEYWORD_COLUMNS = {
  name: goods.name,
  nameInitials: goods.nameInitials,
  namePinyin: goods.namePinyin,
  sccj: goods.sccj,
  sccjInitials: goods.sccjInitials,
  sccjPinyin: goods.sccjPinyin,
};

/** How many goods the planner believes there are: good enough to choose whether a walk is worth it. */
export async function estimatedGoods(db: Db): Promise<number> {
  const { rows } = (await db.execute(
    sql`select reltuples::float8 as rows from pg_class where oid = 'goods'::regclass`,
  )) as unknown as { rows: { rows: number }[] };
  return Math.max(0, rows[0]?.rows ?? 0);
}

/** The same, found through the grams index. */
export const termMatches = (keyword: string): SQL =>
  sql`${GRAMS} @> keyword_grams(lower(${keyword.trim()})) and ${containsKeyword(keyword.trim())}`;

/**
 * A term some listed goods has: a buyer finds it. A term of unlisted goods only is kept for the console's search
 * (goods-admin/search.ts) and has no best goods; that column is in the rank index, so the test reads no row.
 */
export const LISTED = sql.raw('best_goods_id is not null');

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
 * How many listed goods the keyword finds by name (kind 0) or by maker (kind 1), from the terms; with `unlisted`,
 * every goods (the console's). Exact while at most `cap` (LIST_COUNT_CAP) terms match; past that (颗粒: 27,637
 * names) it is cap + 1, "more", read from that many terms: every term counted has a goods, and summing
 * all of a common keyword's terms read thousands of their pages (0.3 s on a first call at 1M goods).
 */
export async function goodsCountOf(
  db: Db,
  kind: Kind,
  keyword: string,
  { unlisted = false, cap = LIST_COUNT_CAP } = {},
): Promise<number> {
  if (!keyword.trim()) return 0;
  const counted = unlisted ? sql`${searchTerms.goods} + ${searchTerms.unlisted}` : sql`${searchTerms.goods}`;
  const terms = db
    .select({ n: sql<number>`${counted}`.as('n') })
    .from(searchTerms)
    .where(sql`${searchTerms.kind} = ${sql.raw(String(kind))} and ${termMatches(keyword)} and ${counted} > 0`)
    .limit(cap + 1)
    .as('terms');
  const [row] = await db
    .select({
      n: sql<number>`case when count(*) > ${cap} then ${cap + 1} else coalesce(sum(${terms.n}), 0) end::int`,
    })
    .from(terms);
  return row?.n ?? 0;
}
