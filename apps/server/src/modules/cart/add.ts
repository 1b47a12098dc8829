import { eq, sql, type SQL } from 'drizzle-orm';
import { theRow } from '../../db/rows.ts';
import { builtStatement } from '../../db/prepared.ts';
import { LineType } from '@store/shared/orders';
import type { z } from 'zod';
import type { cartLineInput } from '@store/shared/api/cart';
import type { Db, Tx } from '../../db/client.ts';
import { cartItems, goods } from '../../db/schema.ts';
import { quantityRules } from '@store/shared/rules/ladder-price';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Viewer } from '../catalogue/index.ts';
import { licenceStatesSql, scopeOf, scopeOfStates } from '../qualification/index.ts';
import {
  checkLine,
  flashLineColumns,
  readFlashLine,
  sameKindLine,
  type Buyer,
  type LineColumns,
  type LineKind,
} from './line-checks.ts';
import { countLines } from './repo.ts';
import type { SoldOutSales } from './sold-out.ts';
import { OrderRefusal } from '@store/shared/codes';

type Line = z.infer<typeof cartLineInput>;

const value = sql.placeholder;
const cartKey = (userId: number) => ({ key: `cart:${userId}` });
const cartLock = builtStatement('cart_lock', sql`select pg_advisory_xact_lock(hashtext(${value('key')}))`);
const cartLockAndScope = builtStatement<{ licences: Parameters<typeof scopeOfStates>[0] }>(
  'cart_lock_scope',
  sql`select pg_advisory_xact_lock(hashtext(${value('key')})) as locked, ${licenceStatesSql(value('userId'))} as licences`,
);

/** One buyer's cart changes run one at a time (a double click cannot create two lines for one goods). */
export const lockCart = (tx: Tx, userId: number) => cartLock(tx, cartKey(userId));

/** The cart locked as `lockCart` does, and the buyer's business scope read in the same statement. */
async function lockCartReadingScope(tx: Tx, userId: number): Promise<string[]> {
  const result = await cartLockAndScope(tx, { ...cartKey(userId), userId });
  return scopeOfStates(theRow(result.rows).licences);
}

export async function buyerOf(db: Db, viewer: Viewer & { userId: number }): Promise<Buyer> {
  if (!viewer.canSeePrices) throw new AppError(OrderRefusal.NOT_QUALIFIED);
  return { ...viewer, scope: (await scopeOf(db, viewer.userId)).scope };
}

/**
 * Adds lines inside the caller's transaction (the cart is locked first, unless the caller did): the server
 * decides price (never the client's), buyability, price visibility, business scope, medium-package steps,
 * the free-shipping minimum, stock, and for flash-sale / package lines their window, limit and stock.
 * A line already in the cart (same goods, sale or package) gets its quantity raised. Answers the number of
 * lines in the cart after the last write.
 */
export async function addLinesInTx(
  tx: Tx,
  buyer: Buyer,
  lines: Line[],
  options: { locked?: boolean; soldOut?: SoldOutSales } = {},
): Promise<number> {
  if (!options.locked) await lockCart(tx, buyer.userId);
  const wanted = new Map<string, Line>();
  for (const line of lines) {
    const key = `${line.type}:${line.type === LineType.NORMAL ? line.goods_id : line.ck_id}`;
    const seen = wanted.get(key);
    wanted.set(key, seen ? { ...seen, number: seen.number + line.number } : line);
  }
  let total = 0;
  for (const line of [...wanted.values()].sort((a, b) => a.type - b.type || a.goods_id - b.goods_id)) {
    const kind = { type: line.type, goodsId: line.goods_id, ckId: line.ck_id, number: line.number };
    const { current, columns } =
      line.type === LineType.FLASH_SALE
        ? await checkFlashAdd(tx, buyer, kind, options.soldOut)
        : await checkAdd(tx, buyer, kind);
    total = await writeLine(tx, buyer.userId, current, columns, (current?.number ?? 0) + line.number);
  }
  return total;
}

/** A flash line's add: the cart's line of the sale and what checking it needs come in one read. */
async function checkFlashAdd(tx: Tx, buyer: Buyer, kind: LineKind, soldOut?: SoldOutSales) {
  const found = await readFlashLine(tx, buyer.userId, kind.ckId);
  if (found?.row && found.sale.stock <= 0)
    soldOut?.mark(found.sale.id, found.sale.goodsId, found.row.name, found.sale.endsAt.getTime());
  const current = found?.current ?? undefined;
  return {
    current,
    columns: flashLineColumns(found, buyer, { ...kind, number: (current?.number ?? 0) + kind.number }),
  };
}

async function checkAdd(tx: Tx, buyer: Buyer, kind: LineKind) {
  const current = await sameKindLine(tx, buyer.userId, {
    type: kind.type,
    goodsId: kind.goodsId,
    flashSaleId: null,
    combinationId: kind.type === LineType.COMBINATION ? kind.ckId : null,
  });
  return { current, columns: await checkLine(tx, buyer, { ...kind, number: (current?.number ?? 0) + kind.number }) };
}

/**
 * Writes the line's new total (raising the existing line, or a new one) and answers the number of lines in
 * the cart, in one statement: the count cannot see the row its own statement inserts, so that one is added.
 */
async function writeLine(
  tx: Tx,
  userId: number,
  current: { id: number } | undefined,
  columns: LineColumns,
  total: number,
): Promise<number> {
  const result = current
    ? await raiseLine(tx, { userId, id: current.id, total })
    : await insertLine(tx, { userId, ...columns, total });
  return theRow(result.rows).lines;
}

/** The line's write, and the count of the cart's lines after it (the count cannot see its own statement's insert). */
const writeAndCount = (name: string, write: SQL) =>
  builtStatement<{ lines: number }>(
    name,
    sql`with w as (${write})
    select ((select count(*) from ${cartItems} where user_id = ${value('userId')}) + (select sum(added) from w))::int as lines`,
  );
const raiseLine = writeAndCount(
  'cart_raise_line',
  sql`update ${cartItems} set number = ${value('total')} where id = ${value('id')} returning 0 as added`,
);
const insertLine = writeAndCount(
  'cart_insert_line',
  sql`insert into ${cartItems} (user_id, goods_id, type, flash_sale_id, combination_id, number)
    values (${value('userId')}, ${value('goodsId')}, ${value('type')}, ${value('flashSaleId')}, ${value('combinationId')}, ${value('total')})
    returning 1 as added`,
);

/** POST /api/cart: all lines are added or none; answers the number of lines in the cart. */
export async function addToCart(
  db: Db,
  viewer: Viewer & { userId: number },
  lines: Line[],
  soldOut?: SoldOutSales,
): Promise<{ total: number }> {
  if (!viewer.canSeePrices) throw new AppError(OrderRefusal.NOT_QUALIFIED);
  // All lines or none: a line from a sale just seen sold out refuses the add before any statement.
  for (const line of lines) {
    const refused = line.type === LineType.FLASH_SALE ? soldOut?.refusal(line.ck_id, line.goods_id) : undefined;
    if (refused) throw refused;
  }
  // The scope is read with the lock: one statement less for every add.
  const total = await db.transaction(async (tx) => {
    const buyer = { ...viewer, scope: await lockCartReadingScope(tx, viewer.userId) };
    return addLinesInTx(tx, buyer, lines, { locked: true, soldOut });
  });
  return { total };
}

/**
 * POST /api/cart {partial: 1}: each line on its own (a savepoint each, in one transaction), so one goods
 * short of stock does not stop the others; answers which goods were added and why the others were not.
 */
export async function addEachToCart(
  db: Db,
  viewer: Viewer & { userId: number },
  lines: Line[],
): Promise<{ total: number; added: number[]; refused: { goods_id: number; msg: string }[] }> {
  const buyer = await buyerOf(db, viewer);
  const added: number[] = [];
  const refused: { goods_id: number; msg: string }[] = [];
  await db.transaction(async (tx) => {
    await lockCart(tx, buyer.userId);
    for (const line of lines) {
      try {
        await tx.transaction((savepoint) => addLinesInTx(savepoint, buyer, [line]));
        added.push(line.goods_id);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        refused.push({ goods_id: line.goods_id, msg: error.message });
      }
    }
  });
  return { total: await countLines(db, viewer.userId), added, refused };
}

/** POST api/cart/quick_add/{id}: the goods at its minimum quantity (medium package, free-shipping number). */
export async function quickAdd(
  db: Db,
  viewer: Viewer & { userId: number },
  goodsId: number,
): Promise<{ total: number }> {
  const [row] = await db.select().from(goods).where(eq(goods.id, goodsId));
  if (!row || !row.isListed) throw notFound('商品不存在');
  return addToCart(db, viewer, [
    { goods_id: goodsId, number: quantityRules(row).min, ck_id: 0, type: LineType.NORMAL },
  ]);
}
