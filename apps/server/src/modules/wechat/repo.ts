import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** Whether a WeChat account is already bound to a buyer other than this one. */
export async function boundToOther(db: Db, userId: number, openid: string): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.wechatOpenid, openid), ne(users.id, userId)));
  return Boolean(other);
}

/** Binds (or, with null, unbinds) the buyer's WeChat account. */
export const setOpenid = (db: Db, userId: number, openid: string | null) =>
  db.update(users).set({ wechatOpenid: openid }).where(eq(users.id, userId));

/** The buyer a WeChat account is bound to, unless that buyer is disabled. */
export async function activeUserIdOf(db: Db, openid: string): Promise<number | undefined> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.wechatOpenid, openid), isNull(users.disabledAt)));
  return user?.id;
}
