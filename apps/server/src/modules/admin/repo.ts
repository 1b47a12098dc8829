import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { accountManagers, users } from '../../db/schema.ts';

export async function managerExists(db: Db, managerId: number): Promise<boolean> {
  const [manager] = await db
    .select({ id: accountManagers.id })
    .from(accountManagers)
    .where(eq(accountManagers.id, managerId));
  return Boolean(manager);
}

/** False when no such buyer. */
export async function setManager(db: Db, userId: number, managerId: number): Promise<boolean> {
  const updated = await db.update(users).set({ managerId }).where(eq(users.id, userId)).returning({ id: users.id });
  return updated.length > 0;
}

/** False when no such buyer. */
export async function setDisabled(tx: Tx, userId: number): Promise<boolean> {
  const updated = await tx
    .update(users)
    .set({ disabledAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return updated.length > 0;
}
