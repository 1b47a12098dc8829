import { toMillis } from './time.ts';

/**
 * The store's clock is Beijing time (UTC+8, no daylight saving), like its business day on the server.
 * Times are written in it whatever zone the machine is in: the server renders a page in its own zone
 * (UTC on most hosts), and a date the browser then wrote in Shanghai's differed after 16:00 UTC
 * (a hydration mismatch on the home page's news). Plain Date arithmetic: every page writes times, and a
 * date library in the first page's code cost a phone more than these few lines.
 */
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;
const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];
const pad = (n: number) => String(n).padStart(2, '0');

/** An instant (ms) on the store's clock, in a dayjs-style pattern (YYYY MM DD HH mm ss dddd): 2026-11-23 10:45. */
export function formatStoreTime(ms: number, pattern: string): string {
  const d = new Date(ms + BEIJING_OFFSET_MS);
  const fields: Record<string, string> = {
    YYYY: String(d.getUTCFullYear()),
    MM: pad(d.getUTCMonth() + 1),
    DD: pad(d.getUTCDate()),
    HH: pad(d.getUTCHours()),
    mm: pad(d.getUTCMinutes()),
    ss: pad(d.getUTCSeconds()),
    dddd: WEEKDAYS[d.getUTCDay()]!,
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss|dddd/g, (token) => fields[token]!);
}

/** The instant a store day ('2026-11-23') begins: midnight Beijing time. */
export const storeDayStart = (day: string): Date => new Date(`${day}T00:00:00+08:00`);

/** The instant after a store day ends: the next day's midnight, for `at < storeDayEnd(day)`. */
export const storeDayEnd = (day: string): Date => new Date(storeDayStart(day).getTime() + 24 * 60 * 60 * 1000);

/** A server timestamp (10 digits = seconds, 13 = ms) as the buyer reads it: 2026-11-23 10:45. */
export const formatTime = (timestamp: number | null | undefined): string =>
  timestamp ? formatStoreTime(toMillis(timestamp), 'YYYY-MM-DD HH:mm') : '';

/** The same, its day only: 2026-11-23. */
export const formatDate = (timestamp: number | null | undefined): string =>
  timestamp ? formatStoreTime(toMillis(timestamp), 'YYYY-MM-DD') : '';
