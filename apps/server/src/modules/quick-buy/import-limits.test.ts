import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipart, type TestApp } from '../../test/harness.ts';
import { workbookOf, workbookOfParts } from '../../test/workbook.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MB = 1024 * 1024;

/** A workbook whose second row holds one cell of `text` (as a shared string). */
const workbookWithCell = (text: string, level: 1 | 9 = 9) =>
  workbookOfParts(
    {
      'xl/sharedStrings.xml': `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>批准文号</t></si><si><t>${text}</t></si></sst>`,
      'xl/worksheets/sheet1.xml':
        '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>1</v></c></row></sheetData></worksheet>',
    },
    level,
  );

/** A workbook whose directory says its shared strings unzip to a few KB while they unzip to 30 MB. */
function lyingWorkbook(): Buffer {
  const book = workbookOfParts(
    { 'xl/sharedStrings.xml': `<sst>${'<si><t>感冒灵颗粒</t></si>'.repeat(1_200_000)}</sst>` },
    9,
  );
  const signature = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  for (let at = book.indexOf(signature); at >= 0; at = book.indexOf(signature, at + 1)) {
    if (book.toString('utf8', at + 46, at + 46 + book.readUInt16LE(at + 28)) === 'xl/sharedStrings.xml')
      book.writeUInt32LE(4096, at + 24);
  }
  return book;
}

/** Random a/b text: packs about 8:1, like real XML, so only the cell length can refuse it. */
function coinFlips(length: number): string {
  const bytes = randomBytes(length);
  for (let i = 0; i < length; i++) bytes[i] = 97 + (bytes[i]! & 1);
  return bytes.toString('latin1');
}
const csv = (text: string) => Buffer.from(text);
const row = (cells: number, text = 'x') => Array.from({ length: cells }, () => text);

describe('导入采购单: no upload can stall the server', () => {
  let t: TestApp;
  let buyer: Record<string, string>;
  let busyFiles: [string, Buffer][];
  const upload = (filename: string, bytes: Buffer, type = 'text/csv') => {
    const body = multipart({}, [{ name: 'file', filename, bytes, type }]);
    return t.inject({
      method: 'POST',
      url: '/api/cart/import',
      headers: { ...buyer, ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    buyer = await t.login('buyer');
    // Built before any test runs, so the garbage of building them is not collected while health is timed.
    // The largest workbook within every size limit takes about a second to parse: it keeps a worker busy.
    const slow = workbookOf(
      Array.from({ length: 2000 }, (_, r) =>
        Array.from({ length: 50 }, (_, c) => `GANMAOLING-KELI-${r}-${c}`.padEnd(80, 'x')),
      ),
      1,
    );
    busyFiles = [
      ['slow.xlsx', slow],
      ['大单元格.xlsx', workbookWithCell('x'.repeat(20 * MB))],
      ['rows.csv', csv(`商品名称,数量\n${'感冒灵颗粒,1\n'.repeat(100_000)}`)],
    ];
  });
  afterAll(() => t.close());

  // What keeps the store answering is that the request thread does not do the reading: measured as the
  // thread's event-loop utilisation while the files are read (about 1 if it parsed them itself), which,
  // unlike a response time, does not depend on how busy the machine is.
  it('leaves the request thread idle (event-loop utilisation under 0.5) and answering GET /api/health while such files are being read', async () => {
    await t.inject({ method: 'GET', url: '/api/health' });
    let reading = busyFiles.length;
    const uploads = busyFiles.map(([name, bytes]) =>
      upload(name, bytes, name.endsWith('.xlsx') ? XLSX : 'text/csv').finally(() => reading--),
    );
    const whileReading: number[] = [];
    // Receiving the bodies (2.4 MB of multipart) is the request thread's own work; measure what follows.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const from = performance.eventLoopUtilization();
    while (reading > 0) {
      const started = performance.now();
      const health = await t.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      if (reading > 0) whileReading.push(Math.round(performance.now() - started));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const busy = performance.eventLoopUtilization(from);
    const answers = await Promise.all(uploads);
    expect(answers.map((a) => a.statusCode)).toEqual([422, 422, 422]);
    expect(whileReading.length, 'health checks made while the files were being read').toBeGreaterThanOrEqual(5);
    expect(busy.utilization, `health answered in ${whileReading.join(' ')} ms`).toBeLessThan(0.5);
  });

  it.each([
    [
      'an .xlsx of 22 KB holding one cell of 20 MB',
      '大单元格.xlsx',
      () => workbookWithCell('x'.repeat(20 * MB)),
      'Excel 文件中的单个部件解压后不能超过 10MB，请拆分后再上传',
    ],
    [
      'an .xlsx holding one cell of 8 MB that packs like real text',
      'cell.xlsx',
      () => workbookWithCell(coinFlips(8 * MB), 1),
      '有单元格超过 500 个字，请精简后再上传',
    ],
    [
      'a zip bomb: shared strings of 30 MB',
      'bomb.xlsx',
      () =>
        workbookOfParts({ 'xl/sharedStrings.xml': `<sst>${'<si><t>感冒灵颗粒</t></si>'.repeat(1_200_000)}</sst>` }, 9),
      'Excel 文件中的单个部件解压后不能超过 10MB，请拆分后再上传',
    ],
    [
      'a zip bomb whose directory lies about its size',
      'liar.xlsx',
      lyingWorkbook,
      '无法读取该 Excel 文件，请确认是 .xlsx 格式',
    ],
    [
      'a CSV of 100 000 rows',
      'rows.csv',
      () => csv(`商品名称,数量\n${'感冒灵颗粒,1\n'.repeat(100_000)}`),
      '采购单最多 2000 行（含空行和标题行），请分批导入',
    ],
    [
      'a CSV of 60 columns',
      'wide.csv',
      () => csv(`商品名称,数量,${row(58).join(',')}\n感冒灵颗粒,1,${row(58).join(',')}\n`),
      '采购单最多 50 列，请删除多余的列后再上传',
    ],
    [
      'an .xlsx of 60 columns',
      'wide.xlsx',
      () =>
        workbookOf([
          ['商品名称', '数量', ...row(58)],
          ['感冒灵颗粒', '1', ...row(58)],
        ]),
      '采购单最多 50 列，请删除多余的列后再上传',
    ],
    [
      'a CSV with a cell of 10 000 characters',
      'long.csv',
      () => csv(`商品名称,数量\n${'感'.repeat(10_000)},1\n`),
      '第 2 行有单元格超过 500 个字，请精简后再上传',
    ],
    [
      'an .xlsx with a cell of 1 000 characters',
      'long.xlsx',
      () =>
        workbookOf([
          ['商品名称', '数量'],
          ['感冒灵颗粒', '1'],
          ['感'.repeat(1000), '1'],
        ]),
      '第 3 行有单元格超过 500 个字，请精简后再上传',
    ],
    // No wall-clock bound (ADR 002): the reader's own time limit refuses a slow read as 文件过大或过于复杂, so the
    // message naming the broken limit is what proves the file was refused on that limit, before it was read.
  ])('refuses %s with 422 naming the limit it breaks', async (_what, filename, bytesOf, message) => {
    const bytes = bytesOf();
    expect(bytes.length).toBeLessThanOrEqual(2 * MB);
    const res = await upload(filename, bytes, filename.endsWith('.xlsx') ? XLSX : 'text/csv');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 422, msg: message, errors: { file: [message] } });
  });

  it('still reads a good file after refusing those', async () => {
    const res = await upload(
      'ok.xlsx',
      workbookOf([
        ['商品名称', '数量'],
        ['感冒灵颗粒', '2'],
      ]),
      XLSX,
    );
    expect(res.json()).toMatchObject({ code: 10000, data: { total: 1 } });
  });
});
