import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { RECEIVING_EXPORT_HEADERS, type ReceivingExportQuery } from '@store/shared/api/receiving';
import { OrderStatus } from '@store/shared/orders';
import { fenToYuan } from '@store/shared/rules/money';
import { formatStoreTime, storeDayEnd, storeDayStart } from '@store/shared/rules/store-time';
import type { Db } from '../../db/client.ts';
import { goods, orderItems, orders, shipmentPicks } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { groupBy } from '../../lib/group-by.ts';
import type { SheetCell, SheetColumn, XlsxExport } from '../../lib/xlsx-stream.ts';

/**
 * 入库验收单 (issue #40): what a pharmacy checks its delivery against (GSP 入库验收), from its own shipped and
 * completed orders: one row per batch that left (shipment_picks, as on the 随货同行单; a line shipped without
 * picks keeps its own batch), with the goods as sold, its dosage form, the unit price and the row's amount.
 * Orders are read a page at a time by (created_at, id) through orders_user_created_idx; the file streams.
 */
const ORDERS_A_PAGE = 100;
const SHIPPED = [OrderStatus.SHIPPED, OrderStatus.COMPLETED];

const WIDTHS: Record<(typeof RECEIVING_EXPORT_HEADERS)[number], number> = {
  订单号: 22,
  发货日期: 12,
  商品名称: 24,
  批准文号: 20,
  剂型: 10,
  规格: 16,
  生产厂家: 26,
  批号: 16,
  有效期至: 12,
  单位: 6,
  数量: 8,
  单价: 10,
  金额: 12,
};
const COLUMNS: SheetColumn[] = RECEIVING_EXPORT_HEADERS.map((header) => ({
  header,
  width: WIDTHS[header],
  ...((header === '单价' || header === '金额') && { numFmt: '0.00' }),
}));

type Order = { id: number; orderNo: string; shippedAt: Date | null };

/** The rows of these orders: their lines, each split by the batches it was shipped from. */
async function rowsOf(db: Db, page: Order[]): Promise<SheetCell[][]> {
  const ids = page.map((o) => o.id);
  const [lines, picks] = await Promise.all([
    db
      .select({
        id: orderItems.id,
        orderId: orderItems.orderId,
        name: orderItems.name,
        approvalNumber: orderItems.approvalNumber,
        dosageForm: goods.dosageForm,
        ypgg: orderItems.ypgg,
        sccj: orderItems.sccj,
        bzdw: orderItems.bzdw,
        number: orderItems.number,
        priceFen: orderItems.priceFen,
        batchNumber: orderItems.batchNumber,
        expiryDate: orderItems.expiryDate,
      })
      .from(orderItems)
      .leftJoin(goods, eq(goods.id, orderItems.goodsId))
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.orderId), asc(orderItems.id)),
    db
      .select()
      .from(shipmentPicks)
      .where(inArray(shipmentPicks.orderId, ids))
      .orderBy(asc(shipmentPicks.orderItemId), asc(shipmentPicks.expiryDate)),
  ]);
  const picksOf = groupBy(picks, (p) => p.orderItemId);
  const linesOf = groupBy(lines, (l) => l.orderId);
  return page.flatMap((order) =>
    (linesOf.get(order.id) ?? []).flatMap((line) => {
      const batches = picksOf.get(line.id)?.map((p) => ({
        batchNumber: p.batchNumber,
        expiryDate: p.expiryDate,
        quantity: p.quantity,
      })) ?? [{ batchNumber: line.batchNumber, expiryDate: line.expiryDate ?? '', quantity: line.number }];
      return batches.map((batch) => [
        order.orderNo,
        order.shippedAt ? formatStoreTime(order.shippedAt.getTime(), 'YYYY-MM-DD') : '',
        line.name,
        line.approvalNumber,
        line.dosageForm ?? '',
        line.ypgg,
        line.sccj,
        batch.batchNumber,
        batch.expiryDate,
        line.bzdw,
        batch.quantity,
        fenToYuan(line.priceFen),
        // Integer fen: the unit price times the batch's units.
        fenToYuan(line.priceFen * batch.quantity),
      ]);
    }),
  );
}

async function* rangeRows(db: Db, userId: number, query: ReceivingExportQuery): AsyncGenerator<SheetCell[][]> {
  const where = and(
    eq(orders.userId, userId),
    gte(orders.createdAt, storeDayStart(query.start_date)),
    lt(orders.createdAt, storeDayEnd(query.end_date)),
    inArray(orders.status, SHIPPED),
  );
  // Keyset on (created_at, id): the time as PostgreSQL's text, so no microsecond is lost between pages.
  let after: { at: string; id: number } | undefined;
  for (;;) {
    const page = await db
      .select({
        id: orders.id,
        orderNo: orders.orderNo,
        shippedAt: orders.shippedAt,
        at: sql<string>`${orders.createdAt}::text`,
      })
      .from(orders)
      .where(and(where, after && sql`(${orders.createdAt}, ${orders.id}) > (${after.at}::timestamptz, ${after.id})`))
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(ORDERS_A_PAGE);
    const last = page.at(-1);
    if (!last) return;
    yield await rowsOf(db, page);
    if (page.length < ORDERS_A_PAGE) return;
    after = { at: last.at, id: last.id };
  }
}

const receivingExport = (pages: AsyncIterable<SheetCell[][]>): XlsxExport => ({
  name: 'receiving',
  chineseName: '入库验收单',
  sheet: '入库验收单',
  columns: COLUMNS,
  pages,
});

/** The buyer's shipped and completed orders placed in the range of days. */
export const receivingExportOfRange = (db: Db, userId: number, query: ReceivingExportQuery) =>
  receivingExport(rangeRows(db, userId, query));

/** One shipped or completed order of the buyer's; another buyer's, or one not shipped yet, is a missing one. */
export async function receivingExportOfOrder(db: Db, userId: number, orderId: number): Promise<XlsxExport> {
  const [order] = await db
    .select({ id: orders.id, orderNo: orders.orderNo, shippedAt: orders.shippedAt })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), inArray(orders.status, SHIPPED)));
  if (!order) throw notFound('订单不存在或尚未发货');
  const rows = await rowsOf(db, [order]);
  return receivingExport(
    (async function* () {
      yield rows;
    })(),
  );
}
