import { and, asc, eq, inArray } from 'drizzle-orm';
import { priceCart, type PricedCart, type PricingContext, type PricingLine } from '@store/shared/rules/cart-pricing';
import { yuanToFen } from '@store/shared/rules/money';
import type { Db, Tx } from '../../db/client.ts';
import { cartItems, goods } from '../../db/schema.ts';
import type { Config } from '../../config.ts';

export type CartRow = { line: typeof cartItems.$inferSelect; goods: typeof goods.$inferSelect };
export type LoadedCart = PricedCart & { rows: CartRow[] };

export const pricingContextOf = (config: Config): PricingContext => ({
  shippingFen: yuanToFen(config.SHIPPING_AMOUNT),
  freeShippingThresholdFen: yuanToFen(config.FREE_SHIPPING_THRESHOLD),
});

export const toPricingLine = ({ line, goods: g }: CartRow): PricingLine => ({
  id: line.id,
  type: line.type,
  number: line.number,
  isSelected: line.isSelected,
  goods: {
    id: g.id, name: g.name, bzdw: g.bzdw, basePriceFen: g.basePriceFen, ladderPrice: g.ladderPrice, ladderPriceType: g.ladderPriceType,
    isBuy: g.isBuy, isListed: g.isListed, stock: g.stock, isFreeShipping: g.isFreeShipping, freeShippingNumber: g.freeShippingNumber,
    middlePackage: g.middlePackage,
  },
});

/**
 * The buyer's cart lines (all, or only `ids`) priced by the server. Inside the order transaction it is
 * called after the stock rows are locked, so the prices and stock it sees are the ones the order takes.
 */
export async function loadPricedCart(db: Db | Tx, userId: number, config: Config, ids?: number[]): Promise<LoadedCart> {
  const rows = await db
    .select({ line: cartItems, goods })
    .from(cartItems)
    .innerJoin(goods, eq(goods.id, cartItems.goodsId))
    .where(and(eq(cartItems.userId, userId), ids ? inArray(cartItems.id, ids) : undefined))
    .orderBy(asc(cartItems.id));
  return { ...priceCart(rows.map(toPricingLine), pricingContextOf(config)), rows };
}
