import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { BrandRow, CategoryRow, CategoryTree } from '@store/shared/api/admin-taxonomy';
import { MAX_CATEGORY_DEPTH } from '@store/shared/api/admin-taxonomy';
import { CatalogueRefusal } from '@store/shared/codes';
import type { Db, Tx } from '../../db/client.ts';
import { brands, categories, goods } from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { choicesOf, loadCategories, pathOf, placementOf, type CategoryMap } from './placement.ts';
import { intArray } from '../../db/int-array.ts';

// ── categories ────────────────────────────────────────────────────────────────────────────────
export async function listCategories(db: Db): Promise<CategoryRow[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id)),
    // One pass over the goods: category_ids holds every level the goods sits under.
    db
      .select({ id: sql<number>`c`, n: sql<number>`count(*)::int` })
      .from(sql`${goods}, unnest(${goods.categoryIds}) as c`)
      .groupBy(sql`c`),
  ]);
  const countOf = new Map(counts.map((c) => [Number(c.id), c.n]));
  return rows.map((row) => ({
    id: row.id,
    tree: row.tree as CategoryTree,
    parent_id: row.parentId,
    name: row.name,
    sort: row.sort,
    goods_count: countOf.get(row.id) ?? 0,
  }));
}

const lockCategory = async (tx: Tx, id: number) => {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  if (!row) throw notFound('分类不存在');
  return row;
};

/** How many levels hang below a category (0 for a leaf). */
function heightOf(map: CategoryMap, id: number): number {
  const children = [...map.values()].filter((c) => c.parentId === id);
  return children.length ? 1 + Math.max(...children.map((c) => heightOf(map, c.id))) : 0;
}

/** Siblings in their shown order, with `id` placed at `index`, renumbered 0..n (only the rows that moved are written). */
async function placeAmongSiblings(tx: Tx, tree: string, parentId: number | null, id: number, index: number) {
  const siblings = await tx
    .select({ id: categories.id, sort: categories.sort })
    .from(categories)
    .where(
      and(
        eq(categories.tree, tree),
        parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId),
      ),
    )
    .orderBy(asc(categories.sort), asc(categories.id));
  const order = siblings.filter((s) => s.id !== id).map((s) => s.id);
  order.splice(Math.min(index, order.length), 0, id);
  const sortOf = new Map(siblings.map((s) => [s.id, s.sort]));
  for (const [position, siblingId] of order.entries())
    if (sortOf.get(siblingId) !== position)
      await tx.update(categories).set({ sort: position }).where(eq(categories.id, siblingId));
}

export async function createCategory(
  db: Db,
  actor: Actor,
  body: { tree: CategoryTree; parent_id?: number | undefined; name: string },
) {
  return db.transaction(async (tx) => {
    const map = await loadCategories(tx);
    const parentId = body.parent_id ?? null;
    if (parentId !== null) {
      const parent = map.get(parentId);
      if (!parent || parent.tree !== body.tree) throw invalid({ parent_id: ['上级分类不存在'] });
      if (pathOf(map, parentId).length >= MAX_CATEGORY_DEPTH)
        throw invalid({ parent_id: [`分类最多${MAX_CATEGORY_DEPTH}级`] });
    }
    const row = theRow(
      await tx
        .insert(categories)
        .values({ tree: body.tree, parentId, name: body.name, sort: 1_000_000 })
        .returning({ id: categories.id }),
    );
    await placeAmongSiblings(tx, body.tree, parentId, row.id, Number.MAX_SAFE_INTEGER);
    await recordAudit(tx, actor, {
      action: 'category.create',
      objectType: 'category',
      objectId: row.id,
      after: { tree: body.tree, parent_id: parentId, name: body.name },
    });
    return { id: row.id };
  });
}

export const renameCategory = (db: Db, actor: Actor, id: number, name: string) =>
  db.transaction(async (tx) => {
    const row = await lockCategory(tx, id);
    await tx.update(categories).set({ name }).where(eq(categories.id, id));
    await recordAudit(tx, actor, {
      action: 'category.rename',
      objectType: 'category',
      objectId: id,
      before: { name: row.name },
      after: { name },
    });
    return { id };
  });

/**
 * Moves a category (with what is under it) to another parent in its tree, or to another place among its
 * siblings. Goods under it keep their category but their ancestors change: their placement columns
 * (top, second level, category_ids) are worked out again in the same transaction, so the store's
 * category pages list them under the new parent at once.
 */
export const moveCategory = (db: Db, actor: Actor, id: number, body: { parent_id: number; index: number }) =>
  db.transaction(async (tx) => {
    const row = await lockCategory(tx, id);
    const before = await loadCategories(tx);
    const parentId = body.parent_id === 0 ? null : body.parent_id;
    if (parentId !== null) {
      const parent = before.get(parentId);
      if (!parent || parent.tree !== row.tree) throw invalid({ parent_id: ['上级分类不存在'] });
      if (pathOf(before, parentId).includes(id)) throw invalid({ parent_id: ['不能移到自己或下级分类之下'] });
      if (pathOf(before, parentId).length + 1 + heightOf(before, id) > MAX_CATEGORY_DEPTH)
        throw invalid({ parent_id: [`分类最多${MAX_CATEGORY_DEPTH}级`] });
    }
    if (parentId !== row.parentId) {
      await tx.update(categories).set({ parentId }).where(eq(categories.id, id));
      await replaceGoods(tx, before, await loadCategories(tx), id);
    }
    await placeAmongSiblings(tx, row.tree, parentId, id, body.index);
    await recordAudit(tx, actor, {
      action: 'category.move',
      objectType: 'category',
      objectId: id,
      before: { parent_id: row.parentId, sort: row.sort },
      after: { parent_id: parentId, index: body.index },
    });
    return { id };
  });

/** Re-derives the placement of every goods under `movedId`, one UPDATE per distinct placement. */
async function replaceGoods(tx: Tx, before: CategoryMap, after: CategoryMap, movedId: number) {
  const placements = await tx
    .selectDistinct({ categoryId: goods.categoryId, categoryIds: goods.categoryIds })
    .from(goods)
    .where(sql`${goods.categoryIds} @> array[${movedId}]::int[]`);
  for (const old of placements) {
    const chosen = choicesOf(before, old.categoryId, old.categoryIds);
    const next = placementOf(after, chosen.category_id ?? undefined, chosen.zone_category_ids);
    await tx
      .update(goods)
      .set(next)
      .where(
        and(
          sql`${goods.categoryIds} = ${intArray(old.categoryIds)}`,
          old.categoryId === null ? isNull(goods.categoryId) : eq(goods.categoryId, old.categoryId),
        ),
      );
  }
}

export const removeCategory = (db: Db, actor: Actor, id: number) =>
  db.transaction(async (tx) => {
    const row = await lockCategory(tx, id);
    const [child] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.parentId, id)).limit(1);
    const [placed] = await tx
      .select({ id: goods.id })
      .from(goods)
      .where(sql`${goods.categoryIds} @> array[${id}]::int[]`)
      .limit(1);
    if (child || placed) throw new AppError(CatalogueRefusal.CATEGORY_NOT_EMPTY);
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, actor, {
      action: 'category.delete',
      objectType: 'category',
      objectId: id,
      before: { tree: row.tree, parent_id: row.parentId, name: row.name },
    });
    return { id };
  });

// ── brands ────────────────────────────────────────────────────────────────────────────────────
export async function listBrands(db: Db): Promise<BrandRow[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(brands).orderBy(asc(brands.sort), asc(brands.id)),
    db
      .select({ id: goods.brandId, n: sql<number>`count(*)::int` })
      .from(goods)
      .where(sql`${goods.brandId} is not null`)
      .groupBy(goods.brandId),
  ]);
  const countOf = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((row) => ({ id: row.id, name: row.name, sort: row.sort, goods_count: countOf.get(row.id) ?? 0 }));
}

const lockBrand = async (tx: Tx, id: number) => {
  const [row] = await tx.select().from(brands).where(eq(brands.id, id)).for('update');
  if (!row) throw notFound('品牌不存在');
  return row;
};

async function placeBrand(tx: Tx, id: number, index: number) {
  const all = await tx
    .select({ id: brands.id, sort: brands.sort })
    .from(brands)
    .orderBy(asc(brands.sort), asc(brands.id));
  const order = all.filter((b) => b.id !== id).map((b) => b.id);
  order.splice(Math.min(index, order.length), 0, id);
  const sortOf = new Map(all.map((b) => [b.id, b.sort]));
  for (const [position, brandId] of order.entries())
    if (sortOf.get(brandId) !== position) await tx.update(brands).set({ sort: position }).where(eq(brands.id, brandId));
}

export const createBrand = (db: Db, actor: Actor, name: string) =>
  db.transaction(async (tx) => {
    const row = theRow(await tx.insert(brands).values({ name, sort: 1_000_000 }).returning({ id: brands.id }));
    await placeBrand(tx, row.id, Number.MAX_SAFE_INTEGER);
    await recordAudit(tx, actor, { action: 'brand.create', objectType: 'brand', objectId: row.id, after: { name } });
    return { id: row.id };
  });

export const renameBrand = (db: Db, actor: Actor, id: number, name: string) =>
  db.transaction(async (tx) => {
    const row = await lockBrand(tx, id);
    await tx.update(brands).set({ name }).where(eq(brands.id, id));
    await recordAudit(tx, actor, {
      action: 'brand.rename',
      objectType: 'brand',
      objectId: id,
      before: { name: row.name },
      after: { name },
    });
    return { id };
  });

export const moveBrand = (db: Db, actor: Actor, id: number, index: number) =>
  db.transaction(async (tx) => {
    const row = await lockBrand(tx, id);
    await placeBrand(tx, id, index);
    await recordAudit(tx, actor, {
      action: 'brand.move',
      objectType: 'brand',
      objectId: id,
      before: { sort: row.sort },
      after: { index },
    });
    return { id };
  });

export const removeBrand = (db: Db, actor: Actor, id: number) =>
  db.transaction(async (tx) => {
    const row = await lockBrand(tx, id);
    const [carried] = await tx.select({ id: goods.id }).from(goods).where(eq(goods.brandId, id)).limit(1);
    if (carried) throw new AppError(CatalogueRefusal.BRAND_NOT_EMPTY);
    await tx.delete(brands).where(eq(brands.id, id));
    await recordAudit(tx, actor, {
      action: 'brand.delete',
      objectType: 'brand',
      objectId: id,
      before: { name: row.name },
    });
    return { id };
  });
