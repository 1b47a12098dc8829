import { describe, expect, it } from 'vitest';
import { formatTime } from './format-time.ts';

describe('message and request times', () => {
  // Rendered in the test machine's zone; compare with the same zone's formatting of the instant.
  const local = (ms: number) => {
    const d = new Date(ms);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
  };
  it.each([
    ['10 digits are seconds', 1_795_000_000, local(1_795_000_000_000)],
    ['13 digits are milliseconds', 1_795_000_000_000, local(1_795_000_000_000)],
    ['no time', null, ''],
    ['zero', 0, ''],
  ])('%s', (_name, input, expected) => {
    expect(formatTime(input)).toBe(expected);
  });
});
