import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { VOUCHER_STATUS_TEXT, voucherSourceText, type VoucherGrantBody } from '@store/shared/api/vouchers';
import type { z } from 'zod';
import type { adminCashCouponQuery } from '@store/shared/api/vouchers';
import { toSeconds } from '@store/shared/rules/time';
import { theRow } from '../../db/rows.ts';
import { fenToYuan, yuanToFen } from '@store/shared/rules/money';
import type { Db, Tx } from '../../db/client.ts';
import { cashVouchers, users } from '../../db/schema.ts';

type AdminCashCouponQuery = z.infer<typeof adminCashCouponQuery>;
import { invalid } from '../../lib/errors.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { grantVoucher, usableVoucherFen } from './ledger.ts';
import { containsPattern } from '../../db/text-search.ts';

/** The end of a store day (Beijing time) as an instant: a voucher 'valid until 2026-12-31' lasts through it. */
export const endOfStoreDay = (day: string) => new Date(`${day}T23:59:59.999+08:00`);

/**
 * An operator grants a buyer a voucher (compensation, a goodwill gift), with the reason on its ledger row and in
 * the audit log, in one transaction. The form's request id is the voucher's cause: a double submit grants once.
 */
export async function grantByOperator(db: Db, actor: Actor, body: VoucherGrantBody) {
  const expiresAt = endOfStoreDay(body.expires_on);
  if (Number.isNaN(expiresAt.getTime())) throw invalid({ expires_on: ['有效期格式不正确'] });
  if (expiresAt.getTime() <= Date.now()) throw invalid({ expires_on: ['有效期须晚于今天'] });
  return db.transaction(async (tx) => {
    const [buyer] = await tx.select({ id: users.id }).from(users).where(eq(users.username, body.username));
    if (!buyer) throw invalid({ username: ['没有这个采购商账号'] });
    const userId = buyer.id;
    const amountFen = yuanToFen(body.amount);
    const { granted, voucherId } = await grantVoucher(tx, {
      userId,
      amountFen,
      source: 'grant',
      sourceId: `${actor.staffId}:${body.request_id}`,
      expiresAt,
      remark: body.reason,
    });
    if (granted) {
      await recordAudit(tx, actor, {
        action: 'cash_coupon.grant',
        objectType: 'buyer',
        objectId: userId,
        after: {
          cash_coupon_id: voucherId,
          username: body.username,
          amount: body.amount,
          expires_on: body.expires_on,
          reason: body.reason,
        },
      });
    }
    return {
      granted: granted ? (1 as const) : (0 as const),
      cash_coupon_id: voucherId,
      usable_amount: fenToYuan(await usableVoucherFen(tx as Tx, userId)),
    };
  });
}

/** The console's list of vouchers of every buyer, newest first, found by buyer or source. */
export async function vouchersForConsole(db: Db, query: AdminCashCouponQuery) {
  const filters: SQL[] = [];
  if (query.source) filters.push(eq(cashVouchers.source, query.source));
  if (query.keywords) {
    const like = containsPattern(query.keywords);
    filters.push(or(ilike(users.company, like), ilike(users.username, like))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, { total }] = await Promise.all([
    db
      .select({ voucher: cashVouchers, buyer: { id: users.id, company: users.company, username: users.username } })
      .from(cashVouchers)
      .innerJoin(users, eq(users.id, cashVouchers.userId))
      .where(where)
      .orderBy(desc(cashVouchers.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ total: count() })
      .from(cashVouchers)
      .innerJoin(users, eq(users.id, cashVouchers.userId))
      .where(where)
      .then(theRow),
  ]);
  const now = Date.now();
  return {
    data: rows.map(({ voucher: v, buyer }) => {
      // The console's plain view of a voucher's state (the buyer's tabs tell used up from taken by expiry).
      const status = v.remainingFen > 0 && v.expiresAt.getTime() > now ? 0 : v.expiresAt.getTime() <= now ? 2 : 1;
      return {
        id: v.id,
        amount: fenToYuan(v.amountFen),
        remaining: fenToYuan(v.remainingFen),
        source: v.source,
        source_text: voucherSourceText(v.source),
        remark: v.remark,
        status,
        status_text: VOUCHER_STATUS_TEXT[status],
        expires_at: toSeconds(v.expiresAt),
        created_at: toSeconds(v.createdAt),
        buyer,
      };
    }),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}
