import { and, count, countDistinct, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  coupons,
  lotteryActivities,
  lotteryPrizes,
  lotteryRecords,
  mallGoods,
  pointsOrders,
  users,
} from '../../db/schema.ts';

export async function activitiesPage(db: Db, q: { keywords: string; page: number; page_size: number }) {
  const where = q.keywords ? ilike(lotteryActivities.name, `%${q.keywords}%`) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(lotteryActivities)
      .where(where)
      .orderBy(desc(lotteryActivities.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(lotteryActivities).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Draws, distinct buyers and wins per activity. */
export async function figuresOf(db: Db | Tx, activityIds: number[]) {
  if (activityIds.length === 0) return new Map<number, { draws: number; buyers: number; wins: number }>();
  const rows = await db
    .select({
      activityId: lotteryRecords.activityId,
      draws: count(),
      buyers: countDistinct(lotteryRecords.userId),
      wins: sql<number>`count(*) filter (where ${lotteryRecords.kind} <> 'thanks')`.mapWith(Number),
    })
    .from(lotteryRecords)
    .where(inArray(lotteryRecords.activityId, activityIds))
    .groupBy(lotteryRecords.activityId);
  return new Map(rows.map((r) => [r.activityId, { draws: r.draws, buyers: r.buyers, wins: r.wins }]));
}

/** The activity's prizes with how many of each were won and the coupon's name. */
export const prizesWithWins = (db: Db | Tx, activityId: number) =>
  db
    .select({
      prize: lotteryPrizes,
      couponName: coupons.name,
      mallGoodsName: mallGoods.name,
      won: sql<number>`(select count(*) from ${lotteryRecords} where ${lotteryRecords.prizeId} = ${lotteryPrizes.id})`.mapWith(
        Number,
      ),
    })
    .from(lotteryPrizes)
    .leftJoin(coupons, eq(coupons.id, lotteryPrizes.couponId))
    .leftJoin(mallGoods, eq(mallGoods.id, lotteryPrizes.mallGoodsId))
    .where(eq(lotteryPrizes.activityId, activityId))
    .orderBy(lotteryPrizes.sort, lotteryPrizes.id);

export async function lockActivity(tx: Tx, id: number) {
  const [row] = await tx.select().from(lotteryActivities).where(eq(lotteryActivities.id, id)).for('update');
  return row;
}

export async function lockPrize(tx: Tx, id: number) {
  const [row] = await tx.select().from(lotteryPrizes).where(eq(lotteryPrizes.id, id)).for('update');
  return row;
}

export async function prizeWon(tx: Tx, prizeId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(lotteryRecords).where(eq(lotteryRecords.prizeId, prizeId));
  return row?.n ?? 0;
}

/** Whether the mall goods exists and ships (kind 实物): what a goods prize must name. */
export async function shippableMallGoods(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ kind: mallGoods.kind }).from(mallGoods).where(eq(mallGoods.id, id));
  return row?.kind === 'goods';
}

export async function couponExists(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, id));
  return Boolean(row);
}

export async function winnersPage(
  db: Db,
  activityId: number,
  q: { all?: 0 | 1; kind?: string; page: number; page_size: number },
) {
  const filters: SQL[] = [eq(lotteryRecords.activityId, activityId)];
  if (!q.all) filters.push(ne(lotteryRecords.kind, 'thanks'));
  if (q.kind) filters.push(eq(lotteryRecords.kind, q.kind));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({ record: lotteryRecords, username: users.username, company: users.company, order: pointsOrders })
      .from(lotteryRecords)
      .innerJoin(users, eq(users.id, lotteryRecords.userId))
      .leftJoin(pointsOrders, eq(pointsOrders.id, lotteryRecords.pointsOrderId))
      .where(where)
      .orderBy(desc(lotteryRecords.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(lotteryRecords).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
