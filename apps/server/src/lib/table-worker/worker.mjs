// @ts-check
// The entry of the worker threads that read uploaded tables (table-reader.ts starts them): a buyer's
// purchase list, a staff member's goods or delivery sheet. Plain JavaScript importing only JavaScript, so
// a worker starts in a fraction of a second under any runner (tsx, vitest, compiled output) without a
// TypeScript loader of its own.
import { readlinkSync } from 'node:fs';
import { readCsv } from './csv.mjs';
import { readWorkbook } from './workbook.mjs';

/**
 * @typedef {import('./workbook.mjs').WorkbookLimits} Limits
 * @typedef {import('./table.mjs').TableResult} TableResult
 * @typedef {{ bytes: Uint8Array, kind: 'csv' | 'xlsx', limits: Limits, asText?: boolean, started: import('node:worker_threads').MessagePort }} Task
 * @typedef {TableResult | { lines: Uint8Array, rows: number }} TaskResult
 */

/**
 * A cell as the text a spreadsheet shows: numbers and booleans as written, a date as its YYYY-MM-DD,
 * an empty cell as '', text trimmed.
 * @param {unknown} cell
 */
const textOf = (cell) =>
  cell == null ? '' : cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell).trim();

/**
 * The table as text, one JSON array of cells a line: one buffer crosses to the request thread (a copy of
 * bytes, not a structured clone of every cell, which took the request thread 0.26 s for 20,000 rows of
 * 27 columns) and is decoded there a few rows at a time.
 * @param {unknown[][]} table
 */
function linesOf(table) {
  const text = table.map((row) => JSON.stringify(row.map(textOf))).join('\n');
  return { lines: new Uint8Array(Buffer.from(text, 'utf8')), rows: table.length };
}

/**
 * @param {Task} task
 * @returns {Promise<TaskResult>}
 */
export default async function readTable({ bytes, kind, limits, asText, started }) {
  // The time limit runs from here: the main thread starts its clock on this message, and reads this thread's CPU
  // time through its Linux thread id (/proc/thread-self → /proc/<pid>/task/<tid>) where there is one.
  started.postMessage({ tid: linuxThreadId() });
  started.close();
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const result = kind === 'xlsx' ? await readWorkbook(buffer, limits) : readCsv(buffer, limits);
  return asText && 'table' in result ? linesOf(result.table) : result;
}

/** This thread's id in /proc/<pid>/task, or undefined off Linux. */
function linuxThreadId() {
  try {
    return Number(readlinkSync('/proc/thread-self').split('/').pop()) || undefined;
  } catch {
    return undefined;
  }
}
