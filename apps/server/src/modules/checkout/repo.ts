import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { PayMethod } from '@store/shared/orders';
import { orders, userCoupons } from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';

/** Marks a coupon used by an order; answers nothing if it was used, expired or is another buyer's. */
export const claimCoupon = (tx: Tx, userId: number, userCouponId: number) =>
  tx
    .update(userCoupons)
    .set({ status: 1, usedAt: sql`now()` })
    .where(
      and(
        eq(userCoupons.id, userCouponId),
        eq(userCoupons.userId, userId),
        eq(userCoupons.status, 0),
        lte(userCoupons.startsAt, sql`now()`),
        gt(userCoupons.expiresAt, sql`now()`),
      ),
    )
    .returning();

export async function orderByKey(db: Db | Tx, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row;
}

/** The buyer's own order, locked for the rest of the transaction (payments and cancels queue on it). */
export async function lockOwnOrder(tx: Tx, userId: number, orderId: number) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .for('update');
  return row;
}

export async function ownOrder(db: Db, userId: number, orderId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return row;
}

/** Any order, locked (an operator's action on it). */
export async function lockOrderForOperator(tx: Tx, orderId: number) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/** The order is to be paid by bank transfer: it waits at least `hours` from now for the money. */
export const awaitTransfer = (tx: Tx, orderId: number, hours: number) =>
  tx
    .update(orders)
    .set({
      payMethod: PayMethod.TRANSFER,
      expiresAt: sql`greatest(${orders.expiresAt}, now() + make_interval(hours => ${hours}))`,
    })
    .where(eq(orders.id, orderId))
    .returning()
    .then(theRow);
