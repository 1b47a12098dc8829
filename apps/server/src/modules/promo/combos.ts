import { eq, inArray } from 'drizzle-orm';
import { PromoRefusal } from '@store/shared/codes';
import type { AdminCombo, AdminComboQuery, ComboBody, ComboCard } from '@store/shared/api/promo';
import { combinationRefusal } from '@store/shared/rules/combination';
import { fenToYuan, yuanToFen } from '@store/shared/rules/money';
import { toSeconds } from '@store/shared/rules/time';
import type { Db } from '../../db/client.ts';
import { combinations, goods } from '../../db/schema.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import { hiddenPriceTip, type Viewer } from '../catalogue/index.ts';
import { type CartGoods, type ComboRow, toCombination } from '../cart/index.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import * as repo from './combos-repo.ts';

/** Σ base price × number of the parts: what the package's goods cost bought one by one. */
const originalFen = (row: ComboRow, parts: Map<number, CartGoods>) =>
  row.items.reduce((sum, item) => sum + (parts.get(item.goodsId)?.basePriceFen ?? 0) * item.number, 0);

/**
 * Packages that can be bought now, as many as every part's stock (and the package's own limit) allows. A part
 * gone from the catalogue leaves the package out; a part off sale or short shows the package with why.
 */
export async function storePackages(db: Db, viewer: Viewer): Promise<ComboCard[]> {
  const rows = await repo.livePackages(db);
  const parts = await repo.partsOf(db, rows);
  const now = Date.now();
  return rows
    .filter((row) => row.items.length > 0 && row.items.every((item) => parts.has(item.goodsId)))
    .map((row) => {
      const combo = toCombination(row, parts);
      // A controlled-sales part hides the package's prices from buyers not admitted to its group.
      const tip = row.items.map((item) => hiddenPriceTip(parts.get(item.goodsId)!, viewer)).find(Boolean) ?? '';
      const byStock = Math.min(...combo.parts.map((part) => (part.buyable ? Math.floor(part.stock / part.number) : 0)));
      const left = Math.max(0, Math.min(byStock, combo.packagesLeft ?? Number.MAX_SAFE_INTEGER));
      const original = originalFen(row, parts);
      const visible = (fen: number) => (tip ? null : fenToYuan(fen));
      return {
        id: row.id,
        name: row.name,
        price: visible(row.priceFen),
        original_price: visible(original),
        saving: visible(Math.max(0, original - row.priceFen)),
        price_tip: tip,
        start_time: toSeconds(row.startsAt),
        end_time: toSeconds(row.endsAt),
        packages_left: left,
        reason: combinationRefusal(combo, now, 1),
        items: row.items.map((item) => {
          const g = parts.get(item.goodsId)!;
          return {
            goods_id: g.id,
            name: g.name,
            sccj: g.sccj,
            ypgg: g.ypgg,
            bzdw: g.bzdw,
            image: g.images[0] ?? '',
            number: item.number,
            price: visible(g.basePriceFen),
            stock: g.stock,
          };
        }),
      };
    });
}

const statusText = (row: ComboRow, now = Date.now()) =>
  !row.isOn ? '已下架' : now < row.startsAt.getTime() ? '未开始' : now >= row.endsAt.getTime() ? '已结束' : '进行中';

function presentAdmin(row: ComboRow, parts: Map<number, CartGoods>): AdminCombo {
  return {
    id: row.id,
    name: row.name,
    price: fenToYuan(row.priceFen),
    original_price: fenToYuan(originalFen(row, parts)),
    items: row.items.map((item) => {
      const g = parts.get(item.goodsId);
      return {
        goods_id: item.goodsId,
        name: g?.name ?? '（商品已删除）',
        sccj: g?.sccj ?? '',
        ypgg: g?.ypgg ?? '',
        number: item.number,
        base_price: fenToYuan(g?.basePriceFen ?? 0),
        stock: g?.stock ?? 0,
      };
    }),
    starts_at: toSeconds(row.startsAt),
    ends_at: toSeconds(row.endsAt),
    is_on: row.isOn ? 1 : 0,
    stock_limit: row.stockLimit,
    sold: row.sold,
    status_text: statusText(row),
  };
}

export async function adminPackages(db: Db, q: AdminComboQuery) {
  const { rows, total } = await repo.packagesPage(db, q);
  const parts = await repo.partsOf(db, rows);
  return { data: rows.map((r) => presentAdmin(r, parts)), total, page: q.page, page_size: q.page_size };
}

/** The body as columns; every part must be a goods of the catalogue. */
async function columnsOf(db: Db, body: ComboBody) {
  const ids = body.items.map((i) => i.goods_id);
  const found = new Set((await db.select({ id: goods.id }).from(goods).where(inArray(goods.id, ids))).map((g) => g.id));
  const missing = ids.filter((gid) => !found.has(gid));
  if (missing.length) throw invalid({ items: [`商品不存在：${missing.join('、')}`] });
  return {
    name: body.name,
    priceFen: yuanToFen(body.price),
    items: body.items.map((i) => ({ goodsId: i.goods_id, number: i.number })),
    startsAt: new Date(body.starts_at * 1000),
    endsAt: new Date(body.ends_at * 1000),
    isOn: body.is_on,
    stockLimit: body.stock_limit ?? null,
  };
}

/** What the audit row keeps of a package. */
const auditOf = (c: Pick<ComboRow, 'name' | 'priceFen' | 'items' | 'startsAt' | 'endsAt' | 'isOn' | 'stockLimit'>) => ({
  name: c.name,
  price_fen: c.priceFen,
  items: c.items,
  starts_at: toSeconds(c.startsAt),
  ends_at: toSeconds(c.endsAt),
  is_on: c.isOn,
  stock_limit: c.stockLimit,
});

export async function createPackage(db: Db, actor: Actor, body: ComboBody): Promise<AdminCombo> {
  const values = await columnsOf(db, body);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx.insert(combinations).values(values).returning({ id: combinations.id });
    await recordAudit(tx, actor, {
      action: 'combination.create',
      objectType: 'combination',
      objectId: created!.id,
      after: auditOf(values),
    });
    return created!.id;
  });
  return packageOf(db, id);
}

/** The parts as a comparable text (jsonb hands the objects back with its own key order). */
const partsKey = (items: ComboRow['items']) => items.map((i) => `${i.goodsId}×${i.number}`).join(',');

/**
 * Saves a package. Once ordered, its parts and their numbers are fixed: the orders' lines count packages
 * sold by them (and name the package); the stock limit never goes under what is sold.
 */
export async function updatePackage(db: Db, actor: Actor, id: number, body: ComboBody): Promise<AdminCombo> {
  const values = await columnsOf(db, body);
  await db.transaction(async (tx) => {
    const before = await repo.lockPackage(tx, id);
    if (!before) throw notFound('套餐不存在');
    if (before.sold > 0 && partsKey(before.items) !== partsKey(values.items))
      throw new AppError(PromoRefusal.COMBO_ITEMS_LOCKED);
    if (values.stockLimit !== null && values.stockLimit < before.sold)
      throw new AppError(PromoRefusal.COMBO_LIMIT_BELOW_SOLD, before.sold);
    await tx.update(combinations).set(values).where(eq(combinations.id, id));
    await recordAudit(tx, actor, {
      action: 'combination.update',
      objectType: 'combination',
      objectId: id,
      before: auditOf(before),
      after: auditOf(values),
    });
  });
  return packageOf(db, id);
}

/** 上架 / 下架: an off package is neither listed nor buyable (cart lines of it become invalid). */
export async function setPackageOn(db: Db, actor: Actor, id: number, isOn: boolean): Promise<AdminCombo> {
  await db.transaction(async (tx) => {
    const before = await repo.lockPackage(tx, id);
    if (!before) throw notFound('套餐不存在');
    await tx.update(combinations).set({ isOn }).where(eq(combinations.id, id));
    await recordAudit(tx, actor, {
      action: isOn ? 'combination.on' : 'combination.off',
      objectType: 'combination',
      objectId: id,
      before: { is_on: before.isOn },
      after: { is_on: isOn },
    });
  });
  return packageOf(db, id);
}

async function packageOf(db: Db, id: number): Promise<AdminCombo> {
  const row = await repo.packageById(db, id);
  if (!row) throw notFound('套餐不存在');
  return presentAdmin(row, await repo.partsOf(db, [row]));
}
