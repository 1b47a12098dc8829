import { and, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminRechargeQuery } from '@store/shared/api/wallet';
import { yuanToFen } from '@store/shared/rules/money';
import type { Db, Tx } from '../../db/client.ts';
import type { PaymentStart } from '../../lib/payment/gateway.ts';
import { recharges, staff, users } from '../../db/schema.ts';
import { containsPattern } from '../../db/text-search.ts';

export type RechargeRecord = typeof recharges.$inferSelect;

/** 'CZ' + id + a check digit (as orders' 'HK' references), so a mistyped reference is noticed at the bank. */
export const rechargeRefOf = (id: number) =>
  `CZ${id}${[...String(id)].reduce((sum, d, i) => sum + Number(d) * (i % 2 ? 3 : 7), 0) % 10}`;

export async function insertTransferRecharge(tx: Tx, userId: number, amountFen: number): Promise<RechargeRecord> {
  const [row] = await tx.insert(recharges).values({ userId, method: 'transfer', amountFen }).returning();
  const [withRef] = await tx
    .update(recharges)
    .set({ remittanceRef: rechargeRefOf(row!.id) })
    .where(eq(recharges.id, row!.id))
    .returning();
  return withRef!;
}

/** An online top-up through `gateway`; its out_trade_no follows the transfer reference's pattern. */
export async function insertOnlineRecharge(
  tx: Tx,
  row: { userId: number; amountFen: number; gateway: string; expiresAt: Date },
): Promise<RechargeRecord> {
  const [inserted] = await tx
    .insert(recharges)
    .values({ ...row, method: 'online' })
    .returning();
  const [withRef] = await tx
    .update(recharges)
    .set({ outTradeNo: rechargeRefOf(inserted!.id) })
    .where(eq(recharges.id, inserted!.id))
    .returning();
  return withRef!;
}

/** Keeps the gateway's first answer: every later look at this top-up shows the same cashier. */
export async function saveRechargeStart(db: Db, id: number, start: PaymentStart): Promise<PaymentStart> {
  const [row] = await db
    .update(recharges)
    .set({ start: sql`coalesce(${recharges.start}, ${JSON.stringify(start)}::jsonb)` })
    .where(eq(recharges.id, id))
    .returning({ start: recharges.start });
  return row?.start ?? start;
}

export const onlineRechargeByTradeNo = async (db: Db | Tx, gateway: string, outTradeNo: string) =>
  (
    await db
      .select()
      .from(recharges)
      .where(and(eq(recharges.method, 'online'), eq(recharges.gateway, gateway), eq(recharges.outTradeNo, outTradeNo)))
  )[0];

/**
 * The gateway says the money arrived: the top-up is paid, once. A closed one is paid too (the money is
 * the buyer's either way and belongs in the wallet); a replay finds it paid and changes nothing.
 */
export async function claimOnlinePaid(tx: Tx, id: number, tradeNo: string): Promise<RechargeRecord | undefined> {
  const [row] = await tx
    .update(recharges)
    .set({ status: 'paid', paidAt: sql`now()`, tradeNo })
    .where(and(eq(recharges.id, id), inArray(recharges.status, ['pending', 'cancelled'])))
    .returning();
  return row;
}

/** The gateway closed the trade unpaid (or it is past its time): the top-up is closed. */
export async function closeOnlineRecharges(db: Db, where: { id?: number; before?: Date }): Promise<number> {
  const rows = await db
    .update(recharges)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(recharges.method, 'online'),
        eq(recharges.status, 'pending'),
        where.id === undefined ? undefined : eq(recharges.id, where.id),
        where.before === undefined ? undefined : lt(recharges.expiresAt, where.before),
      ),
    )
    .returning({ id: recharges.id });
  return rows.length;
}

export async function rechargesOf(
  db: Db,
  userId: number,
  { page, pageSize, pendingOnly, method }: { page: number; pageSize: number; pendingOnly: boolean; method?: string },
) {
  const where = and(
    eq(recharges.userId, userId),
    pendingOnly ? eq(recharges.status, 'pending') : undefined,
    method ? eq(recharges.method, method) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(recharges)
      .where(where)
      .orderBy(desc(recharges.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(recharges)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function listForFinance(db: Db, query: AdminRechargeQuery) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(recharges.status, query.status));
  if (query.keywords) {
    const like = containsPattern(query.keywords);
    filters.push(
      or(
        ilike(recharges.remittanceRef, like),
        ilike(recharges.outTradeNo, like),
        ilike(users.company, like),
        ilike(users.username, like),
      )!,
    );
  }
  if (query.amount !== undefined) filters.push(eq(recharges.amountFen, yuanToFen(query.amount)));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        recharge: recharges,
        buyer: { id: users.id, company: users.company, username: users.username },
        confirmedBy: staff.name,
      })
      .from(recharges)
      .innerJoin(users, eq(users.id, recharges.userId))
      .leftJoin(staff, eq(staff.id, recharges.confirmedBy))
      .where(where)
      .orderBy(desc(recharges.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(recharges)
      .innerJoin(users, eq(users.id, recharges.userId))
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Marks a pending transfer top-up paid, once: a second confirmation (a double click, two staff) finds none. */
export async function markTransferPaid(
  tx: Tx,
  rechargeId: number,
  staffId: number,
): Promise<RechargeRecord | undefined> {
  const [row] = await tx
    .update(recharges)
    .set({ status: 'paid', paidAt: sql`now()`, confirmedBy: staffId })
    .where(and(eq(recharges.id, rechargeId), eq(recharges.method, 'transfer'), eq(recharges.status, 'pending')))
    .returning();
  return row;
}

export const findRecharge = async (db: Db | Tx, id: number) =>
  (await db.select().from(recharges).where(eq(recharges.id, id)))[0];
