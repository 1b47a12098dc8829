import { afterAll, describe, expect, it } from 'vitest';
import { PURCHASE_LIST_LIMITS } from '@store/shared/api/quick-buy';
import { ListReader } from './list-reader.ts';
import { workbookOf } from '../../test/workbook.ts';

describe('reading purchase lists in worker threads', () => {
  // A time limit far below what this file takes, so the test shows the worker being stopped.
  const reader = new ListReader({ ...PURCHASE_LIST_LIMITS, parseMs: 100 });
  // The same limits but time enough to read it through: the baseline the stopped read is held to.
  const patient = new ListReader({ ...PURCHASE_LIST_LIMITS, parseMs: 120_000 });
  afterAll(() => Promise.all([reader.close(), patient.close()]));

  it('stops a read that runs past the time limit with 文件过大或过于复杂, then reads the next file', async () => {
    const rows = Array.from({ length: 400 }, (_, r) =>
      Array.from({ length: 50 }, (_, c) => `GANMAOLING-KELI-${r}-${c}`.padEnd(80, 'x')),
    );
    const slow = workbookOf(rows, 1);
    // Read whole, the file breaks no other limit (lines, cells, sizes, heap): only the clock can refuse it.
    let started = performance.now();
    await expect(patient.read(slow, 'xlsx')).resolves.toHaveLength(400);
    const whole = performance.now() - started;

    started = performance.now();
    await expect(reader.read(slow, 'xlsx')).rejects.toMatchObject({
      status: 422,
      errors: { file: ['文件过大或过于复杂，请拆分后再上传'] },
    });
    // Stopped, not waited for: shorter than the whole read of the same file, measured in this run (a load on
    // the machine slows both), with no fixed number of milliseconds to miss on a busy machine.
    expect(performance.now() - started).toBeLessThan(whole);
    await expect(reader.read(Buffer.from('批准文号,数量\n国药准字Z44021940,3\n'), 'csv')).resolves.toEqual([
      ['批准文号', '数量'],
      ['国药准字Z44021940', '3'],
    ]);
  });
});
