import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_WELFARE_PERCENT } from '@store/shared/rules/welfare';
import { LineType, OrderStatus } from '@store/shared/orders';
import {
  activities,
  activityGoods,
  combinations,
  dailySpecials,
  giftRules,
  manjians,
  orderItems,
  orders,
  welfareSettings,
} from '../../db/schema.ts';
import { businessDay } from '../../lib/business-day.ts';

// The promotions a cart's pricing reads besides its goods and flash sales: columns of the cart's read
// (cart-read.ts) and of the order's statement that takes its lines.

/** A package with the packages sold in orders not cancelled (counted only when it has a stock limit). */
export type ComboRow = typeof combinations.$inferSelect & { sold: number };

/**
 * Packages of combination `c` sold in orders not cancelled: its parts' order lines hold part.number ×
 * packages units each, so their units over the units of one package are the packages.
 */
export const comboSoldSql = (c: SQL) => sql<number>`(coalesce((select sum(i.number) from ${orderItems} i
    join ${orders} o on o.id = i.order_id
    where i.combination_id = ${c}.id and i.type = ${sql.raw(String(LineType.COMBINATION))}
      and o.status <> ${sql.raw(String(OrderStatus.CANCELLED))}), 0)
    / greatest(1, (select sum((x->>'number')::int) from jsonb_array_elements(${c}.items) x)))::int`;
/** What pricing reads besides the lines' goods and flash sales: packages, activities, gift rules, specials. */
export type Promotions = ReturnType<typeof promotionsFrom>;

type ManjianRow = typeof manjians.$inferSelect;
type GiftRuleRow = typeof giftRules.$inferSelect;
/** A row as `json_build_object` answers it: timestamps come as ISO strings. */
export type AsJson<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };
const withDates = <T extends { startsAt: Date; endsAt: Date }>(row: AsJson<T>): T =>
  ({ ...row, startsAt: new Date(row.startsAt), endsAt: new Date(row.endsAt) }) as unknown as T;
/** The columns of the promotions read as JSON, as `promotionColumns` selects them. */
export type PromotionColumns = {
  combos: AsJson<ComboRow>[];
  activities: AsJson<ManjianRow>[];
  rules: AsJson<GiftRuleRow>[];
  specials: [number, number][];
  welfare_percent: number;
};

/**
 * The promotions of the goods and packages in the int[] expressions given, as four JSON columns
 * (combos, activities, rules, specials, welfare_percent) of a select: also part of the order's statement that takes its lines.
 * `specials` are each goods' lowest special price now: today's 每日特价 or a running activity's price (/yjh).
 * `day` is the business day of the day specials, a value or a placeholder of a prepared statement.
 */
export function promotionColumns(goodsIds: SQL, comboIds: SQL, day: SQL | string = businessDay()): SQL {
  const live = (t: string) => sql.raw(`${t}.starts_at <= now() and ${t}.ends_at > now()`);
  return sql`(select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'priceFen', c.price_fen,
        'items', c.items, 'startsAt', c.starts_at, 'endsAt', c.ends_at, 'isOn', c.is_on,
        'stockLimit', c.stock_limit, 'sold', case when c.stock_limit is null then 0 else ${comboSoldSql(sql`c`)} end)), '[]')
      from ${combinations} c where c.id = any(${comboIds})) as combos,
    (select coalesce(json_agg(json_build_object('id', m.id, 'name', m.name, 'tiers', m.tiers,
        'goodsIds', m.goods_ids, 'startsAt', m.starts_at, 'endsAt', m.ends_at) order by m.id), '[]')
      from ${manjians} m where ${live('m')}) as activities,
    (select coalesce(json_agg(json_build_object('id', r.id, 'goodsId', r.goods_id, 'everyNumber', r.every_number,
        'giftGoodsId', r.gift_goods_id, 'giftNumber', r.gift_number, 'startsAt', r.starts_at,
        'endsAt', r.ends_at) order by r.id), '[]')
      from ${giftRules} r where r.goods_id = any(${goodsIds}) and ${live('r')}) as rules,
    (select coalesce(json_agg(json_build_array(s.goods_id, s.price_fen)), '[]')
      from (select u.goods_id, min(u.price_fen) as price_fen from (
          select d.goods_id, d.price_fen from ${dailySpecials} d where d.day = ${day} and d.goods_id = any(${goodsIds})
          union all
          select ag.goods_id, ag.price_fen from ${activityGoods} ag join ${activities} a on a.id = ag.activity_id
            where ag.goods_id = any(${goodsIds}) and ag.price_fen is not null and a.status = 1 and ${live('a')}
        ) u group by u.goods_id) s) as specials,
    coalesce((select w.percent from ${welfareSettings} w where w.id = 1), ${sql.raw(String(DEFAULT_WELFARE_PERCENT))})::int
      as welfare_percent`;
}

export const promotionsFrom = (row: PromotionColumns) => ({
  combos: new Map(row.combos.map((c) => [c.id, withDates<ComboRow>(c)])),
  activities: row.activities.map((m) => withDates<ManjianRow>(m)),
  rules: row.rules.map((r) => withDates<GiftRuleRow>(r)),
  specials: new Map(row.specials),
  welfarePercent: row.welfare_percent,
});
