import type { Suggestion } from '@store/shared/api/goods';

/** One distinct suggestion (a drug name or a manufacturer) with what it is matched on. */
export type IndexEntry = {
  id: number;
  name: string;
  sccj: string;
  text: string;
  initials: string;
  pinyin: string;
  sales: number;
  /** How many listed goods the entry stands for (a maker's goods count). */
  goods: number;
};
export type GoodsKeys = {
  id: number;
  name: string;
  sccj: string;
  sales: number;
  nameInitials: string;
  namePinyin: string;
  sccjInitials: string;
  sccjPinyin: string;
};

const SUGGESTION_LIMIT = 10;

/**
 * Groups goods by name (type 0) and by manufacturer (type 1): a suggestion is a distinct name,
 * represented by its best-selling goods, and ranked by the group's total sales.
 */
export function buildEntries(goods: GoodsKeys[]): { drugs: IndexEntry[]; makers: IndexEntry[] } {
  const group = (
    keyOf: (g: GoodsKeys) => string,
    entryOf: (g: GoodsKeys) => Omit<IndexEntry, 'sales' | 'id' | 'goods'>,
  ) => {
    const groups = new Map<string, IndexEntry & { best: number }>();
    for (const g of goods) {
      const key = keyOf(g);
      const current = groups.get(key);
      if (!current) groups.set(key, { ...entryOf(g), id: g.id, sales: g.sales, goods: 1, best: g.sales });
      else {
        current.sales += g.sales;
        current.goods += 1;
        if (g.sales > current.best) Object.assign(current, { id: g.id, best: g.sales, sccj: entryOf(g).sccj });
      }
    }
    return [...groups.values()].map(({ best: _best, ...entry }) => entry);
  };
  return {
    drugs: group(
      (g) => g.name,
      (g) => ({
        name: g.name,
        sccj: g.sccj,
        text: g.name.toLowerCase(),
        initials: g.nameInitials,
        pinyin: g.namePinyin,
      }),
    ),
    makers: group(
      (g) => g.sccj,
      (g) => ({
        name: g.sccj,
        sccj: g.sccj,
        text: g.sccj.toLowerCase(),
        initials: g.sccjInitials,
        pinyin: g.sccjPinyin,
      }),
    ),
  };
}

/** An entry the keyword is in, as the list's keyword filter matches it (name, initials or full pinyin). */
const contains = (entry: IndexEntry, k: string) =>
  entry.text.includes(k) || entry.initials.includes(k) || entry.pinyin.includes(k);

/**
 * How many listed goods the keyword finds among the makers' entries: the 厂家 tab's total for it, counted in
 * the index (a scan of the makers, a few thousand at most) instead of a second query per search.
 */
export function countGoodsOf(entries: IndexEntry[], keyword: string): number {
  const k = keyword.trim().toLowerCase();
  if (!k) return 0;
  let total = 0;
  for (const entry of entries) if (contains(entry, k)) total += entry.goods;
  return total;
}

type Ranked = { entry: IndexEntry; score: number };

/** Keeps the best `limit` entries in descending score while scanning, so no full sort is needed. */
function pushTop(top: Ranked[], item: Ranked, limit: number): void {
  const last = top.at(-1);
  if (top.length === limit && last && item.score <= last.score) return;
  let at = top.length;
  while (at > 0 && top[at - 1]!.score < item.score) at--; // at - 1 is within top while at > 0
  top.splice(at, 0, item);
  if (top.length > limit) top.pop();
}

/** Whether some window of `text` differs from `keyword` in at most one letter (one mistyped initial). */
function withinOneLetter(text: string, keyword: string): boolean {
  for (let start = 0; start + keyword.length <= text.length; start++) {
    let misses = 0;
    for (let i = 0; i < keyword.length && misses < 2; i++) if (text[start + i] !== keyword[i]) misses++;
    if (misses < 2) return true;
  }
  return false;
}

const FUZZY_MIN_LENGTH = 4;

/**
 * Best matches first: an entry whose name, initials or full pinyin starts with the keyword ranks
 * above one that only contains it; then by sales; then shorter names. When fewer than `limit` match
 * exactly, a latin keyword of 4+ letters also finds initials with one mistyped letter ('gmly' →
 * 感冒灵颗粒, gmlkl), ranked below every exact match.
 */
export function rankMatches(entries: IndexEntry[], keyword: string, limit = SUGGESTION_LIMIT): Suggestion[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return [];
  const top: Ranked[] = [];
  for (const entry of entries) {
    const prefix = entry.text.startsWith(k) || entry.initials.startsWith(k) || entry.pinyin.startsWith(k);
    if (!prefix && !contains(entry, k)) continue;
    pushTop(top, { entry, score: (prefix ? 2e12 : 1e12) + entry.sales * 100 - Math.min(entry.name.length, 99) }, limit);
  }
  if (top.length < limit && k.length >= FUZZY_MIN_LENGTH && /^[a-z]+$/.test(k)) {
    const exact = new Set(top.map((t) => t.entry));
    for (const entry of entries) {
      if (exact.has(entry) || !withinOneLetter(entry.initials, k)) continue;
      pushTop(
        top,
        {
          entry,
          score:
            entry.sales * 100 - Math.min(entry.name.length, 99) + (entry.initials.startsWith(k.charAt(0)) ? 1e11 : 0),
        },
        limit,
      );
    }
  }
  return top.map(({ entry }) => ({ id: entry.id, name: entry.name, sccj: entry.sccj }));
}

/**
 * The in-memory suggestion index of one server process (DESIGN facts: a linear scan in Node answers
 * every keyword class in 4–6 ms p95 over 100k goods, where SQL is slow for common 1–2 character keywords).
 * It reloads when the catalogue version (bumped by a trigger on name/maker/listing changes) moves,
 * checking at most every `checkEveryMs`, and serves the previous index while a reload runs.
 */
export class SearchIndex {
  private entries?: { drugs: IndexEntry[]; makers: IndexEntry[] };
  private version = -1;
  private loading?: Promise<void>;
  private checkedAt = 0;

  constructor(
    private readonly load: () => Promise<GoodsKeys[]>,
    private readonly currentVersion: () => Promise<number>,
    private readonly checkEveryMs = 2_000,
  ) {}

  async suggest(keyword: string, type: 0 | 1): Promise<Suggestion[]> {
    if (!keyword.trim()) return [];
    await this.fresh();
    return rankMatches(type === 1 ? this.entries!.makers : this.entries!.drugs, keyword);
  }

  /** The 厂家 tab's total for the keyword: the listed goods of the makers it matches. */
  async makerGoodsCount(keyword: string): Promise<number> {
    if (!keyword.trim()) return 0;
    await this.fresh();
    return countGoodsOf(this.entries!.makers, keyword);
  }

  private async fresh(): Promise<void> {
    const now = Date.now();
    if (this.entries && now - this.checkedAt < this.checkEveryMs) return;
    this.checkedAt = now;
    this.loading ??= this.reloadIfChanged().finally(() => (this.loading = undefined));
    // The first load is awaited; later reloads run while the old index keeps answering
    // (a failed background reload keeps the old index and is retried at the next check).
    if (!this.entries) await this.loading;
    else this.loading?.catch(() => {});
  }

  private async reloadIfChanged(): Promise<void> {
    const version = await this.currentVersion();
    if (version === this.version && this.entries) return;
    const goods = await this.load();
    this.entries = buildEntries(goods);
    this.version = version;
  }
}
