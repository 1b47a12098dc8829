import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { countExportInFlight, registry, timedSweep } from './metrics.ts';
import { sampleOf } from '../test/metrics-text.ts';

const read = async (name: string, labels: Record<string, string>) => sampleOf(await registry.metrics(), name, labels);

describe('housekeeping and export metrics', () => {
  it('counts and times a sweep by name and result, and hands its result or error back unchanged', async () => {
    await expect(timedSweep('test_sweep', async () => 7)).resolves.toBe(7);
    const failure = new Error('database gone');
    await expect(timedSweep('test_sweep', () => Promise.reject(failure))).rejects.toBe(failure);
    expect(await read('sweeps_total', { sweep: 'test_sweep', result: 'ok' })).toBe(1);
    expect(await read('sweeps_total', { sweep: 'test_sweep', result: 'failed' })).toBe(1);
    expect(await read('sweep_duration_seconds_count', { sweep: 'test_sweep' })).toBe(2);
  });

  it('counts an export in flight until its stream ends or is cut short, once', async () => {
    const finished = new PassThrough();
    const cancelled = new PassThrough();
    countExportInFlight('test_export', finished);
    countExportInFlight('test_export', cancelled);
    expect(await read('exports_in_flight', { export: 'test_export' })).toBe(2);
    cancelled.destroy();
    finished.resume();
    finished.end();
    await new Promise((resolve) => finished.once('close', resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(await read('exports_in_flight', { export: 'test_export' })).toBe(0);
  });
});
