import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { LineType, OrderStatus } from '@store/shared/orders';
import { combinationRefusal } from '@store/shared/rules/combination';
import { flashSaleRefusal } from '@store/shared/rules/flash-sale';
import { isValidQuantity, quantityRules } from '@store/shared/rules/ladder-price';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { builtSelect } from '../../db/prepared.ts';
import { cartItems, combinations, flashSaleGates, flashSales, goods, orderItems, orders } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { hiddenPriceTip, type Viewer } from '../catalogue/index.ts';
import { cartGoodsColumns, toCombination, type CartGoods } from './pricing.ts';
import { comboSoldSql } from './promotions-read.ts';
import { OrderRefusal } from '@store/shared/codes';

/** What a line is: ordinary goods, a flash sale's goods, or a package — and how many. */
export type LineKind = { type: number; goodsId: number; ckId: number; number: number };
/** The cart_items columns a checked line is stored with. */
export type LineColumns = { type: number; goodsId: number; flashSaleId: number | null; combinationId: number | null };
export type Buyer = Viewer & { userId: number; scope: string[] };

/** Why this buyer may not buy this goods at all (listing, price visibility, business scope), or undefined. */
export function goodsRefusal(row: CartGoods | undefined, buyer: Buyer): AppError | undefined {
  if (!row || !row.isListed || !row.isBuy) return new AppError(OrderRefusal.NOT_BUYABLE);
  const tip = hiddenPriceTip(row, buyer);
  if (tip) return new AppError(OrderRefusal.NOT_QUALIFIED_FOR_GOODS, row.name, tip);
  if (!buyer.scope.includes(row.drugClass)) return new AppError(OrderRefusal.OUT_OF_SCOPE, row.name);
  return undefined;
}

/** Ordinary lines: medium-package steps, the minimum (free-shipping number) and stock. */
export function quantityRefusal(row: CartGoods, total: number): AppError | undefined {
  const rules = quantityRules(row);
  if (total % rules.step !== 0) return new AppError(OrderRefusal.NOT_PACKAGE_MULTIPLE, row.name, rules.step, row.bzdw);
  if (!isValidQuantity(rules, total)) return new AppError(OrderRefusal.BELOW_MINIMUM, row.name, rules.min, row.bzdw);
  return stockRefusal(row, total);
}

const stockRefusal = (row: CartGoods, total: number) =>
  total > row.stock ? new AppError(OrderRefusal.STOCK_SHORT_IN_CART, row.name, row.stock, row.bzdw) : undefined;

/**
 * Checks `kind` (with `number` the line's new total) for this buyer and answers the columns to store;
 * throws the refusal. Flash-sale and package lines are checked against their own rules.
 */
const goodsToAdd = builtSelect<CartGoods>('cart_add_goods', (db) =>
  db
    .select(cartGoodsColumns)
    .from(goods)
    .where(eq(goods.id, value('goodsId'))),
);

export async function checkLine(tx: Tx, buyer: Buyer, kind: LineKind): Promise<LineColumns> {
  if (kind.type === LineType.FLASH_SALE) return checkFlashLine(tx, buyer, kind);
  if (kind.type === LineType.COMBINATION) return checkCombinationLine(tx, buyer, kind);
  const [row] = await goodsToAdd(tx, { goodsId: kind.goodsId });
  // goodsRefusal refuses a missing row, so `row` is there when the quantity is checked
  const refused = goodsRefusal(row, buyer) ?? quantityRefusal(row!, kind.number);
  if (refused) throw refused;
  return { type: LineType.NORMAL, goodsId: kind.goodsId, flashSaleId: null, combinationId: null };
}

const value = sql.placeholder;

const flashLineSelect = (db: Db | Tx) =>
  db
    .select({
      sale: flashSales,
      row: cartGoodsColumns,
      free: flashSaleGates.free,
      current: sql<{ id: number; number: number } | null>`(select json_build_object('id', c.id, 'number', c.number)
        from ${cartItems} c where c.user_id = ${value('userId')} and c.type = ${LineType.FLASH_SALE}
          and c.flash_sale_id = ${flashSales.id} order by c.id limit 1)`,
      bought: sql<number>`(select coalesce(sum(i.number), 0)::int from ${orderItems} i
        join ${orders} o on o.id = i.order_id
        where o.user_id = ${value('userId')} and o.status <> ${OrderStatus.CANCELLED} and i.flash_sale_id = ${flashSales.id})`,
    })
    .from(flashSales)
    .leftJoin(goods, eq(goods.id, flashSales.goodsId))
    .leftJoin(flashSaleGates, eq(flashSaleGates.saleId, flashSales.id))
    .where(eq(flashSales.id, value('saleId')));
const flashLine = builtSelect<Awaited<ReturnType<typeof flashLineSelect>>[number]>(
  'cart_add_flash_line',
  flashLineSelect,
);

/**
 * A flash line's sale, its goods, its gate's free units, the buyer's line of that sale already in the cart
 * (its id and number) and the units the buyer bought in it, in ONE statement (a cart add sent four).
 */
export async function readFlashLine(tx: Tx, userId: number, saleId: number) {
  const [found] = await flashLine(tx, { userId, saleId });
  return found;
}

/**
 * Checks a flash line as read by `readFlashLine`, `kind.number` being the line's new total. The units left
 * are the fewer of the sale's stock and the gate's free units, so once orders in flight have claimed every
 * unit at the gate (promotions/flash-gate.ts) a late buyer is told 秒杀商品已抢光 here, not after cart and order.
 */
export function flashLineColumns(
  found: Awaited<ReturnType<typeof readFlashLine>>,
  buyer: Buyer,
  kind: LineKind,
): LineColumns {
  const sale = found?.sale;
  if (!sale || (kind.goodsId && sale.goodsId !== kind.goodsId)) throw notFound('秒杀活动不存在');
  const row = found.row ?? undefined;
  const window = {
    id: sale.id,
    priceFen: sale.priceFen,
    stock: Math.min(sale.stock, found.free ?? sale.stock),
    perBuyerLimit: sale.perBuyerLimit,
    startsAtMs: sale.startsAt.getTime(),
    endsAtMs: sale.endsAt.getTime(),
  };
  const reason = flashSaleRefusal(window, Date.now(), kind.number, found.bought);
  const refused =
    goodsRefusal(row, buyer) ?? // refuses a missing row, so `row` is there below
    (reason ? new AppError(OrderRefusal.FLASH_SALE_REFUSED, row!.name, reason) : stockRefusal(row!, kind.number));
  if (refused) throw refused;
  return { type: LineType.FLASH_SALE, goodsId: sale.goodsId, flashSaleId: sale.id, combinationId: null };
}

const checkFlashLine = async (tx: Tx, buyer: Buyer, kind: LineKind) =>
  flashLineColumns(await readFlashLine(tx, buyer.userId, kind.ckId), buyer, kind);

async function checkCombinationLine(tx: Tx, buyer: Buyer, kind: LineKind): Promise<LineColumns> {
  const [combo] = await tx
    .select({ ...getTableColumns(combinations), sold: comboSoldSql(sql`${combinations}`) })
    .from(combinations)
    .where(eq(combinations.id, kind.ckId));
  if (!combo || combo.items.length === 0 || (kind.goodsId && !combo.items.some((i) => i.goodsId === kind.goodsId)))
    throw notFound('套餐不存在');
  const parts = await tx
    .select(cartGoodsColumns)
    .from(goods)
    .where(
      inArray(
        goods.id,
        combo.items.map((i) => i.goodsId),
      ),
    );
  for (const item of combo.items) {
    const refused = goodsRefusal(
      parts.find((p) => p.id === item.goodsId),
      buyer,
    );
    if (refused) throw refused;
  }
  const reason = combinationRefusal(
    toCombination(combo, new Map(parts.map((p) => [p.id, p]))),
    Date.now(),
    kind.number,
  );
  const [first] = combo.items;
  if (reason || !first) throw new AppError(OrderRefusal.COMBINATION_REFUSED, combo.name, reason ?? '套餐内没有商品');
  return { type: LineType.COMBINATION, goodsId: first.goodsId, flashSaleId: null, combinationId: combo.id };
}

const sameKindSelect = (match: AnyPgColumn) => (db: Db | Tx) =>
  db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, value('userId')), eq(cartItems.type, value('type')), eq(match, value('id'))));
type CartItemRow = typeof cartItems.$inferSelect;
const sameKind = {
  [LineType.NORMAL]: builtSelect<CartItemRow>('cart_same_kind_0', sameKindSelect(cartItems.goodsId)),
  [LineType.FLASH_SALE]: builtSelect<CartItemRow>('cart_same_kind_1', sameKindSelect(cartItems.flashSaleId)),
  [LineType.COMBINATION]: builtSelect<CartItemRow>('cart_same_kind_3', sameKindSelect(cartItems.combinationId)),
};

/** The buyer's existing line of the same kind (one line per goods, per flash sale, per package). */
export async function sameKindLine(tx: Tx, userId: number, columns: LineColumns) {
  const id =
    columns.type === LineType.FLASH_SALE
      ? columns.flashSaleId
      : columns.type === LineType.COMBINATION
        ? columns.combinationId
        : columns.goodsId;
  const select = sameKind[columns.type as keyof typeof sameKind] ?? sameKind[LineType.NORMAL];
  const [line] = await select(tx, { userId, type: columns.type, id });
  return line;
}
