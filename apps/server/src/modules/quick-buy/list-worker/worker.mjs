// @ts-check
// The entry of the worker threads that read uploaded purchase lists (list-reader.ts starts them).
// Plain JavaScript importing only JavaScript, so a worker starts in a fraction of a second under any
// runner (tsx, vitest, compiled output) without a TypeScript loader of its own.
import { readCsv } from './csv.mjs';
import { readWorkbook } from './workbook.mjs';

/**
 * @typedef {import('./workbook.mjs').WorkbookLimits} Limits
 * @param {{ bytes: Uint8Array, kind: 'csv' | 'xlsx', limits: Limits }} task
 * @returns {Promise<import('./table.mjs').TableResult>}
 */
export default async function readPurchaseTable({ bytes, kind, limits }) {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return kind === 'xlsx' ? readWorkbook(buffer, limits) : readCsv(buffer, limits);
}
