import { and, eq, sql, type SQL } from 'drizzle-orm';
import { activityGoods, goods } from '../db/schema.ts';
import type { TestApp } from './harness.ts';

/**
 * Ordinary goods a buyer can put in the cart (not controlled, buyable, not free-shipping, without an activity
 * price), narrowed by `more`; the caller orders and limits. Tests pick the goods they buy with it.
 */
export const ordinaryGoods = (t: TestApp, ...more: SQL[]) =>
  t.database.db
    .select()
    .from(goods)
    .where(
      and(
        eq(goods.type, 0),
        eq(goods.isBuy, true),
        eq(goods.isFreeShipping, false),
        sql`not exists (select 1 from ${activityGoods} ag where ag.goods_id = ${goods.id} and ag.price_fen is not null)`,
        ...more,
      ),
    );
