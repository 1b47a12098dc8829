import type { FastifyRequest } from 'fastify';
import type { ImportRowError } from '@store/shared/api/admin-goods';
import { MAX_IMPORT_BYTES, STAFF_SHEET_LIMITS } from '@store/shared/api/admin-goods';
import { RequestRefusal } from '@store/shared/codes';
import { readUpload } from '../plugins/external/multipart.ts';
import { AppError, invalid } from './errors.ts';
import { TableReader, type TextRow } from './table-reader.ts';

/**
 * What the console's .xlsx imports share (goods, stock): the upload, reading its first sheet off the request
 * thread, and turning a refused row into report lines. Exports stream through xlsx-stream.ts.
 */

/** The one .xlsx of a multipart upload (field `file`), within the import's size limit (STAFF_SHEET_LIMITS.bytes). */
export async function readXlsxUpload(request: FastifyRequest): Promise<Buffer> {
  const { files } = await readUpload(request, {
    what: '表格',
    maxBytes: MAX_IMPORT_BYTES,
    maxFiles: 1,
    tooLarge: () => invalid({ file: [`文件超过 ${MAX_IMPORT_BYTES / 1024 / 1024}MB`] }),
  });
  const [file] = files;
  if (!file) throw invalid({ file: ['请选择 .xlsx 表格'] });
  return file.bytes;
}

/**
 * The reader of the console's imports: every sheet a staff member uploads (goods, a delivery note) is read
 * in the one worker thread of the `staff-sheets` pool, within STAFF_SHEET_LIMITS, never on the request
 * thread (docs/decisions/006-uploads-off-the-event-loop.md). A route creates one and closes it with the app.
 */
export const staffSheetReader = () =>
  new TableReader(STAFF_SHEET_LIMITS, {
    noun: '表格',
    pool: 'staff-sheets',
    heapMb: 384,
    queue: 4,
    busy: () => new AppError(RequestRefusal.SHEET_IMPORT_BUSY),
  });

const ZIP = [0x50, 0x4b, 0x03, 0x04];

/**
 * The first sheet of an uploaded .xlsx as rows of text (a date as YYYY-MM-DD), each with its row number;
 * the header is row 1. A file that is no .xlsx, or breaks a limit, is the uploader's mistake (422).
 */
export async function sheetRowsOf(reader: TableReader, file: Buffer): Promise<TextRow[]> {
  if (!ZIP.every((b, i) => file[i] === b)) throw invalid({ file: ['文件不是有效的 .xlsx 表格'] });
  return reader.readText(file, 'xlsx');
}

/** The cell of a row under a column (1-based, as a header's position), '' when the row is shorter. */
export const cellAt = (row: TextRow, column: number): string => row.cells[column - 1] ?? '';

/** Thrown inside an import's transaction to roll back every row when any row failed. */
export class RowsFailed extends Error {}

/** A refused row as report lines: one per field message (under the header `headerOf` names for its key), or the whole row's. */
export function rowErrorsOf(row: number, error: unknown, headerOf: (field: string) => string): ImportRowError[] {
  if (error instanceof AppError && error.errors)
    return Object.entries(error.errors).flatMap(([key, messages]) =>
      messages.map((message) => ({ row, field: headerOf(key), message })),
    );
  if (error instanceof AppError) return [{ row, field: '整行', message: error.message }];
  throw error;
}
