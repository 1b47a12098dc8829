// @ts-check
// Plain JavaScript on purpose: this runs inside the table-reading worker, which must start without a
// TypeScript loader (see docs/decisions/006-uploads-off-the-event-loop.md).
import { inflateRawSync } from 'node:zlib';

/**
 * @typedef {{ name: string, method: number, packedBytes: number, bytes: number, headerOffset: number }} ZipEntry
 * @typedef {{ unzippedBytes: number, unzippedPartBytes: number, zipEntries: number, compressionRatio: number }} ZipLimits
 * @typedef {{ entries: ZipEntry[] } | { error: string }} ZipDirectory
 */

export const UNREADABLE_WORKBOOK = '无法读取该 Excel 文件，请确认是 .xlsx 格式';
export const TOO_COMPLEX = '文件过大或过于复杂，请拆分后再上传';
const MB = 1024 * 1024;
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record is 22 bytes plus a comment of at most 65 535. */
const END_SEARCH = 22 + 0xffff;
/** Below this an entry is too small to matter, whatever its ratio. */
const RATIO_FLOOR_BYTES = MB;

/** @param {Buffer} bytes */
function findEndOfDirectory(bytes) {
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - END_SEARCH); at--) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return -1;
}

/**
 * The entries of a zip archive as its central directory declares them, refused when they are too many,
 * too big after unzipping (one or all together) or packed beyond any ratio real XML reaches. Reads the
 * directory only: nothing is decompressed, so this costs microseconds whatever the archive holds.
 * @param {Buffer} bytes
 * @param {ZipLimits} limits
 * @returns {ZipDirectory}
 */
export function readZipDirectory(bytes, limits) {
  const end = findEndOfDirectory(bytes);
  if (end < 0) return { error: UNREADABLE_WORKBOOK };
  const count = bytes.readUInt16LE(end + 10);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  // ZIP64 markers: no workbook within the limits needs them.
  if (count === 0xffff || directoryOffset === 0xffffffff) return { error: TOO_COMPLEX };
  if (count > limits.zipEntries)
    return { error: `Excel 文件包含的部件过多（超过 ${limits.zipEntries} 个），请另存为新文件后上传` };
  /** @type {ZipEntry[]} */
  const entries = [];
  let total = 0;
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return { error: UNREADABLE_WORKBOOK };
    const flags = bytes.readUInt16LE(at + 8);
    const nameLength = bytes.readUInt16LE(at + 28);
    const entry = {
      method: bytes.readUInt16LE(at + 10),
      packedBytes: bytes.readUInt32LE(at + 20),
      bytes: bytes.readUInt32LE(at + 24),
      headerOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if (flags & 1) return { error: UNREADABLE_WORKBOOK }; // encrypted
    if (entry.bytes > limits.unzippedPartBytes)
      return { error: `Excel 文件中的单个部件解压后不能超过 ${limits.unzippedPartBytes / MB}MB，请拆分后再上传` };
    total += entry.bytes;
    if (total > limits.unzippedBytes)
      return { error: `Excel 文件解压后不能超过 ${limits.unzippedBytes / MB}MB，请删除多余的工作表或拆分后再上传` };
    if (entry.bytes >= RATIO_FLOOR_BYTES && entry.bytes > entry.packedBytes * limits.compressionRatio)
      return { error: TOO_COMPLEX };
    entries.push(entry);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return { entries };
}

/**
 * The unpacked bytes of some entries, each inflated with its declared size as a hard ceiling, so an
 * archive whose directory lies about a size is refused instead of unpacking without end.
 * @param {Buffer} bytes
 * @param {ZipEntry[]} entries
 * @returns {{ parts: Map<string, Buffer> } | { error: string }}
 */
export function unzipEntries(bytes, entries) {
  const parts = new Map();
  for (const entry of entries) {
    const at = entry.headerOffset;
    if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER) return { error: UNREADABLE_WORKBOOK };
    const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    const packed = bytes.subarray(start, start + entry.packedBytes);
    if (packed.length !== entry.packedBytes) return { error: UNREADABLE_WORKBOOK };
    if (entry.method === 0) {
      if (entry.packedBytes !== entry.bytes) return { error: UNREADABLE_WORKBOOK };
      parts.set(entry.name, packed);
      continue;
    }
    if (entry.method !== 8) return { error: UNREADABLE_WORKBOOK };
    try {
      parts.set(
        entry.name,
        entry.bytes === 0 ? Buffer.alloc(0) : inflateRawSync(packed, { maxOutputLength: entry.bytes }),
      );
    } catch {
      return { error: UNREADABLE_WORKBOOK };
    }
  }
  return { parts };
}
