import type { CommonData, MenuCategory, NavItem } from '@store/shared/api/focus';
import { Limits } from '@store/shared/codes';
import { nowSeconds } from '@store/shared/rules/time';
import type { Db } from '../../db/client.ts';
import * as repo from './repo.ts';
import { zoneMenusOfUser } from './zone-menus.ts';

type Node = { id: number; parentId: number | null };

/** Flat rows (parent_id) → nested children, keeping the rows' order at every level. */
export function buildTree<R extends Node, T>(rows: R[], toNode: (row: R, children: T[]) => T): T[] {
  const byParent = new Map<number | null, R[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parentId) ?? [];
    siblings.push(row);
    byParent.set(row.parentId, siblings);
  }
  const build = (parentId: number | null): T[] =>
    (byParent.get(parentId) ?? []).map((row) => toNode(row, build(row.id)));
  return build(null);
}

const toCategory = (
  row: { id: number; name: string; logo: string; logo1: string },
  children: MenuCategory[],
): MenuCategory => ({
  id: row.id,
  name: row.name,
  logo: row.logo,
  logo1: row.logo1,
  children,
});

/**
 * GET /api/focus/common: hot words, nav (≤ 9), the category trees, brands and the server clock. The zone
 * trees a viewer may not see come back empty (zone-menus.ts, spec §6).
 */
export async function commonData(db: Db, userId?: number): Promise<CommonData> {
  const [categoryRows, navRows, rnss, brand, menus] = await Promise.all([
    repo.categoryRows(db, ['general', 'yx', 'zy', 'qx']),
    repo.navRows(db),
    repo.hotWordRows(db),
    repo.brandRows(db),
    zoneMenusOfUser(db, userId),
  ]);
  const tree = (name: string) =>
    buildTree(
      categoryRows.filter((r) => r.tree === name),
      toCategory,
    );
  const nav = buildTree(navRows, (row, children: NavItem[]): NavItem => ({
    id: row.id,
    name: row.name,
    url: row.url,
    image: row.image,
    is_open: row.isOpen ? 1 : 0,
    children,
  })).slice(0, Limits.TOP_NAV_MAX);
  return {
    rnss,
    nav,
    category: tree('general'),
    category_yx: menus.yx ? tree('yx') : [],
    category_zy: menus.zy ? tree('zy') : [],
    category_qx: tree('qx'),
    brand,
    timestamp: nowSeconds(),
  };
}
