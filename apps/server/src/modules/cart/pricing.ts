import { and, asc, eq, inArray, is, ne, sum } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
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
import { cartItems, flashSales, goods, orderItems, orders } from '../../db/schema.ts';
import type { Config } from '../../config.ts';
import { promotionsOf, type ComboRow, type Promotions } from './promotions-read.ts';

type GoodsRow = typeof goods.$inferSelect;
const CART_GOODS_KEYS = [
  'id',
  'name',
  'sccj',
  'ypgg',
  'bzdw',
  'basePriceFen',
  'images',
  'isBuy',
  'isListed',
  'stock',
  'type',
  'kxGroupId',
  'isFreeShipping',
  'freeShippingNumber',
  'ladderPrice',
  'ladderPriceType',
  'drugClass',
  'middlePackage',
  'approvalNumber',
  'batchNumber',
  'expiryDate',
] as const satisfies (keyof GoodsRow)[];
/**
 * The goods columns a cart, its checks and an order's lines read. Never the whole row: the package insert
 * (`instructions`, ~1 kB of JSON a goods) and the search columns made a 50-line cart list three times slower.
 */
export type CartGoods = Pick<GoodsRow, (typeof CART_GOODS_KEYS)[number]>;
export const cartGoodsColumns = Object.fromEntries(CART_GOODS_KEYS.map((key) => [key, goods[key]])) as {
  [K in (typeof CART_GOODS_KEYS)[number]]: (typeof goods)[K];
};
export type CartLine = typeof cartItems.$inferSelect;
export type CartRow = { line: CartLine; goods: CartGoods };
export type SaleRow = typeof flashSales.$inferSelect;
/** What the cart list shows besides prices: the sales, packages and their parts' goods. */
export type CartExtras = { sales: Map<number, SaleRow>; combos: Map<number, ComboRow>; goods: Map<number, CartGoods> };
export type LoadedCart = PricedCart & { rows: CartRow[]; extras: CartExtras };

export const pricingContextOf = (config: Config): PricingContext => ({
  shippingFen: yuanToFen(config.SHIPPING_AMOUNT),
  freeShippingThresholdFen: yuanToFen(config.FREE_SHIPPING_THRESHOLD),
});

export const toPricingGoods = (g: CartGoods): PricingGoods => ({
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

export const toCombination = (combo: ComboRow, partGoods: Map<number, CartGoods>): Combination => ({
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

const none = <T>(): Promise<T[]> => Promise.resolve([]);

/** The goods, with the columns a cart reads. */
export const cartGoodsOf = (db: Db | Tx, ids: number[]) =>
  ids.length ? db.select(cartGoodsColumns).from(goods).where(inArray(goods.id, ids)) : none<CartGoods>();

/** The flash sales of these ids (the cart list's; the order reads them locked instead). */
export const salesOf = (db: Db | Tx, ids: number[]) =>
  ids.length ? db.select().from(flashSales).where(inArray(flashSales.id, ids)) : none<SaleRow>();

export const saleIdsOf = (lines: CartLine[]) => [
  ...new Set(lines.flatMap((l) => (l.flashSaleId ? [l.flashSaleId] : []))),
];

/**
 * Runs independent reads one after the other inside a transaction (one connection, where node-postgres only
 * queues parallel queries, and deprecates it), side by side over the pool otherwise: a cart list then
 * waits for one round trip instead of one per read.
 */
export async function readAll<T extends unknown[]>(
  db: Db | Tx,
  ...reads: { [K in keyof T]: () => Promise<T[K]> }
): Promise<T> {
  if (!is(db, PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as T;
}

/** Every goods an order of these lines may take from: the lines' own, the packages' parts and the gifts. */
export const goodsIdsTaken = (lines: CartLine[], promotions: Promotions) => [
  ...new Set([
    ...lines.map((l) => l.goodsId),
    ...[...promotions.combos.values()].flatMap((c) => c.items.map((i) => i.goodsId)),
    ...promotions.rules.map((r) => r.giftGoodsId),
  ]),
];

/**
 * The buyer's cart lines (all, or only `ids`) priced by the server, read without locks (the cart list,
 * the hint, the confirm page; the order prices its locked rows with `priceRows`).
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
    .select({ line: cartItems, goods: cartGoodsColumns })
    .from(cartItems)
    .innerJoin(goods, eq(goods.id, cartItems.goodsId))
    .where(and(eq(cartItems.userId, userId), ids ? inArray(cartItems.id, ids) : undefined))
    .orderBy(asc(cartItems.id));
  const lines = rows.map((r) => r.line);
  const saleIds = saleIdsOf(lines);
  const [sales, promotions, bought] = await readAll(
    db,
    () => salesOf(db, saleIds),
    () => promotionsOf(db, lines),
    () => flashBoughtBefore(db, userId, saleIds),
  );
  const known = new Map(rows.map((r) => [r.goods.id, r.goods]));
  const missing = goodsIdsTaken(lines, promotions).filter((id) => !known.has(id));
  for (const g of await cartGoodsOf(db, missing)) known.set(g.id, g);
  const read = { sales: new Map(sales.map((s) => [s.id, s])), goods: known, bought };
  return priceRows(config, rows, read, promotions, options);
}

/**
 * Prices rows already read (and, in an order, locked) with their flash sales, goods (parts and gifts too),
 * what the buyer bought before in each flash sale, and the promotions.
 */
export function priceRows(
  config: Config,
  rows: CartRow[],
  read: { sales: Map<number, SaleRow>; goods: Map<number, CartGoods>; bought: Map<number, number> },
  promotions: Promotions,
  options: { selectIds?: boolean } = {},
): LoadedCart {
  const extras: CartExtras = { sales: read.sales, combos: promotions.combos, goods: read.goods };
  const lines: PricingLine[] = rows.map(({ line, goods: g }) => {
    const sale = line.flashSaleId ? extras.sales.get(line.flashSaleId) : undefined;
    const combo = line.combinationId ? extras.combos.get(line.combinationId) : undefined;
    return {
      id: line.id,
      type: line.type,
      number: line.number,
      isSelected: options.selectIds ? true : line.isSelected,
      goods: { ...toPricingGoods(g), specialPriceFen: promotions.specials.get(g.id) },
      flashSale:
        sale && sale.goodsId === g.id
          ? {
              id: sale.id,
              priceFen: sale.priceFen,
              stock: sale.stock,
              perBuyerLimit: sale.perBuyerLimit,
              startsAtMs: sale.startsAt.getTime(),
              endsAtMs: sale.endsAt.getTime(),
              boughtBefore: read.bought.get(sale.id) ?? 0,
            }
          : undefined,
      combination: combo ? toCombination(combo, extras.goods) : undefined,
    };
  });
  const ctx: PricingContext = {
    ...pricingContextOf(config),
    manjians: promotions.activities.map((m) => ({ id: m.id, name: m.name, tiers: m.tiers, goodsIds: m.goodsIds })),
    giftRules: promotions.rules,
    giftGoods: promotions.rules.flatMap((r) =>
      extras.goods.has(r.giftGoodsId) ? [toPricingGoods(extras.goods.get(r.giftGoodsId)!)] : [],
    ),
  };
  return { ...priceCart(lines, ctx), rows, extras };
}
