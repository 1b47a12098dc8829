import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import {
  MAX_BULK_SHIP_ROWS,
  type BulkShipReport,
  type BulkShipRow,
  type ShipResult,
} from '@store/shared/api/admin-orders';
import { shipBody } from '@store/shared/api/orders';
import { firstMessage } from '@store/shared/api/validation';
import type { Db } from '../../db/client.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import type { Actor } from '../../lib/audit.ts';
import * as adminRepo from './admin-repo.ts';
import { shipOrder } from './shipping.ts';

/** The header words each column may carry (Chinese as a clerk types it, or the field names). */
const HEADERS = {
  order_no: ['订单号', '订单编号', 'order_no'],
  carrier: ['物流公司', '快递公司', '承运商', 'carrier'],
  tracking_no: ['运单号', '快递单号', '物流单号', 'tracking_no'],
} as const;
type Column = keyof typeof HEADERS;

/**
 * Text of an uploaded CSV: UTF-8 (with or without BOM), else GB18030, which Excel on a Chinese Windows
 * writes by default ("CSV (逗号分隔)").
 */
export function decodeCsv(bytes: Buffer): string {
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  try {
    return utf8.decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return iconv.decode(bytes, 'gb18030');
  }
}

/** The rows of the file with their line numbers; a file without the three columns is refused whole (422). */
export function readShipCsv(text: string): { line: number; order_no: string; carrier: string; tracking_no: string }[] {
  let records: string[][];
  try {
    records = parse(text, { skip_empty_lines: true, trim: true, relax_column_count: true, bom: true });
  } catch (error) {
    // csv-parse's message quotes the offending cell: say where, never what.
    const line = (error as { lines?: number }).lines;
    throw invalid({
      file: [line ? `CSV 格式有误（第${line}行），请检查引号和分隔符` : 'CSV 格式有误，请检查引号和分隔符'],
    });
  }
  const [header, ...rows] = records;
  if (!header) throw invalid({ file: ['文件为空'] });
  const index = {} as Record<Column, number>;
  for (const column of Object.keys(HEADERS) as Column[]) {
    const at = header.findIndex((cell) => (HEADERS[column] as readonly string[]).includes(cell.trim()));
    if (at < 0) throw invalid({ file: [`表头须包含 订单号、物流公司、运单号 三列，缺少“${HEADERS[column][0]}”`] });
    index[column] = at;
  }
  if (rows.length === 0) throw invalid({ file: ['文件中没有要发货的订单'] });
  if (rows.length > MAX_BULK_SHIP_ROWS) throw invalid({ file: [`每次最多 ${MAX_BULK_SHIP_ROWS} 个订单`] });
  return rows.map((row, i) => ({
    line: i + 2,
    order_no: (row[index.order_no] ?? '').trim(),
    carrier: (row[index.carrier] ?? '').trim(),
    tracking_no: (row[index.tracking_no] ?? '').trim(),
  }));
}

const batchesText = (picks: ShipResult) =>
  picks.length ? `批号 ${[...new Set(picks.map((pick) => pick.batch_number))].join('、')}` : '';

/**
 * Ships every order of the file, each in its own transaction (one that cannot ship leaves the others
 * shipped), batch-tracked lines first-expiry-first-out; answers a report row per line of the file.
 */
export async function bulkShip(db: Db, actor: Actor, bytes: Buffer): Promise<BulkShipReport> {
  const rows = readShipCsv(decodeCsv(bytes));
  const seen = new Set<string>();
  const report: BulkShipRow[] = [];
  for (const row of rows) {
    const answer = (shipped: boolean, message: string) => report.push({ ...row, shipped, message });
    if (!row.order_no) {
      answer(false, '缺少订单号');
      continue;
    }
    const body = shipBody.safeParse({ carrier: row.carrier, tracking_no: row.tracking_no });
    if (!body.success) {
      answer(false, firstMessage(fieldsOf(body.error)));
      continue;
    }
    const orderId = await adminRepo.orderIdByNo(db, row.order_no);
    if (!orderId) {
      answer(false, '订单不存在');
      continue;
    }
    // A second row of an order already attempted would only be refused as shipped: say why instead.
    if (seen.has(row.order_no)) {
      answer(false, '订单号在文件中重复，已按前面的行处理');
      continue;
    }
    seen.add(row.order_no);
    try {
      const picks = await shipOrder(db, actor, orderId, body.data);
      answer(true, ['已发货', batchesText(picks)].filter(Boolean).join('，'));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      answer(false, error.message);
    }
  }
  const shipped = report.filter((row) => row.shipped).length;
  return { shipped, failed: report.length - shipped, rows: report };
}

const fieldsOf = (error: { issues: { path: PropertyKey[]; message: string }[] }) =>
  Object.fromEntries(error.issues.map((issue) => [String(issue.path[0] ?? 'file'), [issue.message]]));
