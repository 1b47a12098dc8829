import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  VOUCHER_STATUS_TEXT,
  voucherLogTypeText,
  voucherSourceText,
  type CashCouponLogRow,
  type CashCouponPage,
} from '@store/shared/api/vouchers';
import { fenToYuan } from '@store/shared/rules/money';
import { toSeconds } from '@store/shared/rules/time';
import type { Db } from '../../db/client.ts';
import { cashVoucherLog, cashVouchers, orders } from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';
import { usableVoucherFen } from './ledger.ts';

/**
 * A voucher's status as the buyer's tabs show it: 0 usable (value left, not expired); 2 expired (past its
 * expiry with value left, or value taken by the sweep); 1 used up (nothing left otherwise: spent or taken back).
 */
const statusSql = sql<number>`(case
  when ${cashVouchers.remainingFen} > 0 and ${cashVouchers.expiresAt} > now() then 0
  when ${cashVouchers.expiresAt} <= now() and (${cashVouchers.remainingFen} > 0 or exists (
    select 1 from cash_voucher_log x where x.voucher_id = "cash_vouchers"."id" and x.type = 'expire')) then 2
  else 1 end)::int`;

/** GET /api/user/cash_coupon: one status's page, the count of every status, and the total usable now. */
export async function vouchersOf(
  db: Db,
  userId: number,
  query: { page: number; page_size: number; status: number },
): Promise<CashCouponPage> {
  const mine = eq(cashVouchers.userId, userId);
  const [rows, counts, usableFen] = await Promise.all([
    db
      .select({ voucher: cashVouchers, status: statusSql })
      .from(cashVouchers)
      .where(and(mine, sql`${statusSql} = ${query.status}`))
      // Usable: what expires first on top (it is spent first too); the others newest first.
      .orderBy(...(query.status === 0 ? [cashVouchers.expiresAt, cashVouchers.id] : [desc(cashVouchers.id)]))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ status: statusSql, n: count() })
      .from(cashVouchers)
      .where(mine)
      .groupBy(sql`1`),
    usableVoucherFen(db as never, userId),
  ]);
  const countOf = (status: number) => counts.find((c) => c.status === status)?.n ?? 0;
  return {
    data: rows.map(({ voucher: v, status }) => ({
      id: v.id,
      amount: fenToYuan(v.amountFen),
      remaining: fenToYuan(v.remainingFen),
      source: v.source,
      source_text: voucherSourceText(v.source),
      remark: v.remark,
      status,
      status_text: VOUCHER_STATUS_TEXT[status] ?? '',
      expires_at: toSeconds(v.expiresAt),
      created_at: toSeconds(v.createdAt),
    })),
    total: countOf(query.status),
    page: query.page,
    page_size: query.page_size,
    usable_amount: fenToYuan(usableFen),
    counts: [countOf(0), countOf(1), countOf(2)],
  };
}

/** GET /api/user/cash_coupon_log: the buyer's voucher ledger, newest first. */
export async function voucherLogOf(db: Db, userId: number, query: { page: number; page_size: number }) {
  const mine = eq(cashVoucherLog.userId, userId);
  const [rows, { total }] = await Promise.all([
    db
      .select({ row: cashVoucherLog, orderNo: orders.orderNo })
      .from(cashVoucherLog)
      .leftJoin(orders, eq(orders.id, cashVoucherLog.orderId))
      .where(mine)
      .orderBy(desc(cashVoucherLog.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(cashVoucherLog).where(mine).then(theRow),
  ]);
  const data: CashCouponLogRow[] = rows.map(({ row: r, orderNo }) => ({
    id: r.id,
    cash_coupon_id: r.voucherId,
    type: r.type,
    type_text: voucherLogTypeText(r.type),
    amount: fenToYuan(r.changeFen),
    total_after: fenToYuan(r.totalAfterFen),
    order_id: r.orderId,
    order_no: orderNo,
    remark: r.remark,
    created_at: toSeconds(r.createdAt),
  }));
  return { data, total, page: query.page, page_size: query.page_size };
}
