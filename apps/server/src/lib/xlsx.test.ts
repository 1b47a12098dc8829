import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipart, type TestApp } from '../test/harness.ts';
import { columnLetters, workbookOf, workbookOfParts } from '../test/workbook.ts';

const MB = 1024 * 1024;
const IMPORTS = ['/api/admin/goods/import', '/api/admin/stock_batches/import'];

/** A sheet of `rows` rows of `cells` cells, each the first shared string (the header's 商品ID), written fast. */
function sheetOfRows(rows: number, cells = 1): Buffer {
  const row = (r: number) =>
    `<row r="${r}">${Array.from({ length: cells }, (_, c) => `<c r="${columnLetters(c)}${r}" t="s"><v>0</v></c>`).join('')}</row>`;
  const sheetRows: string[] = [];
  for (let r = 1; r <= rows; r++) sheetRows.push(row(r));
  return workbookOfParts({
    'xl/sharedStrings.xml':
      '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>商品ID</t></si></sst>',
    'xl/worksheets/sheet1.xml': `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows.join('')}</sheetData></worksheet>`,
  });
}

/** A workbook of 30 KB whose one shared string unzips to 30 MB (the store measured 400 MB in a 409 KB file). */
const sharedStringBomb = () =>
  workbookOfParts(
    {
      'xl/sharedStrings.xml': `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>商品ID</t></si><si><t>${'x'.repeat(30 * MB)}</t></si></sst>`,
      'xl/worksheets/sheet1.xml':
        '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>1</v></c></row></sheetData></worksheet>',
    },
    9,
  );

const TOO_MANY_ROWS = '表格最多 50001 行（含空行和标题行），请分批导入';
const BOMB = 'Excel 文件中的单个部件解压后不能超过 20MB，请拆分后再上传';

describe('the console’s .xlsx imports: read in a worker thread within the staff limits', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let rowsOverLimit: Buffer;
  let fatRows: Buffer;
  let bomb: Buffer;
  const upload = (url: string, bytes: Buffer, filename = '表格.xlsx') => {
    const body = multipart({}, [{ name: 'file', filename, bytes }]);
    return t.inject({ method: 'POST', url, headers: { ...admin, ...body.headers }, payload: body.payload });
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.loginStaff('admin');
    // Built before any test runs, so building them is not measured as the request thread's work.
    rowsOverLimit = sheetOfRows(50_002);
    // 50,002 rows of 8 cells: about 14 MB of sheet, which the old reader parsed into 400,000 cells on the request thread.
    fatRows = sheetOfRows(50_002, 8);
    bomb = sharedStringBomb();
  }, 60_000);
  afterAll(() => t.close());

  it.each(IMPORTS)('%s refuses a shared-string bomb and a 50,002-row sheet with 422 naming the limit', async (url) => {
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect((await upload(url, bomb)).json()).toMatchObject({ code: 422, msg: BOMB, errors: { file: [BOMB] } });
    const refused = await upload(url, rowsOverLimit);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 422, msg: TOO_MANY_ROWS, errors: { file: [TOO_MANY_ROWS] } });
  });

  it.each([
    [
      'an .xlsx of 51 columns',
      () => workbookOf([Array.from({ length: 51 }, (_, i) => `列${i}`)]),
      '表格最多 50 列，请删除多余的列后再上传',
    ],
    [
      'a cell of 501 characters',
      () =>
        workbookOf([
          ['商品ID', '批号'],
          ['1', 'x'.repeat(501)],
        ]),
      '第 2 行有单元格超过 500 个字，请精简后再上传',
    ],
    ['a file that is no .xlsx', () => Buffer.from('商品ID,批号\n1,A\n'), '文件不是有效的 .xlsx 表格'],
  ])('refuses %s with 422 naming the limit', async (_what, bytesOf, message) => {
    for (const url of IMPORTS)
      expect((await upload(url, bytesOf())).json(), url).toMatchObject({ code: 422, errors: { file: [message] } });
  });

  // What keeps the store answering is that the request thread does not read the sheets: measured as the
  // thread's event-loop utilisation while they are read (about 1 when exceljs parsed them on it: 18 s for
  // the shared-string bomb, seconds for 50,000 rows), which unlike a response time does not depend on how
  // busy the machine is.
  it('leaves the request thread idle (event-loop utilisation under 0.5) and answering GET /api/health while such sheets are read', async () => {
    await t.inject({ method: 'GET', url: '/api/health' });
    const files = [fatRows, bomb, rowsOverLimit, fatRows];
    let reading = files.length;
    const uploads = files.map((bytes, i) => upload(IMPORTS[i % 2]!, bytes).finally(() => reading--));
    // Receiving the bodies is the request thread's own work; measure what follows.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const whileReading: number[] = [];
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
    expect(whileReading.length, 'health checks made while the sheets were being read').toBeGreaterThanOrEqual(3);
    expect(busy.utilization, `health answered in ${whileReading.join(' ')} ms`).toBeLessThan(0.5);
    expect(answers.map((a) => a.json().msg)).toEqual([TOO_MANY_ROWS, BOMB, TOO_MANY_ROWS, TOO_MANY_ROWS]);
  });
});
