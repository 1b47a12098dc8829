import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  ads,
  articleCategories,
  articles,
  dailySpecials,
  flashSales,
  goods,
  kxApplies,
  kxGroups,
} from '../../db/schema.ts';
import { visible as visibleArticle } from '../content/index.ts';
import { theRow } from '../../db/rows.ts';
import { PREVIEW_AD_POSITIONS } from '@store/shared/api/promotions';

const notEnded = or(isNull(ads.endsAt), gt(ads.endsAt, sql`now()`));
const liveAd = and(or(isNull(ads.startsAt), lte(ads.startsAt, sql`now()`)), notEnded);
/** A preview slot shows an ad until it ends, also before it starts; the other slots only while it runs. */
const shownAd = and(
  notEnded,
  or(inArray(ads.position, [...PREVIEW_AD_POSITIONS]), isNull(ads.startsAt), lte(ads.startsAt, sql`now()`)),
);
const adColumns = {
  id: ads.id,
  title: ads.title,
  image: ads.image,
  url: ads.url,
  goods_id: ads.goodsId,
  startsAt: ads.startsAt,
};

export const adsOfPositions = (db: Db, positions: string[]) =>
  positions.length
    ? db
        .select({ ...adColumns, position: ads.position })
        .from(ads)
        .where(and(inArray(ads.position, positions), shownAd))
        .orderBy(asc(ads.sort), asc(ads.id))
    : Promise.resolve([]);

export const adsByIds = (db: Db, ids: number[]) =>
  db
    .select(adColumns)
    .from(ads)
    .where(and(inArray(ads.id, ids), liveAd))
    .orderBy(asc(ads.sort), asc(ads.id));

export async function countBrandGoods(db: Db, brandId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(goods)
    .where(and(eq(goods.brandId, brandId), eq(goods.isListed, true)));
  return row?.n ?? 0;
}

export const newsPosts = (db: Db, kinds: string[], limit: number) =>
  db
    .select({
      id: articles.id,
      title: articles.title,
      category: articleCategories.name,
      categoryId: articleCategories.id,
      createdAt: articles.publishedAt,
    })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(
      and(
        eq(articleCategories.kind, 'news'),
        kinds.length ? inArray(articleCategories.name, kinds) : undefined,
        visibleArticle(),
      ),
    )
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit);

export const recommended = (db: Db, limit: number, offset: number) =>
  db
    .select()
    .from(goods)
    .where(and(eq(goods.isListed, true), sql`${goods.stock} > 0`))
    .orderBy(desc(goods.isYoux), desc(goods.sales), asc(goods.id))
    .limit(limit)
    .offset(offset);

export async function countRecommended(db: Db) {
  const [row] = await db
    .select({ n: count() })
    .from(goods)
    .where(and(eq(goods.isListed, true), sql`${goods.stock} > 0`));
  return row?.n ?? 0;
}

/** Flash sales running now, soonest-ending first. */
export const liveFlashSales = (db: Db) =>
  db
    .select({ sale: flashSales, goods })
    .from(flashSales)
    .innerJoin(goods, eq(goods.id, flashSales.goodsId))
    .where(and(lte(flashSales.startsAt, sql`now()`), gt(flashSales.endsAt, sql`now()`), eq(goods.isListed, true)))
    .orderBy(asc(flashSales.endsAt), asc(flashSales.id));

export const specialsOfDay = (db: Db, day: string) =>
  db
    .select({ special: dailySpecials, goods })
    .from(dailySpecials)
    .innerJoin(goods, eq(goods.id, dailySpecials.goodsId))
    .where(and(eq(dailySpecials.day, day), eq(goods.isListed, true)))
    .orderBy(asc(dailySpecials.id));

export const kxGroupsWithCounts = (db: Db) =>
  db
    .select({
      id: kxGroups.id,
      name: kxGroups.name,
      description: kxGroups.description,
      goodsCount: sql<number>`(select count(*)::int from goods g where g.kx_group_id = ${kxGroups.id} and g.is_listed)`,
    })
    .from(kxGroups)
    .orderBy(asc(kxGroups.sort), asc(kxGroups.id));

export const appliesOf = (db: Db, userId: number) =>
  db
    .select({ groupId: kxApplies.groupId, status: kxApplies.status })
    .from(kxApplies)
    .where(eq(kxApplies.userId, userId));

export async function findKxGroup(db: Db, id: number) {
  const [row] = await db.select({ id: kxGroups.id }).from(kxGroups).where(eq(kxGroups.id, id));
  return row;
}

/**
 * One application per buyer and group: a repeated or concurrent apply keeps the existing row;
 * a rejected one may apply again (back to pending). Returns the resulting status.
 */
export async function upsertApply(db: Db, userId: number, groupId: number, type: number): Promise<string> {
  const row = await db
    .insert(kxApplies)
    .values({ userId, groupId, type })
    .onConflictDoUpdate({
      target: [kxApplies.userId, kxApplies.groupId],
      set: {
        status: sql`case when ${kxApplies.status} = 'rejected' then 'pending' else ${kxApplies.status} end`,
        type,
      },
    })
    .returning({ status: kxApplies.status })
    .then(theRow);
  return row.status;
}
