import { sql, type SQL } from 'drizzle-orm';
import type { Suggestion } from '@store/shared/api/goods';
import type { Db } from '../../db/client.ts';
import { searchTerms } from '../../db/schema.ts';
import { escapeLike } from '../../db/text-search.ts';
import { containsKeyword, GRAMS, type Kind, LISTED, PREFIXES } from './search.ts';

/**
 * Suggestions as the buyer types (GET /api/goods/search, ADR 013): terms that start with the keyword (in the term,
 * its initials or its pinyin) first, then terms that contain it, each by sales. When fewer than ten match, a latin
 * keyword of 4+ letters also finds initials with one mistyped letter ('gmly' → 感冒灵颗粒, gmlkl), ranked below
 * every exact match.
 *
 * A common keyword (药, 颗粒, a) matches tens of thousands of terms, and sorting them all by sales costs hundreds of
 * ms; a rare one matches few, and walking the terms by sales to find them would read them all. So the best-selling
 * WINDOW terms are looked through first: enough matches there are the best overall (the window is in rank order).
 * Only a keyword with fewer matches there is looked up through the grams, and it matches few terms.
 *
 * The window is the same for every keyword, so the search route keeps it per process for WINDOW_MS
 * (`SuggestionWindows`): 5,000 short rows, never the catalogue. Reading it per keystroke was most of a suggestion's
 * time on PGlite (30–100 ms at 100k goods). A change reaches suggestions at most WINDOW_MS later.
 */

const SUGGESTION_LIMIT = 10;
/** The best-selling terms a keyword is looked for among first. */
const WINDOW = 5000;
/** How long the search route keeps a window. */
export const WINDOW_MS = 1_000;

type Hit = { term: string; best_goods_id: number; best_sccj: string };
type WindowTerm = Hit & { lower: string; initials: string; pinyin: string };

/** Best first: ties on sales go to the shorter name, then by name (the order of search_terms_rank_idx). */
const RANK = sql.raw('order by sales desc, length(term), term');
const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
/** What `lower()` does in the C locale both engines run: latin capitals only. */
const lowerAscii = (text: string) => text.replace(/[A-Z]+/g, (s) => s.toLowerCase());

/** The window: an index-only range of search_terms_rank_idx, which includes every column read. */
async function readWindow(db: Db, kind: Kind): Promise<WindowTerm[]> {
  const rows = await rowsOf<Omit<WindowTerm, 'lower'>>(
    db,
    sql`select term, initials, pinyin, best_goods_id, best_sccj from ${searchTerms}
         where ${sql.raw(`kind = ${kind}`)} and ${LISTED} ${RANK} limit ${WINDOW}`,
  );
  return rows.map((row) => ({ ...row, lower: lowerAscii(row.term) }));
}

/** Each kind's window, read once per WINDOW_MS and shared by the requests meanwhile (one per process). */
export class SuggestionWindows {
  private readonly held = new Map<Kind, { at: number; terms: Promise<WindowTerm[]> }>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = WINDOW_MS,
    private readonly now = () => performance.now(),
  ) {}

  /** The next request reads the windows again (a change announced: lib/store-changes.ts). */
  forget(): void {
    this.held.clear();
  }

  of(kind: Kind): Promise<WindowTerm[]> {
    const held = this.held.get(kind);
    if (held && this.now() - held.at < this.ttlMs) return held.terms;
    const entry = { at: this.now(), terms: readWindow(this.db, kind) };
    this.held.set(kind, entry);
    // A failed read is not kept: the next request reads again.
    entry.terms.catch(() => this.held.get(kind) === entry && this.held.delete(kind));
    return entry.terms;
  }
}

/** The first `n` terms of the window that pass `test`, in its order. */
function firstOf(terms: WindowTerm[], test: (term: WindowTerm) => boolean, n: number): Hit[] {
  const found: Hit[] = [];
  for (const term of terms) {
    if (found.length === n) break;
    if (test(term)) found.push(term);
  }
  return found;
}

export async function suggest(db: Db, keyword: string, kind: Kind, windows?: SuggestionWindows): Promise<Suggestion[]> {
  const k = keyword.trim();
  if (!k) return [];
  const top = await (windows ? windows.of(kind) : readWindow(db, kind));
  // As startsWithKeyword and containsKeyword test a term in the database (the pinyin only for 3+ characters).
  const kl = lowerAscii(k);
  const byPinyin = [...k].length >= 3;
  const windowPrefixed = firstOf(
    top,
    (t) => t.lower.startsWith(kl) || t.initials.startsWith(kl) || t.pinyin.startsWith(kl),
    SUGGESTION_LIMIT,
  );
  const windowContaining = firstOf(
    top,
    (t) => t.lower.includes(kl) || t.initials.includes(kl) || (byPinyin && t.pinyin.includes(kl)),
    SUGGESTION_LIMIT * 2,
  );
  // Too few in the window: the grams find every match, ranked, and the window's are among them.
  const kindIs = sql`${sql.raw(`kind = ${kind}`)} and ${LISTED}`;
  const columns = sql.raw('term, best_goods_id, best_sccj');
  const [prefixed, containing] = await Promise.all([
    windowPrefixed.length === SUGGESTION_LIMIT
      ? windowPrefixed
      : rowsOf<Hit>(
          db,
          sql`select ${columns} from ${searchTerms}
               where ${kindIs} and ${PREFIXES} @> array[left(lower(${k}), 3)] and ${startsWithKeyword(k)}
               ${RANK} limit ${SUGGESTION_LIMIT}`,
        ),
    windowContaining.length === SUGGESTION_LIMIT * 2
      ? windowContaining
      : rowsOf<Hit>(
          db,
          sql`select ${columns} from ${searchTerms}
               where ${kindIs} and ${GRAMS} @> keyword_grams(lower(${k})) and ${containsKeyword(k)}
               ${RANK} limit ${SUGGESTION_LIMIT * 2}`,
        ),
  ]);
  const seen = new Set<string>();
  const exact = [...prefixed, ...containing]
    .filter((h) => !seen.has(h.term) && seen.add(h.term))
    .slice(0, SUGGESTION_LIMIT);
  if (exact.length === SUGGESTION_LIMIT || !/^[a-z]{4,}$/i.test(k)) return present(exact);
  const near = await nearInitials(db, k.toLowerCase(), kind, exact.length + SUGGESTION_LIMIT);
  return present([...exact, ...near.filter((h) => !seen.has(h.term))].slice(0, SUGGESTION_LIMIT));
}

/** Only terms of listed goods are suggested, so each has its best goods. */
const present = (hits: Hit[]): Suggestion[] =>
  hits.map((h) => ({ id: h.best_goods_id, name: h.term, sccj: h.best_sccj }));

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
 * The grams are the index's condition and the patterns the rows' test, kept apart: a pattern's match has every
 * gram of its variant, and grams tested row by row would compute each row's grams once per variant.
 */
async function nearInitials(db: Db, k: string, kind: Kind, limit: number): Promise<Hit[]> {
  const grams: SQL[] = [];
  const patterns: SQL[] = [];
  for (let i = 0; i < k.length; i++) {
    const around = [...windowsOf(k.slice(0, i)), ...windowsOf(k.slice(i + 1))];
    grams.push(
      sql`${GRAMS} @> array[${sql.join(
        around.map((g) => sql`${g}`),
        sql`, `,
      )}]::text[]`,
    );
    patterns.push(sql`initials like ${`%${k.slice(0, i)}_${k.slice(i + 1)}%`}`);
  }
  return rowsOf<Hit>(
    db,
    sql`select term, best_goods_id, best_sccj from ${searchTerms}
         where ${sql.raw(`kind = ${kind}`)} and ${LISTED}
           and (${sql.join(grams, sql` or `)}) and (${sql.join(patterns, sql` or `)})
         order by left(initials, 1) = ${k[0]} desc, sales desc, length(term), term limit ${limit}`,
  );
}
