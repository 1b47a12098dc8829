import iconv from 'iconv-lite';
import { readSheet } from 'read-excel-file/node';
import { PURCHASE_LIST_MAX_BYTES } from '@store/shared/api/quick-buy';
import { parseCsv } from '@store/shared/rules/purchase-list';
import { invalid } from '../../lib/errors.ts';

export type UploadedList = { filename: string; bytes: Buffer };

const fileError = (message: string) => invalid({ file: [message] });
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((b, i) => bytes[i] === b);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];

/**
 * Text of a CSV as Chinese pharmacy systems export it: UTF-8 (with or without BOM), UTF-16 ('Unicode
 * text' from Excel) or GBK/GB18030 (most older systems). Bytes that are not valid UTF-8 are read as GB18030.
 */
export function decodeCsv(bytes: Buffer): string {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return bytes.subarray(3).toString('utf8');
  if (startsWith(bytes, [0xff, 0xfe])) return iconv.decode(bytes.subarray(2), 'utf16le');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return iconv.decode(bytes, 'gb18030');
  }
}

/**
 * The cells of an uploaded purchase list: a CSV, or the first sheet of an .xlsx workbook. The file is
 * recognised by its bytes, not its name; anything else is refused with a message the buyer can act on.
 */
export async function readListFile(file: UploadedList): Promise<unknown[][]> {
  const { bytes, filename } = file;
  if (bytes.length === 0) throw fileError('上传的文件是空的');
  if (bytes.length > PURCHASE_LIST_MAX_BYTES) throw fileError('文件不能超过 2MB');
  const ext = filename.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
  if (startsWith(bytes, ZIP)) {
    try {
      return await readSheet(bytes);
    } catch {
      throw fileError('无法读取该 Excel 文件，请确认是 .xlsx 格式');
    }
  }
  if (startsWith(bytes, OLE) || ext === 'xls') throw fileError('暂不支持 .xls 格式，请在 Excel 中另存为 .xlsx 或 CSV 后上传');
  const looksLikeText = !bytes.subarray(0, 4096).includes(0) || startsWith(bytes, [0xff, 0xfe]);
  if (!['csv', 'txt', ''].includes(ext) || !looksLikeText) throw fileError('仅支持 CSV 或 Excel（.xlsx）文件');
  return parseCsv(decodeCsv(bytes));
}
