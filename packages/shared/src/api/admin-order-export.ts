import { z } from 'zod';
import { adminOrderQueues } from './admin-orders.ts';

/**
 * 导出订单明细 (issue #38): the lines of the orders placed in a range of days, for finance, as an .xlsx that
 * streams (one row per order line; any number of rows, a new sheet every EXPORT_ROWS_PER_SHEET rows).
 * The range is required and at most ORDER_EXPORT_MAX_DAYS days, so one file is at most a year of orders.
 */
export const ORDER_EXPORT_MAX_DAYS = 366;

/** Rows of one sheet of a console export; Excel opens at most 1,048,576 rows a sheet. */
export const EXPORT_ROWS_PER_SHEET = 1_000_000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const day = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .min(1, `请选择${label}`)
    .regex(DAY, `${label}格式应为 YYYY-MM-DD`)
    .refine(isDay, `${label}不是有效日期`);

/** Days from `start` to `end`, both counted (2026-01-01 to 2026-01-01 is 1). */
export const daysBetween = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;

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
  .superRefine((q, ctx) => {
    if (q.start_date > q.end_date) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: '结束日期不能早于开始日期' });
    } else if (daysBetween(q.start_date, q.end_date) > ORDER_EXPORT_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: `下单日期范围最长 ${ORDER_EXPORT_MAX_DAYS} 天，请分段导出`,
      });
    }
  });
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
