import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  type goods,
  invoices,
  orderEvents,
  orderItems,
  orders,
  userCoupons,
  type AddressSnapshot,
  type InvoiceRequest,
} from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';

export type Order = typeof orders.$inferSelect;

/** A line as the buyer bought it: the goods (its row after the stock was taken) and what was paid. */
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
};

export type OrderToWrite = {
  /** The order's id when the caller drew it already (`nextOrderId`); else drawn here. */
  id?: number;
  userId: number;
  goodsFen: number;
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
};

/** '20261123' + 8-digit id: readable, sortable by day, unique because the id is. */
const orderNoOf = (id: number, at: Date) =>
  `${new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '')}${String(id).padStart(8, '0')}`;
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
 * The order, its lines, its coupon's link, its invoice wish and its first event are written by one statement
 * (data-modifying CTEs; the id is drawn before, so none waits for another's answer): the checkout holds its
 * goods locks over one round trip for all of them instead of four or five.
 */
export async function writeOrder(tx: Tx, o: OrderToWrite): Promise<Order> {
  const id = o.id ?? (await nextOrderId(tx));
  const at = o.createdAt;
  const order = tx.$with('new_order').as(
    tx
      .insert(orders)
      .values({
        id,
        orderNo: orderNoOf(id, at ?? new Date()),
        userId: o.userId,
        goodsFen: o.goodsFen,
        discountFen: o.discountFen ?? 0,
        couponFen: o.couponFen ?? 0,
        shippingFen: o.shippingFen ?? 0,
        payableFen: o.payableFen,
        userCouponId: o.userCouponId ?? null,
        remarks: o.remarks ?? '',
        wantDocuments: o.wantDocuments ?? false,
        wantReports: o.wantReports ?? false,
        address: o.address,
        invoice: o.invoice,
        idempotencyKey: o.idempotencyKey,
        remittanceRef: remittanceRefOf(id),
        expiresAt: at
          ? new Date(at.getTime() + o.payWithinMinutes * 60_000)
          : sql`now() + make_interval(mins => ${o.payWithinMinutes})`,
        ...(at ? { createdAt: at } : {}),
      })
      .returning(),
  );
  const lines = tx.$with('new_order_items').as(
    tx.insert(orderItems).values(
      o.lines.map((line) => ({
        orderId: id,
        goodsId: line.goods.id,
        type: line.type,
        flashSaleId: line.flashSaleId ?? null,
        combinationId: line.combinationId ?? null,
        name: line.goods.name,
        sccj: line.goods.sccj,
        ypgg: line.goods.ypgg,
        bzdw: line.goods.bzdw,
        approvalNumber: line.goods.approvalNumber,
        image: line.goods.images[0] ?? '',
        priceFen: line.unitPriceFen,
        number: line.number,
        amountFen: line.amountFen,
        batchNumber: line.goods.batchNumber,
        expiryDate: line.goods.expiryDate,
      })),
    ),
  );
  const event = tx
    .$with('new_order_event')
    .as(
      tx
        .insert(orderEvents)
        .values({ orderId: id, type: 'created', text: o.firstEvent, ...(at ? { createdAt: at } : {}) }),
    );
  const coupon = o.userCouponId
    ? [
        tx
          .$with('order_coupon')
          .as(tx.update(userCoupons).set({ orderId: id }).where(eq(userCoupons.id, o.userCouponId))),
      ]
    : [];
  const invoice =
    o.invoice.type !== 'none'
      ? [
          tx.$with('order_invoice').as(
            tx.insert(invoices).values({
              orderId: id,
              userId: o.userId,
              type: o.invoice.type,
              title: o.invoice.title,
              taxNo: o.invoice.tax_no,
              amountFen: o.payableFen,
              ...(at ? { createdAt: at } : {}),
            }),
          ),
        ]
      : [];
  return tx
    .with(order, lines, event, ...coupon, ...invoice)
    .select()
    .from(order)
    .then(theRow);
}
