/** Spec §9: timestamps of 10 digits are seconds; 13 digits are milliseconds. */
export function toMillis(timestamp: number): number {
  return String(Math.trunc(Math.abs(timestamp))).length <= 10 ? timestamp * 1000 : timestamp;
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** A date as the 10-digit seconds the API sends. */
export const toSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

export type Countdown = { days: number; hours: number; minutes: number; seconds: number; expired: boolean };

/** Time left until `end` (seconds or ms); zeros at expiry (spec §4 countdown helper). */
export function countdown(end: number, now: number = Date.now()): Countdown {
  const left = Math.max(0, Math.floor((toMillis(end) - now) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
    expired: left === 0,
  };
}
