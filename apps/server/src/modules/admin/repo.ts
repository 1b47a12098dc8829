import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** The buyer's manager, scope and disabled state, locked for the change (undefined when no such buyer). */
export async function lockBuyer(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ managerId: users.managerId, disabledAt: users.disabledAt, scopeLimit: users.scopeLimit })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export async function setDisabled(tx: Tx, userId: number): Promise<void> {
  await tx.update(users).set({ disabledAt: new Date() }).where(eq(users.id, userId));
}
