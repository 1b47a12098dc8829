import { afterAll, describe, expect, it } from 'vitest';
import { PURCHASE_LIST_LIMITS } from '@store/shared/api/quick-buy';
import { ListReader } from './list-reader.ts';
import { workbookOf } from '../../test/workbook.ts';

describe('reading purchase lists in worker threads', () => {
  // A time limit far below what this file takes, so the test shows the worker being stopped.
  const reader = new ListReader({ ...PURCHASE_LIST_LIMITS, parseMs: 300 });
  afterAll(() => reader.close());

  it('stops a read that runs past the time limit with 文件过大或过于复杂, then reads the next file', async () => {
    const rows = Array.from({ length: 2000 }, (_, r) =>
      Array.from({ length: 50 }, (_, c) => `GANMAOLING-KELI-${r}-${c}`.padEnd(80, 'x')),
    );
    const slow = workbookOf(rows, 1);
    const started = performance.now();
    await expect(reader.read(slow, 'xlsx')).rejects.toMatchObject({
      status: 422,
      errors: { file: ['文件过大或过于复杂，请拆分后再上传'] },
    });
    expect(performance.now() - started).toBeLessThan(2000);
    await expect(reader.read(Buffer.from('批准文号,数量\n国药准字Z44021940,3\n'), 'csv')).resolves.toEqual([
      ['批准文号', '数量'],
      ['国药准字Z44021940', '3'],
    ]);
  });
});
