import { z } from 'zod';
import { adminOrderQueues } from './admin-orders.ts';
import { checkDayRange, day } from './day-range.ts';

export { daysBetween } from './day-range.ts';

/**
 * 导出订单明细 (issue #38): the lines of the orders placed in a range of days, for finance, as an .xlsx that
 * streams (one row per order line; any number of rows, a new sheet every EXPORT_ROWS_PER_SHEET rows).
 * The range is required and at most ORDER_EXPORT_MAX_DAYS days, so one file is at most a year of orders.
 */
export const ORDER_EXPORT_MAX_DAYS = 366;

/** Rows of one sheet of a console export; Excel opens at most 1,048,576 rows a sheet. */
export const EXPORT_ROWS_PER_SHEET = 1_000_000;

/** GET /api/admin/orders/export */
export const orderExportQuery = z
  .strictObject({
    /** Order days (下单日期, the store's Beijing calendar), both included. */
    start_date: day('开始日期'),
    end_date: day('结束日期'),
    /** A queue of 订单管理 ('all' = every status). */
    status: z.preprocess(
      (value) => (value === '' || value === undefined ? 'all' : value),
      z.enum(adminOrderQueues, { message: '订单状态不正确' }),
    ),
    /** The buyer: its id, or part of its company, account, contact name or mobile. */
    buyer: z.string().trim().max(50, '采购商最多 50 个字符').default(''),
  })
  .superRefine(checkDayRange(ORDER_EXPORT_MAX_DAYS));
export type OrderExportQuery = z.infer<typeof orderExportQuery>;
export type OrderExportInput = z.input<typeof orderExportQuery>;

/** The sheet's columns, in order (the console's dialog lists them; the tests read the header). */
export const ORDER_EXPORT_HEADERS = [
  '订单号',
  '下单时间',
  '采购商',
  '采购商账号',
  '订单状态',
  '支付方式',
  '支付时间',
  '商品ID',
  '商品名称',
  '生产厂家',
  '规格',
  '单位',
  '批准文号',
  '数量',
  '单价',
  '行金额',
  '批号',
  '有效期至',
  '订单商品金额',
  '订单优惠',
  '运费',
  '订单应付',
  '订单实付',
  '订单已退款',
] as const;
