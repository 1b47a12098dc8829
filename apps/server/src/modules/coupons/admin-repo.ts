import { and, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { CouponGrantBody } from '@store/shared/api/coupons';
import type { Db, Tx } from '../../db/client.ts';
import { coupons, orders, userCoupons, users } from '../../db/schema.ts';
import { escapeLike } from '../../db/text-search.ts';
import { theRow } from '../../db/rows.ts';
import { OrderStatus } from '@store/shared/orders';

/** SQL of marketing's coupon screens. */

export async function templatesPage(
  db: Db,
  q: { page: number; page_size: number; keywords: string; status?: number; type?: number },
) {
  const filters: (SQL | undefined)[] = [
    q.keywords ? ilike(coupons.name, `%${escapeLike(q.keywords)}%`) : undefined,
    q.status === undefined ? undefined : eq(coupons.status, q.status),
    q.type ? eq(coupons.type, q.type) : undefined,
  ];
  const where = and(...filters);
  const [rows, total] = await Promise.all([
    db
      .select({
        template: coupons,
        // "coupons"."id" spelled out: drizzle would write a bare "id", which inside the subquery is u.id.
        used: sql<number>`(select count(*)::int from ${userCoupons} u where u.coupon_id = "coupons"."id" and u.status = 1)`,
      })
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(coupons).where(where).then(theRow),
  ]);
  return { rows, total: total.n };
}

export async function lockTemplate(tx: Tx, id: number) {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  return row;
}

export const insertTemplate = (tx: Tx, values: typeof coupons.$inferInsert) =>
  tx.insert(coupons).values(values).returning().then(theRow);

export const updateTemplate = (tx: Tx, id: number, values: Partial<typeof coupons.$inferInsert>) =>
  tx
    .update(coupons)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(coupons.id, id))
    .returning()
    .then(theRow);

/** The most buyers one grant by filter may reach: a bigger audience belongs in the centre. */
export const GRANT_FILTER_MAX = 5_000;

/** Approved, enabled buyers a grant reaches: by usernames, or by company types / provinces / no paid order. */
export async function grantTargets(db: Db | Tx, body: CouponGrantBody) {
  const approved = and(eq(users.isPassed, true), isNull(users.disabledAt));
  if (body.target === 'usernames') {
    return db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(and(approved, inArray(users.username, body.usernames)));
  }
  const filters: (SQL | undefined)[] = [
    approved,
    body.company_types.length ? inArray(users.companyType, body.company_types) : undefined,
    body.provinces.length ? inArray(sql`split_part(${users.region}, ' ', 1)`, body.provinces) : undefined,
    body.only_new
      ? // Spelled out: drizzle writes a column of the one table selected from without its table name.
        sql`not exists (select from ${orders} o where o.user_id = "users"."id" and o.paid_at is not null)`
      : undefined,
  ];
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(...filters))
    .orderBy(users.id)
    .limit(GRANT_FILTER_MAX + 1);
}

/** Figures of one template: coupons by source and state, and the orders that used them (not cancelled). */
export async function templateFigures(db: Db, id: number) {
  const [coupon, ordersRow] = await Promise.all([
    db
      .select({
        claimed: sql<number>`count(*) filter (where ${userCoupons.source} <> 'grant')::int`,
        granted: sql<number>`count(*) filter (where ${userCoupons.source} = 'grant')::int`,
        unused: sql<number>`count(*) filter (where ${userCoupons.status} = 0 and ${userCoupons.expiresAt} > now())::int`,
        used: sql<number>`count(*) filter (where ${userCoupons.status} = 1)::int`,
        expired: sql<number>`count(*) filter (where ${userCoupons.status} = 2 or (${userCoupons.status} = 0 and ${userCoupons.expiresAt} <= now()))::int`,
      })
      .from(userCoupons)
      .where(eq(userCoupons.couponId, id))
      .then(theRow),
    db
      .select({
        orders: sql<number>`count(*)::int`,
        payableFen: sql<number>`coalesce(sum(${orders.payableFen}), 0)::float8`,
        couponFen: sql<number>`coalesce(sum(${orders.couponFen}), 0)::float8`,
      })
      .from(orders)
      .innerJoin(userCoupons, eq(userCoupons.id, orders.userCouponId))
      .where(and(eq(userCoupons.couponId, id), sql`${orders.status} <> ${OrderStatus.CANCELLED}`))
      .then(theRow),
  ]);
  return { ...coupon, ...ordersRow };
}
