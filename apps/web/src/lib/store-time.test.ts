import { describe, expect, it } from 'vitest';
import { formatDate, formatTime, storeTime } from './store-time.ts';

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
    expect(storeTime(Date.UTC(2026, 0, 1, 0, 0)).format('HH:mm')).toBe('08:00');
  });
});
