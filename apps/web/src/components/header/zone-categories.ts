import type { CommonData, MenuCategory } from '@store/shared/api/focus';

/**
 * Zone pages show their own category tree (spec §2: variants for the zone trees) when the server gave this
 * viewer that tree: it leaves out the zone menus the buyer's flags do not open (spec §6), and the general
 * menu stands in for them.
 */
export function categoriesFor(pathname: string, common?: CommonData): MenuCategory[] {
  if (!common) return [];
  const within = (root: string) => pathname === root || pathname.startsWith(`${root}/`);
  const zone = within('/yx')
    ? common.category_yx
    : within('/zyyp')
      ? common.category_zy
      : within('/qxzq')
        ? common.category_qx
        : [];
  return zone.length ? zone : common.category;
}
