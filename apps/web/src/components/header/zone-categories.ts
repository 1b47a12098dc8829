import type { CommonData, MenuCategory } from '@store/shared/api/focus';
import type { UserBase } from '@store/shared/api/user';

/** The user state's flags that open a zone's own menu (spec §3, §6); the server's zone-menus.ts reads the same. */
export type ZoneFlags = Pick<UserBase, 'is_show_youx' | 'is_special'>;

/**
 * Zone pages show their own category tree (spec §2: variants for the zone trees) when the buyer's flags of
 * the user state open it (spec §6: is_show_youx for /yx, is_special for /zyyp) and the server gave it; the
 * general menu stands in otherwise. The flags are read from the user state, which the header reloads on
 * entering every page, so a flag changed while the page lives takes effect at the next page.
 */
export function categoriesFor(pathname: string, common?: CommonData, user?: ZoneFlags | null): MenuCategory[] {
  if (!common) return [];
  const zone = zoneTreeOf(pathname);
  if (!zone) return common.category;
  if (zone.flag && user?.[zone.flag] !== 1) return common.category;
  const tree = common[zone.tree];
  return tree.length ? tree : common.category;
}

/** True when the page is a zone whose tree the user state opens but the common data, read before, lacks. */
export function zoneTreeMissing(pathname: string, common?: CommonData, user?: ZoneFlags | null): boolean {
  const zone = zoneTreeOf(pathname);
  return Boolean(common && zone?.flag && user?.[zone.flag] === 1 && common[zone.tree].length === 0);
}

/** Which zone tree a page shows, and the flag of the user state that opens it (none: open to everyone). */
function zoneTreeOf(pathname: string) {
  const within = (root: string) => pathname === root || pathname.startsWith(`${root}/`);
  if (within('/yx')) return { tree: 'category_yx', flag: 'is_show_youx' } as const;
  if (within('/zyyp')) return { tree: 'category_zy', flag: 'is_special' } as const;
  if (within('/qxzq')) return { tree: 'category_qx', flag: undefined } as const;
  return undefined;
}
