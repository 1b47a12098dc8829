import { and, asc, eq, gt, inArray, lte, ne, sql, sum } from 'drizzle-orm';
import {
  priceCart,
  type PricedCart,
  type PricingContext,
  type PricingGoods,
  type PricingLine,
} from '@store/shared/rules/cart-pricing';
import type { Combination } from '@store/shared/rules/combination';
import { yuanToFen } from '@store/shared/rules/money';
import { OrderStatus } from '@store/shared/orders';
import type { Db, Tx } from '../../db/client.ts';
import {
  cartItems,
  combinations,
  dailySpecials,
  flashSales,
  giftRules,
  goods,
  manjians,
  orderItems,
  orders,
} from '../../db/schema.ts';
import type { Config } from '../../config.ts';
import { businessDay } from '../promotions/service.ts';

type GoodsRow = typeof goods.$inferSelect;
export type CartRow = { line: typeof cartItems.$inferSelect; goods: GoodsRow };
type SaleRow = typeof flashSales.$inferSelect;
type ComboRow = typeof combinations.$inferSelect;
/** What the cart list shows besides prices: the sales, packages and their parts' goods. */
export type CartExtras = { sales: Map<number, SaleRow>; combos: Map<number, ComboRow>; goods: Map<number, GoodsRow> };
export type LoadedCart = PricedCart & { rows: CartRow[]; extras: CartExtras };

export const pricingContextOf = (config: Config): PricingContext => ({
  shippingFen: yuanToFen(config.SHIPPING_AMOUNT),
  freeShippingThresholdFen: yuanToFen(config.FREE_SHIPPING_THRESHOLD),
});

export const toPricingGoods = (g: GoodsRow): PricingGoods => ({
  id: g.id,
  name: g.name,
  bzdw: g.bzdw,
  basePriceFen: g.basePriceFen,
  ladderPrice: g.ladderPrice,
  ladderPriceType: g.ladderPriceType,
  isBuy: g.isBuy,
  isListed: g.isListed,
  stock: g.stock,
  isFreeShipping: g.isFreeShipping,
  freeShippingNumber: g.freeShippingNumber,
  middlePackage: g.middlePackage,
});

export const toCombination = (combo: ComboRow, partGoods: Map<number, GoodsRow>): Combination => ({
  id: combo.id,
  name: combo.name,
  priceFen: combo.priceFen,
  startsAtMs: combo.startsAt.getTime(),
  endsAtMs: combo.endsAt.getTime(),
  parts: combo.items.map((item) => {
    const g = partGoods.get(item.goodsId);
    return {
      goodsId: item.goodsId,
      number: item.number,
      name: g?.name ?? '',
      basePriceFen: g?.basePriceFen ?? 0,
      stock: g?.stock ?? 0,
      buyable: Boolean(g?.isBuy && g.isListed),
    };
  }),
});

/** Units this buyer bought from each flash sale in orders not cancelled (status 4). */
export async function flashBoughtBefore(db: Db | Tx, userId: number, saleIds: number[]): Promise<Map<number, number>> {
  if (saleIds.length === 0) return new Map();
  const rows = await db
    .select({ saleId: orderItems.flashSaleId, n: sum(orderItems.number) })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        ne(orders.status, OrderStatus.CANCELLED),
        inArray(orderItems.flashSaleId, saleIds),
      ),
    )
    .groupBy(orderItems.flashSaleId);
  return new Map(rows.map((r) => [r.saleId!, Number(r.n ?? 0)]));
}

/** The flash sales, packages, activities, gift rules and extra goods the lines need. */
async function loadExtras(db: Db | Tx, userId: number, rows: CartRow[]) {
  const saleIds = [...new Set(rows.flatMap((r) => (r.line.flashSaleId ? [r.line.flashSaleId] : [])))];
  const comboIds = [...new Set(rows.flatMap((r) => (r.line.combinationId ? [r.line.combinationId] : [])))];
  const goodsIds = [...new Set(rows.map((r) => r.goods.id))];
  // One after the other: inside the order transaction these share one connection, where parallel
  // queries are only queued (and deprecated by node-postgres).
  const sales = saleIds.length ? await db.select().from(flashSales).where(inArray(flashSales.id, saleIds)) : [];
  const combos = comboIds.length ? await db.select().from(combinations).where(inArray(combinations.id, comboIds)) : [];
  const activities = await db
    .select()
    .from(manjians)
    .where(and(lte(manjians.startsAt, sql`now()`), gt(manjians.endsAt, sql`now()`)))
    .orderBy(asc(manjians.id));
  const rules = goodsIds.length
    ? await db
        .select()
        .from(giftRules)
        .where(
          and(
            inArray(giftRules.goodsId, goodsIds),
            lte(giftRules.startsAt, sql`now()`),
            gt(giftRules.endsAt, sql`now()`),
          ),
        )
        .orderBy(asc(giftRules.id))
    : [];
  const specials = goodsIds.length
    ? await db
        .select({ goodsId: dailySpecials.goodsId, priceFen: dailySpecials.priceFen })
        .from(dailySpecials)
        .where(and(eq(dailySpecials.day, businessDay()), inArray(dailySpecials.goodsId, goodsIds)))
    : [];
  const bought = await flashBoughtBefore(db, userId, saleIds);
  const known = new Map(rows.map((r) => [r.goods.id, r.goods]));
  const missing = [
    ...new Set([...combos.flatMap((c) => c.items.map((i) => i.goodsId)), ...rules.map((r) => r.giftGoodsId)]),
  ].filter((id) => !known.has(id));
  if (missing.length)
    for (const g of await db.select().from(goods).where(inArray(goods.id, missing))) known.set(g.id, g);
  return {
    sales: new Map(sales.map((s) => [s.id, s])),
    combos: new Map(combos.map((c) => [c.id, c])),
    goods: known,
    activities,
    rules,
    bought,
    specials: new Map(specials.map((s) => [s.goodsId, s.priceFen])),
  };
}

/**
 * The buyer's cart lines (all, or only `ids`) priced by the server. Inside the order transaction it is
 * called after the stock rows are locked, so the prices and stock it sees are the ones the order takes.
 * `selectIds` treats exactly the given ids as the selection (next hint for lines ticked on screen).
 */
export async function loadPricedCart(
  db: Db | Tx,
  userId: number,
  config: Config,
  ids?: number[],
  options: { selectIds?: boolean } = {},
): Promise<LoadedCart> {
  const rows = await db
    .select({ line: cartItems, goods })
    .from(cartItems)
    .innerJoin(goods, eq(goods.id, cartItems.goodsId))
    .where(and(eq(cartItems.userId, userId), ids ? inArray(cartItems.id, ids) : undefined))
    .orderBy(asc(cartItems.id));
  const extras = await loadExtras(db, userId, rows);
  const lines: PricingLine[] = rows.map(({ line, goods: g }) => {
    const sale = line.flashSaleId ? extras.sales.get(line.flashSaleId) : undefined;
    const combo = line.combinationId ? extras.combos.get(line.combinationId) : undefined;
    return {
      id: line.id,
      type: line.type,
      number: line.number,
      isSelected: options.selectIds ? true : line.isSelected,
      goods: { ...toPricingGoods(g), specialPriceFen: extras.specials.get(g.id) },
      flashSale:
        sale && sale.goodsId === g.id
          ? {
              id: sale.id,
              priceFen: sale.priceFen,
              stock: sale.stock,
              perBuyerLimit: sale.perBuyerLimit,
              startsAtMs: sale.startsAt.getTime(),
              endsAtMs: sale.endsAt.getTime(),
              boughtBefore: extras.bought.get(sale.id) ?? 0,
            }
          : undefined,
      combination: combo ? toCombination(combo, extras.goods) : undefined,
    };
  });
  const ctx: PricingContext = {
    ...pricingContextOf(config),
    manjians: extras.activities.map((m) => ({ id: m.id, name: m.name, tiers: m.tiers, goodsIds: m.goodsIds })),
    giftRules: extras.rules,
    giftGoods: extras.rules.flatMap((r) =>
      extras.goods.has(r.giftGoodsId) ? [toPricingGoods(extras.goods.get(r.giftGoodsId)!)] : [],
    ),
  };
  return {
    ...priceCart(lines, ctx),
    rows,
    extras: { sales: extras.sales, combos: extras.combos, goods: extras.goods },
  };
}
