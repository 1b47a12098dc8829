import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { brands, categories, dailySpecials, favorites, flashSales, goods } from '../../db/schema.ts';

/** Written as the indexes are (drizzle emits DESC NULLS LAST), so PostgreSQL reads pages in index order. */
export const descNullsLast = (column: AnyPgColumn) => sql`${column} desc nulls last`;

export type GoodsRow = typeof goods.$inferSelect;

export async function findGoods(db: Db, id: number): Promise<GoodsRow | undefined> {
  const [row] = await db
    .select()
    .from(goods)
    .where(and(eq(goods.id, id), eq(goods.isListed, true)));
  return row;
}

export const goodsByIds = (db: Db, ids: number[]) =>
  ids.length
    ? db
        .select()
        .from(goods)
        .where(and(inArray(goods.id, ids), eq(goods.isListed, true)))
    : Promise.resolve([]);

export const topSelling = (db: Db, limit: number, zone?: string) =>
  db
    .select()
    .from(goods)
    .where(and(eq(goods.isListed, true), zone ? sql`${goods.zones} @> array[${zone}]::text[]` : undefined))
    .orderBy(descNullsLast(goods.sales), asc(goods.id))
    .limit(limit);

export async function findBrand(db: Db, id: number) {
  const [row] = await db
    .select({ id: brands.id, name: brands.name, logo: brands.logo, description: brands.description })
    .from(brands)
    .where(eq(brands.id, id));
  return row;
}

export const categoriesByIds = (db: Db, ids: number[]) =>
  ids.length
    ? db
        .select({ id: categories.id, name: categories.name, parentId: categories.parentId, tree: categories.tree })
        .from(categories)
        .where(inArray(categories.id, ids))
    : Promise.resolve([]);

/** The goods' flash sale that has not ended (the running one, else the next to start). */
export const openFlashSale = async (db: Db, goodsId: number) =>
  (
    await db
      .select()
      .from(flashSales)
      .where(and(eq(flashSales.goodsId, goodsId), sql`${flashSales.endsAt} > now()`))
      .orderBy(asc(flashSales.startsAt))
      .limit(1)
  )[0];

/** The goods' 每日特价 on `day` (the store's business day), if it has one. */
export const specialOfDay = async (db: Db, goodsId: number, day: string) =>
  (
    await db
      .select({ priceFen: dailySpecials.priceFen })
      .from(dailySpecials)
      .where(and(eq(dailySpecials.goodsId, goodsId), eq(dailySpecials.day, day)))
  )[0];

/**
 * Whether this buyer keeps the goods in 我的收藏 (the goods page's heart). Read here from the favorites table, not
 * asked of the favorites module: that module presents its list through the catalogue's goods cards.
 */
export async function isFavorite(db: Db, userId: number | undefined, goodsId: number): Promise<boolean> {
  if (!userId) return false;
  const [row] = await db
    .select({ id: favorites.id })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.goodsId, goodsId)));
  return Boolean(row);
}
