import { and, eq, gt, isNotNull, lt, lte, max, min, ne, sql } from 'drizzle-orm';
import { expiringRemainder, storeYear, yearEnd } from '@store/shared/rules/points';
import type { Db, Tx } from '../../db/client.ts';
import { pointsExpiryRuns, pointsLog, users } from '../../db/schema.ts';
import { changePoints } from './ledger.ts';

/**
 * The buyer's points that expire at year-end `at` (oldest first, see rules/points expiringRemainder): the net of
 * every lot expiring by then, less everything taken from the pool so far, at most the balance.
 */
export async function expiringAt(db: Db | Tx, userId: number, at: Date, balance: number): Promise<number> {
  const [sums] = await db
    .select({
      lots: sql<number>`coalesce(sum(${pointsLog.change}) filter (where ${pointsLog.type} <> 'expire' and ${pointsLog.expiresAt} <= ${at.toISOString()}::timestamptz), 0)`.mapWith(
        Number,
      ),
      debits:
        sql<number>`coalesce(-sum(${pointsLog.change}) filter (where ${pointsLog.type} = 'expire' or ${pointsLog.expiresAt} is null), 0)`.mapWith(
          Number,
        ),
    })
    .from(pointsLog)
    .where(eq(pointsLog.userId, userId));
  return expiringRemainder(sums?.lots ?? 0, sums?.debits ?? 0, balance);
}

/** The coming year-end on the store's clock and what expires then (the /jfgl notice). */
export async function comingExpiry(db: Db, userId: number, balance: number, now = new Date()) {
  const at = yearEnd(storeYear(now));
  return { at, points: await expiringAt(db, userId, at, balance) };
}

/**
 * The yearly expiry (hourly in main.ts; it acts only after a year-end): for each year-end passed and not yet
 * finished, every buyer holding points gets at most one 'expire' row with what is left of the points
 * expiring then. Per buyer, one short transaction that first locks the buyer's row: a second process
 * sweeping at the same moment waits, then finds the 'expire' row and writes nothing (the unique index
 * `points_log_one_expiry_key` is the backstop). Idempotent; returns the rows written.
 */
export async function sweepPointsExpiry(db: Db, now = new Date()): Promise<number> {
  let written = 0;
  for (;;) {
    const closing = await nextUnfinishedYearEnd(db, now);
    if (!closing) return written;
    const holders = await db
      .selectDistinct({ userId: pointsLog.userId })
      .from(pointsLog)
      .innerJoin(users, eq(users.id, pointsLog.userId))
      .where(
        and(
          isNotNull(pointsLog.expiresAt),
          lte(pointsLog.expiresAt, closing),
          ne(pointsLog.type, 'expire'),
          gt(users.points, 0),
        ),
      )
      .orderBy(pointsLog.userId);
    for (const { userId } of holders) {
      if (await db.transaction((tx) => expireFor(tx, userId, closing))) written++;
    }
    await db.insert(pointsExpiryRuns).values({ expiresAt: closing }).onConflictDoNothing();
  }
}

/** The earliest year-end some lot expires at that has passed and has not been finished. */
async function nextUnfinishedYearEnd(db: Db, now: Date): Promise<Date | null> {
  const [done] = await db.select({ last: max(pointsExpiryRuns.expiresAt) }).from(pointsExpiryRuns);
  const last = done?.last ?? null;
  const [next] = await db
    .select({ at: min(pointsLog.expiresAt) })
    .from(pointsLog)
    .where(
      and(
        isNotNull(pointsLog.expiresAt),
        ne(pointsLog.type, 'expire'),
        lt(pointsLog.expiresAt, now),
        last ? gt(pointsLog.expiresAt, last) : undefined,
      ),
    );
  return next?.at ?? null;
}

async function expireFor(tx: Tx, userId: number, at: Date): Promise<boolean> {
  const [user] = await tx.select({ points: users.points }).from(users).where(eq(users.id, userId)).for('update');
  if (!user || user.points === 0) return false;
  const [done] = await tx
    .select({ id: pointsLog.id })
    .from(pointsLog)
    .where(and(eq(pointsLog.userId, userId), eq(pointsLog.type, 'expire'), eq(pointsLog.expiresAt, at)));
  if (done) return false;
  const points = await expiringAt(tx, userId, at, user.points);
  if (points === 0) return false;
  await changePoints(tx, {
    userId,
    type: 'expire',
    change: -points,
    expiresAt: at,
    remark: `${storeYear(at)}-12-31 到期的积分`,
  });
  return true;
}
