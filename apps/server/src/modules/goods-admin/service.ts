import { LIST_COUNT_CAP, PAGE_BEYOND_CAP, pageWithinCap } from '@store/shared/api/list-count';
import type { AdminGoodsDetail, AdminGoodsQuery, GoodsBody } from '@store/shared/api/admin-goods';
import type { Db, Tx } from '../../db/client.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { assertSellable, loadSearchKeys, withSearchKeys } from '../catalogue/index.ts';
import { recordAudit, type Actor, type AuditEntry } from '../../lib/audit.ts';
import type { goodsPriceChanges } from '../../db/schema.ts';
import { assertCategories, loadCategories, placementOf, type CategoryMap } from './placement.ts';
import { columnsOf, detailOf, listRowOf, priceChangeOf } from './present.ts';
import * as repo from './repo.ts';
import type { GoodsColumns, GoodsRow } from './repo.ts';

export async function listGoods(db: Db, query: AdminGoodsQuery) {
  if (!pageWithinCap(query)) throw invalid({ page: [PAGE_BEYOND_CAP] });
  const { rows, total } = await repo.listGoods(db, query);
  return { data: rows.map(listRowOf), total, page: query.page, page_size: query.page_size, count_cap: LIST_COUNT_CAP };
}

export async function goodsDetail(db: Db, id: number): Promise<AdminGoodsDetail> {
  const [row, map] = await Promise.all([repo.findGoods(db, id), loadCategories(db)]);
  if (!row) throw notFound('商品不存在');
  return detailOf(row, map);
}

export type SaveResult = { id: number; outcome: 'created' | 'updated' | 'unchanged' };
/** What a save checks against, read once per transaction: the categories, and (for an import) the brands known to exist. */
export type SaveContext = { map: CategoryMap; brandIds?: Set<number> };
export type Source = 'edit' | 'import';

/**
 * The columns a form sets, checked beyond its schema: special-management goods are refused exactly as
 * the catalogue's own writes refuse them (code 610, backed by the goods table's CHECK), the brand and
 * categories exist (`brandIds`: the brands known to exist, or at least the form's).
 */
export function formColumns(body: GoodsBody, { map, brandIds }: SaveContext) {
  assertSellable({ name: body.name, controlClass: body.control_class });
  assertCategories(map, body.category_id, body.zone_category_ids);
  if (body.brand_id !== undefined && !brandIds?.has(body.brand_id)) throw invalid({ brand_id: ['品牌不存在'] });
  return columnsOf(body, placementOf(map, body.category_id, body.zone_category_ids));
}

/** The checked columns of a form, with the pinyin search keys computed again from the name and maker. */
async function checkedColumns(tx: Tx, body: GoodsBody, context: SaveContext) {
  const brandIds =
    body.brand_id === undefined ? undefined : (context.brandIds ?? (await repo.existingBrandIds(tx, [body.brand_id])));
  const columns = formColumns(body, { ...context, brandIds });
  await loadSearchKeys();
  return withSearchKeys(columns);
}

/** JSON with object keys sorted: jsonb stores {title, body} as {body, title}, which is the same value. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
/** Whether two values of a form's field save as the same (an import compares every field of every row). */
const same = (a: unknown, b: unknown) => a === b || canonical(a) === canonical(b);

/** What a save changes of a goods: the keys of the form whose saved value differs, before and after. */
export type GoodsDiff = {
  keys: string[];
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** The keys of the form whose saved value differs, before and after (the audit row's diff). */
function changedKeys(before: AdminGoodsDetail | null, after: AdminGoodsDetail): GoodsDiff {
  const keys = Object.keys(after).filter(
    (key) =>
      !['id', 'images', 'stock', 'sales', 'created_at', 'updated_at'].includes(key) &&
      !same(before?.[key as keyof AdminGoodsDetail], after[key as keyof AdminGoodsDetail]),
  );
  const pick = (view: AdminGoodsDetail | null) =>
    view ? Object.fromEntries(keys.map((key) => [key, view[key as keyof AdminGoodsDetail]])) : null;
  return { keys, before: pick(before), after: pick(after) };
}

/** What writing these columns over the goods as read would change (no keys: nothing the form shows). */
export const diffOf = (current: GoodsRow, values: GoodsColumns, map: CategoryMap): GoodsDiff =>
  changedKeys(detailOf(current, map), detailOf({ ...current, ...values }, map));

/** The audit entry of a goods just created: every field of its form. */
export const createdAudit = (row: GoodsRow, map: CategoryMap): AuditEntry => ({
  action: 'goods.create',
  objectType: 'goods',
  objectId: row.id,
  after: changedKeys(null, detailOf(row, map)).after,
});

/** The audit entry of a goods changed by the form or by an import: the changed fields, before and after. */
export const updatedAudit = (id: number, diff: GoodsDiff, source: Source): AuditEntry => ({
  action: source === 'import' ? 'goods.import' : 'goods.update',
  objectType: 'goods',
  objectId: id,
  before: diff.before,
  after: diff.after,
});

const PRICE_KEYS = ['base_price', 'retail_price', 'ladder_price', 'ladder_price_type'];

/** The price log's row for a change that moved a price (base, retail, ladder or its type); undefined otherwise. */
export function priceLogRowOf(
  actor: Actor,
  source: Source,
  diff: GoodsDiff,
  before: GoodsRow,
  after: Pick<GoodsRow, 'id' | 'basePriceFen' | 'retailPriceFen' | 'ladderPriceType' | 'ladderPrice'>,
): typeof goodsPriceChanges.$inferInsert | undefined {
  if (!PRICE_KEYS.some((key) => diff.keys.includes(key))) return undefined;
  return {
    goodsId: after.id,
    staffId: actor.staffId,
    source,
    basePriceBeforeFen: before.basePriceFen,
    basePriceAfterFen: after.basePriceFen,
    retailPriceBeforeFen: before.retailPriceFen,
    retailPriceAfterFen: after.retailPriceFen,
    ladderTypeBefore: before.ladderPriceType,
    ladderTypeAfter: after.ladderPriceType,
    ladderBefore: before.ladderPrice,
    ladderAfter: after.ladderPrice,
  };
}

/**
 * Creates a goods (id undefined) or replaces an existing one's form, in the caller's transaction, with
 * the audit row and, when a price moved (base, retail, ladder or its type), a row of the price log. The
 * store's pages read the goods table on each request (the anonymous list's cache lives a second), and the
 * goods' triggers keep search's terms (search_terms) in this same transaction.
 */
export async function saveGoods(
  tx: Tx,
  actor: Actor,
  body: GoodsBody,
  id: number | undefined,
  source: Source,
  context: SaveContext,
): Promise<SaveResult> {
  const { map } = context;
  const values = await checkedColumns(tx, body, context);
  if (id === undefined) {
    const row = await repo.insertGoodsRow(tx, values);
    await recordAudit(tx, actor, createdAudit(row, map));
    return { id: row.id, outcome: 'created' };
  }
  const current = await repo.lockGoods(tx, id);
  if (!current) throw notFound('商品不存在');
  const diff = diffOf(current, values, map);
  if (diff.keys.length === 0) return { id, outcome: 'unchanged' };
  const row = await repo.updateGoodsRow(tx, id, values);
  await recordAudit(tx, actor, updatedAudit(id, diff, source));
  const priceChange = priceLogRowOf(actor, source, diff, current, row);
  if (priceChange) await repo.insertPriceChange(tx, priceChange);
  return { id, outcome: 'updated' };
}

export async function createGoods(db: Db, actor: Actor, body: GoodsBody) {
  return db.transaction(async (tx) => saveGoods(tx, actor, body, undefined, 'edit', { map: await loadCategories(tx) }));
}

export async function editGoods(db: Db, actor: Actor, id: number, body: GoodsBody) {
  return db.transaction(async (tx) => saveGoods(tx, actor, body, id, 'edit', { map: await loadCategories(tx) }));
}

/** 上架 / 下架 from the list's switch. */
export async function setListed(
  db: Db,
  actor: Actor,
  id: number,
  listed: boolean,
): Promise<{ id: number; is_listed: 0 | 1 }> {
  return db.transaction(async (tx) => {
    const current = await repo.lockGoods(tx, id);
    if (!current) throw notFound('商品不存在');
    // Listing a goods sells it: the special-management check holds here too.
    if (listed) assertSellable(current);
    if (current.isListed === listed) return { id, is_listed: listed ? 1 : 0 };
    await repo.updateGoodsRow(tx, id, { isListed: listed });
    await recordAudit(tx, actor, {
      action: listed ? 'goods.list' : 'goods.unlist',
      objectType: 'goods',
      objectId: id,
      before: { is_listed: current.isListed ? 1 : 0 },
      after: { is_listed: listed ? 1 : 0 },
    });
    return { id, is_listed: listed ? 1 : 0 };
  });
}

export async function priceChanges(db: Db, goodsId: number) {
  if (!(await repo.findGoods(db, goodsId))) throw notFound('商品不存在');
  return (await repo.priceChangesOf(db, goodsId)).map((r) => priceChangeOf(r.change, r.staffName));
}
