import { and, asc, eq, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import { ORDER_EXPORT_HEADERS, type OrderExportQuery } from '@store/shared/api/admin-order-export';
import { orderStatusText, payMethodText } from '@store/shared/orders';
import { fenToYuan } from '@store/shared/rules/money';
import { formatStoreTime, storeDayEnd, storeDayStart } from '@store/shared/rules/store-time';
import type { Db } from '../../db/client.ts';
import { intArray } from '../../db/int-array.ts';
import { orderItems, orders, users } from '../../db/schema.ts';
import { escapeLike } from '../../db/text-search.ts';
import { groupBy } from '../../lib/group-by.ts';
import type { SheetCell, SheetColumn, XlsxExport } from '../../lib/xlsx-stream.ts';
import { QUEUE_WHERE } from './admin-repo.ts';

/**
 * 导出订单明细 for finance (issue #38): one row per order line of the orders placed in a range of days, with the
 * buyer, status, payment, the goods as sold, the batch and expiry shipped (order_items keeps them: several
 * batches of one line are joined with 、 and the earliest expiry is given), and the order's amounts on its
 * first line only, so a column's sum over the sheet is the period's total. Streams (lib/xlsx-stream.ts).
 */

/** Orders read a page at a time (with their ~3 lines each, ~600 rows). */
const ORDERS_A_PAGE = 200;

/** '2026-03-01 14:05:09', Beijing time. */
const beijingTime = (at: Date | null) => (at ? formatStoreTime(at.getTime(), 'YYYY-MM-DD HH:mm:ss') : '');

/**
 * The buyers `buyer` names: its id, or part of its company, account, contact or mobile. Read once, before the
 * download starts; the orders are then read by buyer through orders_user_created_idx.
 */
async function buyerIds(db: Db, buyer: string): Promise<number[]> {
  const pattern = `%${escapeLike(buyer)}%`;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        /^\d{1,9}$/.test(buyer) ? eq(users.id, Number(buyer)) : undefined,
        ilike(users.company, pattern),
        ilike(users.username, pattern),
        ilike(users.name, pattern),
        ilike(users.mobile, pattern),
      ),
    );
  return rows.map((r) => r.id);
}

const MONEY = '0.00';
const WIDTHS: Record<(typeof ORDER_EXPORT_HEADERS)[number], number> = {
  订单号: 22,
  下单时间: 20,
  采购商: 28,
  采购商账号: 16,
  订单状态: 10,
  支付方式: 12,
  支付时间: 20,
  商品ID: 9,
  商品名称: 24,
  生产厂家: 26,
  规格: 16,
  单位: 6,
  批准文号: 20,
  数量: 8,
  单价: 10,
  行金额: 12,
  批号: 16,
  有效期至: 12,
  订单商品金额: 13,
  订单优惠: 11,
  运费: 8,
  订单应付: 12,
  订单实付: 12,
  订单已退款: 12,
};
const IN_YUAN = new Set<string>([
  '单价',
  '行金额',
  '订单商品金额',
  '订单优惠',
  '运费',
  '订单应付',
  '订单实付',
  '订单已退款',
]);
const COLUMNS: SheetColumn[] = ORDER_EXPORT_HEADERS.map((header) => ({
  header,
  width: WIDTHS[header],
  ...(IN_YUAN.has(header) && { numFmt: MONEY }),
}));

/** What the sheet shows of an order and of a line (not the address, invoice or images). */
const ORDER_COLUMNS = {
  id: orders.id,
  orderNo: orders.orderNo,
  createdAt: orders.createdAt,
  status: orders.status,
  payMethod: orders.payMethod,
  paidAt: orders.paidAt,
  goodsFen: orders.goodsFen,
  discountFen: orders.discountFen,
  welfareFen: orders.welfareFen,
  couponFen: orders.couponFen,
  voucherFen: orders.voucherFen,
  shippingFen: orders.shippingFen,
  payableFen: orders.payableFen,
  paidFen: orders.paidFen,
  refundedFen: orders.refundedFen,
};
const LINE_COLUMNS = {
  orderId: orderItems.orderId,
  goodsId: orderItems.goodsId,
  name: orderItems.name,
  sccj: orderItems.sccj,
  ypgg: orderItems.ypgg,
  bzdw: orderItems.bzdw,
  approvalNumber: orderItems.approvalNumber,
  number: orderItems.number,
  priceFen: orderItems.priceFen,
  amountFen: orderItems.amountFen,
  batchNumber: orderItems.batchNumber,
  expiryDate: orderItems.expiryDate,
};

async function* orderLineRows(db: Db, query: OrderExportQuery): AsyncGenerator<Iterable<SheetCell[]>> {
  const buyers = query.buyer ? await buyerIds(db, query.buyer) : undefined;
  if (buyers?.length === 0) return;
  const where = and(
    gte(orders.createdAt, storeDayStart(query.start_date)),
    lt(orders.createdAt, storeDayEnd(query.end_date)),
    QUEUE_WHERE[query.status],
    buyers ? sql`${orders.userId} = any(${intArray(buyers)})` : undefined,
  );
  // Keyset on (created_at, id): the time as PostgreSQL's text, so no microsecond is lost between pages.
  let after: { at: string; id: number } | undefined;
  for (;;) {
    const page = await db
      .select({
        order: ORDER_COLUMNS,
        at: sql<string>`${orders.createdAt}::text`,
        company: users.company,
        username: users.username,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(
        and(
          where,
          after &&
            and(
              gte(orders.createdAt, sql`${after.at}::timestamptz`),
              sql`(${orders.createdAt}, ${orders.id}) > (${after.at}::timestamptz, ${after.id})`,
            ),
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(ORDERS_A_PAGE);
    const last = page.at(-1);
    if (!last) return;
    const lines = await db
      .select(LINE_COLUMNS)
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          page.map((p) => p.order.id),
        ),
      )
      .orderBy(asc(orderItems.orderId), asc(orderItems.id));
    yield lineCells(
      page,
      groupBy(lines, (line) => line.orderId),
    );
    if (page.length < ORDERS_A_PAGE) return;
    after = { at: last.at, id: last.order.id };
  }
}

type PageOrder = {
  order: Pick<typeof orders.$inferSelect, keyof typeof ORDER_COLUMNS>;
  company: string;
  username: string;
};
type Line = Pick<typeof orderItems.$inferSelect, keyof typeof LINE_COLUMNS>;

/** A page's order lines as cells, each made as it is written (so they die young, not with the page). */
function* lineCells(page: PageOrder[], linesOf: Map<number, Line[]>): Generator<SheetCell[]> {
  for (const { order, company, username } of page) {
    for (const [i, line] of (linesOf.get(order.id) ?? []).entries()) {
      yield [
        order.orderNo,
        beijingTime(order.createdAt),
        company || username,
        username,
        orderStatusText(order.status),
        order.payMethod ? payMethodText(order.payMethod) : '未选择',
        beijingTime(order.paidAt),
        line.goodsId,
        line.name,
        line.sccj,
        line.ypgg,
        line.bzdw,
        line.approvalNumber,
        line.number,
        fenToYuan(line.priceFen),
        fenToYuan(line.amountFen),
        line.batchNumber,
        line.expiryDate ?? '',
        ...(i === 0
          ? [
              fenToYuan(order.goodsFen),
              fenToYuan(order.discountFen + order.welfareFen + order.couponFen + order.voucherFen),
              fenToYuan(order.shippingFen),
              fenToYuan(order.payableFen),
              fenToYuan(order.paidFen),
              fenToYuan(order.refundedFen),
            ]
          : []),
      ];
    }
  }
}

/** The export's file: `orders-{day}.xlsx` / 订单明细-{day}.xlsx, sheet 订单明细. */
export const orderLinesExport = (db: Db, query: OrderExportQuery): XlsxExport => ({
  name: 'orders',
  chineseName: '订单明细',
  sheet: '订单明细',
  columns: COLUMNS,
  pages: orderLineRows(db, query),
});
