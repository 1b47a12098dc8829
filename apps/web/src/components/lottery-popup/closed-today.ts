import { beijingDay } from '@store/shared/rules/lottery';

/**
 * A buyer who closed the popup without drawing is not asked again until tomorrow (Beijing day), like the
 * store's other dismissible ads; drawing (is_join) hides it for good.
 */
const keyOf = (activityId: number) => `lottery_closed_${activityId}`;

export function closedToday(activityId: number): boolean {
  try {
    return localStorage.getItem(keyOf(activityId)) === beijingDay(Date.now()).day;
  } catch {
    return false;
  }
}

export function rememberClosed(activityId: number): void {
  try {
    localStorage.setItem(keyOf(activityId), beijingDay(Date.now()).day);
  } catch {
    // Private mode: it shows again on the next page, no harm.
  }
}
