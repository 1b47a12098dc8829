import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { Limits, PromoRefusal } from '@store/shared/codes';
import type { AdminHotWord, AdminNavItem, HotWordBody, NavItemBody } from '@store/shared/api/site-nav';
import type { Db, Tx } from '../../db/client.ts';
import { hotWords, navItems } from '../../db/schema.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';

// 内容 → 导航菜单 and 热搜词: the rows GET /api/focus/common serves as `nav` and `rnss`.

type NavRow = typeof navItems.$inferSelect;
const presentNav = (r: NavRow): AdminNavItem => ({
  id: r.id,
  parent_id: r.parentId,
  name: r.name,
  url: r.url,
  image: r.image,
  is_open: r.isOpen ? 1 : 0,
  sort: r.sort,
});
const navColumns = (b: NavItemBody) => ({
  name: b.name,
  url: b.url,
  image: b.image,
  isOpen: b.is_open,
  parentId: b.parent_id ?? null,
  sort: b.sort,
});
const auditNav = (r: Pick<NavRow, 'name' | 'url' | 'image' | 'isOpen' | 'parentId' | 'sort'>) => ({
  name: r.name,
  url: r.url,
  image: r.image,
  is_open: r.isOpen,
  parent_id: r.parentId,
  sort: r.sort,
});

export const navList = async (db: Db): Promise<AdminNavItem[]> =>
  (await db.select().from(navItems).orderBy(asc(navItems.sort), asc(navItems.id))).map(presentNav);

/**
 * The nav's shape, checked with every change of it serialised (a transaction-scoped advisory lock): at most
 * nine top items, children only under a top item, never under themselves.
 */
async function checkShape(tx: Tx, id: number | null, parentId: number | null, wasTop = false) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('nav_items'))`);
  if (parentId !== null) {
    if (parentId === id) throw invalid({ parent_id: ['不能选择自己作为上级导航'] });
    const [parent] = await tx.select().from(navItems).where(eq(navItems.id, parentId));
    if (!parent) throw invalid({ parent_id: ['上级导航不存在'] });
    if (parent.parentId !== null) throw new AppError(PromoRefusal.NAV_TOO_DEEP);
    if (id !== null) {
      const [children] = await tx.select({ n: count() }).from(navItems).where(eq(navItems.parentId, id));
      if ((children?.n ?? 0) > 0) throw new AppError(PromoRefusal.NAV_TOO_DEEP);
    }
    return;
  }
  // A top item staying on top takes no new place (a nav seeded over the limit can still be edited).
  if (wasTop) return;
  const [tops] = await tx
    .select({ n: count() })
    .from(navItems)
    .where(and(isNull(navItems.parentId), id === null ? undefined : ne(navItems.id, id)));
  if ((tops?.n ?? 0) >= Limits.TOP_NAV_MAX) throw new AppError(PromoRefusal.NAV_TOP_FULL, Limits.TOP_NAV_MAX);
}

export async function createNav(db: Db, actor: Actor, body: NavItemBody): Promise<AdminNavItem> {
  return db.transaction(async (tx) => {
    const values = navColumns(body);
    await checkShape(tx, null, values.parentId);
    const [row] = await tx.insert(navItems).values(values).returning();
    await recordAudit(tx, actor, {
      action: 'nav.create',
      objectType: 'nav_item',
      objectId: row!.id,
      after: auditNav(values),
    });
    return presentNav(row!);
  });
}

export async function updateNav(db: Db, actor: Actor, id: number, body: NavItemBody): Promise<AdminNavItem> {
  return db.transaction(async (tx) => {
    const values = navColumns(body);
    const [before] = await tx.select().from(navItems).where(eq(navItems.id, id)).for('update');
    if (!before) throw notFound('导航不存在');
    await checkShape(tx, id, values.parentId, before.parentId === null);
    const [row] = await tx.update(navItems).set(values).where(eq(navItems.id, id)).returning();
    await recordAudit(tx, actor, {
      action: 'nav.update',
      objectType: 'nav_item',
      objectId: id,
      before: auditNav(before),
      after: auditNav(values),
    });
    return presentNav(row!);
  });
}

/** A top item with children is kept until they are gone (the store would lose them silently). */
export async function deleteNav(db: Db, actor: Actor, id: number): Promise<{ deleted: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('nav_items'))`);
    const [before] = await tx.select().from(navItems).where(eq(navItems.id, id)).for('update');
    if (!before) throw notFound('导航不存在');
    const [children] = await tx.select({ n: count() }).from(navItems).where(eq(navItems.parentId, id));
    if ((children?.n ?? 0) > 0) throw new AppError(PromoRefusal.NAV_HAS_CHILDREN);
    await tx.delete(navItems).where(eq(navItems.id, id));
    await recordAudit(tx, actor, {
      action: 'nav.delete',
      objectType: 'nav_item',
      objectId: id,
      before: auditNav(before),
    });
    return { deleted: id };
  });
}

export const hotWordList = async (db: Db): Promise<AdminHotWord[]> =>
  db
    .select({ id: hotWords.id, name: hotWords.name, sort: hotWords.sort })
    .from(hotWords)
    .orderBy(asc(hotWords.sort), asc(hotWords.id));

export async function createHotWord(db: Db, actor: Actor, body: HotWordBody): Promise<AdminHotWord> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(hotWords).values(body).returning();
    await recordAudit(tx, actor, { action: 'hot_word.create', objectType: 'hot_word', objectId: row!.id, after: body });
    return { id: row!.id, name: row!.name, sort: row!.sort };
  });
}

export async function updateHotWord(db: Db, actor: Actor, id: number, body: HotWordBody): Promise<AdminHotWord> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(hotWords).where(eq(hotWords.id, id)).for('update');
    if (!before) throw notFound('热搜词不存在');
    await tx.update(hotWords).set(body).where(eq(hotWords.id, id));
    await recordAudit(tx, actor, {
      action: 'hot_word.update',
      objectType: 'hot_word',
      objectId: id,
      before: { name: before.name, sort: before.sort },
      after: body,
    });
    return { id, ...body };
  });
}

export async function deleteHotWord(db: Db, actor: Actor, id: number): Promise<{ deleted: number }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(hotWords).where(eq(hotWords.id, id)).returning();
    if (!before) throw notFound('热搜词不存在');
    await recordAudit(tx, actor, {
      action: 'hot_word.delete',
      objectType: 'hot_word',
      objectId: id,
      before: { name: before.name, sort: before.sort },
    });
    return { deleted: id };
  });
}
