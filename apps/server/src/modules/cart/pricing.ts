import { and, eq, inArray, ne, sum } from 'drizzle-orm';
import {
  priceCart,
  type PricedCart,
  type PricingContext,
  type PricingGoods,
  type PricingLine,
} from '@store/shared/rules/cart-pricing';
import type { Combination } from '@store/shared/rules/combination';
import { yuanToFen } from '@store/shared/rules/money';
import { WELFARE_ZONE } from '@store/shared/rules/welfare';
import { OrderStatus } from '@store/shared/orders';
import type { Db, Tx } from '../../db/client.ts';
import { type cartItems, type flashSales, goods, orderItems, orders } from '../../db/schema.ts';
import type { Config } from '../../config.ts';
import type { ComboRow, Promotions } from './promotions-read.ts';

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
  'zones',
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
  welfare: g.zones.includes(WELFARE_ZONE),
});

export const toCombination = (combo: ComboRow, partGoods: Map<number, CartGoods>): Combination => ({
  id: combo.id,
  name: combo.name,
  priceFen: combo.priceFen,
  startsAtMs: combo.startsAt.getTime(),
  endsAtMs: combo.endsAt.getTime(),
  isOn: combo.isOn,
  packagesLeft: combo.stockLimit === null ? null : Math.max(0, combo.stockLimit - combo.sold),
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

export const saleIdsOf = (lines: CartLine[]) => [
  ...new Set(lines.flatMap((l) => (l.flashSaleId ? [l.flashSaleId] : []))),
];

/** Every goods an order of these lines may take from: the lines' own, the packages' parts and the gifts. */
export const goodsIdsTaken = (lines: CartLine[], promotions: Promotions) => [
  ...new Set([
    ...lines.map((l) => l.goodsId),
    ...[...promotions.combos.values()].flatMap((c) => c.items.map((i) => i.goodsId)),
    ...promotions.rules.map((r) => r.giftGoodsId),
  ]),
];

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
    welfarePercent: promotions.welfarePercent,
    giftGoods: promotions.rules.flatMap((r) =>
      extras.goods.has(r.giftGoodsId) ? [toPricingGoods(extras.goods.get(r.giftGoodsId)!)] : [],
    ),
  };
  return { ...priceCart(lines, ctx), rows, extras };
}
