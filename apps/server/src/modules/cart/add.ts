import { eq, sql } from 'drizzle-orm';
import { LineType } from '@store/shared/orders';
import type { z } from 'zod';
import type { cartLineInput } from '@store/shared/api/cart';
import type { Db, Tx } from '../../db/client.ts';
import { cartItems, goods } from '../../db/schema.ts';
import { quantityRules } from '@store/shared/rules/ladder-price';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Viewer } from '../catalogue/viewer.ts';
import { scopeOf } from '../qualification/service.ts';
import { checkLine, sameKindLine, type Buyer } from './line-checks.ts';
import { countLines } from './repo.ts';
import { OrderRefusal } from '@store/shared/codes';

type Line = z.infer<typeof cartLineInput>;

/** One buyer's cart changes run one at a time (a double click cannot create two lines for one goods). */
export const lockCart = (tx: Tx, userId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cart:${userId}`}))`);

export async function buyerOf(db: Db, viewer: Viewer & { userId: number }): Promise<Buyer> {
  if (!viewer.canSeePrices) throw new AppError(OrderRefusal.NOT_QUALIFIED);
  return { ...viewer, scope: (await scopeOf(db, viewer.userId)).scope };
}

/**
 * Adds lines inside the caller's transaction (the cart is locked first): the server decides price
 * (never the client's), buyability, price visibility, business scope, medium-package steps, the
 * free-shipping minimum, stock, and for flash-sale / package lines their window, limit and stock.
 * A line already in the cart (same goods, sale or package) gets its quantity raised.
 */
export async function addLinesInTx(tx: Tx, buyer: Buyer, lines: Line[]): Promise<void> {
  await lockCart(tx, buyer.userId);
  const wanted = new Map<string, Line>();
  for (const line of lines) {
    const key = `${line.type}:${line.type === LineType.NORMAL ? line.goods_id : line.ck_id}`;
    const seen = wanted.get(key);
    wanted.set(key, seen ? { ...seen, number: seen.number + line.number } : line);
  }
  for (const line of [...wanted.values()].sort((a, b) => a.type - b.type || a.goods_id - b.goods_id)) {
    const current = await sameKindLine(tx, buyer.userId, {
      type: line.type,
      goodsId: line.goods_id,
      flashSaleId: line.type === LineType.FLASH_SALE ? line.ck_id : null,
      combinationId: line.type === LineType.COMBINATION ? line.ck_id : null,
    });
    const total = (current?.number ?? 0) + line.number;
    const columns = await checkLine(tx, buyer, {
      type: line.type,
      goodsId: line.goods_id,
      ckId: line.ck_id,
      number: total,
    });
    if (current) await tx.update(cartItems).set({ number: total }).where(eq(cartItems.id, current.id));
    else await tx.insert(cartItems).values({ userId: buyer.userId, ...columns, number: total });
  }
}

/** POST /api/cart: all lines are added or none; answers the number of lines in the cart. */
export async function addToCart(
  db: Db,
  viewer: Viewer & { userId: number },
  lines: Line[],
): Promise<{ total: number }> {
  const buyer = await buyerOf(db, viewer);
  await db.transaction((tx) => addLinesInTx(tx, buyer, lines));
  return { total: await countLines(db, viewer.userId) };
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
