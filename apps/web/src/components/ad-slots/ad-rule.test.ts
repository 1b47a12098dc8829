import { describe, expect, it } from 'vitest';
import { adAction, closedToday, closeForToday } from './ad-rule.ts';

describe('clicking an ad', () => {
  const now = 1_795_600_000;
  it.each([
    [
      { url: '/yx', starts_at: now + 60 },
      { kind: 'message', text: '活动暂未开始' },
    ],
    [
      { url: '', starts_at: now + 60 },
      { kind: 'message', text: '活动暂未开始' },
    ],
    [
      { url: '', starts_at: null },
      { kind: 'message', text: '活动未开始' },
    ],
    [
      { url: '', starts_at: now - 60 },
      { kind: 'message', text: '活动未开始' },
    ],
    [
      { url: '/yx', starts_at: null },
      { kind: 'go', url: '/yx', external: false },
    ],
    [
      { url: 'https://example.com/a', starts_at: now },
      { kind: 'go', url: 'https://example.com/a', external: true },
    ],
  ])('%j → %j', (ad, action) => expect(adAction(ad, now)).toEqual(action));
});

describe('closing an ad for the day', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
  };
  it('stays closed until midnight in Beijing, then shows again; other ads are not closed', () => {
    const storage = memory();
    const lateEvening = Date.UTC(2026, 10, 26, 15, 30); // 23:30 in Beijing
    closeForToday(storage, 'top', 7, lateEvening);
    expect(closedToday(storage, 'top', 7, lateEvening + 20 * 60_000)).toBe(true);
    expect(closedToday(storage, 'top', 7, lateEvening + 40 * 60_000)).toBe(false); // 00:10 the next day
    expect(closedToday(storage, 'top', 8, lateEvening)).toBe(false);
    expect(closedToday(storage, 'corner', 7, lateEvening)).toBe(false);
  });
  it('a browser that refuses storage still shows and closes the ad', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(closedToday(refusing, 'top', 1)).toBe(false);
    expect(() => closeForToday(refusing, 'top', 1)).not.toThrow();
  });
});
