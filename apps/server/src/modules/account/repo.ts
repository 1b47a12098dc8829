import { and, count, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { loginFailures, sessions, smsCodes, users } from '../../db/schema.ts';

export async function mobileTaken(db: Db | Tx, mobile: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(or(eq(users.mobile, mobile), eq(users.username, mobile))).limit(1);
  return Boolean(row);
}

export async function findUserIdByMobile(db: Db | Tx, mobile: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)).limit(1);
  return row?.id;
}

/** Serialises code requests for one mobile (two clicks cannot both pass the 60 s check). */
export const lockMobile = (tx: Tx, mobile: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${mobile}`}))`);

export async function lastCodeAt(tx: Tx, mobile: string): Promise<Date | undefined> {
  const [row] = await tx.select({ at: smsCodes.createdAt }).from(smsCodes).where(eq(smsCodes.mobile, mobile)).orderBy(desc(smsCodes.createdAt)).limit(1);
  return row?.at;
}

export async function codesInLastDay(tx: Tx, mobile: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(smsCodes).where(and(eq(smsCodes.mobile, mobile), gt(smsCodes.createdAt, sql`now() - interval '1 day'`)));
  return row?.n ?? 0;
}

export const insertCode = (tx: Tx, row: { mobile: string; scene: string; codeHash: string; expiresAt: Date }) => tx.insert(smsCodes).values(row);

/** The newest live code of a mobile and scene, locked so only one request can use it. */
export async function liveCodeForUpdate(tx: Tx, mobile: string, scene: string) {
  const [row] = await tx.select().from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.scene, scene), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, sql`now()`)))
    .orderBy(desc(smsCodes.id)).limit(1).for('update');
  return row;
}

export const markCodeUsed = (tx: Tx, id: number) => tx.update(smsCodes).set({ usedAt: sql`now()` }).where(eq(smsCodes.id, id));
export const countWrongTry = (tx: Tx, id: number) => tx.update(smsCodes).set({ attempts: sql`${smsCodes.attempts} + 1` }).where(eq(smsCodes.id, id));

export async function recentFailures(db: Db, account: string, ip: string) {
  const since = sql`now() - interval '1 minute'`;
  const [byAccount, byIp] = await Promise.all([
    db.select({ n: count() }).from(loginFailures).where(and(eq(loginFailures.account, account), gt(loginFailures.createdAt, since))),
    db.select({ n: count() }).from(loginFailures).where(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since))),
  ]);
  return { account: byAccount[0]?.n ?? 0, ip: byIp[0]?.n ?? 0 };
}

export async function recordFailure(db: Db, account: string, ip: string) {
  await db.insert(loginFailures).values({ account, ip });
  // Keep the table small: a day of history is plenty for a one-minute window.
  await db.delete(loginFailures).where(and(eq(loginFailures.account, account), sql`${loginFailures.createdAt} < now() - interval '1 day'`));
}

export const updatePassword = (db: Db | Tx, userId: number, passwordHash: string) =>
  db.update(users).set({ passwordHash }).where(eq(users.id, userId));

/** Ends every session of a user, or every other one when `keep` is given. */
export const endSessions = (db: Db | Tx, userId: number, keep?: string) =>
  db.delete(sessions).where(and(eq(sessions.userId, userId), keep ? ne(sessions.id, keep) : undefined));
