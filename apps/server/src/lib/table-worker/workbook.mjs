// @ts-check
import { zipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { cellTooLong, checkTable, tooManyColumns, tooManyLines } from './table.mjs';
import { readZipDirectory, TOO_COMPLEX, UNREADABLE_WORKBOOK, unzipEntries } from './zip.mjs';

/**
 * @typedef {import('./zip.mjs').ZipLimits & import('./table.mjs').TableLimits} WorkbookLimits
 * @typedef {import('./table.mjs').TableResult} TableResult
 */

/** The parts read-excel-file reads; images, printer settings and the like are left in the archive. */
const isXmlPart = (/** @type {string} */ name) => name.endsWith('.xml') || name.endsWith('.rels');
/** One escaped character is at most 10 characters of XML (&#x10FFFF;): a longer run is a longer cell. */
const XML_CHARS_PER_CHARACTER = 10;
/** Excel's longest tags are root elements with their namespaces, about 1 KB. */
const MAX_TAG_CHARS = 8 * 1024;

/**
 * Refuses XML with a text run that must decode to a cell over the limit, or with a giant tag, before the
 * XML parser sees it: the parser takes minutes on a single text node of 10 MB or more.
 * @param {string} xml
 * @param {WorkbookLimits} limits
 * @returns {string | undefined}
 */
export function scanXml(xml, limits) {
  const maxText = limits.cellLength * XML_CHARS_PER_CHARACTER;
  let at = 0;
  while (at < xml.length) {
    const open = xml.indexOf('<', at);
    if ((open === -1 ? xml.length : open) - at > maxText) return cellTooLong(limits, lineAt(xml, at));
    if (open === -1) return undefined;
    const close = xml.indexOf('>', open);
    if (close === -1 || close - open > MAX_TAG_CHARS) return TOO_COMPLEX;
    at = close + 1;
  }
  return undefined;
}

/** The sheet row holding position `at` (its `<row r="N">`); undefined outside a sheet's rows. */
function lineAt(/** @type {string} */ xml, /** @type {number} */ at) {
  const row = xml.lastIndexOf('<row ', at);
  const number = row === -1 ? undefined : /^<row [^>]*?\br="(\d+)"/.exec(xml.slice(row, row + 200))?.[1];
  return number ? Number(number) : undefined;
}

/** Column letters to a 1-based number: A → 1, Z → 26, AA → 27. */
const columnNumber = (/** @type {string} */ letters) => [...letters].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);

/**
 * The path of the first sheet (the one imported), from the workbook and its relationships.
 * @param {Map<string, Buffer>} parts
 */
function firstSheetPath(parts) {
  const workbook = parts.get('xl/workbook.xml')?.toString('utf8') ?? '';
  const id = /<(?:\w+:)?sheet\b[^>]*?\br:id="([^"]+)"/.exec(workbook)?.[1];
  const rels = parts.get('xl/_rels/workbook.xml.rels')?.toString('utf8') ?? '';
  const target =
    id && new RegExp(`<Relationship\\b[^>]*?\\bId="${id.replace(/\W/g, '')}"[^>]*?\\bTarget="([^"]+)"`).exec(rels)?.[1];
  if (!target) return undefined;
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/**
 * Rows and the last column holding a value in the first sheet, counted in its XML, so a sheet far over
 * the limits is refused before it is parsed into arrays.
 * @param {string} sheet
 * @param {WorkbookLimits} limits
 */
function checkSheetShape(sheet, limits) {
  const rows = sheet.match(/<(?:\w+:)?row[\s>/]/g)?.length ?? 0;
  if (rows > limits.lines) return tooManyLines(limits);
  for (const cell of sheet.matchAll(/<(?:\w+:)?c\b[^>]*?\br="([A-Z]{1,3})\d+"[^>]*?(\/?)>/g)) {
    if (cell[2] !== '/' && columnNumber(cell[1] ?? '') > limits.columns) return tooManyColumns(limits);
  }
  return undefined;
}

/**
 * The first sheet of an .xlsx as a table of cells. The archive's directory is checked first; its XML
 * parts are then unzipped under their declared sizes, scanned, and packed again uncompressed, so the
 * spreadsheet reader only ever sees parts whose size was checked.
 * @param {Buffer} bytes
 * @param {WorkbookLimits} limits
 * @returns {Promise<TableResult>}
 */
export async function readWorkbook(bytes, limits) {
  const directory = readZipDirectory(bytes, limits);
  if ('error' in directory) return directory;
  const unzipped = unzipEntries(
    bytes,
    directory.entries.filter((e) => isXmlPart(e.name)),
  );
  if ('error' in unzipped) return unzipped;
  for (const part of unzipped.parts.values()) {
    const error = scanXml(part.toString('utf8'), limits);
    if (error) return { error };
  }
  const sheetPath = firstSheetPath(unzipped.parts);
  const sheet = sheetPath && unzipped.parts.get(sheetPath);
  const shapeError = sheet && checkSheetShape(sheet.toString('utf8'), limits);
  if (shapeError) return { error: shapeError };
  const repacked = zipSync(Object.fromEntries([...unzipped.parts].map(([name, data]) => [name, [data, { level: 0 }]])));
  try {
    return checkTable(await readSheet(Buffer.from(repacked.buffer, repacked.byteOffset, repacked.byteLength)), limits);
  } catch {
    return { error: UNREADABLE_WORKBOOK };
  }
}
