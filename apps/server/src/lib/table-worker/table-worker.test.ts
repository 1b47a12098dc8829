import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PURCHASE_LIST_LIMITS } from '@store/shared/api/quick-buy';
import { workbookOf, workbookOfParts } from '../../test/workbook.ts';
import { parseCsv } from './csv.mjs';
import { checkTable } from './table.mjs';
import { scanXml } from './workbook.mjs';
import { readZipDirectory, TOO_COMPLEX, UNREADABLE_WORKBOOK, unzipEntries } from './zip.mjs';

/** The buyer's limits, as the purchase-list reader gives them to the worker. */
const limits = { ...PURCHASE_LIST_LIMITS, noun: '采购单' };
const MB = 1024 * 1024;

/** The central-directory record of `name` in a zip, to make its declared size lie. */
function directoryRecordOf(zip: Buffer, name: string): number {
  const signature = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  for (let i = zip.indexOf(signature); i >= 0; i = zip.indexOf(signature, i + 1)) {
    if (zip.toString('utf8', i + 46, i + 46 + zip.readUInt16LE(i + 28)) === name) return i;
  }
  throw new Error(`${name} not in the zip`);
}

describe('the zip directory check of an uploaded .xlsx', () => {
  it('lists the parts of a normal workbook with their packed and unzipped sizes', () => {
    const directory = readZipDirectory(
      workbookOf([
        ['批准文号', '数量'],
        ['国药准字Z44021940', '3'],
      ]),
      limits,
    );
    if ('error' in directory) throw new Error(directory.error);
    expect(directory.entries.map((e) => e.name)).toContain('xl/worksheets/sheet1.xml');
    expect(directory.entries.every((e) => e.bytes > 0 && e.packedBytes > 0 && e.method === 8)).toBe(true);
  });

  it('refuses a part that unzips past 10 MB, without unzipping it', () => {
    const bomb = workbookOfParts({
      'xl/sharedStrings.xml': `<sst>${'<si><t>感冒灵颗粒</t></si>'.repeat(400_000)}</sst>`,
    });
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(readZipDirectory(bomb, limits)).toEqual({
      error: 'Excel 文件中的单个部件解压后不能超过 10MB，请拆分后再上传',
    });
  });

  it('refuses parts that together unzip past 20 MB', () => {
    // Random text packs about 2:1, so only the sizes can refuse it.
    const part = () => `<x>${randomBytes(3.5 * MB).toString('hex')}</x>`;
    const book = workbookOfParts({ 'a.xml': part(), 'b.xml': part(), 'c.xml': part() }, 1);
    expect(readZipDirectory(book, limits)).toEqual({
      error: 'Excel 文件解压后不能超过 20MB，请删除多余的工作表或拆分后再上传',
    });
  });

  it('refuses more parts than a workbook has, and a packing ratio no real XML reaches', () => {
    const many = workbookOfParts(Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`p${i}.xml`, '<x/>'])));
    expect(readZipDirectory(many, limits)).toEqual({
      error: 'Excel 文件包含的部件过多（超过 200 个），请另存为新文件后上传',
    });
    const dense = workbookOfParts({ 'a.xml': 'a'.repeat(2 * MB) });
    expect(readZipDirectory(dense, { ...limits, compressionRatio: 100 })).toEqual({ error: TOO_COMPLEX });
  });

  it('refuses bytes that are not a zip archive', () => {
    expect(readZipDirectory(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), limits)).toEqual({
      error: UNREADABLE_WORKBOOK,
    });
  });

  it('stops unzipping a part that holds more than its declared size', () => {
    const book = workbookOfParts({ 'xl/sharedStrings.xml': `<sst>${'<si><t>a</t></si>'.repeat(100_000)}</sst>` });
    book.writeUInt32LE(100, directoryRecordOf(book, 'xl/sharedStrings.xml') + 24);
    const directory = readZipDirectory(book, limits);
    if ('error' in directory) throw new Error(directory.error);
    expect(unzipEntries(book, directory.entries)).toEqual({ error: UNREADABLE_WORKBOOK });
  });
});

describe('scanning workbook XML before it is parsed', () => {
  it('refuses a text run that must decode to a cell over 500 characters, naming its row', () => {
    const sheet = `<sheetData><row r="1"><c r="A1"><v>1</v></c></row><row r="7"><c r="A7" t="inlineStr"><is><t>${'x'.repeat(5001)}</t></is></c></row></sheetData>`;
    expect(scanXml(sheet, limits)).toBe('第 7 行有单元格超过 500 个字，请精简后再上传');
    expect(scanXml(sheet.replace('x'.repeat(5001), 'x'.repeat(5000)), limits)).toBeUndefined();
  });

  it('refuses a tag longer than any Excel writes', () => {
    expect(scanXml(`<c r="A1" s="${'1'.repeat(10_000)}"/>`, limits)).toBe(TOO_COMPLEX);
  });
});

describe('reading CSV text into a table', () => {
  it('splits CSV with quotes, doubled quotes, CRLF and a BOM', () => {
    expect(parseCsv('\uFEFF批准文号,数量\r\n"国药准字Z1, 片",3\r\n"说""明""",\n')).toEqual([
      ['批准文号', '数量'],
      ['国药准字Z1, 片', '3'],
      ['说"明"', ''],
    ]);
    expect(parseCsv('品名\t数量\n感冒灵\t2')).toEqual([
      ['品名', '数量'],
      ['感冒灵', '2'],
    ]);
  });

  it('stops one line past the limit instead of reading the rest', () => {
    expect(parseCsv('a\n'.repeat(100_000), 2000)).toHaveLength(2001);
  });
});

describe('the limits of a table', () => {
  it.each([
    ['2001 lines', Array.from({ length: 2001 }, () => ['']), '采购单最多 2000 行（含空行和标题行），请分批导入'],
    ['51 columns', [['批准文号'], Array.from({ length: 51 }, () => 'x')], '采购单最多 50 列，请删除多余的列后再上传'],
    ['a cell of 501 characters', [['批准文号'], ['x'.repeat(501)]], '第 2 行有单元格超过 500 个字，请精简后再上传'],
  ])('refuses %s', (_what, table, error) => expect(checkTable(table, limits)).toEqual({ error }));

  it('accepts a table at every limit, and does not count empty cells padding a row', () => {
    const table = [Array.from({ length: 50 }, () => 'x'.repeat(500)).concat(['', '', ''])];
    for (let i = 1; i < 2000; i++) table.push(['']);
    expect(checkTable(table, limits)).toEqual({ table });
  });
});
