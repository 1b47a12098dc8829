import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness.ts';
import { warmUp } from './warm-up.ts';

describe('the reads a new process asks itself before it listens', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        logger: {
          level: 'info',
          stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
        },
      },
    );
  });
  afterAll(() => t.close());

  it('are answered, each as a buyer would be', async () => {
    await warmUp(t.app);
    const answered = lines.filter((line) => line.msg === 'request');
    expect(answered.map((line) => line.route)).toEqual([
      '/api/health',
      '/api/goods/search',
      '/api/goods/search',
      '/api/goods/list',
    ]);
    expect(answered.every((line) => line.status === 200)).toBe(true);
    expect(lines.filter((line) => line.msg === 'warm-up read failed')).toEqual([]);
  });
});
