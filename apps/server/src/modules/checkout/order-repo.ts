import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { OrderRefusal } from '@store/shared/codes';
import type { Tx } from '../../db/client.ts';
import { addresses, cartItems, flashSales, goods } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

// The SQL of placing an order (place-order.ts names the steps; order-writer.ts writes the rows).

type GoodsRow = typeof goods.$inferSelect;
/** What an order takes from stock: goods, and the flash sale a line is bought in. */
export type StockTake = { goodsId: number; number: number; flashSaleId?: number | null };

/** Locks the buyer's cart lines: a second submit of the same lines waits here, then finds them gone. */
export async function lockCartLines(tx: Tx, userId: number, ids: number[]): Promise<void> {
  await tx
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)))
    .orderBy(asc(cartItems.id))
    .for('update');
}

export async function ownAddress(tx: Tx, userId: number, addressId: number) {
  const [address] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  if (!address) throw new AppError(OrderRefusal.ADDRESS_MISSING);
  return address;
}

/** Locks every goods and flash sale the order takes from, ascending, so concurrent orders never deadlock. */
export async function lockStock(tx: Tx, items: StockTake[]): Promise<void> {
  const goodsIds = [...new Set(items.map((i) => i.goodsId))].sort((a, b) => a - b);
  const flashIds = [...new Set(items.flatMap((i) => (i.flashSaleId ? [i.flashSaleId] : [])))].sort((a, b) => a - b);
  if (goodsIds.length)
    await tx
      .select({ id: goods.id })
      .from(goods)
      .where(inArray(goods.id, goodsIds))
      .orderBy(asc(goods.id))
      .for('update');
  if (flashIds.length)
    await tx
      .select({ id: flashSales.id })
      .from(flashSales)
      .where(inArray(flashSales.id, flashIds))
      .orderBy(asc(flashSales.id))
      .for('update');
}

/**
 * One conditional decrement per goods (and per flash sale); none may go below zero, or the order is refused.
 * Answers the goods rows as they are after the take, for the order lines' snapshot (batch, expiry).
 */
export async function takeStock(tx: Tx, items: StockTake[]): Promise<Map<number, GoodsRow>> {
  const perGoods = new Map<number, number>();
  const perFlash = new Map<number, number>();
  for (const item of items) {
    perGoods.set(item.goodsId, (perGoods.get(item.goodsId) ?? 0) + item.number);
    if (item.flashSaleId) perFlash.set(item.flashSaleId, (perFlash.get(item.flashSaleId) ?? 0) + item.number);
  }
  // One statement for all goods, in ascending id order (with the rows locked first, it cannot deadlock).
  const entries = [...perGoods].sort(([a], [b]) => a - b);
  const taken = (await tx.execute(sql`
    update goods set stock = goods.stock - v.n, sales = goods.sales + v.n
    from (select unnest(${`{${entries.map(([id]) => id).join(',')}}`}::int[]) as id, unnest(${`{${entries.map(([, n]) => n).join(',')}}`}::int[]) as n) v
    where goods.id = v.id and goods.stock >= v.n
    returning goods.id`)) as unknown as { rows: { id: number }[] };
  const short = entries.find(([id]) => !taken.rows.some((r) => r.id === id));
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
  const ids = entries.map(([id]) => id);
  return new Map((await tx.select().from(goods).where(inArray(goods.id, ids))).map((row) => [row.id, row]));
}

/** The ordered lines leave the cart. */
export async function clearCart(tx: Tx, userId: number, ids: number[]): Promise<void> {
  await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)));
}
