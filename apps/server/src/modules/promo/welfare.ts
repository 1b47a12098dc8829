import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { AdminWelfare, AdminWelfareQuery, WelfareInfo } from '@store/shared/api/promo';
import { fenToYuan } from '@store/shared/rules/money';
import { DEFAULT_WELFARE_PERCENT, WELFARE_ZONE, discountWords, welfareUnitFen } from '@store/shared/rules/welfare';
import type { Db, Tx } from '../../db/client.ts';
import { goods, welfareSettings } from '../../db/schema.ts';
import { invalid } from '../../lib/errors.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { containsPattern } from '../../db/text-search.ts';

// The welfare zone (福利专区): its percent, kept in welfare_settings (pricing reads it with the promotions,
// cart/promotions-read.ts), and its goods, those whose zones hold 'welfare'.

const inZone = sql`${goods.zones} @> array[${WELFARE_ZONE}]::text[]`;

export async function welfarePercent(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ percent: welfareSettings.percent })
    .from(welfareSettings)
    .where(eq(welfareSettings.id, 1));
  return row?.percent ?? DEFAULT_WELFARE_PERCENT;
}

/** GET /api/welfare: what the /welfare page promises, from the rate the order will charge. */
export async function welfareInfo(db: Db): Promise<WelfareInfo> {
  const percent = await welfarePercent(db);
  return { percent, text: discountWords(percent) };
}

/** The console's page of the zone's goods (by name, maker or approval number), with the rate. */
export async function adminWelfare(db: Db, q: AdminWelfareQuery): Promise<AdminWelfare> {
  const percent = await welfarePercent(db);
  const like = containsPattern(q.keywords);
  const where = and(
    inZone,
    q.keywords ? or(ilike(goods.name, like), ilike(goods.sccj, like), ilike(goods.approvalNumber, like)) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: goods.id,
        name: goods.name,
        sccj: goods.sccj,
        ypgg: goods.ypgg,
        basePriceFen: goods.basePriceFen,
        stock: goods.stock,
        isListed: goods.isListed,
      })
      .from(goods)
      .where(where)
      .orderBy(desc(goods.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(goods)
      .where(where),
  ]);
  return {
    percent,
    text: discountWords(percent),
    data: rows.map((g) => ({
      id: g.id,
      name: g.name,
      sccj: g.sccj,
      ypgg: g.ypgg,
      base_price: fenToYuan(g.basePriceFen),
      welfare_price: fenToYuan(welfareUnitFen(g.basePriceFen, percent)),
      stock: g.stock,
      is_listed: g.isListed ? 1 : 0,
    })),
    total: count?.n ?? 0,
    page: q.page,
    page_size: q.page_size,
  };
}

/** The new rate: every cart, confirm page and order priced from now on takes it. */
export async function setWelfarePercent(
  db: Db,
  actor: Actor,
  percent: number,
): Promise<{ percent: number; text: string }> {
  await db.transaction(async (tx) => {
    // Locked (or created) first, so two changes at once leave the audit rows in the order they were made.
    await tx.insert(welfareSettings).values({ id: 1 }).onConflictDoNothing();
    const [before] = await tx.select().from(welfareSettings).where(eq(welfareSettings.id, 1)).for('update');
    await tx.update(welfareSettings).set({ percent, updatedAt: new Date() }).where(eq(welfareSettings.id, 1));
    await recordAudit(tx, actor, {
      action: 'welfare.percent',
      objectType: 'welfare',
      objectId: 1,
      before: { percent: before?.percent ?? DEFAULT_WELFARE_PERCENT },
      after: { percent },
    });
  });
  return { percent, text: discountWords(percent) };
}

/**
 * Puts goods into the zone or takes them out (their `zones`); ids of no goods are refused as a whole.
 * Answers how many changed (goods already in, or already out, stay as they are).
 */
export async function changeWelfareGoods(
  db: Db,
  actor: Actor,
  ids: number[],
  add: boolean,
): Promise<{ changed: number }> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const found = await tx.select({ id: goods.id }).from(goods).where(inArray(goods.id, unique));
    const missing = unique.filter((id) => !found.some((g) => g.id === id));
    if (missing.length) throw invalid({ goods_ids: [`商品不存在：${missing.join('、')}`] });
    const changed = await tx
      .update(goods)
      .set({
        zones: add
          ? sql`array_append(${goods.zones}, ${WELFARE_ZONE})`
          : sql`array_remove(${goods.zones}, ${WELFARE_ZONE})`,
      })
      .where(and(inArray(goods.id, unique), add ? sql`not (${inZone})` : inZone))
      .returning({ id: goods.id });
    const changedIds = changed.map((g) => g.id).sort((a, b) => a - b);
    if (changedIds.length)
      await recordAudit(tx, actor, {
        action: add ? 'welfare.goods_add' : 'welfare.goods_remove',
        objectType: 'welfare',
        objectId: 1,
        after: { goods_ids: changedIds },
      });
    return { changed: changedIds.length };
  });
}
