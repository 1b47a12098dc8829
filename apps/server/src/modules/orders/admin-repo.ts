import { and, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { adminOrderQueues, type AdminOrderQuery, type AdminOrderQueue } from '@store/shared/api/admin-orders';
import { OrderStatus, PayMethod } from '@store/shared/orders';
import { yuanToFen } from '@store/shared/rules/money';
import { storeDayEnd, storeDayStart } from '@store/shared/rules/store-time';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { afterSales, goods, invoices, orderItems, orders, shipmentPicks, users } from '../../db/schema.ts';
import { LIST_COUNT_CAP } from '@store/shared/api/list-count';
import {
  buyerCondition,
  cappedCount,
  containsPattern,
  gramsHold,
  orderFieldsHold,
  orderSideKeywords,
} from '../../db/text-search.ts';

/** The buyer's columns staff see beside an order. */
export const buyerColumns = {
  id: users.id,
  username: users.username,
  company: users.company,
  name: users.name,
  mobile: sql<string>`coalesce(${users.mobile}, '')`,
};

/** Each queue as a condition on the order row (the list's, and 导出订单明细's in export.ts). */
export const QUEUE_WHERE: Record<AdminOrderQueue, SQL | undefined> = {
  all: undefined,
  pending_payment: eq(orders.status, OrderStatus.PENDING_PAYMENT),
  awaiting_transfer: and(eq(orders.status, OrderStatus.PENDING_PAYMENT), eq(orders.payMethod, PayMethod.TRANSFER)),
  pending_shipment: eq(orders.status, OrderStatus.PENDING_SHIPMENT),
  shipped: eq(orders.status, OrderStatus.SHIPPED),
  completed: eq(orders.status, OrderStatus.COMPLETED),
  cancelled: eq(orders.status, OrderStatus.CANCELLED),
};

/**
 * Keywords that are a whole order number, remittance reference or login mobile, as the condition that finds them
 * through a unique index: at 1M orders the search by part of any field read every order (4.6 s for an order
 * number, issue #38). Anything else, or an exact form that finds nothing, is searched as part of any field.
 */
function exactWhere(keywords: string): SQL | undefined {
  if (/^\d{16,}$/.test(keywords)) return eq(orders.orderNo, keywords);
  if (/^HK\d+$/i.test(keywords)) return eq(orders.remittanceRef, keywords.toUpperCase());
  if (/^1\d{10}$/.test(keywords))
    return sql`${orders.userId} = (select ${users.id} from ${users} where ${users.mobile} = ${keywords})`;
  return undefined;
}

/**
 * Part of the buyer's company, contact or login mobile (the buyers found first through users_search_grams_idx,
 * then their orders through the orders' user_id indexes), or of the order number, remittance reference or
 * delivery mobile (orders_search_trgm_idx; at least 3 characters, see `orderSideKeywords`). Never a scan of
 * every order joined to its buyer, as the OR of six ILIKEs was (5–8 s at 1M orders, issue #38).
 */
async function partWhere(db: Db, keywords: string): Promise<SQL> {
  const byBuyer = await buyerCondition(db, orders.userId, keywords, [users.company, users.name, users.mobile]);
  return orderSideKeywords(keywords) ? or(byBuyer, orderFieldsHold(keywords))! : byBuyer;
}

/** The search, whatever the queue: the keywords (`exactly` or as a part); amount; days. */
async function searchWhere(db: Db, query: AdminOrderQuery, exactly?: SQL): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [];
  if (query.keywords) conditions.push(exactly ?? (await partWhere(db, query.keywords)));
  if (query.amount !== undefined) conditions.push(eq(orders.payableFen, yuanToFen(query.amount)));
  if (query.start_date) conditions.push(gte(orders.createdAt, storeDayStart(query.start_date)));
  if (query.end_date) conditions.push(lt(orders.createdAt, storeDayEnd(query.end_date)));
  return and(...conditions);
}

export async function listOrders(db: Db, query: AdminOrderQuery) {
  const exactly = query.keywords ? exactWhere(query.keywords) : undefined;
  if (exactly) {
    const found = await listWhere(db, query, await searchWhere(db, query, exactly));
    if (found.counts.all > 0) return found;
  }
  return listWhere(db, query, await searchWhere(db, query));
}

/**
 * Every queue's count under the search, then one queue's page. Each count stops at LIST_COUNT_CAP + 1 (shown as
 * "10000+"): seven exact counts read every order each time (0.6–1.5 s at 1M orders, issue #38), capped ones read
 * at most that many index entries each. Every condition is on the order row (a buyer's through its id), so the
 * counts read orders alone.
 *
 * The page: a queue of at most the cap is read whole through its own indexes and sorted (at most 10,000 ids),
 * never by walking the newest orders backwards in the hope of meeting it soon — which the planner prefers for a
 * LIMIT and which reads most of the table when the matches are old (a buyer's first 5,000 orders: 2 s). A larger
 * queue is dense enough to meet at once walking backwards.
 */
async function listWhere(db: Db, query: AdminOrderQuery, search: SQL | undefined) {
  const where = and(search, QUEUE_WHERE[query.queue]);
  const counters = Object.fromEntries(
    adminOrderQueues.map((queue) => [
      queue,
      cappedCount(sql`from ${orders} where ${and(search, QUEUE_WHERE[queue]) ?? sql`true`}`),
    ]),
  ) as Record<AdminOrderQueue, SQL<number>>;
  const [countRow] = await db.select(counters).from(sql`(select 1) as one`);
  // A select of scalar subqueries answers exactly one row.
  const counts = Object.fromEntries(adminOrderQueues.map((queue) => [queue, countRow?.[queue] ?? 0])) as Record<
    AdminOrderQueue,
    number
  >;
  const total = counts[query.queue];
  const offset = (query.page - 1) * query.page_size;
  const pageIds = sql`(select matched.id from (select ${orders.id} as id from ${orders} where ${where ?? sql`true`}
    offset 0) as matched order by matched.id desc limit ${query.page_size} offset ${offset})`;
  const page = db
    .select({ order: orders, buyer: buyerColumns })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .$dynamic();
  const rows =
    total <= LIST_COUNT_CAP
      ? await page.where(sql`${orders.id} in ${pageIds}`).orderBy(desc(orders.id))
      : await page.where(where).orderBy(desc(orders.id)).limit(query.page_size).offset(offset);
  return { rows, counts, total };
}

/** Lines and units of each order. */
export async function lineTotals(db: Db, orderIds: number[]) {
  if (!orderIds.length) return new Map<number, { lines: number; units: number }>();
  const rows = await db
    .select({
      orderId: orderItems.orderId,
      lines: sql<number>`count(*)::int`,
      units: sql<number>`coalesce(sum(${orderItems.number}), 0)::int`,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .groupBy(orderItems.orderId);
  return new Map(rows.map((r) => [r.orderId, { lines: Number(r.lines), units: Number(r.units) }]));
}

export async function buyerOf(db: Db | Tx, userId: number) {
  const [row] = await db.select(buyerColumns).from(users).where(eq(users.id, userId));
  return row;
}

export async function orderIdByNo(db: Db, orderNo: string) {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo));
  return row?.id;
}

export const picksOfOrder = (db: Db, orderId: number) =>
  db
    .select()
    .from(shipmentPicks)
    .where(eq(shipmentPicks.orderId, orderId))
    .orderBy(shipmentPicks.orderItemId, shipmentPicks.expiryDate);

/** The dosage form (剂型) of each of these goods, for the delivery note (GSP lists it beside the name). */
export async function dosageFormsOf(db: Db, goodsIds: number[]): Promise<Map<number, string>> {
  if (!goodsIds.length) return new Map();
  const rows = await db
    .select({ id: goods.id, dosageForm: goods.dosageForm })
    .from(goods)
    .where(inArray(goods.id, goodsIds));
  return new Map(rows.map((r) => [r.id, r.dosageForm]));
}

/**
 * `orderId` is an order whose number holds `keywords` (at least 3 characters, through orders_search_trgm_idx;
 * the ILIKE of the number alone keeps a reference or mobile that holds them out), or undefined when none can.
 */
function orderNumberHolds(orderId: PgColumn, keywords: string): SQL | undefined {
  if (!orderSideKeywords(keywords)) return undefined;
  return sql`${orderId} in (select ${orders.id} from ${orders} where ${orderFieldsHold(keywords)} and ${ilike(
    orders.orderNo,
    containsPattern(keywords),
  )})`;
}

/** After-sales requests for the console's queue, newest first, with their order and buyer. */
export async function listAfterSales(
  db: Db,
  query: { status: string; keywords: string; page: number; page_size: number },
) {
  const conditions: (SQL | undefined)[] = [];
  if (query.status !== 'all') conditions.push(eq(afterSales.status, query.status));
  if (query.keywords) {
    // The request's buyer by company or mobile, or its order by number: each through an index (issue #38).
    conditions.push(
      or(
        await buyerCondition(db, afterSales.userId, query.keywords, [users.company, users.mobile]),
        orderNumberHolds(afterSales.orderId, query.keywords),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, counted] = await Promise.all([
    db
      .select({ request: afterSales, order: orders, buyer: buyerColumns })
      .from(afterSales)
      .innerJoin(orders, eq(orders.id, afterSales.orderId))
      .innerJoin(users, eq(users.id, afterSales.userId))
      .where(where)
      .orderBy(desc(afterSales.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    // Every condition is on the request's own row: the count reads no order or buyer.
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(afterSales)
      .where(where),
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0) };
}

/** Invoices for the console's queue, oldest request first (the one waiting longest is issued first). */
export async function listInvoices(
  db: Db,
  query: { status: string; keywords: string; page: number; page_size: number },
) {
  const conditions: (SQL | undefined)[] = [];
  if (query.status !== 'all') conditions.push(eq(invoices.status, query.status));
  if (query.keywords) {
    // The invoice by title or number (invoices_search_grams_idx), its buyer by company, its order by number.
    const pattern = containsPattern(query.keywords);
    conditions.push(
      or(
        and(
          gramsHold(invoices.searchGrams, query.keywords),
          or(ilike(invoices.title, pattern), ilike(invoices.invoiceNo, pattern)),
        ),
        await buyerCondition(db, invoices.userId, query.keywords, [users.company]),
        orderNumberHolds(invoices.orderId, query.keywords),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, counted] = await Promise.all([
    db
      .select({ invoice: invoices, order: orders, buyer: buyerColumns })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .innerJoin(users, eq(users.id, invoices.userId))
      .where(where)
      .orderBy(query.status === 'requested' ? invoices.id : desc(invoices.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(invoices)
      .where(where),
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0) };
}
