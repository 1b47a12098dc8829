import { afterAll, describe, expect, it } from 'vitest';
import { PURCHASE_LIST_LIMITS } from '@store/shared/api/quick-buy';
import { ListReader } from './list-reader.ts';
import { workbookOf } from '../../test/workbook.ts';

describe('reading purchase lists in worker threads', () => {
  // A time limit far below what this file takes, so the test shows the worker being stopped.
  const reader = new ListReader({ ...PURCHASE_LIST_LIMITS, parseMs: 300 });
  afterAll(() => reader.close());

  it('stops a read that runs past the time limit with 文件过大或过于复杂, then reads the next file', async () => {
    // Within every other limit (2,000 lines, 50 columns, 80 characters a cell, 8 MB unzipped): those answer
    // with their own messages, and the heap (256 MB) is far above what it takes. So 文件过大或过于复杂 here
    // means the worker was stopped at the time limit: had it not been, the read would have answered the rows.
    // No bound on the elapsed time: a loaded machine starts the worker late (that wait is not counted
    // against the limit) and such a bound failed there (2,347 ms against 2,000).
    const rows = Array.from({ length: 2000 }, (_, r) =>
      Array.from({ length: 50 }, (_, c) => `GANMAOLING-KELI-${r}-${c}`.padEnd(80, 'x')),
    );
    await expect(reader.read(workbookOf(rows, 1), 'xlsx')).rejects.toMatchObject({
      status: 422,
      errors: { file: ['文件过大或过于复杂，请拆分后再上传'] },
    });
    await expect(reader.read(Buffer.from('批准文号,数量\n国药准字Z44021940,3\n'), 'csv')).resolves.toEqual([
      ['批准文号', '数量'],
      ['国药准字Z44021940', '3'],
    ]);
  });
});
