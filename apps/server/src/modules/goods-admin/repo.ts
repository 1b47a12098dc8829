import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminGoodsQuery } from '@store/shared/api/admin-goods';
import type { Db, Tx } from '../../db/client.ts';
import { brands, goods, goodsPriceChanges, staff } from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';
import { cappedCount } from '../../db/text-search.ts';
import { keywordOnGoods, searchGoods } from './search.ts';

export type GoodsRow = typeof goods.$inferSelect;
export type GoodsColumns = Partial<typeof goods.$inferInsert>;

export function adminListConditions(q: Omit<AdminGoodsQuery, 'page' | 'page_size'>): SQL | undefined {
  return and(
    q.keywords?.trim() ? keywordOnGoods(q.keywords.trim()) : undefined,
    // category_ids holds every level of every tree the goods sits in (GIN-indexed).
    q.category_id ? sql`${goods.categoryIds} @> array[${q.category_id}]::int[]` : undefined,
    q.brand_id ? eq(goods.brandId, q.brand_id) : undefined,
    q.zone ? sql`${goods.zones} @> array[${q.zone}]::text[]` : undefined,
    q.drug_class ? eq(goods.drugClass, q.drug_class) : undefined,
    q.listed !== undefined ? eq(goods.isListed, q.listed === 1) : undefined,
    q.in_stock === 1 ? sql`${goods.stock} > 0` : q.in_stock === 0 ? eq(goods.stock, 0) : undefined,
  );
}

/**
 * A page of the console's goods list, newest first, and its count up to LIST_COUNT_CAP + 1 (a count of 1M goods
 * read them all). Keywords are looked up as search.ts says.
 */
export async function listGoods(db: Db, q: AdminGoodsQuery) {
  const { keywords, ...filters } = q;
  const others = adminListConditions(filters);
  if (keywords?.trim()) {
    const { ids, total } = await searchGoods(db, q, others);
    const rows = ids.length ? await db.select().from(goods).where(inArray(goods.id, ids)).orderBy(desc(goods.id)) : [];
    return { rows, total };
  }
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(goods)
      .where(others)
      .orderBy(desc(goods.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ total: cappedCount(sql`from ${goods} where ${others ?? sql`true`}`) }).from(sql`(select 1) as one`),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findGoods(db: Db | Tx, id: number): Promise<GoodsRow | undefined> {
  const [row] = await db.select().from(goods).where(eq(goods.id, id));
  return row;
}

/** The goods row locked for the rest of the transaction: its "before" is the one the change replaces. */
export async function lockGoods(tx: Tx, id: number): Promise<GoodsRow | undefined> {
  const [row] = await tx.select().from(goods).where(eq(goods.id, id)).for('update');
  return row;
}

export const existingBrandIds = async (db: Db | Tx, ids: number[]) =>
  new Set(
    ids.length ? (await db.select({ id: brands.id }).from(brands).where(inArray(brands.id, ids))).map((r) => r.id) : [],
  );

export async function insertGoodsRow(tx: Tx, values: typeof goods.$inferInsert): Promise<GoodsRow> {
  return theRow(await tx.insert(goods).values(values).returning());
}

export async function updateGoodsRow(tx: Tx, id: number, values: GoodsColumns): Promise<GoodsRow> {
  return theRow(
    await tx
      .update(goods)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(goods.id, id))
      .returning(),
  );
}

export async function insertPriceChange(tx: Tx, row: typeof goodsPriceChanges.$inferInsert): Promise<void> {
  await tx.insert(goodsPriceChanges).values(row);
}

export const priceChangesOf = (db: Db, goodsId: number, limit = 200) =>
  db
    .select({ change: goodsPriceChanges, staffName: staff.name })
    .from(goodsPriceChanges)
    .innerJoin(staff, eq(staff.id, goodsPriceChanges.staffId))
    .where(eq(goodsPriceChanges.goodsId, goodsId))
    .orderBy(desc(goodsPriceChanges.id))
    .limit(limit);
