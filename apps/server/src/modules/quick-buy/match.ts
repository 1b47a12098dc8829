import { IMPORT_CANDIDATE_LIMIT, type ImportStatus } from '@store/shared/api/quick-buy';
import { normaliseSpec, normaliseText, type PurchaseListRow } from '@store/shared/rules/purchase-list';
import { searchKeys } from '../catalogue/index.ts';
import type { GoodsRow } from './repo.ts';

export type Choice = {
  status: Exclude<ImportStatus, 'not_buyable'>;
  goods?: GoodsRow;
  candidates: GoodsRow[];
  note: string;
};

const bestSellersFirst = (rows: GoodsRow[]) => [...rows].sort((a, b) => b.sales - a.sales || a.id - b.id);
const top = (rows: GoodsRow[]) => bestSellersFirst(rows).slice(0, IMPORT_CANDIDATE_LIMIT);

/**
 * Whether a goods is by the manufacturer a pharmacy wrote: its own systems shorten names ('华润三九' for
 * 华润三九医药股份有限公司) or write the pinyin initials ('hrsj').
 */
export function makerMatches(goods: GoodsRow, written: string): boolean {
  const wanted = normaliseText(written);
  const maker = normaliseText(goods.sccj);
  if (!wanted) return true;
  if (maker.includes(wanted) || wanted.includes(maker)) return true;
  if (/^[a-z]+$/.test(wanted)) return goods.sccjInitials.startsWith(wanted) || goods.sccjPinyin.startsWith(wanted);
  // A homophone typo (华润三久) still has the maker's pinyin.
  return goods.sccjPinyin.includes(searchKeys(wanted).pinyin);
}

export const specMatches = (goods: GoodsRow, written: string): boolean =>
  normaliseSpec(goods.ypgg) === normaliseSpec(written);

/**
 * Picks the goods a row means among those found by its approval number or its name: narrowed by the
 * manufacturer, then by the spec. One left: matched; several: the buyer chooses (best sellers first).
 */
export function chooseGoods(row: PurchaseListRow, pool: GoodsRow[], foundBy: 'approval' | 'name'): Choice {
  if (pool.length === 0) return { status: 'not_found', candidates: [], note: '未找到匹配的商品' };
  // An approval number names one product of one maker: the written maker only narrows a name match.
  const byMaker = foundBy === 'name' && row.sccj ? pool.filter((g) => makerMatches(g, row.sccj)) : pool;
  if (byMaker.length === 0)
    return { status: 'not_found', candidates: top(pool), note: '未找到该生产厂家的商品，可从同名商品中选择' };
  const bySpec = row.ypgg ? byMaker.filter((g) => specMatches(g, row.ypgg)) : byMaker;
  if (bySpec.length === 0) return { status: 'ambiguous', candidates: top(byMaker), note: '未找到相同规格，请选择' };
  if (bySpec.length === 1) return { status: 'matched', goods: bySpec[0], candidates: [], note: '' };
  return { status: 'ambiguous', candidates: top(bySpec), note: `匹配到 ${bySpec.length} 个商品，请选择` };
}
