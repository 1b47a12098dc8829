import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { OrderStatus } from '@store/shared/orders';
import type { Db, Tx } from '../../db/client.ts';
import { cashbackActivities, cashbackAwardOrders, cashbackAwards, orders, users } from '../../db/schema.ts';

export type Activity = typeof cashbackActivities.$inferSelect;
export type Award = typeof cashbackAwards.$inferSelect;
export type NewActivity = typeof cashbackActivities.$inferInsert;

/** An order's money that counts: what was paid less what went back. */
const netFen = sql<number>`(${orders.paidFen} - ${orders.refundedFen})`;

export const activities = (db: Db | Tx) => db.select().from(cashbackActivities).orderBy(desc(cashbackActivities.id));

export const activityById = async (db: Db | Tx, id: number, lock = false) => {
  const query = db.select().from(cashbackActivities).where(eq(cashbackActivities.id, id));
  return (lock ? await query.for('update') : await query)[0];
};

/** Activities running on `day` ('YYYY-MM-DD'), for the buyer's page. */
export const runningOn = (db: Db, day: string) =>
  db
    .select()
    .from(cashbackActivities)
    .where(
      and(
        eq(cashbackActivities.active, true),
        sql`${cashbackActivities.startsOn} <= ${day}`,
        sql`${cashbackActivities.endsOn} >= ${day}`,
      ),
    )
    .orderBy(cashbackActivities.id);

/** This buyer's counted amount for a window: orders paid in it, not cancelled, less refunds. */
export async function paidInWindow(db: Db, userId: number, start: Date, end: Date): Promise<number> {
  const [row] = await db
    .select({ fen: sql<number>`coalesce(sum(${netFen}), 0)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        gte(orders.paidAt, start),
        lt(orders.paidAt, end),
        sql`${orders.status} <> ${OrderStatus.CANCELLED}`,
      ),
    );
  return row?.fen ?? 0;
}

/** What settles for a window: each buyer's completed orders paid in it, with what each still counts. */
export async function completedInWindow(db: Db, start: Date, end: Date) {
  return db
    .select({ userId: orders.userId, orderId: orders.id, fen: netFen })
    .from(orders)
    .where(
      and(
        gte(orders.paidAt, start),
        lt(orders.paidAt, end),
        eq(orders.status, OrderStatus.COMPLETED),
        sql`${netFen} > 0`,
      ),
    )
    .orderBy(orders.userId, orders.id);
}

/**
 * The counted orders again, locked, inside the award's transaction: a refund of one of them either
 * committed before (and is seen here) or waits until the award is written (and then takes back from it).
 */
export async function lockCounted(tx: Tx, orderIds: number[]) {
  return tx
    .select({ orderId: orders.id, fen: netFen })
    .from(orders)
    .where(and(inArray(orders.id, orderIds), eq(orders.status, OrderStatus.COMPLETED)))
    .orderBy(orders.id)
    .for('update');
}

/** Writes the award once: a second process settling the same month waits here, then finds it written. */
export async function insertAward(tx: Tx, award: typeof cashbackAwards.$inferInsert): Promise<Award | undefined> {
  const [row] = await tx.insert(cashbackAwards).values(award).onConflictDoNothing().returning();
  return row;
}

export const insertAwardOrders = (tx: Tx, awardId: number, counted: { orderId: number; fen: number }[]) =>
  tx.insert(cashbackAwardOrders).values(counted.map((c) => ({ awardId, orderId: c.orderId, countedFen: c.fen })));

/** The awards that counted this order, locked: a refund recomputes each of them. */
export const awardsCounting = (tx: Tx, orderId: number) =>
  tx
    .select({ award: cashbackAwards })
    .from(cashbackAwards)
    .innerJoin(cashbackAwardOrders, eq(cashbackAwardOrders.awardId, cashbackAwards.id))
    .where(eq(cashbackAwardOrders.orderId, orderId))
    .orderBy(cashbackAwards.id)
    .for('update', { of: cashbackAwards });

/** An award's counted amount now: each of its orders' paid less refunded, never more than it counted then. */
export async function countedNow(tx: Tx, awardId: number): Promise<number> {
  const [row] = await tx
    .select({ fen: sql<number>`coalesce(sum(least(${cashbackAwardOrders.countedFen}, ${netFen})), 0)::int` })
    .from(cashbackAwardOrders)
    .innerJoin(orders, eq(orders.id, cashbackAwardOrders.orderId))
    .where(eq(cashbackAwardOrders.awardId, awardId));
  return Math.max(0, row?.fen ?? 0);
}

export const lowerAward = (tx: Tx, id: number, countedFen: number, amountFen: number) =>
  tx.update(cashbackAwards).set({ countedFen, amountFen }).where(eq(cashbackAwards.id, id));

export const awardsOfBuyer = (db: Db, userId: number, limit: number) =>
  db
    .select({ award: cashbackAwards, activity: cashbackActivities.name })
    .from(cashbackAwards)
    .innerJoin(cashbackActivities, eq(cashbackActivities.id, cashbackAwards.activityId))
    .where(eq(cashbackAwards.userId, userId))
    .orderBy(desc(cashbackAwards.id))
    .limit(limit);

/** Per activity: buyers awarded and what they keep. */
export async function awardTotals(db: Db, activityIds: number[]) {
  if (activityIds.length === 0) return new Map<number, { awards: number; fen: number }>();
  const rows = await db
    .select({
      activityId: cashbackAwards.activityId,
      awards: sql<number>`count(*)::int`,
      fen: sql<number>`coalesce(sum(${cashbackAwards.amountFen}), 0)::int`,
    })
    .from(cashbackAwards)
    .where(inArray(cashbackAwards.activityId, activityIds))
    .groupBy(cashbackAwards.activityId);
  return new Map(rows.map((r) => [r.activityId, { awards: r.awards, fen: r.fen }]));
}

export async function awardsOfActivity(
  db: Db,
  activityId: number,
  { page, pageSize, period }: { page: number; pageSize: number; period?: string | undefined },
) {
  const where = and(eq(cashbackAwards.activityId, activityId), period ? eq(cashbackAwards.period, period) : undefined);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        award: cashbackAwards,
        activity: cashbackActivities.name,
        buyer: { id: users.id, company: users.company, username: users.username },
        orders: sql<number>`(select count(*)::int from ${cashbackAwardOrders} where ${cashbackAwardOrders.awardId} = ${cashbackAwards.id})`,
      })
      .from(cashbackAwards)
      .innerJoin(cashbackActivities, eq(cashbackActivities.id, cashbackAwards.activityId))
      .innerJoin(users, eq(users.id, cashbackAwards.userId))
      .where(where)
      .orderBy(desc(cashbackAwards.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(cashbackAwards)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export const hasAwards = async (tx: Tx, activityId: number) =>
  (
    await tx
      .select({ id: cashbackAwards.id })
      .from(cashbackAwards)
      .where(eq(cashbackAwards.activityId, activityId))
      .limit(1)
  ).length > 0;

export async function insertActivity(tx: Tx, values: NewActivity): Promise<Activity> {
  const [row] = await tx.insert(cashbackActivities).values(values).returning();
  return row!;
}

export const updateActivity = (tx: Tx, id: number, values: Partial<NewActivity>) =>
  tx.update(cashbackActivities).set(values).where(eq(cashbackActivities.id, id)).returning();
