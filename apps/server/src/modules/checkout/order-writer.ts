import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { OrderRefusal } from '@store/shared/codes';
import type { Tx } from '../../db/client.ts';
import {
  flashSales,
  goods,
  goodsSalesPending,
  invoices,
  orderEvents,
  orderItems,
  orders,
  userCoupons,
  type AddressSnapshot,
  type InvoiceRequest,
} from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';
import { AppError } from '../../lib/errors.ts';
import type { StockTakes } from './order-repo.ts';
import { intArray } from '../../db/int-array.ts';
import { executeNamed } from '../../db/prepared.ts';
import { businessDay } from '../../lib/business-day.ts';

export type Order = typeof orders.$inferSelect;
/** What the writer answers: the order's id and number, and what is to be paid. */
export type WrittenOrder = Pick<Order, 'id' | 'orderNo' | 'payableFen'>;

/** A line as the buyer bought it: the goods (its row as locked or taken from) and what was paid. */
export type LineToWrite = {
  goods: Pick<
    typeof goods.$inferSelect,
    'id' | 'name' | 'sccj' | 'ypgg' | 'bzdw' | 'approvalNumber' | 'images' | 'batchNumber' | 'expiryDate'
  >;
  type: number;
  flashSaleId?: number | null;
  combinationId?: number | null;
  unitPriceFen: number;
  number: number;
  amountFen: number;
  /** The welfare zone's discount on the line (paid: amountFen − welfareFen). */
  welfareFen?: number;
};

export type OrderToWrite = {
  /** The order's id when the caller drew it already (`nextOrderId`); else drawn here. */
  id?: number;
  userId: number;
  goodsFen: number;
  welfareFen?: number;
  discountFen?: number;
  couponFen?: number;
  shippingFen?: number;
  payableFen: number;
  userCouponId?: number | null;
  address: AddressSnapshot;
  invoice: InvoiceRequest;
  remarks?: string;
  wantDocuments?: boolean;
  wantReports?: boolean;
  idempotencyKey?: string;
  /** How long the buyer has to pay; the order closes after it. */
  payWithinMinutes: number;
  /** When the order was placed; the database's now() unless told (the demo seed writes the past). */
  createdAt?: Date;
  lines: LineToWrite[];
  /** The first line of the order's timeline. */
  firstEvent: string;
  /**
   * Stock to take in the same statement (the checkout: its goods and flash sales are locked and were checked
   * to hold enough, see assertStockSuffices); otherwise the caller took it before (the demo seed).
   */
  takes?: StockTakes;
};

/** '20261123' + 8-digit id: readable, sortable by day, unique because the id is. */
const orderNoOf = (id: number, at: Date) =>
  `${businessDay(at.getTime()).replaceAll('-', '')}${String(id).padStart(8, '0')}`;
/** Remittance reference: 'HK' + id + a check digit, so a mistyped reference is noticed at the bank desk. */
const remittanceRefOf = (id: number) =>
  `HK${id}${[...String(id)].reduce((sum, d, i) => sum + Number(d) * (i % 2 ? 3 : 7), 0) % 10}`;

/**
 * The one writer of orders (checkout, demo seed, test fixtures): the order awaiting payment, its lines with
 * batch and expiry, its coupon, its invoice wish and its first event. Stock and the coupon's claim are the
 * caller's, taken before in the same transaction.
 */
/**
 * The next order id. It comes first: the order number and the remittance reference are made from it. The
 * checkout draws it before it locks any goods, so the locks are not held over this round trip.
 */
export async function nextOrderId(tx: Tx): Promise<number> {
  const next = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
  )) as unknown as { rows: { id: number }[] };
  return theRow(next.rows).id;
}

/**
 * Column names from the schema, for the statement below, as one piece of text: drizzle walks every piece of a
 * statement on each call, and an order's write names ~50 columns. The names are the schema's own (checked).
 */
const columns = (...cols: PgColumn[]) =>
  sql.raw(
    cols
      .map((c) => {
        if (!/^[a-z_][a-z0-9_]*$/.test(c.name)) throw new Error(`column name to quote: ${c.name}`);
        return `"${c.name}"`;
      })
      .join(', '),
  );

/**
 * A conditional decrement of `stock` for every [id, units] as a CTE, none below zero; nothing when empty. The units
 * a goods sold are appended to goods_sales_pending (the `sold` CTE), not added to `goods.sales` here: see there.
 */
const takeCte = (name: string, table: typeof goods | typeof flashSales, takes: [number, number][]) =>
  sql`${sql.identifier(name)} as (update ${table} set ${columns(table.stock)} = ${table.stock} - v.n
    from (select unnest(${intArray(takes.map(([id]) => id))}) as id,
      unnest(${intArray(takes.map(([, n]) => n))}) as n) v
    where ${table.id} = v.id and ${table.stock} >= v.n
    returning ${table.id}, v.n)`;

/**
 * The order, its lines, its coupon's link, its invoice wish and its first event are written by one statement
 * (data-modifying CTEs; the id is drawn before, so none waits for another's answer): the checkout holds its
 * goods locks over one round trip for all of them instead of four or five, the stock taken included. The lines travel as one JSON
 * parameter: drizzle's multi-row insert built 16 parameters a line and cost more CPU than the database did.
 */
export async function writeOrder(tx: Tx, o: OrderToWrite): Promise<WrittenOrder> {
  const id = o.id ?? (await nextOrderId(tx));
  const at = o.createdAt;
  const orderNo = orderNoOf(id, at ?? new Date());
  const createdAt = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  const lines = JSON.stringify(
    o.lines.map((line) => ({
      goods_id: line.goods.id,
      type: line.type,
      flash_sale_id: line.flashSaleId ?? null,
      combination_id: line.combinationId ?? null,
      name: line.goods.name,
      sccj: line.goods.sccj,
      ypgg: line.goods.ypgg,
      bzdw: line.goods.bzdw,
      approval_number: line.goods.approvalNumber,
      image: line.goods.images[0] ?? '',
      price_fen: line.unitPriceFen,
      number: line.number,
      amount_fen: line.amountFen,
      welfare_fen: line.welfareFen ?? 0,
      batch_number: line.goods.batchNumber,
      expiry_date: line.goods.expiryDate,
    })),
  );
  const coupon = o.userCouponId
    ? sql`, order_coupon as (update ${userCoupons} set ${columns(userCoupons.orderId)} = ${id}
        where ${columns(userCoupons.id)} = ${o.userCouponId})`
    : sql``;
  const invoice =
    o.invoice.type !== 'none'
      ? sql`, order_invoice as (insert into ${invoices}
          (${columns(invoices.orderId, invoices.userId, invoices.type, invoices.title, invoices.taxNo, invoices.amountFen, invoices.createdAt)})
          values (${id}, ${o.userId}, ${o.invoice.type}, ${o.invoice.title}, ${o.invoice.tax_no}, ${o.payableFen}, ${createdAt}))`
      : sql``;
  const takes = o.takes ?? { goods: [], flash: [] };
  const result = (await executeNamed(
    tx,
    sql`
    with ${takeCte('taken_goods', goods, takes.goods)},
    ${takeCte('taken_flash', flashSales, takes.flash)},
    sold as (
      insert into ${goodsSalesPending} (${columns(goodsSalesPending.goodsId, goodsSalesPending.n)})
      select id, n from taken_goods
    ),
    new_order as (
      insert into ${orders} (${columns(
        orders.id,
        orders.orderNo,
        orders.userId,
        orders.goodsFen,
        orders.welfareFen,
        orders.discountFen,
        orders.couponFen,
        orders.shippingFen,
        orders.payableFen,
        orders.userCouponId,
        orders.remarks,
        orders.wantDocuments,
        orders.wantReports,
        orders.address,
        orders.invoice,
        orders.idempotencyKey,
        orders.remittanceRef,
        orders.expiresAt,
        orders.createdAt,
      )})
      values (${id}, ${orderNo}, ${o.userId}, ${o.goodsFen}, ${o.welfareFen ?? 0}, ${o.discountFen ?? 0}, ${o.couponFen ?? 0},
        ${o.shippingFen ?? 0}, ${o.payableFen}, ${o.userCouponId ?? null}, ${o.remarks ?? ''},
        ${o.wantDocuments ?? false}, ${o.wantReports ?? false}, ${JSON.stringify(o.address)}::jsonb,
        ${JSON.stringify(o.invoice)}::jsonb, ${o.idempotencyKey ?? null}, ${remittanceRefOf(id)},
        ${createdAt} + make_interval(mins => ${o.payWithinMinutes}), ${createdAt})
    ), new_order_items as (
      insert into ${orderItems} (${columns(
        orderItems.orderId,
        orderItems.goodsId,
        orderItems.type,
        orderItems.flashSaleId,
        orderItems.combinationId,
        orderItems.name,
        orderItems.sccj,
        orderItems.ypgg,
        orderItems.bzdw,
        orderItems.approvalNumber,
        orderItems.image,
        orderItems.priceFen,
        orderItems.number,
        orderItems.amountFen,
        orderItems.welfareFen,
        orderItems.batchNumber,
        orderItems.expiryDate,
      )})
      select ${id}, (l->>'goods_id')::int, (l->>'type')::smallint, (l->>'flash_sale_id')::int,
        (l->>'combination_id')::int, l->>'name', l->>'sccj', l->>'ypgg', l->>'bzdw', l->>'approval_number',
        l->>'image', (l->>'price_fen')::int, (l->>'number')::int, (l->>'amount_fen')::int, (l->>'welfare_fen')::int, l->>'batch_number',
        (l->>'expiry_date')::date
      from jsonb_array_elements(${lines}::jsonb) with ordinality as t(l, n)
      order by n
    ), new_order_event as (
      insert into ${orderEvents} (${columns(orderEvents.orderId, orderEvents.type, orderEvents.text, orderEvents.createdAt)})
      values (${id}, 'created', ${o.firstEvent}, ${createdAt})
    )${coupon}${invoice}
    select (select count(*) from taken_goods)::int as goods, (select count(*) from taken_flash)::int as flash`,
  )) as unknown as {
    rows: { goods: number; flash: number }[];
  };
  // Never short: the rows are locked and were checked. Should they be, the order is refused, not oversold.
  const taken = theRow(result.rows);
  if (taken.goods !== takes.goods.length) throw new AppError(OrderRefusal.STOCK_SHORT, '商品', 0, '');
  if (taken.flash !== takes.flash.length) throw new AppError(OrderRefusal.STOCK_SHORT_FLASH_SALE);
  return { id, orderNo, payableFen: o.payableFen };
}
