import type { CategoryRow, CategoryTree } from '@store/shared/api/admin-taxonomy';

/**
 * Where a drop puts an item among its new siblings, as the server counts it: the server takes the item
 * out of its list first, so moving down past its own place is one place less.
 */
export function listDrop(siblings: number[], dragged: number, target: number, below: boolean): number {
  const index = siblings.indexOf(target) + (below ? 1 : 0);
  const from = siblings.indexOf(dragged);
  return from !== -1 && from < index ? index - 1 : index;
}

/** A category dropped into another (first child) or beside it (same parent, above or below). */
export function categoryDrop(
  rows: CategoryRow[],
  tree: CategoryTree,
  drop: { dragged: number; target: number; into: boolean; below: boolean },
): { parent_id: number; index: number } {
  if (drop.into) return { parent_id: drop.target, index: 0 };
  const parentId = rows.find((r) => r.id === drop.target)?.parent_id ?? null;
  const siblings = rows.filter((r) => r.tree === tree && r.parent_id === parentId).map((r) => r.id);
  return { parent_id: parentId ?? 0, index: listDrop(siblings, drop.dragged, drop.target, drop.below) };
}
