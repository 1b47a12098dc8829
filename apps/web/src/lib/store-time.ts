import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { toMillis } from '@store/shared/rules/time';

dayjs.extend(utc);

/**
 * The store's clock is Beijing time (UTC+8, no daylight saving), like its business day on the server.
 * Times are written in it whatever zone the machine is in: the server renders a page in its own zone
 * (UTC on most hosts), and a date the browser then wrote in Shanghai's differed after 16:00 UTC
 * (a hydration mismatch on the home page's news).
 */
const BEIJING_OFFSET_MINUTES = 8 * 60;

/** An instant (ms) on the store's clock. */
export const storeTime = (ms: number) => dayjs(ms).utcOffset(BEIJING_OFFSET_MINUTES);

/** A server timestamp (10 digits = seconds, 13 = ms) as the buyer reads it: 2026-11-23 10:45. */
export const formatTime = (timestamp: number | null | undefined): string =>
  timestamp ? storeTime(toMillis(timestamp)).format('YYYY-MM-DD HH:mm') : '';

/** The same, its day only: 2026-11-23. */
export const formatDate = (timestamp: number | null | undefined): string =>
  timestamp ? storeTime(toMillis(timestamp)).format('YYYY-MM-DD') : '';
