import { describe, expect, it } from 'vitest';
import { countdown, toMillis } from './time.ts';

describe('timestamps and countdown', () => {
  it('treats 10-digit timestamps as seconds and 13-digit ones as milliseconds', () => {
    expect(toMillis(1795427009)).toBe(1795427009000);
    expect(toMillis(1795427009000)).toBe(1795427009000);
  });

  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = Date.UTC(2026, 10, 23, 0, 0, 0);
    const end = now / 1000 + 86_400 + 2 * 3_600 + 3 * 60 + 4;
    expect(countdown(end, now)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4, expired: false });
  });

  it('shows zeros at and after expiry', () => {
    const now = Date.UTC(2026, 10, 23);
    const zeros = { days: 0, hours: 0, minutes: 0, seconds: 0, expired: true };
    expect(countdown(now / 1000, now)).toEqual(zeros);
    expect(countdown(now / 1000 - 100, now)).toEqual(zeros);
  });
});
