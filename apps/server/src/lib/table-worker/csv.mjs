// @ts-check
import iconv from 'iconv-lite';
import { checkTable } from './table.mjs';

/** @param {Buffer} bytes @param {number[]} magic */
const startsWith = (bytes, magic) => magic.every((b, i) => bytes[i] === b);

/**
 * Text of a CSV as Chinese pharmacy systems export it: UTF-8 (with or without BOM), UTF-16 ('Unicode
 * text' from Excel) or GBK/GB18030 (most older systems). Bytes that are not valid UTF-8 are read as
 * GB18030. Every path yields at most one character per byte, so the upload limit bounds the text too.
 * @param {Buffer} bytes
 */
export function decodeCsv(bytes) {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return bytes.subarray(3).toString('utf8');
  if (startsWith(bytes, [0xff, 0xfe])) return iconv.decode(bytes.subarray(2), 'utf16le');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return iconv.decode(bytes, 'gb18030');
  }
}

/**
 * RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF); a tab-separated file is read too. Stops
 * after `maxLines + 1` lines: one more than allowed is enough to refuse the file.
 * @param {string} text
 * @param {number} [maxLines]
 * @returns {string[][]}
 */
export function parseCsv(text, maxLines = Infinity) {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  const separator = !firstLine.includes(',') && firstLine.includes('\t') ? '\t' : ',';
  /** @type {string[][]} */
  const rows = [];
  /** @type {string[]} */
  let row = [];
  let field = '';
  let quoted = false;
  const endRow = () => {
    row.push(field);
    rows.push(row);
    row = [];
    field = '';
  };
  for (let i = 0; i < body.length && rows.length <= maxLines; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === separator) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      endRow();
    } else field += c;
  }
  if (rows.length <= maxLines && (field !== '' || row.length)) endRow();
  return rows;
}

/**
 * @param {Buffer} bytes
 * @param {import('./table.mjs').TableLimits} limits
 * @returns {import('./table.mjs').TableResult}
 */
export const readCsv = (bytes, limits) => checkTable(parseCsv(decodeCsv(bytes), limits.lines), limits);
