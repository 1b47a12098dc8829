import { and, eq } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { goods } from '../../apps/server/src/db/schema.ts';

/**
 * The benches' cart goods, in id order: ordinary goods a buyer may put in the cart one unit at a time (buyable,
 * listed, no free-shipping number, no medium package). bench:orders and bench:cart build their 50-line cart of
 * the same ones, so their figures compare.
 */
export const cartGoods = (db: Db, limit: number) =>
  db
    .select({ id: goods.id })
    .from(goods)
    .where(
      and(
        eq(goods.type, 0),
        eq(goods.isBuy, true),
        eq(goods.isListed, true),
        eq(goods.isFreeShipping, false),
        eq(goods.middlePackage, 1),
      ),
    )
    .orderBy(goods.id)
    .limit(limit);
