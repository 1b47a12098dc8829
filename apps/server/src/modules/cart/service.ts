import { and, eq, inArray } from 'drizzle-orm';
import { MAX_LINE_QUANTITY, MAX_LINE_QUANTITY_TEXT, type CartHint, type CartList } from '@store/shared/api/cart';
import { fenToYuan, yuanToFen } from '@store/shared/rules/money';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { cartItems } from '../../db/schema.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import type { Viewer } from '../catalogue/index.ts';
import { buyerOf, lockCart } from './add.ts';
import { checkLine } from './line-checks.ts';
import { loadPricedCart } from './cart-read.ts';
import { toCartList, toHint } from './present.ts';
import * as repo from './repo.ts';

const LINE_MISSING = '购物车商品不存在';

/** The whole cart priced by the server (totals never depend on the page). */
export async function cartList(db: Db, config: Config, userId: number, page = 1, pageSize = 99_999): Promise<CartList> {
  const cart = await loadPricedCart(db, userId, config);
  return toCartList(cart, page, pageSize, {
    shippingFen: yuanToFen(config.SHIPPING_AMOUNT),
    thresholdFen: yuanToFen(config.FREE_SHIPPING_THRESHOLD),
  });
}

export async function deleteLines(db: Db, userId: number, ids: number[]): Promise<{ deleted: number }> {
  const deleted = await repo.deleteLines(db, userId, ids);
  // None of the ids is the buyer's: answer as for a missing row, never reveal another buyer's lines.
  if (deleted === 0) throw notFound(LINE_MISSING);
  return { deleted };
}

/** Ticks or unticks the buyer's own lines; answers the re-priced cart. */
export async function selectLines(
  db: Db,
  config: Config,
  userId: number,
  ids: number[],
  selected: boolean,
): Promise<CartList> {
  const updated = await db
    .update(cartItems)
    .set({ isSelected: selected })
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)))
    .returning({ id: cartItems.id });
  if (updated.length === 0) throw notFound(LINE_MISSING);
  return cartList(db, config, userId);
}

/** New quantity of one line, checked like an add (steps, minimum, stock, flash limit, package stock); answers the re-priced cart. */
export async function editLine(
  db: Db,
  config: Config,
  viewer: Viewer & { userId: number },
  lineId: number,
  number: number,
): Promise<CartList> {
  // Another buyer's line is not found, whoever asks (before any check that could tell it exists).
  const [own] = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, viewer.userId)));
  if (!own) throw notFound(LINE_MISSING);
  const buyer = await buyerOf(db, viewer);
  await db.transaction(async (tx) => {
    await lockCart(tx, buyer.userId);
    const [line] = await tx
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, buyer.userId)));
    if (!line) throw notFound(LINE_MISSING);
    await checkLine(tx, buyer, {
      type: line.type,
      goodsId: line.goodsId,
      ckId: line.flashSaleId ?? line.combinationId ?? 0,
      number,
    });
    // After the stock: a buyer who typed more than the stock is told the stock, whatever the size.
    if (number > MAX_LINE_QUANTITY) throw invalid({ 'params.number': [MAX_LINE_QUANTITY_TEXT] });
    await tx
      .update(cartItems)
      .set({ number })
      .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, buyer.userId)));
  });
  return cartList(db, config, buyer.userId);
}

/** The hint for the given lines as if exactly they were ticked, or for the cart's own selection. */
export async function nextHintOf(
  db: Db,
  config: Config,
  userId: number,
  ids?: number[],
): Promise<CartHint & { goods_amount: number; discount_amount: number }> {
  const cart = await loadPricedCart(db, userId, config, ids, { selectIds: Boolean(ids) });
  if (ids && cart.rows.length === 0 && ids.length > 0) throw notFound(LINE_MISSING);
  return { ...toHint(cart.hint), goods_amount: fenToYuan(cart.goodsFen), discount_amount: fenToYuan(cart.discountFen) };
}
