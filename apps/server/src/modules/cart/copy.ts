import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems, kxApplies, users } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { PRICE_TIP_QUALIFICATION } from '../catalogue/index.ts';
import { groupOf } from '../stores/index.ts';
import { addLinesInTx, buyerOf } from './add.ts';

/** How a store of the group sees prices: its own qualification and controlled-sales admissions. */
async function storeViewer(db: Db, user: typeof users.$inferSelect) {
  const approved = await db
    .select({ groupId: kxApplies.groupId })
    .from(kxApplies)
    .where(and(eq(kxApplies.userId, user.id), eq(kxApplies.status, 'approved')));
  return {
    userId: user.id,
    canSeePrices: user.isPassed,
    priceTip: user.isPassed ? '' : PRICE_TIP_QUALIFICATION,
    kxGroups: new Set(approved.map((a) => a.groupId)),
  };
}

/**
 * POST /api/cart/copy: the buyer's lines go into the carts of other stores of the same company group,
 * each store passing its own qualification and business-scope checks. A store outside the group, or a
 * line not the buyer's, answers not found. All stores get the lines or none does.
 */
export async function copyLines(db: Db, userId: number, ids: number[], targetIds: number[]) {
  const lines = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)));
  if (lines.length !== new Set(ids).size) throw notFound('购物车商品不存在');
  const groupId = await groupOf(db, userId);
  const wanted = [...new Set(targetIds)].sort((a, b) => a - b);
  const stores = await db
    .select()
    .from(users)
    .where(and(inArray(users.id, wanted), or(eq(users.id, groupId), eq(users.groupId, groupId))));
  if (
    stores.length !== wanted.length ||
    wanted.includes(userId) ||
    stores.some((s) => s.role !== 'buyer' || s.disabledAt)
  )
    throw notFound('门店不存在');
  const buyers = await Promise.all(stores.map(async (store) => buyerOf(db, await storeViewer(db, store))));
  const params = lines.map((l) => ({
    goods_id: l.goodsId,
    number: l.number,
    ck_id: l.flashSaleId ?? l.combinationId ?? 0,
    type: l.type as 0 | 1 | 3,
  }));
  await db.transaction(async (tx) => {
    for (const buyer of buyers) await addLinesInTx(tx, buyer, params);
  });
  const counts = await db.select({ userId: cartItems.userId }).from(cartItems).where(inArray(cartItems.userId, wanted));
  return { copied: wanted.map((id) => ({ user_id: id, total: counts.filter((c) => c.userId === id).length })) };
}
