// @ts-check
// The entry of the worker threads that read uploaded purchase lists (list-reader.ts starts them).
// Plain JavaScript importing only JavaScript, so a worker starts in a fraction of a second under any
// runner (tsx, vitest, compiled output) without a TypeScript loader of its own.
import { readCsv } from './csv.mjs';
import { readWorkbook } from './workbook.mjs';

/**
 * @typedef {import('./workbook.mjs').WorkbookLimits} Limits
 * @param {{ bytes: Uint8Array, kind: 'csv' | 'xlsx', limits: Limits, started: import('node:worker_threads').MessagePort }} task
 * @returns {Promise<import('./table.mjs').TableResult>}
 */
export default async function readPurchaseTable({ bytes, kind, limits, started }) {
  // The time limit runs from here: the main thread starts its clock on this message.
  started.postMessage('started');
  started.close();
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return kind === 'xlsx' ? readWorkbook(buffer, limits) : readCsv(buffer, limits);
}
