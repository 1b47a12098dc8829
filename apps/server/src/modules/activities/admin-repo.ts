import { and, asc, count, countDistinct, desc, eq, gte, ilike, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { activities, activityGoods, activityTaps, ads, goods } from '../../db/schema.ts';
import { adminListConditions } from '../goods-admin/index.ts';
import { containsPattern } from '../../db/text-search.ts';

export async function activitiesPage(db: Db, q: { keywords: string; page: number; page_size: number }) {
  const where = q.keywords ? ilike(activities.name, containsPattern(q.keywords)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(activities)
      .where(where)
      .orderBy(desc(activities.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(activities).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Goods and taps per activity, for the list. */
export async function figuresOf(db: Db | Tx, ids: number[]) {
  if (!ids.length) return new Map<number, { goods: number; taps: number }>();
  const [goodsRows, tapRows] = await Promise.all([
    db
      .select({ id: activityGoods.activityId, n: count() })
      .from(activityGoods)
      .where(inArray(activityGoods.activityId, ids))
      .groupBy(activityGoods.activityId),
    db
      .select({ id: activityTaps.activityId, n: count() })
      .from(activityTaps)
      .where(inArray(activityTaps.activityId, ids))
      .groupBy(activityTaps.activityId),
  ]);
  const goodsOf = new Map(goodsRows.map((r) => [r.id, r.n]));
  const tapsOf = new Map(tapRows.map((r) => [r.id, r.n]));
  return new Map(ids.map((id) => [id, { goods: goodsOf.get(id) ?? 0, taps: tapsOf.get(id) ?? 0 }]));
}

/** An activity's goods in its order, listed or not (a goods taken off the shelves stays, marked). */
export const goodsLinesOf = (db: Db | Tx, activityId: number) =>
  db
    .select({
      goodsId: goods.id,
      name: goods.name,
      sccj: goods.sccj,
      ypgg: goods.ypgg,
      basePriceFen: goods.basePriceFen,
      isListed: goods.isListed,
      priceFen: activityGoods.priceFen,
    })
    .from(activityGoods)
    .innerJoin(goods, eq(goods.id, activityGoods.goodsId))
    .where(eq(activityGoods.activityId, activityId))
    .orderBy(asc(activityGoods.sort), asc(goods.id));

/** The listed goods among `ids`. */
export const listedGoodsIds = async (tx: Tx, ids: number[]) =>
  ids.length
    ? (
        await tx
          .select({ id: goods.id })
          .from(goods)
          .where(and(inArray(goods.id, ids), eq(goods.isListed, true)))
      ).map((r) => r.id)
    : [];

export async function replaceGoods(
  tx: Tx,
  activityId: number,
  lines: { goodsId: number; priceFen: number | null }[],
): Promise<void> {
  await tx.delete(activityGoods).where(eq(activityGoods.activityId, activityId));
  if (lines.length)
    await tx
      .insert(activityGoods)
      .values(lines.map((l, sort) => ({ activityId, goodsId: l.goodsId, priceFen: l.priceFen, sort })));
}

/** The picker's goods: listed, by the console's search (name, maker, approval number, pinyin). */
export const goodsOptions = (db: Db, keywords: string) =>
  db
    .select({
      goodsId: goods.id,
      name: goods.name,
      sccj: goods.sccj,
      ypgg: goods.ypgg,
      basePriceFen: goods.basePriceFen,
    })
    .from(goods)
    .where(and(eq(goods.isListed, true), adminListConditions({ keywords: keywords || undefined })))
    .orderBy(desc(goods.sales), asc(goods.id))
    .limit(20);

/** Taps per day and target between two store days (inclusive), with the activity's name or the ad's title. */
export const tapsByDay = (db: Db, from: string, to: string) =>
  db
    .select({
      day: activityTaps.day,
      activityId: activityTaps.activityId,
      adId: activityTaps.adId,
      activityName: activities.name,
      adTitle: ads.title,
      taps: count(),
      visitors: countDistinct(activityTaps.tapper),
      buyers: countDistinct(activityTaps.userId),
    })
    .from(activityTaps)
    .leftJoin(activities, eq(activities.id, activityTaps.activityId))
    .leftJoin(ads, eq(ads.id, activityTaps.adId))
    .where(and(gte(activityTaps.day, from), lte(activityTaps.day, to)))
    .groupBy(activityTaps.day, activityTaps.activityId, activityTaps.adId, activities.name, ads.title)
    .orderBy(desc(activityTaps.day), sql`count(*) desc`);
