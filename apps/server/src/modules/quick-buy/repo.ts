import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastBuyQuery } from '@store/shared/api/quick-buy';
import { LineType, OrderStatus } from '@store/shared/orders';
import type { Db } from '../../db/client.ts';
import { goods, orderItems, orders } from '../../db/schema.ts';
import { containsPattern } from '../../db/text-search.ts';
import { theRow } from '../../db/rows.ts';

/** Orders that were really bought: paid, shipped, completed. */
const BOUGHT_STATUSES = [OrderStatus.PENDING_SHIPMENT, OrderStatus.SHIPPED, OrderStatus.COMPLETED];

const lastAt = sql`max(${orders.createdAt})`;
const timesBought = sql`count(distinct ${orders.id})`;
const totalNumber = sql`sum(${orderItems.number})`;

const ORDER: Record<FastBuyQuery['order'], SQL[]> = {
  last: [sql`${lastAt} desc`, desc(orderItems.goodsId)],
  count: [sql`${timesBought} desc`, sql`${totalNumber} desc`, sql`${lastAt} desc`, desc(orderItems.goodsId)],
  name: [asc(goods.namePinyin), asc(goods.name), asc(orderItems.goodsId)],
};

/** The goods this buyer bought before, one row per goods, with the last unit price paid (a page of them). */
export async function boughtGoods(db: Db, userId: number, q: FastBuyQuery) {
  const where = and(
    eq(orders.userId, userId),
    inArray(orders.status, BOUGHT_STATUSES),
    ne(orderItems.type, LineType.GIFT),
    eq(goods.isListed, true),
  );
  const [rows, { total }] = await Promise.all([
    db
      .select({
        goodsId: orderItems.goodsId,
        times: sql<number>`${timesBought}::int`,
        totalNumber: sql<number>`${totalNumber}::int`,
        lastTime: sql<number>`floor(extract(epoch from ${lastAt}))::int`,
        lastPriceFen: sql<number>`(array_agg(${orderItems.priceFen} order by ${orders.createdAt} desc, ${orderItems.id} desc))[1]`,
        lastNumber: sql<number>`(array_agg(${orderItems.number} order by ${orders.createdAt} desc, ${orderItems.id} desc))[1]`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(goods, eq(goods.id, orderItems.goodsId))
      .where(where)
      .groupBy(orderItems.goodsId, goods.namePinyin, goods.name)
      .orderBy(...ORDER[q.order])
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db
      .select({ total: sql<number>`count(distinct ${orderItems.goodsId})::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(goods, eq(goods.id, orderItems.goodsId))
      .where(where)
      .then(theRow),
  ]);
  return { rows, total };
}

export type GoodsRow = typeof goods.$inferSelect;

/** Listed goods carrying any of these approval numbers. */
export const goodsByApproval = (db: Db, approvals: string[]): Promise<GoodsRow[]> =>
  approvals.length
    ? db
        .select()
        .from(goods)
        .where(and(eq(goods.isListed, true), inArray(goods.approvalNumber, approvals)))
    : Promise.resolve([]);

/** Listed goods whose name, or the name's full pinyin (a homophone typed by the pharmacy), is one of these. */
export const goodsByExactName = (db: Db, names: string[], pinyins: string[]): Promise<GoodsRow[]> =>
  names.length
    ? db
        .select()
        .from(goods)
        .where(and(eq(goods.isListed, true), or(inArray(goods.name, names), inArray(goods.namePinyin, pinyins))))
    : Promise.resolve([]);

const NEAR_MATCH_LIMIT = 20;

/** Listed goods whose name contains the name (or its pinyin), best sellers first: the near matches of one row. */
export const goodsByNamePart = (db: Db, name: string, pinyin: string): Promise<GoodsRow[]> =>
  db
    .select()
    .from(goods)
    .where(
      and(
        eq(goods.isListed, true),
        or(
          ilike(goods.name, containsPattern(name)),
          pinyin ? sql`${goods.namePinyin} like ${containsPattern(pinyin)}` : undefined,
        ),
      ),
    )
    .orderBy(desc(goods.sales), asc(goods.id))
    .limit(NEAR_MATCH_LIMIT);
