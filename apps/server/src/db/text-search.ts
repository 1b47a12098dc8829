import { and, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { LIST_COUNT_CAP } from '@store/shared/api/list-count';
import type { Db } from './client.ts';
import { intArray } from './int-array.ts';
import { orderSearchText, orders, users } from './schema.ts';

/**
 * Search by part of a text in the console's big lists (issue #38), the same on PGlite and PostgreSQL.
 *
 * pg_trgm keeps only letters and digits of the database's locale, and in the C locale no Chinese character is
 * one (show_trgm('感冒灵颗粒') = {}): a company name cannot be found by part of it through a trigram index. So a
 * row keeps `search_grams`, `text_grams(text)` of what it is found by (every 1-, 2- and 3-character window of the
 * lower-cased text; a trigger writes it, migration 0035), in a GIN index (a plain text[] GIN index, in every build
 * of either engine); a keyword is looked up by `text_key_grams(keywords)`, itself when at most 3 characters, else
 * each of its 3-character windows. Every window of a part is a window of the whole, so the index finds a superset
 * of the rows that hold the keywords, and the ILIKE beside it keeps exactly those: the answer is ILIKE's, only
 * read through an index. The grams are a stored column, not an index over the function: the planner would
 * otherwise call the function on every row it reads outside the index (0.1 ms a row: seconds for 100k buyers).
 *
 * Order numbers, remittance references and delivery mobiles are digits, ASCII letters and hyphens, which
 * pg_trgm does index in any locale: `orders_search_trgm_idx` over `orderSearchText`.
 */

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%keywords%` with the keywords' own % _ \ taken literally. */
export const containsPattern = (keywords: string) => `%${escapeLike(keywords)}%`;

/** The rows whose kept grams (a GIN-indexed `search_grams` column) hold every window of `keywords`. */
export const gramsHold = (grams: PgColumn, keywords: string): SQL => sql`${grams} @> text_key_grams(${keywords})`;

/** Up to this many buyers found by the keywords are named to the orders' query by id; more, by a subquery. */
const FEW_BUYERS = 1000;

/**
 * `userId` is a buyer with `keywords` in any of `columns` (company, contact, login mobile): the buyers are
 * found first (users_search_grams_idx), and a few of them are handed on as an id list, which the planner
 * estimates by each buyer's own orders and can OR with another index (a subquery it could only filter by, row
 * after row). A keyword that many buyers hold is handed on as a subquery, which the planner joins.
 */
export async function buyerCondition(db: Db, userId: PgColumn, keywords: string, columns: PgColumn[]): Promise<SQL> {
  const pattern = containsPattern(keywords);
  const holding = and(gramsHold(users.searchGrams, keywords), or(...columns.map((column) => ilike(column, pattern))));
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(holding)
    .limit(FEW_BUYERS + 1);
  if (found.length > FEW_BUYERS) return sql`${userId} in (select ${users.id} from ${users} where ${holding})`;
  return found.length ? sql`${userId} = any(${intArray(found.map((row) => row.id))})` : sql`false`;
}

/**
 * Whether `keywords` can be part of an order number, a remittance reference or a delivery mobile, and is long
 * enough for a trigram index to find it (3 characters). Anything else — Chinese, spaces, 1–2 characters — is
 * not looked for there: no order-side field can hold Chinese, and a part of 1–2 digits names no order.
 */
export const orderSideKeywords = (keywords: string) => /^[0-9a-z-]{3,}$/i.test(keywords);

/** Orders whose number, remittance reference or delivery mobile holds `keywords` (through the trigram index). */
export const orderFieldsHold = (keywords: string): SQL =>
  sql`${orderSearchText(orders)} ilike ${containsPattern(keywords)}`;

/**
 * `count(*)` of the rows of `from` (a FROM … WHERE … of one statement) that stops at LIST_COUNT_CAP + 1:
 * exact up to the cap, and never more than that many rows read to say "more".
 */
export const cappedCount = (from: SQL): SQL<number> =>
  sql<number>`(select count(*)::int from (select 1 ${from} limit ${sql.raw(String(LIST_COUNT_CAP + 1))}) as capped)`.mapWith(
    Number,
  );
