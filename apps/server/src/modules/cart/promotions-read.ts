import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { combinations, dailySpecials, giftRules, manjians } from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';
import { businessDay } from '../promotions/service.ts';
import type { CartLine } from './pricing.ts';

// The promotions a cart's pricing reads besides its goods and flash sales, in one statement (the cart list's
// read, and a column set of the order's statement that takes its lines).

export type ComboRow = typeof combinations.$inferSelect;
/** What pricing reads besides the lines' goods and flash sales: packages, activities, gift rules, specials. */
export type Promotions = ReturnType<typeof promotionsFrom>;

type ManjianRow = typeof manjians.$inferSelect;
type GiftRuleRow = typeof giftRules.$inferSelect;
/** A row as `json_build_object` answers it: timestamps come as ISO strings. */
export type AsJson<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };
const withDates = <T extends { startsAt: Date; endsAt: Date }>(row: AsJson<T>): T =>
  ({ ...row, startsAt: new Date(row.startsAt), endsAt: new Date(row.endsAt) }) as unknown as T;
/** An int[] parameter (drizzle would spread an array into one parameter per element). */
const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * The packages, activities, gift rules and day specials the lines need, in ONE statement: four reads
 * were four round trips (three of them inside the order's transaction), and each cost more CPU to build
 * and map through drizzle than the database spent on it.
 */
export async function promotionsOf(db: Db | Tx, lines: CartLine[]) {
  const comboIds = [...new Set(lines.flatMap((l) => (l.combinationId ? [l.combinationId] : [])))];
  const goodsIds = [...new Set(lines.map((l) => l.goodsId))];
  const result = (await db.execute(
    sql`select ${promotionColumns(intArray(goodsIds), intArray(comboIds))}`,
  )) as unknown as { rows: PromotionColumns[] };
  return promotionsFrom(theRow(result.rows));
}

/** The columns of the promotions read as JSON, as `promotionColumns` selects them. */
export type PromotionColumns = {
  combos: AsJson<ComboRow>[];
  activities: AsJson<ManjianRow>[];
  rules: AsJson<GiftRuleRow>[];
  specials: [number, number][];
};

/**
 * The promotions of the goods and packages in the int[] expressions given, as four JSON columns
 * (combos, activities, rules, specials) of a select: also part of the order's statement that takes its lines.
 */
export function promotionColumns(goodsIds: SQL, comboIds: SQL): SQL {
  const live = (t: string) => sql.raw(`${t}.starts_at <= now() and ${t}.ends_at > now()`);
  return sql`(select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'priceFen', c.price_fen,
        'items', c.items, 'startsAt', c.starts_at, 'endsAt', c.ends_at)), '[]')
      from ${combinations} c where c.id = any(${comboIds})) as combos,
    (select coalesce(json_agg(json_build_object('id', m.id, 'name', m.name, 'tiers', m.tiers,
        'goodsIds', m.goods_ids, 'startsAt', m.starts_at, 'endsAt', m.ends_at) order by m.id), '[]')
      from ${manjians} m where ${live('m')}) as activities,
    (select coalesce(json_agg(json_build_object('id', r.id, 'goodsId', r.goods_id, 'everyNumber', r.every_number,
        'giftGoodsId', r.gift_goods_id, 'giftNumber', r.gift_number, 'startsAt', r.starts_at,
        'endsAt', r.ends_at) order by r.id), '[]')
      from ${giftRules} r where r.goods_id = any(${goodsIds}) and ${live('r')}) as rules,
    (select coalesce(json_agg(json_build_array(d.goods_id, d.price_fen)), '[]')
      from ${dailySpecials} d where d.day = ${businessDay()} and d.goods_id = any(${goodsIds})) as specials`;
}

export const promotionsFrom = (row: PromotionColumns) => ({
  combos: new Map(row.combos.map((c) => [c.id, withDates<ComboRow>(c)])),
  activities: row.activities.map((m) => withDates<ManjianRow>(m)),
  rules: row.rules.map((r) => withDates<GiftRuleRow>(r)),
  specials: new Map(row.specials),
});
