import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';

export type SessionUser = { id: number; role: 'buyer' | 'operator'; isPassed: boolean; sessionId: string };

export async function findUserForLogin(db: Db, account: string) {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, disabledAt: users.disabledAt })
    .from(users)
    .where(or(eq(users.username, account), eq(users.mobile, account)))
    .limit(1);
  return user;
}

export async function insertSession(db: Db, row: { id: string; userId: number; ip: string; userAgent: string; expiresAt: Date }) {
  await db.insert(sessions).values(row);
}

/** The session's user, if the session is live and the account is not disabled. */
export async function findSessionUser(db: Db, sessionId: string): Promise<SessionUser | undefined> {
  const [row] = await db
    .select({ id: users.id, role: users.role, isPassed: users.isPassed })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, sql`now()`), isNull(users.disabledAt)))
    .limit(1);
  return row && { id: row.id, role: row.role as SessionUser['role'], isPassed: row.isPassed, sessionId };
}

export async function deleteSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}
