import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { couponClaims, coupons, goods, orders, userCoupons, users } from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';
import type { Template } from './present.ts';

/** SQL of the buyer's coupons (every query on them takes the buyer id) and of the templates. */

/** The buyer's unused coupons not yet expired (some may not have started), soonest-expiring first. */
export const unusedCoupons = (db: Db | Tx, userId: number) =>
  db
    .select({ userCoupon: userCoupons, coupon: coupons })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(and(eq(userCoupons.userId, userId), eq(userCoupons.status, 0), gt(userCoupons.expiresAt, sql`now()`)))
    .orderBy(asc(userCoupons.expiresAt), asc(userCoupons.id));

/** Brand and categories (every tree, every level) of the goods an order holds: what a coupon's scope reads. */
export const goodsScopeFacts = (db: Db | Tx, goodsIds: number[]) =>
  goodsIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: goods.id, brandId: goods.brandId, categoryIds: goods.categoryIds })
        .from(goods)
        .where(inArray(goods.id, goodsIds));

/**
 * Status as the buyer's tabs count it: 0 unused and not expired, 1 used, 2 marked expired or unused past
 * its expiry (before the sweep reaches it).
 */
const statusIs = (status: number): SQL => {
  const expiredUnused = and(eq(userCoupons.status, 0), lte(userCoupons.expiresAt, sql`now()`))!;
  if (status === 0) return and(eq(userCoupons.status, 0), gt(userCoupons.expiresAt, sql`now()`))!;
  if (status === 2) return or(eq(userCoupons.status, 2), expiredUnused)!;
  return eq(userCoupons.status, status);
};

export async function ownCouponsPage(
  db: Db,
  userId: number,
  q: { status: number; type?: number; page: number; page_size: number },
) {
  const mine = and(eq(userCoupons.userId, userId), q.type ? eq(coupons.type, q.type) : undefined);
  const where = and(mine, statusIs(q.status));
  const order = q.status === 0 ? [asc(userCoupons.expiresAt), asc(userCoupons.id)] : [desc(userCoupons.id)];
  const [rows, counts] = await Promise.all([
    db
      .select({ userCoupon: userCoupons, coupon: coupons })
      .from(userCoupons)
      .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
      .where(where)
      .orderBy(...order)
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db
      .select({
        unused: sql<number>`count(*) filter (where ${statusIs(0)})::int`,
        used: sql<number>`count(*) filter (where ${statusIs(1)})::int`,
        expired: sql<number>`count(*) filter (where ${statusIs(2)})::int`,
      })
      .from(userCoupons)
      .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
      .where(mine)
      .then(theRow),
  ]);
  return { rows, counts };
}

// ── the centre and claiming ──

/** Active templates listed in the centre whose claiming has not ended, newest first. */
export async function centreTemplates(db: Db, page: number, pageSize: number) {
  const where = and(
    eq(coupons.inCentre, true),
    eq(coupons.status, 1),
    or(eq(coupons.validKind, 'days'), gt(coupons.endsAt, sql`now()`)),
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(coupons).where(where).then(theRow),
  ]);
  return { rows, total: total.n };
}

export async function claimedByBuyer(db: Db, userId: number, couponIds: number[]) {
  if (couponIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ couponId: couponClaims.couponId, claimed: couponClaims.claimed })
    .from(couponClaims)
    .where(and(eq(couponClaims.userId, userId), inArray(couponClaims.couponId, couponIds)));
  return new Map(rows.map((r) => [r.couponId, r.claimed]));
}

/** What the audience rules read about a buyer. */
export async function claimantOf(db: Db | Tx, userId: number) {
  const [row] = await db
    .select({
      isPassed: users.isPassed,
      companyType: users.companyType,
      region: users.region,
      hasPaidOrder: sql<boolean>`exists (select from ${orders} o where o.user_id = ${userId} and o.paid_at is not null)`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function findTemplate(db: Db | Tx, id: number): Promise<Template | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row;
}

/**
 * The buyer's claim count for the template raised by one, unless it is at `limit`: one conditional upsert.
 * Concurrent clicks of one buyer queue on the (template, buyer) row; answers the new count, or nothing.
 */
export async function takeBuyerClaim(tx: Tx, couponId: number, userId: number, limit: number) {
  const result = (await tx.execute(sql`
    insert into ${couponClaims} (coupon_id, user_id, claimed) values (${couponId}, ${userId}, 1)
    on conflict (coupon_id, user_id) do update set claimed = ${couponClaims}.claimed + 1
      where ${couponClaims}.claimed < ${limit}
    returning claimed`)) as unknown as { rows: { claimed: number }[] };
  return result.rows[0]?.claimed;
}

/**
 * `n` of the template taken, if it is active and that many remain: one guarded UPDATE (claimed + n <= total),
 * so concurrent claims never take more than the total. Answers the template after, or nothing.
 */
export async function takeFromTemplate(tx: Tx, couponId: number, n: number) {
  const [row] = await tx
    .update(coupons)
    .set({ claimedCount: sql`${coupons.claimedCount} + ${n}` })
    .where(
      and(
        eq(coupons.id, couponId),
        eq(coupons.status, 1),
        or(isNull(coupons.totalQuantity), sql`${coupons.claimedCount} + ${n} <= ${coupons.totalQuantity}`),
      ),
    )
    .returning();
  return row;
}

export const insertUserCoupons = (tx: Tx, rows: (typeof userCoupons.$inferInsert)[]) =>
  rows.length === 0 ? Promise.resolve([]) : tx.insert(userCoupons).values(rows).returning();

/**
 * Unused coupons past their expiry marked expired (status 2), up to `limit` at a time. Rows another
 * process holds are skipped (SKIP LOCKED), and a row already marked is no longer unused: running it twice,
 * or in two processes at once, marks each coupon once. Answers how many it marked.
 */
export async function markExpired(db: Db, limit: number): Promise<number> {
  const result = (await db.execute(sql`
    update ${userCoupons} set status = 2
    where id in (
      select id from ${userCoupons} where status = 0 and expires_at <= now()
      order by expires_at limit ${limit} for update skip locked
    ) and status = 0
    returning id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}
