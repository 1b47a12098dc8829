import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** The zone trees a viewer's category menu may switch to (spec §6), beside the general tree everyone sees. */
export type ZoneMenus = { yx: boolean; zy: boolean };

/**
 * Spec §6: special-zone menus apply for the 优选 (is_youx) and self-operated areas, by the buyer's flags.
 * A buyer with `is_show_youx` gets the 优选 zone's menu (category_yx, shown on /yx); a buyer with
 * `is_special` gets the self-operated zone's menu (category_zy, shown on /zyyp). Everyone else — visitors
 * included — gets those trees empty, and the store shows the general menu there. The devices tree
 * (category_qx) is an ordinary zone and goes to everyone.
 */
export function zoneMenusOf(flags: { isShowYoux: boolean; isSpecial: boolean } | undefined): ZoneMenus {
  return { yx: Boolean(flags?.isShowYoux), zy: Boolean(flags?.isSpecial) };
}

export async function zoneMenusOfUser(db: Db, userId: number | undefined): Promise<ZoneMenus> {
  if (userId === undefined) return zoneMenusOf(undefined);
  const [flags] = await db
    .select({ isShowYoux: users.isShowYoux, isSpecial: users.isSpecial })
    .from(users)
    .where(eq(users.id, userId));
  return zoneMenusOf(flags);
}
