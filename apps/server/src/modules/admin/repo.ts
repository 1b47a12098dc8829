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

/** The buyer's manager and disabled state, locked for the change (undefined when no such buyer). */
export async function lockBuyer(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ managerId: users.managerId, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export async function setManager(tx: Tx, userId: number, managerId: number): Promise<void> {
  await tx.update(users).set({ managerId }).where(eq(users.id, userId));
}

export async function setDisabled(tx: Tx, userId: number): Promise<void> {
  await tx.update(users).set({ disabledAt: new Date() }).where(eq(users.id, userId));
}
