import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { OrderRefusal } from '@store/shared/codes';
import type { Tx } from '../../db/client.ts';
import { addresses, cartItems, combinations, flashSales, goods } from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';
import { AppError } from '../../lib/errors.ts';
import {
  type AsJson,
  type CartGoods,
  cartGoodsColumns,
  type CartLine,
  comboSoldSql,
  promotionColumns,
  type PromotionColumns,
  type Promotions,
  promotionsFrom,
  type SaleRow,
} from '../cart/index.ts';
import { intArray } from '../../db/int-array.ts';
import { executeNamed } from '../../db/prepared.ts';

// The SQL of placing an order (place-order.ts names the steps; order-writer.ts writes the rows).

/** What an order takes from stock: goods, and the flash sale a line is bought in. */
export type StockTake = { goodsId: number; number: number; flashSaleId?: number | null };
type Address = typeof addresses.$inferSelect;

/** What an order takes, summed per goods and per flash sale, each in ascending id order: [id, units]. */
export type StockTakes = { goods: [number, number][]; flash: [number, number][] };

export function stockTakesOf(items: StockTake[]): StockTakes {
  const perGoods = new Map<number, number>();
  const perFlash = new Map<number, number>();
  for (const item of items) {
    perGoods.set(item.goodsId, (perGoods.get(item.goodsId) ?? 0) + item.number);
    if (item.flashSaleId) perFlash.set(item.flashSaleId, (perFlash.get(item.flashSaleId) ?? 0) + item.number);
  }
  const ascending = (map: Map<number, number>) => [...map].sort(([a], [b]) => a - b);
  return { goods: ascending(perGoods), flash: ascending(perFlash) };
}

/**
 * Refuses an order that takes more than a goods or flash sale holds. The rows are locked, so what they hold
 * now is what the decrement will find: the order is refused before it writes anything, and the decrement
 * itself (order-writer.ts, still `WHERE stock >= n`) needs no round trip of its own.
 */
export function assertStockSuffices(takes: StockTakes, goods: Map<number, CartGoods>, sales: Map<number, SaleRow>) {
  for (const [id, n] of takes.goods) {
    const g = goods.get(id);
    if (!g || g.stock < n)
      throw new AppError(OrderRefusal.STOCK_SHORT, g?.name ?? '商品', g?.stock ?? 0, g?.bzdw ?? '');
  }
  for (const [id, n] of takes.flash) {
    const sale = sales.get(id);
    if (!sale || sale.stock < n) throw new AppError(OrderRefusal.STOCK_SHORT_FLASH_SALE);
  }
}

/**
 * Takes the lines out of the buyer's cart (locked in id order first, so a second submit of the same lines
 * waits here, then finds them gone; the transaction puts them back if the order fails), and in the same
 * statement draws the order's id (the order number and remittance reference are made from it) and reads the
 * buyer's own address and the promotions of the lines taken: one round trip where there were four, and all
 * of it before any goods is locked.
 */
export async function takeLinesForOrder(tx: Tx, userId: number, ids: number[], addressId: number) {
  const line = (column: keyof CartLine) => sql`${sql.raw(`'${column}'`)}, t.${sql.identifier(cartItems[column].name)}`;
  const result = (await executeNamed(
    tx,
    sql`
    with locked as (
      select ${cartItems.id} from ${cartItems}
      where ${cartItems.userId} = ${userId} and ${cartItems.id} = any(${intArray(ids)})
      order by ${cartItems.id} for update
    ), taken as (
      delete from ${cartItems} where ${cartItems.userId} = ${userId} and ${cartItems.id} in (select id from locked)
      returning *
    )
    select
      (select coalesce(json_agg(json_build_object(${sql.join(LINE_COLUMNS.map(line), sql`, `)}) order by t.id), '[]')
        from taken t) as lines,
      nextval(pg_get_serial_sequence('orders', 'id'))::int as id,
      (select json_build_object('consignee', a.consignee, 'mobile', a.mobile, 'province', a.province, 'city', a.city,
          'district', a.district, 'detail', a.detail)
        from ${addresses} a where a.id = ${addressId} and a.user_id = ${userId}) as address,
      ${promotionColumns(
        sql`array(select goods_id from taken)`,
        sql`array(select combination_id from taken where combination_id is not null)`,
      )}`,
  )) as unknown as {
    rows: (PromotionColumns & {
      lines: AsJson<CartLine>[];
      id: number;
      address: Pick<Address, 'consignee' | 'mobile' | 'province' | 'city' | 'district' | 'detail'> | null;
    })[];
  };
  const row = theRow(result.rows);
  if (!row.address) throw new AppError(OrderRefusal.ADDRESS_MISSING);
  return {
    lines: row.lines.map((l): CartLine => ({ ...l, createdAt: new Date(l.createdAt) })),
    id: row.id,
    address: row.address,
    promotions: promotionsFrom(row),
  };
}

const LINE_COLUMNS = [
  'id',
  'userId',
  'goodsId',
  'type',
  'flashSaleId',
  'combinationId',
  'number',
  'isSelected',
  'createdAt',
] as const satisfies (keyof CartLine)[];

/**
 * Packages with a stock limit of their own: locked (ascending, after the cart lines and before any goods) and
 * their packages sold counted again once locked, in a statement of its own (one statement's snapshot predates
 * the lock it waited for), so two orders can never sell the last package twice.
 */
export async function lockLimitedCombos(tx: Tx, promotions: Promotions): Promise<void> {
  const ids = [...promotions.combos.values()].filter((c) => c.stockLimit !== null).map((c) => c.id);
  if (ids.length === 0) return;
  await tx
    .select({ id: combinations.id })
    .from(combinations)
    .where(inArray(combinations.id, ids))
    .orderBy(asc(combinations.id))
    .for('update');
  const counted = await tx
    .select({ id: combinations.id, sold: comboSoldSql(sql`${combinations}`) })
    .from(combinations)
    .where(inArray(combinations.id, ids));
  for (const row of counted) promotions.combos.get(row.id)!.sold = row.sold; // read by these ids
}

/**
 * Locks every goods the order may take from, ascending, so concurrent orders never deadlock, and reads them
 * in the same statement: the order is priced with these locked rows. A prepared statement of a fixed name: the
 * ids travel as one int[], so its text is the same for any number of goods.
 */
export async function lockGoods(tx: Tx, goodsIds: number[]): Promise<CartGoods[]> {
  if (goodsIds.length === 0) return [];
  const query = tx
    .select(cartGoodsColumns)
    .from(goods)
    .where(sql`${goods.id} = any(${intArray(goodsIds)})`)
    .orderBy(asc(goods.id))
    .for('update');
  return query.prepare('order_lock_goods').execute();
}

/** Locks and reads the flash sales the order buys in, ascending, after the goods. */
export async function lockFlashSales(tx: Tx, saleIds: number[]): Promise<SaleRow[]> {
  if (saleIds.length === 0) return [];
  const query = tx
    .select()
    .from(flashSales)
    .where(sql`${flashSales.id} = any(${intArray(saleIds)})`)
    .orderBy(asc(flashSales.id))
    .for('update');
  return query.prepare('order_lock_flash_sales').execute();
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
      sql`(select unnest(${intArray(entries.map(([id]) => id))}) as id, unnest(${intArray(entries.map(([, n]) => n))}) as n) v`,
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
