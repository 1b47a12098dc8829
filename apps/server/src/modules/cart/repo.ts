import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems } from '../../db/schema.ts';

export async function countLines(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  return row?.n ?? 0;
}

/** Deletes only the buyer's own lines; returns how many went. */
export async function deleteLines(db: Db, userId: number, ids: number[]): Promise<number> {
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)))
    .returning({ id: cartItems.id });
  return deleted.length;
}
