import { asc } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { categories } from '../../db/schema.ts';
import { invalid } from '../../lib/errors.ts';

export type CategoryNode = { id: number; tree: string; parentId: number | null };
export type CategoryMap = Map<number, CategoryNode>;

/** Every category (a few hundred rows at most): placements are worked out in memory from it. */
export async function loadCategories(db: Db | Tx): Promise<CategoryMap> {
  const rows = await db
    .select({ id: categories.id, tree: categories.tree, parentId: categories.parentId })
    .from(categories)
    .orderBy(asc(categories.id));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The category and its ancestors, top first. A cycle (never written by the console) stops the walk. */
export function pathOf(map: CategoryMap, id: number): number[] {
  const path: number[] = [];
  for (let node = map.get(id); node && !path.includes(node.id); node = map.get(node.parentId ?? 0))
    path.unshift(node.id);
  return path;
}

/** The goods columns that place a goods in the category trees (see schema/catalogue.ts). */
export type Placement = {
  categoryId: number | null;
  categoryTopId: number | null;
  categoryMidId: number | null;
  categoryIds: number[];
};

/**
 * Where a goods sits: its general-tree category (any level) and the zone trees' categories it also
 * appears in. The list filters on the top, the second level and the deepest level by their own
 * indexed columns, and on category_ids (every chosen category with its ancestors) for any level of any tree.
 */
export function placementOf(map: CategoryMap, generalId: number | undefined, zoneIds: number[]): Placement {
  const general = generalId === undefined ? [] : pathOf(map, generalId);
  const ids = new Set(general);
  for (const zoneId of zoneIds) for (const id of pathOf(map, zoneId)) ids.add(id);
  return {
    categoryId: general.at(-1) ?? null,
    categoryTopId: general[0] ?? null,
    categoryMidId: general[1] ?? null,
    categoryIds: [...ids],
  };
}

/** Checks the form's categories: the general one is in the general tree, the others are in the zone trees. */
export function assertCategories(map: CategoryMap, generalId: number | undefined, zoneIds: number[]): void {
  if (generalId !== undefined && map.get(generalId)?.tree !== 'general')
    throw invalid({ category_id: ['请选择全部商品分类中的分类'] });
  const index = zoneIds.findIndex((id) => {
    const tree = map.get(id)?.tree;
    return tree === undefined || tree === 'general';
  });
  if (index !== -1) throw invalid({ [`zone_category_ids.${index}`]: ['专区分类不存在'] });
}

/**
 * The form's view of a placement: the general category is the deepest general one; the zone categories
 * are the zone-tree ids that are no other chosen id's ancestor (the ones picked, not their parents).
 */
export function choicesOf(map: CategoryMap, categoryId: number | null, categoryIds: number[]) {
  const zoneIds = categoryIds.filter((id) => {
    const node = map.get(id);
    return node && node.tree !== 'general';
  });
  const ancestors = new Set(zoneIds.flatMap((id) => pathOf(map, id).slice(0, -1)));
  return { category_id: categoryId, zone_category_ids: zoneIds.filter((id) => !ancestors.has(id)) };
}
