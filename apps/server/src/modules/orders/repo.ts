import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { OrderListQuery } from '@store/shared/api/orders';
import type { Db, Tx } from '../../db/client.ts';
import { intArray } from '../../db/int-array.ts';
import { afterSales, invoices, orderEvents, orderItems, orders, payments } from '../../db/schema.ts';
import { escapeLike } from '../../db/text-search.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type AfterSalesRow = typeof afterSales.$inferSelect;
export type InvoiceRowDb = typeof invoices.$inferSelect;

/**
 * Filters of the order centre, always within one buyer's orders. Keywords are part of the order number or of a
 * line's goods name: the buyer's lines that hold them are read first, once, through the buyer's orders and
 * order_items_order_idx, and the page and its count take those orders by id. As an EXISTS per order in both the
 * page and the count, the planner preferred to read every buyer's lines (3M at 1M orders) to hash them: 1.4–2 s
 * for a buyer with 5,000 orders (issue #38).
 */
async function listWhere(db: Db, userId: number, query: OrderListQuery): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [eq(orders.userId, userId)];
  if (query.status === 'after_sales') {
    // Written with table names: drizzle leaves columns unqualified in single-table selects.
    conditions.push(sql`exists (select 1 from after_sales s where s.order_id = orders.id)`);
  } else if (query.status !== undefined) {
    conditions.push(eq(orders.status, query.status));
  }
  if (query.keywords) {
    const pattern = `%${escapeLike(query.keywords)}%`;
    // The buyer's order ids as one array: the lines are then read by one index scan over them (a join
    // planned parallel workers, whose start cost more than the lines on a busy machine).
    const byLine = await db
      .selectDistinct({ id: orderItems.orderId })
      .from(orderItems)
      .where(
        and(
          sql`${orderItems.orderId} = any(array(select o.id from orders o where o.user_id = ${userId}))`,
          ilike(orderItems.name, pattern),
        ),
      );
    conditions.push(
      byLine.length
        ? or(ilike(orders.orderNo, pattern), sql`orders.id = any(${intArray(byLine.map((row) => row.id))})`)
        : ilike(orders.orderNo, pattern),
    );
  }
  if (query.start_time !== undefined) conditions.push(gte(orders.createdAt, new Date(query.start_time * 1000)));
  // end_time is the last second of the chosen range, inclusive.
  if (query.end_time !== undefined) conditions.push(lt(orders.createdAt, new Date((query.end_time + 1) * 1000)));
  return and(...conditions);
}

export async function listOrders(db: Db, userId: number, query: OrderListQuery) {
  const where = await listWhere(db, userId, query);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      // Newest first by order time: ids are not in time order (imported and demo orders carry their own dates).
      // The id breaks ties, so a page boundary never splits orders of one instant differently twice.
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  // An aggregate without GROUP BY answers exactly one row.
  return { rows, total: counted[0]?.total ?? 0 };
}

export const itemsOf = (db: Db | Tx, orderIds: number[]) =>
  orderIds.length
    ? db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id))
    : Promise.resolve([]);

export async function afterSalesCountsOf(db: Db, orderIds: number[]): Promise<Map<number, number>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .select({ orderId: afterSales.orderId, n: count() })
    .from(afterSales)
    .where(inArray(afterSales.orderId, orderIds))
    .groupBy(afterSales.orderId);
  return new Map(rows.map((r) => [r.orderId, r.n]));
}

export async function statusCounts(db: Db, userId: number) {
  const [byStatus, afterSalesCounted] = await Promise.all([
    db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(eq(orders.userId, userId))
      .groupBy(orders.status),
    db
      .select({ afterSalesOrders: sql<number>`count(distinct ${afterSales.orderId})`.mapWith(Number) })
      .from(afterSales)
      .where(eq(afterSales.userId, userId)),
  ]);
  return {
    byStatus: new Map(byStatus.map((r) => [r.status, r.n])),
    afterSalesOrders: afterSalesCounted[0]?.afterSalesOrders ?? 0,
  };
}

/** The buyer's own order, or undefined (another buyer's order is indistinguishable from a missing one). */
export async function findOwnOrder(db: Db | Tx, userId: number, orderId: number, forUpdate = false) {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Any buyer's order, for an operator's action on it. */
export async function findOrderForOperator(db: Db | Tx, orderId: number, forUpdate = false) {
  const query = db.select().from(orders).where(eq(orders.id, orderId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export const eventsOf = (db: Db, orderId: number) =>
  db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));

export async function paidPaymentOf(db: Db, orderId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')));
  return row;
}

export async function invoiceOfOrder(db: Db, userId: number, orderId: number) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.userId, userId)));
  return row;
}

export const afterSalesOfOrder = (db: Db, userId: number, orderId: number) =>
  db
    .select()
    .from(afterSales)
    .where(and(eq(afterSales.userId, userId), eq(afterSales.orderId, orderId)))
    .orderBy(desc(afterSales.id));

/** The buyer's own after-sales request, or undefined. */
export async function findOwnAfterSales(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(afterSales)
    .where(and(eq(afterSales.id, id), eq(afterSales.userId, userId)));
  return row;
}

/** Any buyer's after-sales request, for the operator's review (locked when `forUpdate`). */
export async function findAfterSalesForOperator(db: Db | Tx, id: number, forUpdate = false) {
  const query = db.select().from(afterSales).where(eq(afterSales.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Units of each line already asked for in requests still waiting for review. */
export async function pendingRequestedUnits(tx: Tx, orderId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ items: afterSales.items })
    .from(afterSales)
    .where(and(eq(afterSales.orderId, orderId), eq(afterSales.status, 'pending')));
  const units = new Map<number, number>();
  for (const row of rows)
    for (const item of row.items) units.set(item.order_item_id, (units.get(item.order_item_id) ?? 0) + item.number);
  return units;
}

export async function insertEvent(db: Db | Tx, orderId: number, type: string, text: string) {
  await db.insert(orderEvents).values({ orderId, type, text });
}

export async function listInvoices(db: Db, userId: number, page: number, pageSize: number) {
  const where = eq(invoices.userId, userId);
  const [rows, counted] = await Promise.all([
    db
      .select({ invoice: invoices, orderNo: orders.orderNo })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(where)
      .orderBy(desc(invoices.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(invoices).where(where),
  ]);
  // An aggregate without GROUP BY answers exactly one row.
  return { rows, total: counted[0]?.total ?? 0 };
}

const invoiceWithOrderNo = (db: Db, where: SQL | undefined) =>
  db
    .select({ invoice: invoices, orderNo: orders.orderNo })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(where);

/** The buyer's own invoice with its order number, or undefined. */
export async function findOwnInvoice(db: Db, userId: number, id: number) {
  const [row] = await invoiceWithOrderNo(db, and(eq(invoices.id, id), eq(invoices.userId, userId)));
  return row;
}

/** Any buyer's invoice with its order number, for an operator. */
export async function findInvoiceForOperator(db: Db, id: number) {
  const [row] = await invoiceWithOrderNo(db, eq(invoices.id, id));
  return row;
}
