import { and, desc, or, sql, type SQL } from 'drizzle-orm';
import type { AdminGoodsQuery } from '@store/shared/api/admin-goods';
import { LIST_COUNT_CAP } from '@store/shared/api/list-count';
import type { Db } from '../../db/client.ts';
import { goods } from '../../db/schema.ts';
import { cappedCount, containsPattern } from '../../db/text-search.ts';
import { estimatedGoods, goodsCountOf, KEYWORD_COLUMNS, keywordOnRow, termsMatching } from '../catalogue/index.ts';

/**
 * The console's goods search at 1M goods (issue #38): name, maker and their pinyin keys, and part of an approval
 * number, over listed and unlisted goods alike, newest first. Checking seven columns of every goods took 1.7 s.
 * - Names and makers are search's terms (catalogue/search.ts), which count unlisted goods too (migration 0036).
 *   How many goods the matching terms hold says how the page is found, as for a buyer's list:
 * - a common keyword's page lies among the newest goods: the first WALK_ROWS goods by id (under the other filters)
 *   are checked row by row, and the walk stops when the page is full;
 * - a rare keyword, a deep page or a window that holds too few take the goods of the matching terms, through
 *   goods_name_idx / goods_unlisted_name_idx / goods_sccj_idx, and approval numbers through their trigram index.
 * The total counts through the terms' form, stopping at LIST_COUNT_CAP + 1 (or known past it from the terms).
 *
 * An approval number is matched by its latin letters and digits (H20055555, or 国药准字H20055555 pasted whole):
 * trigrams keep no Chinese character in the C locale, and a keyword without three of those (国药准字) would read
 * every goods' approval number, so it matches names and makers only.
 */
const WALK_ROWS = 20_000;

/** Three latin letters or digits in a row: what a trigram index can look up. */
const approvalSearchable = (keywords: string) => /[a-z0-9]{3}/i.test(keywords);

/**
 * The goods whose name, maker or approval number the keyword is in, through the terms and the indexes. The terms
 * are read first, as arrays (an InitPlan each): `name = any(array)` is an index condition the planner can OR with
 * the others, where `name in (subquery)` under an OR became a filter on every goods.
 */
function byTerms(db: Db, keywords: string): SQL {
  const names = sql`array(${termsMatching(db, 0, keywords, { unlisted: true })})`;
  const makers = sql`array(${termsMatching(db, 1, keywords, { unlisted: true })})`;
  return or(
    // Each side of the listing has its own index on name (the listed one is the buyers').
    sql`(${goods.isListed} and ${goods.name} = any(${names}))`,
    sql`(not ${goods.isListed} and ${goods.name} = any(${names}))`,
    sql`${goods.sccj} = any(${makers})`,
    approvalSearchable(keywords) ? sql`${goods.approvalNumber} ilike ${containsPattern(keywords)}` : undefined,
  )!;
}

/**
 * The same goods checked on the row: a walk's test, and an export's (which reads every goods in id order anyway).
 * `of` names a column as the statement reads it.
 */
export const keywordOnGoods = (keywords: string, of = (column: string) => sql.raw(`goods.${column}`)): SQL =>
  or(
    keywordOnRow(keywords, 0, of),
    keywordOnRow(keywords, 1, of),
    approvalSearchable(keywords) ? sql`${of('approval_number')} ilike ${containsPattern(keywords)}` : undefined,
  )!;

/** Whether the page likely lies within the walk's window: (offset + page) × goods ÷ matching goods ≤ walkRows. */
async function worthWalking(db: Db, q: AdminGoodsQuery, matching: number, walkRows: number): Promise<boolean> {
  if (matching === 0 || walkRows === 0) return false;
  const walked = (q.page * q.page_size * (await estimatedGoods(db))) / matching;
  return walked > 0 && walked <= walkRows;
}

/** The page's ids by the walk, or undefined when the window holds fewer than the page needs. */
async function walkedPage(db: Db, q: AdminGoodsQuery, others: SQL | undefined, walkRows: number) {
  const window = db
    .select({
      id: goods.id,
      ...KEYWORD_COLUMNS,
      approvalNumber: goods.approvalNumber,
    })
    .from(goods)
    .where(others)
    .orderBy(desc(goods.id))
    .limit(walkRows);
  const offset = (q.page - 1) * q.page_size;
  const { rows } = (await db.execute(sql`
    select w.id from (${window}) w where ${keywordOnGoods(q.keywords!.trim(), (c) => sql.raw(`w.${c}`))}
     order by w.id desc limit ${q.page_size} offset ${offset}`)) as unknown as { rows: { id: number }[] };
  return rows.length === q.page_size ? rows.map((r) => r.id) : undefined;
}

/**
 * A page of the goods of the matching terms, newest first. The matches are taken first, behind an OFFSET 0 fence,
 * then sorted: with ORDER BY id LIMIT over the whole condition the planner walked the primary key backwards and
 * checked every goods (1.1 s at 1M for a name 11 goods have), expecting the arrays to match many.
 */
async function termsPage(db: Db, q: AdminGoodsQuery, where: SQL | undefined): Promise<number[]> {
  const { rows } = (await db.execute(sql`
    select matched.id from (select ${goods.id} as id from ${goods} where ${where ?? sql`true`} offset 0) as matched
     order by matched.id desc limit ${q.page_size} offset ${(q.page - 1) * q.page_size}`)) as unknown as {
    rows: { id: number }[];
  };
  return rows.map((r) => r.id);
}

/**
 * A page of goods the keyword finds under the other filters (`others`), and their count up to the cap. The walk's
 * page is taken only when full: a short one may be the last page or a window too narrow, which the terms tell apart.
 * `walkRows` 0 never walks (the tests compare both forms).
 */
export async function searchGoods(db: Db, q: AdminGoodsQuery, others: SQL | undefined, walkRows = WALK_ROWS) {
  const keywords = q.keywords!.trim();
  const byName = await goodsCountOf(db, 0, keywords, { unlisted: true });
  const byMaker = await goodsCountOf(db, 1, keywords, { unlisted: true });
  const walked = (await worthWalking(db, q, byName + byMaker, walkRows))
    ? await walkedPage(db, q, others, walkRows)
    : undefined;
  const where = and(others, byTerms(db, keywords));
  // Without other filters the terms' counts are exact for names and for makers: either past the cap says "more"
  // without reading a goods row (a common keyword's names are tens of thousands of index probes).
  const beyondCap = others === undefined && Math.max(byName, byMaker) > LIST_COUNT_CAP;
  const [ids, total] = await Promise.all([
    walked ?? termsPage(db, q, where),
    beyondCap
      ? LIST_COUNT_CAP + 1
      : db
          .select({ total: cappedCount(sql`from ${goods} where ${where}`) })
          .from(sql`(select 1) as one`)
          .then((rows) => rows[0]?.total ?? 0),
  ]);
  return { ids, total };
}
