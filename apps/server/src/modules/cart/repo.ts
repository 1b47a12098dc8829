import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { preparedOnce } from '../../db/prepared.ts';
import type { Db } from '../../db/client.ts';
import { cartItems } from '../../db/schema.ts';

const countOf = preparedOnce((db) =>
  db
    .select({ n: count() })
    .from(cartItems)
    .where(eq(cartItems.userId, sql.placeholder('userId')))
    .prepare('cart_count_lines'),
);

/** The lines in the buyer's cart: the header's badge asks on every page, so the statement is prepared. */
export async function countLines(db: Db, userId: number): Promise<number> {
  const [row] = await countOf(db).execute({ userId });
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
