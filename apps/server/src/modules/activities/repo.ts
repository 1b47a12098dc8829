import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities, activityGoods, activityTaps, ads, goods } from '../../db/schema.ts';

export type ActivityRow = typeof activities.$inferSelect;

export async function findActivity(db: Db, id: number): Promise<ActivityRow | undefined> {
  const [row] = await db.select().from(activities).where(eq(activities.id, id));
  return row;
}

export const activitiesByIds = (db: Db, ids: number[]) =>
  db.select().from(activities).where(inArray(activities.id, ids));

/** The listed goods of an activity in its order, each with its activity price (null: listed only). */
export const goodsOfActivity = (db: Db, activityId: number) =>
  db
    .select({ goods, priceFen: activityGoods.priceFen })
    .from(activityGoods)
    .innerJoin(goods, eq(goods.id, activityGoods.goodsId))
    .where(and(eq(activityGoods.activityId, activityId), eq(goods.isListed, true)))
    .orderBy(asc(activityGoods.sort), asc(goods.id));

export async function adExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: ads.id }).from(ads).where(eq(ads.id, id));
  return Boolean(row);
}

/** One row per tapper, target, position and minute: a repeat within the minute inserts nothing. */
export async function insertTap(db: Db, tap: typeof activityTaps.$inferInsert): Promise<boolean> {
  const rows = await db.insert(activityTaps).values(tap).onConflictDoNothing().returning({ id: activityTaps.id });
  return rows.length > 0;
}
