import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountManagers, messages, users } from '../../db/schema.ts';

/** Every query on a buyer's rows takes the buyer id first. */
export async function findProfile(db: Db, userId: number) {
  const [row] = await db
    .select({ user: users, manager: { name: accountManagers.name, phone: accountManagers.phone } })
    .from(users)
    .leftJoin(accountManagers, eq(accountManagers.id, users.managerId))
    .where(eq(users.id, userId));
  return row;
}

export async function countUnreadMessages(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.isRead, false)));
  return row?.n ?? 0;
}
