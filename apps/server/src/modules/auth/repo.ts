import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { preparedOnce } from '../../db/prepared.ts';
import { theRow } from '../../db/rows.ts';
import type { Db, Tx } from '../../db/client.ts';
import { captchas, kxApplies, loginFailures, sessions, users } from '../../db/schema.ts';

export type SessionUser = {
  id: number;
  role: 'buyer' | 'operator';
  isPassed: boolean;
  sessionId: string;
  /** The 控销 groups the user's applications were approved for (catalogue/viewer.ts), read with the session. */
  kxGroups: number[];
};

/** The account a login identifier names: its username (any case; the exact spelling first) or its mobile. */
export async function findUserForLogin(db: Db, identifier: string) {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, disabledAt: users.disabledAt })
    .from(users)
    .where(or(sql`lower(${users.username}) = lower(${identifier})`, eq(users.mobile, identifier)))
    .orderBy(desc(sql`${users.username} = ${identifier}`), users.id)
    .limit(1);
  return user;
}

/**
 * Runs `work` in a transaction holding the account's lock and then the address's (always in that order,
 * so two attempts never wait on each other in a cycle). Every server process takes the same locks, so
 * counting the failures and reserving an attempt cannot interleave with another attempt's.
 */
export function underLoginLocks<T>(db: Db, account: string, ip: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${account}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-ip:${ip}`}))`);
    return work(tx);
  });
}

/**
 * Failed logins in the last `windowSeconds` (attempts still being checked count as failed): of the
 * account, of the account from this address, and from this address in the last `ipWindowSeconds`.
 */
export async function recentFailures(
  db: Db | Tx,
  account: string,
  ip: string,
  windowSeconds: number,
  ipWindowSeconds: number,
) {
  const since = sql`now() - make_interval(secs => ${windowSeconds})`;
  const ipSince = sql`now() - make_interval(secs => ${ipWindowSeconds})`;
  const row = theRow(
    await db
      .select({
        account:
          sql<number>`count(*) filter (where ${loginFailures.account} = ${account} and ${loginFailures.createdAt} > ${since})`.mapWith(
            Number,
          ),
        accountAndIp:
          sql<number>`count(*) filter (where ${loginFailures.account} = ${account} and ${loginFailures.ip} = ${ip} and ${loginFailures.createdAt} > ${since})`.mapWith(
            Number,
          ),
        ip: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip} and ${loginFailures.createdAt} > ${ipSince})`.mapWith(
          Number,
        ),
      })
      .from(loginFailures)
      .where(or(eq(loginFailures.account, account), eq(loginFailures.ip, ip))),
  );
  return row;
}

/** A failed login (or one whose password is being checked: `forgetAttempt` removes it when it was right). */
export async function recordFailure(db: Db | Tx, account: string, ip: string): Promise<number> {
  const { id } = theRow(await db.insert(loginFailures).values({ account, ip }).returning({ id: loginFailures.id }));
  // Keep the table small: a day of history is plenty for 15-minute windows.
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.account, account), sql`${loginFailures.createdAt} < now() - interval '1 day'`));
  return id;
}

export async function forgetAttempt(db: Db, id: number) {
  await db.delete(loginFailures).where(eq(loginFailures.id, id));
}

export async function insertCaptcha(db: Db, row: { id: string; answerHash: string; expiresAt: Date }) {
  await db.insert(captchas).values(row);
  await db.delete(captchas).where(sql`${captchas.expiresAt} < now()`);
}

/** Takes a live captcha out of the table (right or wrong, it is used once); undefined when there is none. */
export async function takeCaptcha(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .delete(captchas)
    .where(and(eq(captchas.id, id), gt(captchas.expiresAt, sql`now()`)))
    .returning({ answerHash: captchas.answerHash });
  return row?.answerHash;
}

export async function insertSession(
  db: Db,
  row: { id: string; userId: number; ip: string; userAgent: string; expiresAt: Date },
) {
  await db.insert(sessions).values(row);
}

/** Every logged-in request sends it: prepared once (it was planned on each, which cost more than running it). */
const sessionUserQuery = preparedOnce((db) =>
  db
    .select({
      id: users.id,
      role: users.role,
      isPassed: users.isPassed,
      // In the same statement: every logged-in price view needs them, and one round trip less per request.
      kxGroups: sql<
        number[]
      >`array(select ${kxApplies.groupId} from ${kxApplies} where ${kxApplies.userId} = ${users.id} and ${kxApplies.status} = 'approved')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, sql.placeholder('sessionId')), gt(sessions.expiresAt, sql`now()`), isNull(users.disabledAt)),
    )
    .limit(1)
    .prepare('session_user'),
);

/** The session's user, if the session is live and the account is not disabled. */
export async function findSessionUser(db: Db, sessionId: string): Promise<SessionUser | undefined> {
  const [row] = await sessionUserQuery(db).execute({ sessionId });
  return (
    row && {
      id: row.id,
      role: row.role as SessionUser['role'],
      isPassed: row.isPassed,
      sessionId,
      kxGroups: row.kxGroups.map(Number),
    }
  );
}

export async function deleteSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}
