import { describe, expect, it } from 'vitest';
import { formatDate, formatStoreTime, formatTime } from './store-time.ts';

describe('times on the store clock (Beijing, UTC+8) in any zone', () => {
  // 2026-11-25 16:30 UTC is already the 26th in Beijing.
  const lateUtc = Date.UTC(2026, 10, 25, 16, 30);
  it.each([
    ['10 digits are seconds', lateUtc / 1000, '2026-11-26 00:30'],
    ['13 digits are milliseconds', lateUtc, '2026-11-26 00:30'],
    ['no time', null, ''],
    ['zero', 0, ''],
  ])('%s', (_name, input, expected) => {
    expect(formatTime(input)).toBe(expected);
  });

  it('writes the Beijing day, not the machine’s', () => {
    expect(formatDate(lateUtc / 1000)).toBe('2026-11-26');
    expect(formatStoreTime(Date.UTC(2026, 0, 1, 0, 0), 'HH:mm')).toBe('08:00');
  });

  it('writes the header clock’s long form with the Chinese weekday', () => {
    // 2026-11-25 is a Wednesday in UTC; 16:30:05 UTC is Thursday 00:30:05 in Beijing.
    expect(formatStoreTime(lateUtc + 5000, 'YYYY年MM月DD日 dddd HH:mm:ss')).toBe('2026年11月26日 星期四 00:30:05');
  });
});
