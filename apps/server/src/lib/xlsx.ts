import type { FastifyReply, FastifyRequest } from 'fastify';
import type ExcelJS from 'exceljs';
import type { ImportRowError } from '@store/shared/api/admin-goods';
import { MAX_IMPORT_BYTES } from '@store/shared/api/admin-goods';
import { readUpload } from '../plugins/external/multipart.ts';
import { AppError, invalid } from './errors.ts';

/**
 * What the console's .xlsx exports and imports share (goods, stock): the download's headers, the upload,
 * opening the book, reading a cell, and turning a refused row into report lines.
 */
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let excel: Promise<typeof ExcelJS> | undefined;
/**
 * exceljs, loaded with the first export or import: at the top of the server it cost every start ~0.25 s
 * (it and its zip libraries' modules, and bluebird reads an error's stack, which parses the bundle's source map).
 */
export const loadExcel = (): Promise<typeof ExcelJS> => (excel ??= import('exceljs').then((m) => m.default));

/** Sends a workbook as a download named `{name}-{day}.xlsx` (the Chinese name for browsers that read it). */
export function sendXlsx(reply: FastifyReply, file: Buffer, name: string, chineseName: string) {
  const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
  return reply
    .type(XLSX)
    .header('cache-control', 'private, no-store')
    .header(
      'content-disposition',
      `attachment; filename="${name}-${day}.xlsx"; filename*=UTF-8''${encodeURIComponent(`${chineseName}-${day}.xlsx`)}`,
    )
    .send(file);
}

/** The one .xlsx of a multipart upload (field `file`), within the import's size limit. */
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

/** The first sheet of an uploaded book; a file that is no .xlsx is the uploader's mistake (422). */
export async function firstSheetOf(file: Buffer): Promise<ExcelJS.Worksheet> {
  const book = new (await loadExcel()).Workbook();
  try {
    await book.xlsx.load(file as unknown as ExcelJS.Buffer);
  } catch {
    throw invalid({ file: ['文件不是有效的 .xlsx 表格'] });
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw invalid({ file: ['表格中没有工作表'] });
  return sheet;
}

/** A cell as text: numbers, formulas' results and rich text as shown; a date cell as its YYYY-MM-DD. */
export function cellText(cell: ExcelJS.Cell): string {
  if (cell.value instanceof Date) return cell.value.toISOString().slice(0, 10);
  return (cell.text ?? '').trim();
}

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
