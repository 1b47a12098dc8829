import { z } from 'zod';
import { checkDayRange, day } from './day-range.ts';

/**
 * 入库验收单 (issue #40): the buyer's shipped and completed orders placed in a range of days, as an .xlsx the
 * pharmacy receives its goods against, one row per batch shipped. GET /api/order/receiving_export.
 */
export const RECEIVING_EXPORT_MAX_DAYS = 366;
export const receivingExportQuery = z
  .strictObject({ start_date: day('开始日期'), end_date: day('结束日期') })
  .superRefine(checkDayRange(RECEIVING_EXPORT_MAX_DAYS));
export type ReceivingExportQuery = z.infer<typeof receivingExportQuery>;

/** The sheet's columns, in order (the tests read the header). */
export const RECEIVING_EXPORT_HEADERS = [
  '订单号',
  '发货日期',
  '商品名称',
  '批准文号',
  '剂型',
  '规格',
  '生产厂家',
  '批号',
  '有效期至',
  '单位',
  '数量',
  '单价',
  '金额',
] as const;
