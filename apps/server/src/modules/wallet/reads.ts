import { and, count, desc, eq, gt, gte, lt, type SQL } from 'drizzle-orm';
import { MONEY_LOG_TYPE_TEXT } from '@store/shared/api/orders';
import { fenToYuan } from '@store/shared/rules/money';
import { toSeconds } from '@store/shared/rules/time';
import type { Db } from '../../db/client.ts';
import { userCoupons, userMoneyLog, users } from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';

/** Wallet figures of the member centre and the balance page (reads only; changes go through ledger.ts). */

export async function userMoney(db: Db, userId: number) {
  const [row] = await db.select({ balanceFen: users.balanceFen }).from(users).where(eq(users.id, userId));
  return { balance: fenToYuan(row?.balanceFen ?? 0) };
}

export async function moneyLog(
  db: Db,
  userId: number,
  query: { page: number; page_size: number; use_type?: string; start_time?: number; end_time?: number },
) {
  const conditions: (SQL | undefined)[] = [eq(userMoneyLog.userId, userId)];
  if (query.use_type) conditions.push(eq(userMoneyLog.type, query.use_type));
  if (query.start_time !== undefined) conditions.push(gte(userMoneyLog.createdAt, new Date(query.start_time * 1000)));
  if (query.end_time !== undefined) conditions.push(lt(userMoneyLog.createdAt, new Date((query.end_time + 1) * 1000)));
  const where = and(...conditions);
  const [rows, { total }] = await Promise.all([
    db
      .select()
      .from(userMoneyLog)
      .where(where)
      .orderBy(desc(userMoneyLog.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(userMoneyLog).where(where).then(theRow),
  ]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      type: r.type,
      type_text: MONEY_LOG_TYPE_TEXT[r.type] ?? r.type,
      amount: fenToYuan(r.amountFen),
      balance_after: fenToYuan(r.balanceAfterFen),
      order_id: r.orderId,
      remark: r.remark,
      created_at: toSeconds(r.createdAt),
    })),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}

/** Unused coupons that have not expired. */
export async function couponNum(db: Db, userId: number) {
  const { total } = await db
    .select({ total: count() })
    .from(userCoupons)
    .where(and(eq(userCoupons.userId, userId), eq(userCoupons.status, 0), gt(userCoupons.expiresAt, new Date())))
    .then(theRow);
  return { total };
}
