/**
 * The store's business day: the date in Beijing (UTC+8, no daylight saving) as YYYY-MM-DD. Day-bound offers
 * (a flash sale's day, 今日特价) change at Beijing midnight whatever the server's own time zone.
 */
export const businessDay = (now = Date.now()) => new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
