import { and, asc, count, desc, eq, gt, gte, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  lotteryActivities,
  lotteryDrawCounters,
  lotteryPrizes,
  lotteryRecords,
  orders,
  pointsOrders,
  users,
} from '../../db/schema.ts';

export type Activity = typeof lotteryActivities.$inferSelect;
export type Prize = typeof lotteryPrizes.$inferSelect;

/** The activity running now (on, inside its window): the newest started one. */
export async function currentActivity(db: Db | Tx, now: Date): Promise<Activity | undefined> {
  const [row] = await db
    .select()
    .from(lotteryActivities)
    .where(
      and(eq(lotteryActivities.status, 1), lte(lotteryActivities.startsAt, now), gt(lotteryActivities.endsAt, now)),
    )
    .orderBy(desc(lotteryActivities.startsAt), desc(lotteryActivities.id))
    .limit(1);
  return row;
}

export async function findActivity(db: Db | Tx, id: number): Promise<Activity | undefined> {
  const [row] = await db.select().from(lotteryActivities).where(eq(lotteryActivities.id, id));
  return row;
}

export const prizesOf = (db: Db | Tx, activityId: number) =>
  db
    .select()
    .from(lotteryPrizes)
    .where(eq(lotteryPrizes.activityId, activityId))
    .orderBy(asc(lotteryPrizes.sort), asc(lotteryPrizes.id));

/** Prizes a draw may land on: weight > 0 and something remaining (or unlimited). */
export const drawablePrizes = (tx: Tx, activityId: number) =>
  tx
    .select()
    .from(lotteryPrizes)
    .where(
      and(
        eq(lotteryPrizes.activityId, activityId),
        gt(lotteryPrizes.weight, 0),
        or(isNull(lotteryPrizes.remaining), gt(lotteryPrizes.remaining, 0)),
      ),
    )
    .orderBy(asc(lotteryPrizes.id));

/** The activity's 谢谢参与 prize, if it has one: what a draw falls back to when its prize ran out. */
export async function thanksPrize(tx: Tx, activityId: number): Promise<Prize | undefined> {
  const [row] = await tx
    .select()
    .from(lotteryPrizes)
    .where(and(eq(lotteryPrizes.activityId, activityId), eq(lotteryPrizes.kind, 'thanks')))
    .orderBy(asc(lotteryPrizes.id))
    .limit(1);
  return row;
}

/**
 * One of the prize taken, if one remains: a guarded UPDATE (`remaining >= 1`), so parallel draws never take it
 * below zero. An unlimited prize (remaining null) is always taken. Answers whether it was.
 */
export async function takePrize(tx: Tx, prizeId: number): Promise<boolean> {
  const rows = await tx
    .update(lotteryPrizes)
    .set({
      remaining: sql`case when ${lotteryPrizes.remaining} is null then null else ${lotteryPrizes.remaining} - 1 end`,
    })
    .where(and(eq(lotteryPrizes.id, prizeId), or(isNull(lotteryPrizes.remaining), gte(lotteryPrizes.remaining, 1))))
    .returning({ id: lotteryPrizes.id });
  return rows.length === 1;
}

/** Gives back one taken in this transaction (its coupon template had run out). */
export const returnPrize = (tx: Tx, prizeId: number) =>
  tx
    .update(lotteryPrizes)
    .set({ remaining: sql`${lotteryPrizes.remaining} + 1` })
    .where(and(eq(lotteryPrizes.id, prizeId), sql`${lotteryPrizes.remaining} is not null`));

const NO_CAP = 2_147_483_647;

/**
 * The buyer's draw counted, unless a cap is reached: ONE conditional upsert on the (activity, buyer) row, so
 * parallel draws of one buyer queue on its lock and each sees the count the one before left. A new Beijing
 * day restarts the day's count. Answers the counts after, or nothing when a cap is reached.
 */
export async function takeDraw(
  tx: Tx,
  a: { activityId: number; userId: number; day: string; perDay: number | null; total: number | null },
): Promise<{ total: number; dayCount: number } | undefined> {
  const perDay = a.perDay ?? NO_CAP;
  const total = a.total ?? NO_CAP;
  const c = lotteryDrawCounters;
  const result = (await tx.execute(sql`
    insert into ${c} (activity_id, user_id, total, day, day_count) values (${a.activityId}, ${a.userId}, 1, ${a.day}, 1)
    on conflict (activity_id, user_id) do update set
      total = ${c}.total + 1,
      day_count = case when ${c}.day = excluded.day then ${c}.day_count + 1 else 1 end,
      day = excluded.day
    where ${c}.total < ${total} and (${c}.day <> excluded.day or ${c}.day_count < ${perDay})
    returning total, day_count`)) as unknown as { rows: { total: number; day_count: number }[] };
  const row = result.rows[0];
  // A first draw with a cap of… at least 1 (a check on the activity) always passes.
  return row && { total: Number(row.total), dayCount: Number(row.day_count) };
}

export async function counterOf(db: Db | Tx, activityId: number, userId: number) {
  const [row] = await db
    .select()
    .from(lotteryDrawCounters)
    .where(and(eq(lotteryDrawCounters.activityId, activityId), eq(lotteryDrawCounters.userId, userId)));
  return row;
}

/** What the buyer's orders paid since `since` (today's 实付, fen): the activity's admission rule. */
export async function paidSince(db: Db | Tx, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ fen: sql<number>`coalesce(sum(${orders.paidFen} - ${orders.refundedFen}), 0)`.mapWith(Number) })
    .from(orders)
    .where(and(eq(orders.userId, userId), gte(orders.paidAt, since)));
  return row?.fen ?? 0;
}

export async function buyerOf(db: Db | Tx, userId: number) {
  const [row] = await db
    .select({ isPassed: users.isPassed, points: users.points, company: users.company, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function insertRecord(tx: Tx, values: typeof lotteryRecords.$inferInsert) {
  const [row] = await tx.insert(lotteryRecords).values(values).returning();
  return row!;
}

/** The draw's record points at the points order its goods prize ships as. */
export const linkRecordOrder = (tx: Tx, recordId: number, pointsOrderId: number) =>
  tx.update(lotteryRecords).set({ pointsOrderId }).where(eq(lotteryRecords.id, recordId));

export async function hasJoined(db: Db, activityId: number, userId: number): Promise<boolean> {
  const row = await counterOf(db, activityId, userId);
  return (row?.total ?? 0) > 0;
}

/** The latest winning draws (not 谢谢参与) with the winner's company for masking. */
export const latestWinners = (db: Db, activityId: number, limit: number) =>
  db
    .select({
      id: lotteryRecords.id,
      company: users.company,
      username: users.username,
      prizeName: lotteryRecords.prizeName,
      createdAt: lotteryRecords.createdAt,
    })
    .from(lotteryRecords)
    .innerJoin(users, eq(users.id, lotteryRecords.userId))
    .where(and(eq(lotteryRecords.activityId, activityId), ne(lotteryRecords.kind, 'thanks')))
    .orderBy(desc(lotteryRecords.id))
    .limit(limit);

export async function recordsOf(db: Db, userId: number, page: number, pageSize: number) {
  const where = eq(lotteryRecords.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ record: lotteryRecords, activityName: lotteryActivities.name, order: pointsOrders })
      .from(lotteryRecords)
      .innerJoin(lotteryActivities, eq(lotteryActivities.id, lotteryRecords.activityId))
      .leftJoin(pointsOrders, eq(pointsOrders.id, lotteryRecords.pointsOrderId))
      .where(where)
      .orderBy(desc(lotteryRecords.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(lotteryRecords).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
