import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { OrderRefusal } from '@store/shared/codes';
import type { Tx } from '../../db/client.ts';
import { addresses, cartItems, flashSales, goods } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { cartGoodsColumns, type CartGoods, type CartLine, type SaleRow } from '../cart/pricing.ts';

// The SQL of placing an order (place-order.ts names the steps; order-writer.ts writes the rows).

/** What an order takes from stock: goods, and the flash sale a line is bought in. */
export type StockTake = { goodsId: number; number: number; flashSaleId?: number | null };

/**
 * Takes the lines out of the buyer's cart and answers them: locked in id order first, so a second submit
 * of the same lines waits here, then finds them gone (the transaction puts them back if the order fails).
 * Taking them first, not last, keeps the delete out of the time the goods rows are locked.
 */
export async function takeCartLines(tx: Tx, userId: number, ids: number[]): Promise<CartLine[]> {
  const locked = tx
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)))
    .orderBy(asc(cartItems.id))
    .for('update');
  const lines = await tx
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, locked)))
    .returning();
  return lines.sort((a, b) => a.id - b.id);
}

export async function ownAddress(tx: Tx, userId: number, addressId: number) {
  const [address] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  if (!address) throw new AppError(OrderRefusal.ADDRESS_MISSING);
  return address;
}

/**
 * Locks every goods the order may take from, ascending, so concurrent orders never deadlock, and reads them
 * in the same statement: the order is priced with these locked rows.
 */
export async function lockGoods(tx: Tx, goodsIds: number[]): Promise<CartGoods[]> {
  if (goodsIds.length === 0) return [];
  return tx
    .select(cartGoodsColumns)
    .from(goods)
    .where(inArray(goods.id, goodsIds))
    .orderBy(asc(goods.id))
    .for('update');
}

/** Locks and reads the flash sales the order buys in, ascending, after the goods. */
export async function lockFlashSales(tx: Tx, saleIds: number[]): Promise<SaleRow[]> {
  if (saleIds.length === 0) return [];
  return tx.select().from(flashSales).where(inArray(flashSales.id, saleIds)).orderBy(asc(flashSales.id)).for('update');
}

/**
 * One conditional decrement per goods (and per flash sale); none may go below zero, or the order is refused.
 * Answers the goods rows as they are after the take, for the order lines' snapshot (batch, expiry).
 */
export async function takeStock(tx: Tx, items: StockTake[]): Promise<Map<number, CartGoods>> {
  const perGoods = new Map<number, number>();
  const perFlash = new Map<number, number>();
  for (const item of items) {
    perGoods.set(item.goodsId, (perGoods.get(item.goodsId) ?? 0) + item.number);
    if (item.flashSaleId) perFlash.set(item.flashSaleId, (perFlash.get(item.flashSaleId) ?? 0) + item.number);
  }
  // One statement for all goods, in ascending id order (with the rows locked first, it cannot deadlock).
  // It answers the rows taken from, so the lines' snapshot needs no second read.
  const entries = [...perGoods].sort(([a], [b]) => a - b);
  const taken = await tx
    .update(goods)
    .set({ stock: sql`${goods.stock} - v.n`, sales: sql`${goods.sales} + v.n` })
    .from(
      sql`(select unnest(${`{${entries.map(([id]) => id).join(',')}}`}::int[]) as id, unnest(${`{${entries.map(([, n]) => n).join(',')}}`}::int[]) as n) v`,
    )
    .where(and(eq(goods.id, sql`v.id`), sql`${goods.stock} >= v.n`))
    .returning(cartGoodsColumns);
  const rows = new Map(taken.map((row) => [row.id, row]));
  const short = entries.find(([id]) => !rows.has(id));
  if (short) {
    const [current] = await tx
      .select({ name: goods.name, stock: goods.stock, bzdw: goods.bzdw })
      .from(goods)
      .where(eq(goods.id, short[0]));
    throw new AppError(OrderRefusal.STOCK_SHORT, current?.name ?? '商品', current?.stock ?? 0, current?.bzdw ?? '');
  }
  for (const [flashId, number] of [...perFlash].sort(([a], [b]) => a - b)) {
    const [row] = await tx
      .update(flashSales)
      .set({ stock: sql`${flashSales.stock} - ${number}` })
      .where(and(eq(flashSales.id, flashId), sql`${flashSales.stock} >= ${number}`))
      .returning({ id: flashSales.id });
    if (!row) throw new AppError(OrderRefusal.STOCK_SHORT_FLASH_SALE);
  }
  return rows;
}
