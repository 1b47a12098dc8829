import { PURCHASE_LIST_MAX_BYTES } from '@store/shared/api/quick-buy';
import { invalid } from '../../lib/errors.ts';
import type { ListReader } from './list-reader.ts';

export type UploadedList = { filename: string; bytes: Buffer };

const fileError = (message: string) => invalid({ file: [message] });
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((b, i) => bytes[i] === b);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];

/**
 * The cells of an uploaded purchase list: a CSV, or the first sheet of an .xlsx workbook. The file is
 * recognised by its bytes, not its name; anything else is refused with a message the buyer can act on.
 * The reading itself runs in the reader's worker threads, within the limits of PURCHASE_LIST_LIMITS.
 */
export async function readListFile(reader: ListReader, file: UploadedList): Promise<unknown[][]> {
  const { bytes, filename } = file;
  if (bytes.length === 0) throw fileError('上传的文件是空的');
  if (bytes.length > PURCHASE_LIST_MAX_BYTES) throw fileError('文件不能超过 2MB');
  const ext = filename.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
  if (startsWith(bytes, ZIP)) return reader.read(bytes, 'xlsx');
  if (startsWith(bytes, OLE) || ext === 'xls')
    throw fileError('暂不支持 .xls 格式，请在 Excel 中另存为 .xlsx 或 CSV 后上传');
  const looksLikeText = !bytes.subarray(0, 4096).includes(0) || startsWith(bytes, [0xff, 0xfe]);
  if (!['csv', 'txt', ''].includes(ext) || !looksLikeText) throw fileError('仅支持 CSV 或 Excel（.xlsx）文件');
  return reader.read(bytes, 'csv');
}
