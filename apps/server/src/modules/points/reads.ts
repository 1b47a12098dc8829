import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { POINTS_TYPE_TEXT, type PointsLogPage, type PointsType } from '@store/shared/api/points';
import { toSeconds } from '@store/shared/rules/time';
import type { Db } from '../../db/client.ts';
import { orders, pointsLog, users } from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';
import { comingExpiry } from './expiry.ts';

type LedgerQuery = { page: number; page_size: number; type?: PointsType; start_time?: number; end_time?: number };

/** One page of a buyer's points ledger, newest first, with the order numbers it refers to. */
export async function pointsLedger(db: Db, userId: number, query: LedgerQuery) {
  const conditions: (SQL | undefined)[] = [eq(pointsLog.userId, userId)];
  if (query.type) conditions.push(eq(pointsLog.type, query.type));
  if (query.start_time !== undefined) conditions.push(gte(pointsLog.createdAt, new Date(query.start_time * 1000)));
  if (query.end_time !== undefined) conditions.push(lt(pointsLog.createdAt, new Date((query.end_time + 1) * 1000)));
  const where = and(...conditions);
  const [rows, { total }] = await Promise.all([
    db
      .select({ row: pointsLog, orderNo: orders.orderNo })
      .from(pointsLog)
      .leftJoin(orders, eq(orders.id, pointsLog.orderId))
      .where(where)
      .orderBy(desc(pointsLog.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(pointsLog).where(where).then(theRow),
  ]);
  return {
    data: rows.map(({ row, orderNo }) => {
      const type = row.type as PointsType;
      return {
        id: row.id,
        type,
        type_text: POINTS_TYPE_TEXT[type] ?? row.type,
        change: row.change,
        points_after: row.pointsAfter,
        order_id: row.orderId,
        order_no: orderNo,
        // Only credits show their year-end; a reversal's or an expiry's date is bookkeeping.
        expires_at: row.change > 0 && row.expiresAt ? toSeconds(row.expiresAt) : null,
        remark: row.remark,
        created_at: toSeconds(row.createdAt),
      };
    }),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}

/** GET /api/user/points_log: balance, the coming year-end's expiry, the rule, and the ledger page. */
export async function pointsPage(
  db: Db,
  userId: number,
  pointsPerYuan: number,
  query: LedgerQuery,
  now = new Date(),
): Promise<PointsLogPage> {
  const { points } = theRow(await db.select({ points: users.points }).from(users).where(eq(users.id, userId)));
  const [expiring, ledger] = await Promise.all([
    comingExpiry(db, userId, points, now),
    pointsLedger(db, userId, query),
  ]);
  return {
    points,
    expiring: { points: expiring.points, expires_at: toSeconds(expiring.at) },
    points_per_yuan: pointsPerYuan,
    ...ledger,
  };
}
