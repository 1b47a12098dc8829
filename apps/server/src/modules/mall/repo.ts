import { and, count, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AdminMallGoodsQuery, AdminPointsOrdersQuery, MallGoodsQuery } from '@store/shared/api/mall';
import type { Db, Tx } from '../../db/client.ts';
import { coupons, mallClaims, mallGoods, pointsOrders, users } from '../../db/schema.ts';
import { escapeLike } from '../../db/text-search.ts';

export type MallGoodsRow = typeof mallGoods.$inferSelect;
export type PointsOrderRow = typeof pointsOrders.$inferSelect;
type Reader = Db | Tx;

/** On sale now: status 1 and inside the validity window (an open end counts as open). */
const onSale = (now: Date) =>
  and(
    eq(mallGoods.status, 1),
    or(isNull(mallGoods.startsAt), lte(mallGoods.startsAt, now)),
    or(isNull(mallGoods.endsAt), gte(mallGoods.endsAt, now)),
  );

export async function goodsPage(db: Reader, q: MallGoodsQuery, now = new Date()) {
  const where = and(
    onSale(now),
    q.category ? eq(mallGoods.category, q.category) : undefined,
    q.keywords ? ilike(mallGoods.name, `%${escapeLike(q.keywords)}%`) : undefined,
    q.min_points !== undefined ? gte(mallGoods.pointsPrice, q.min_points) : undefined,
    q.max_points !== undefined ? lte(mallGoods.pointsPrice, q.max_points) : undefined,
  );
  const [rows, [total], categories] = await Promise.all([
    db
      .select()
      .from(mallGoods)
      .where(where)
      .orderBy(desc(mallGoods.sort), desc(mallGoods.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(mallGoods).where(where),
    db
      .selectDistinct({ category: mallGoods.category })
      .from(mallGoods)
      .where(and(onSale(now), sql`${mallGoods.category} <> ''`))
      .orderBy(mallGoods.category),
  ]);
  return { rows, total: total?.n ?? 0, categories: categories.map((c) => c.category) };
}

export async function findGoods(db: Reader, id: number): Promise<MallGoodsRow | undefined> {
  const [row] = await db.select().from(mallGoods).where(eq(mallGoods.id, id));
  return row;
}

/** Coupon templates by id, for the face text of coupon goods. */
export async function templatesOf(db: Reader, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(coupons).where(inArray(coupons.id, ids));
}

/** How many of each goods the buyer holds in live points orders. */
export async function claimsOf(db: Reader, userId: number, goodsIds: number[]): Promise<Map<number, number>> {
  if (goodsIds.length === 0) return new Map();
  const rows = await db
    .select({ id: mallClaims.mallGoodsId, n: mallClaims.redeemed })
    .from(mallClaims)
    .where(and(eq(mallClaims.userId, userId), inArray(mallClaims.mallGoodsId, goodsIds)));
  return new Map(rows.map((r) => [r.id, r.n]));
}

/**
 * The buyer's count for the goods raised by `n`, unless that passes `limit` (null: no limit): one conditional
 * upsert, so one buyer's parallel redemptions queue on the (goods, buyer) row. Answers the new count, or nothing.
 */
export async function takeClaim(tx: Tx, goodsId: number, userId: number, n: number, limit: number | null) {
  const cap = limit ?? 2_000_000_000;
  if (n > cap) return undefined;
  const result = (await tx.execute(sql`
    insert into ${mallClaims} (mall_goods_id, user_id, redeemed) values (${goodsId}, ${userId}, ${n})
    on conflict (mall_goods_id, user_id) do update set redeemed = ${mallClaims}.redeemed + ${n}
      where ${mallClaims}.redeemed + ${n} <= ${cap}
    returning redeemed`)) as unknown as { rows: { redeemed: number }[] };
  return result.rows[0]?.redeemed;
}

export async function releaseClaim(tx: Tx, goodsId: number, userId: number, n: number) {
  await tx
    .update(mallClaims)
    .set({ redeemed: sql`greatest(${mallClaims.redeemed} - ${n}, 0)` })
    .where(and(eq(mallClaims.mallGoodsId, goodsId), eq(mallClaims.userId, userId)));
}

/** `n` units taken if on sale now and that many are left: one guarded UPDATE (`stock >= n`). */
export async function takeStock(tx: Tx, goodsId: number, n: number, now = new Date()) {
  const [row] = await tx
    .update(mallGoods)
    .set({ stock: sql`${mallGoods.stock} - ${n}`, sold: sql`${mallGoods.sold} + ${n}` })
    .where(and(eq(mallGoods.id, goodsId), onSale(now), sql`${mallGoods.stock} >= ${n}`))
    .returning();
  return row;
}

export async function returnStock(tx: Tx, goodsId: number, n: number) {
  await tx
    .update(mallGoods)
    .set({ stock: sql`${mallGoods.stock} + ${n}`, sold: sql`greatest(${mallGoods.sold} - ${n}, 0)` })
    .where(eq(mallGoods.id, goodsId));
}

export async function insertOrder(tx: Tx, values: typeof pointsOrders.$inferInsert): Promise<PointsOrderRow> {
  const [row] = await tx.insert(pointsOrders).values(values).returning();
  if (!row) throw new Error('points order was not written');
  return row;
}

export async function updateOrder(tx: Tx, id: number, set: Partial<typeof pointsOrders.$inferInsert>) {
  const [row] = await tx.update(pointsOrders).set(set).where(eq(pointsOrders.id, id)).returning();
  if (!row) throw new Error(`points order ${id} is missing`);
  return row;
}

/** The buyer's own order locked for a state change (FOR UPDATE); another buyer's answers undefined. */
export async function lockOwnOrder(tx: Tx, userId: number, id: number): Promise<PointsOrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(pointsOrders)
    .where(and(eq(pointsOrders.userId, userId), eq(pointsOrders.id, id)))
    .for('update');
  return row;
}

/** Any buyer's order locked for a staff change (FOR UPDATE): separate from the buyer's, so no owner is optional. */
export async function lockOrderForOperator(tx: Tx, id: number): Promise<PointsOrderRow | undefined> {
  const [row] = await tx.select().from(pointsOrders).where(eq(pointsOrders.id, id)).for('update');
  return row;
}

export const ordersByIds = (db: Reader, ids: number[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.select().from(pointsOrders).where(inArray(pointsOrders.id, ids));

export async function findOwnOrder(db: Reader, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(pointsOrders)
    .where(and(eq(pointsOrders.userId, userId), eq(pointsOrders.id, id)));
  return row;
}

export async function ownOrdersPage(
  db: Reader,
  userId: number,
  status: number | undefined,
  page: number,
  size: number,
) {
  const where = and(
    eq(pointsOrders.userId, userId),
    status === undefined ? undefined : eq(pointsOrders.status, status),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(pointsOrders)
      .where(where)
      .orderBy(desc(pointsOrders.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(pointsOrders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// ── the console ──

export async function adminGoodsPage(db: Reader, q: AdminMallGoodsQuery) {
  const where = and(
    q.status === undefined ? undefined : eq(mallGoods.status, q.status),
    q.keywords ? ilike(mallGoods.name, `%${escapeLike(q.keywords)}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mallGoods)
      .where(where)
      .orderBy(desc(mallGoods.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(mallGoods).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function lockGoods(tx: Tx, id: number) {
  const [row] = await tx.select().from(mallGoods).where(eq(mallGoods.id, id)).for('update');
  return row;
}

export async function adminOrdersPage(db: Reader, q: AdminPointsOrdersQuery) {
  const like = q.keywords ? `%${escapeLike(q.keywords)}%` : '';
  const where: SQL | undefined = and(
    q.status === undefined ? undefined : eq(pointsOrders.status, q.status),
    like ? or(ilike(pointsOrders.orderNo, like), ilike(users.company, like), ilike(users.username, like)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: pointsOrders, buyer: { id: users.id, company: users.company, username: users.username } })
      .from(pointsOrders)
      .innerJoin(users, eq(users.id, pointsOrders.userId))
      .where(where)
      .orderBy(desc(pointsOrders.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(pointsOrders).innerJoin(users, eq(users.id, pointsOrders.userId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function pointsOf(db: Reader, userId: number): Promise<number> {
  const [row] = await db.select({ points: users.points }).from(users).where(eq(users.id, userId));
  return row?.points ?? 0;
}

export const goodsIs = (id: number) => eq(mallGoods.id, id);

export async function hasOrders(db: Reader, goodsId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: pointsOrders.id })
    .from(pointsOrders)
    .where(eq(pointsOrders.mallGoodsId, goodsId))
    .limit(1);
  return row !== undefined;
}
