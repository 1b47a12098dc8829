import { and, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { adminOrderQueues, type AdminOrderQuery, type AdminOrderQueue } from '@store/shared/api/admin-orders';
import { OrderStatus, PayMethod } from '@store/shared/orders';
import { yuanToFen } from '@store/shared/rules/money';
import type { Db, Tx } from '../../db/client.ts';
import { afterSales, goods, invoices, orderItems, orders, shipmentPicks, users } from '../../db/schema.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The buyer's columns staff see beside an order. */
export const buyerColumns = {
  id: users.id,
  username: users.username,
  company: users.company,
  name: users.name,
  mobile: sql<string>`coalesce(${users.mobile}, '')`,
};

/** Each queue as a condition on the order row. */
const QUEUE_WHERE: Record<AdminOrderQueue, SQL | undefined> = {
  all: undefined,
  pending_payment: eq(orders.status, OrderStatus.PENDING_PAYMENT),
  awaiting_transfer: and(eq(orders.status, OrderStatus.PENDING_PAYMENT), eq(orders.payMethod, PayMethod.TRANSFER)),
  pending_shipment: eq(orders.status, OrderStatus.PENDING_SHIPMENT),
  shipped: eq(orders.status, OrderStatus.SHIPPED),
  completed: eq(orders.status, OrderStatus.COMPLETED),
  cancelled: eq(orders.status, OrderStatus.CANCELLED),
};

/** A day of the store's calendar begins at midnight Beijing time. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00+08:00`);
const dayAfter = (day: string) => new Date(startOfDay(day).getTime() + 86_400_000);

/**
 * Keywords that are a whole order number, remittance reference or login mobile, as the condition that finds them
 * through a unique index: at 1M orders the search by part of any field read every order (4.6 s for an order
 * number, issue #38). Anything else, or an exact form that finds nothing, is searched as part of any field.
 */
function exactWhere(keywords: string): SQL | undefined {
  if (/^\d{16,}$/.test(keywords)) return eq(orders.orderNo, keywords);
  if (/^HK\d+$/i.test(keywords)) return eq(orders.remittanceRef, keywords.toUpperCase());
  if (/^1\d{10}$/.test(keywords)) return eq(users.mobile, keywords);
  return undefined;
}

/** Part of the order number, company, contact, mobiles or remittance reference. */
function partWhere(keywords: string): SQL | undefined {
  const pattern = `%${escapeLike(keywords)}%`;
  return or(
    ilike(orders.orderNo, pattern),
    ilike(orders.remittanceRef, pattern),
    ilike(users.company, pattern),
    ilike(users.name, pattern),
    ilike(users.mobile, pattern),
    sql`${orders.address}->>'phone' ilike ${pattern}`,
  );
}

/** The search, whatever the queue: the keywords (`exactly` or as a part); amount; days. */
function searchWhere(query: AdminOrderQuery, exactly?: SQL): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.keywords) conditions.push(exactly ?? partWhere(query.keywords));
  if (query.amount !== undefined) conditions.push(eq(orders.payableFen, yuanToFen(query.amount)));
  if (query.start_date) conditions.push(gte(orders.createdAt, startOfDay(query.start_date)));
  if (query.end_date) conditions.push(lt(orders.createdAt, dayAfter(query.end_date)));
  return and(...conditions);
}

export async function listOrders(db: Db, query: AdminOrderQuery) {
  const exactly = query.keywords ? exactWhere(query.keywords) : undefined;
  if (exactly) {
    const found = await listWhere(db, query, searchWhere(query, exactly));
    if (found.counts.all > 0) return found;
  }
  return listWhere(db, query, searchWhere(query));
}

async function listWhere(db: Db, query: AdminOrderQuery, search: SQL | undefined) {
  const where = and(search, QUEUE_WHERE[query.queue]);
  const counters = Object.fromEntries(
    adminOrderQueues.map((queue) => {
      const condition = QUEUE_WHERE[queue];
      const counter = condition ? sql`count(*) filter (where ${condition})` : sql`count(*)`;
      return [queue, counter.mapWith(Number)];
    }),
  ) as Record<AdminOrderQueue, SQL.Aliased<number> | SQL<number>>;
  const [rows, countRows] = await Promise.all([
    db
      .select({ order: orders, buyer: buyerColumns })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select(counters).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(search),
  ]);
  // An aggregate without GROUP BY answers exactly one row.
  const counts = Object.fromEntries(adminOrderQueues.map((queue) => [queue, countRows[0]?.[queue] ?? 0])) as Record<
    AdminOrderQueue,
    number
  >;
  return { rows, counts, total: counts[query.queue] };
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

/** After-sales requests for the console's queue, newest first, with their order and buyer. */
export async function listAfterSales(
  db: Db,
  query: { status: string; keywords: string; page: number; page_size: number },
) {
  const conditions: (SQL | undefined)[] = [];
  if (query.status !== 'all') conditions.push(eq(afterSales.status, query.status));
  if (query.keywords) {
    const pattern = `%${escapeLike(query.keywords)}%`;
    conditions.push(or(ilike(orders.orderNo, pattern), ilike(users.company, pattern), ilike(users.mobile, pattern)));
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
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(afterSales)
      .innerJoin(orders, eq(orders.id, afterSales.orderId))
      .innerJoin(users, eq(users.id, afterSales.userId))
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
    const pattern = `%${escapeLike(query.keywords)}%`;
    conditions.push(
      or(
        ilike(orders.orderNo, pattern),
        ilike(invoices.title, pattern),
        ilike(invoices.invoiceNo, pattern),
        ilike(users.company, pattern),
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
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .innerJoin(users, eq(users.id, invoices.userId))
      .where(where),
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0) };
}
