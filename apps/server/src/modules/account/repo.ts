import { and, count, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { sessions, smsCodes, throttleHits, users } from '../../db/schema.ts';

export async function mobileTaken(db: Db | Tx, mobile: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.mobile, mobile), eq(users.username, mobile)))
    .limit(1);
  return Boolean(row);
}

export async function findUserIdByMobile(db: Db | Tx, mobile: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)).limit(1);
  return row?.id;
}

/** Serialises code requests for one mobile (two clicks cannot both pass the 60 s check). */
export const lockMobile = (tx: Tx, mobile: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${mobile}`}))`);

export async function lastCodeAt(tx: Tx, mobile: string): Promise<Date | undefined> {
  const [row] = await tx
    .select({ at: smsCodes.createdAt })
    .from(smsCodes)
    .where(eq(smsCodes.mobile, mobile))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  return row?.at;
}

export async function codesInLastDay(tx: Tx, mobile: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), gt(smsCodes.createdAt, sql`now() - interval '1 day'`)));
  return row?.n ?? 0;
}

export const insertCode = (
  tx: Tx,
  row: { mobile: string; scene: string; codeHash: string; expiresAt: Date; userId: number | null },
) => tx.insert(smsCodes).values(row);

/**
 * The newest live code of a mobile and scene, locked so only one request can use it. A code asked for by
 * a logged-in account (bind, password) is found only for that account; the others only without one.
 */
export async function liveCodeForUpdate(tx: Tx, mobile: string, scene: string, userId: number | null) {
  const owner = userId === null ? isNull(smsCodes.userId) : eq(smsCodes.userId, userId);
  const [row] = await tx
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.mobile, mobile),
        eq(smsCodes.scene, scene),
        owner,
        isNull(smsCodes.usedAt),
        gt(smsCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(smsCodes.id))
    .limit(1)
    .for('update');
  return row;
}

export const markCodeUsed = (tx: Tx, id: number) =>
  tx
    .update(smsCodes)
    .set({ usedAt: sql`now()` })
    .where(eq(smsCodes.id, id));
export const countWrongTry = (tx: Tx, id: number) =>
  tx
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(eq(smsCodes.id, id));

/**
 * Counts one request against a budget of `limit` per `windowSeconds` for (scope, key), across every
 * server process: the count and the insert hold a lock on the key, so parallel requests cannot all
 * pass. Returns false (and counts nothing) when the budget is spent.
 */
export async function takeFromBudget(
  db: Db,
  scope: string,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`throttle:${scope}:${key}`}))`);
    const since = sql`now() - make_interval(secs => ${windowSeconds})`;
    const [row] = await tx
      .select({ n: count() })
      .from(throttleHits)
      .where(and(eq(throttleHits.scope, scope), eq(throttleHits.key, key), gt(throttleHits.createdAt, since)));
    if ((row?.n ?? 0) >= limit) return false;
    await tx.insert(throttleHits).values({ scope, key });
    // Rows older than the window count for nothing: drop this key's, so the table stays small.
    await tx
      .delete(throttleHits)
      .where(and(eq(throttleHits.scope, scope), eq(throttleHits.key, key), sql`${throttleHits.createdAt} <= ${since}`));
    return true;
  });
}

/** What the account rules need to know about a logged-in user. */
export async function findAccount(db: Db | Tx, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      mobile: users.mobile,
      passwordHash: users.passwordHash,
      groupId: users.groupId,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export const updatePassword = (db: Db | Tx, userId: number, passwordHash: string) =>
  db.update(users).set({ passwordHash }).where(eq(users.id, userId));

/** Ends every session of a user, or every other one when `keep` is given. */
export const endSessions = (db: Db | Tx, userId: number, keep?: string) =>
  db.delete(sessions).where(and(eq(sessions.userId, userId), keep ? ne(sessions.id, keep) : undefined));
