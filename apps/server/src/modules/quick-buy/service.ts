import {
  IMPORT_CANDIDATE_LIMIT,
  PURCHASE_LIST_MAX_ROWS,
  type FastBuyQuery,
  type ImportResult,
  type ImportRow,
} from '@store/shared/api/quick-buy';
import { fenToYuan } from '@store/shared/rules/money';
import { ladderUnitPriceFen } from '@store/shared/rules/ladder-price';
import {
  importQuantity,
  normaliseApproval,
  normaliseText,
  readPurchaseList,
  type PurchaseListRow,
} from '@store/shared/rules/purchase-list';
import type { Db } from '../../db/client.ts';
import { invalid } from '../../lib/errors.ts';
import {
  type BuyerViewer,
  goodsByIds,
  loadSearchKeys,
  presentGoods,
  searchKeys,
  type Viewer,
} from '../catalogue/index.ts';
import { scopeOf } from '../qualification/index.ts';
import { withArrivalNotices } from '../arrival/index.ts';
import { chooseGoods, type Choice } from './match.ts';
import type { ListReader } from './list-reader.ts';
import { readListFile, type UploadedList } from './purchase-file.ts';
import * as repo from './repo.ts';

/**
 * /kjcg 常购清单: goods this buyer bought before, with what was paid last and the goods as they are now: its
 * open 到货提醒 when out of stock, and how today's unit price for the quantity last bought (its ladder tier)
 * differs from what was paid then.
 */
export async function fastBuy(db: Db, viewer: BuyerViewer, q: FastBuyQuery) {
  const { rows, total } = await repo.boughtGoods(db, viewer.userId, q);
  const found = new Map(
    (
      await goodsByIds(
        db,
        rows.map((r) => r.goodsId),
      )
    ).map((g) => [g.id, g]),
  );
  const bought = rows.filter((r) => found.has(r.goodsId));
  const shown = await withArrivalNotices(
    db,
    viewer.userId,
    bought.map((r) => presentGoods(found.get(r.goodsId)!, viewer)),
  );
  const data = bought.map((r, i) => {
    const goods = shown[i]!;
    const row = found.get(r.goodsId)!;
    const nowFen = ladderUnitPriceFen(row.basePriceFen, row.ladderPrice, row.ladderPriceType, r.lastNumber);
    return {
      goods,
      last_price: fenToYuan(r.lastPriceFen),
      // Hidden with the price itself from a buyer who may not see it.
      price_change: goods.base_price === null ? null : fenToYuan(nowFen - r.lastPriceFen),
      last_time: r.lastTime,
      times: r.times,
      total_number: r.totalNumber,
    };
  });
  return { data, total, page: q.page, page_size: q.page_size };
}

/**
 * Reads an uploaded purchase list and matches each row to the catalogue: the approval number first,
 * otherwise name (or its pinyin) + manufacturer + spec. Nothing goes into the cart here: the buyer
 * confirms the rows and the screen adds them with one POST /api/cart.
 */
export async function importPurchaseList(
  db: Db,
  reader: ListReader,
  viewer: BuyerViewer,
  file: UploadedList,
): Promise<ImportResult> {
  const read = readPurchaseList(await readListFile(reader, file), PURCHASE_LIST_MAX_ROWS);
  if ('error' in read) throw invalid({ file: [read.error] });
  const choices = await matchRows(db, read.rows);
  const { scope } = await scopeOf(db, viewer.userId);
  // matchRows answers one choice per row, in order
  const rows = read.rows.map((row, i) => resultRow(row, choices[i]!, viewer, scope));
  return { rows, total: rows.length, matched: rows.filter((r) => r.status === 'matched').length };
}

/** Two queries for the exact matches of every row; a near-match query only for the names found no other way. */
async function matchRows(db: Db, rows: PurchaseListRow[]): Promise<Choice[]> {
  // The names' pinyin here and the makers' in chooseGoods.
  await loadSearchKeys();
  const approvals = [...new Set(rows.map((r) => normaliseApproval(r.approval_number)).filter(Boolean))];
  const names = [...new Set(rows.map((r) => normaliseText(r.name)).filter(Boolean))];
  const pinyinOf = new Map(names.map((n) => [n, searchKeys(n).pinyin]));
  const [byApproval, byName] = await Promise.all([
    repo.goodsByApproval(db, approvals),
    repo.goodsByExactName(db, names, [...pinyinOf.values()]),
  ]);
  const choices: Choice[] = [];
  for (const row of rows) {
    const approval = normaliseApproval(row.approval_number);
    const name = normaliseText(row.name);
    if (approval) {
      const pool = byApproval.filter((g) => g.approvalNumber === approval);
      if (pool.length || !name) {
        choices.push(
          pool.length
            ? chooseGoods(row, pool, 'approval')
            : { status: 'not_found', candidates: [], note: '未找到该批准文号的商品' },
        );
        continue;
      }
    }
    if (!name) {
      choices.push({ status: 'not_found', candidates: [], note: '缺少批准文号或商品名称' });
      continue;
    }
    const exact = byName.filter((g) => normaliseText(g.name) === name || g.namePinyin === pinyinOf.get(name));
    choices.push(
      chooseGoods(row, exact.length ? exact : await repo.goodsByNamePart(db, name, pinyinOf.get(name) ?? ''), 'name'),
    );
  }
  return choices;
}

function resultRow(row: PurchaseListRow, choice: Choice, viewer: Viewer, scope: string[]): ImportRow {
  const base = {
    ...row,
    candidates: choice.candidates.slice(0, IMPORT_CANDIDATE_LIMIT).map((g) => presentGoods(g, viewer)),
  };
  if (!choice.goods) return { ...base, status: choice.status, goods: null, number: 0, note: choice.note };
  const goods = presentGoods(choice.goods, viewer);
  if (goods.is_buy === 0)
    return { ...base, status: 'not_buyable', goods, number: 0, note: goods.price_tip || '商品暂不可购买' };
  if (!scope.includes(choice.goods.drugClass))
    return { ...base, status: 'not_buyable', goods, number: 0, note: '超出贵单位经营范围，暂不能采购' };
  const quantity = importQuantity(goods, row.requested);
  return { ...base, status: quantity.number > 0 ? 'matched' : 'not_buyable', goods, ...quantity };
}
