import type { Ad } from '@store/shared/api/promotions';
import { Msg } from '@store/shared/codes';
import { formatStoreTime } from '@store/shared/rules/store-time';

/**
 * What clicking an ad does (spec §8): an activity that has not started answers '活动暂未开始'; a link
 * without a target answers '活动未开始'; otherwise the link opens (another site's in a new tab).
 */
export type AdAction = { kind: 'message'; text: string } | { kind: 'go'; url: string; external: boolean };

export function adAction(ad: Pick<Ad, 'url' | 'starts_at'>, nowSeconds: number): AdAction {
  if (ad.starts_at !== null && ad.starts_at > nowSeconds) return { kind: 'message', text: Msg.ACTIVITY_NOT_STARTED };
  if (!ad.url) return { kind: 'message', text: Msg.ACTIVITY_NOT_STARTED_SHORT };
  return { kind: 'go', url: ad.url, external: /^https?:\/\//i.test(ad.url) };
}

/** Closing an ad hides it for the rest of the store's day (Beijing), on this browser. */
const keyOf = (slot: string, adId: number) => `ad-closed:${slot}:${adId}`;
const today = (now: number) => formatStoreTime(now, 'YYYY-MM-DD');

export function closedToday(storage: Pick<Storage, 'getItem'>, slot: string, adId: number, now = Date.now()): boolean {
  try {
    return storage.getItem(keyOf(slot, adId)) === today(now);
  } catch {
    return false;
  }
}

export function closeForToday(storage: Pick<Storage, 'setItem'>, slot: string, adId: number, now = Date.now()): void {
  try {
    storage.setItem(keyOf(slot, adId), today(now));
  } catch {
    // Storage full or refused: the ad closes for this page view only.
  }
}
