/**
 * The business constants of spec §9 (limits, delays, search types, tag colours). Re-exported by codes/index.ts,
 * so `import { Limits } from '@store/shared/codes'` keeps working; the error catalogue stays there.
 */
export const Limits = {
  REQUEST_TIMEOUT_MS: 30_000,
  SEARCH_DEBOUNCE_MS: 500,
  SUGGEST_CACHE_REFRESH_MS: 5_000,
  CATEGORY_MENU_MAX: 7,
  TOP_NAV_MAX: 9,
  FOOTER_HELP_CHILDREN_MAX: 4,
  CART_BADGE_MAX: 99,
  CART_LIST_DEFAULT_PAGE_SIZE: 99_999,
  SIDEBAR_COLLAPSED_WIDTH: 40,
  SIDEBAR_EXPANDED_WIDTH: 310,
  SIDEBAR_EXPAND_DELAY_MS: 200,
  ADD_TO_CART_DELAY_MS: 200,
  STICKY_SEARCH_SCROLL_PX: 205,
  LOTTERY_RESULT_DELAY_MS: 2_000,
  LOTTERY_CLOSE_ANIMATION_MS: 1_000,
  HOT_SEARCH_ARTICLE_CATEGORY: 3,
  BODY_LIMIT_BYTES: 1024 * 1024,
} as const;

export const SearchType = { DRUG: 0, MANUFACTURER: 1 } as const;
export type SearchType = (typeof SearchType)[keyof typeof SearchType];

/** Ladder price type 1 tiers by 'up to' quantity; any other value tiers by 'from' quantity. */
export const LADDER_PRICE_TYPE_UP_TO = 1;

/** Spec §7: repeated calls to these paths never cancel the earlier call. */
export const NEVER_CANCELLED_PATHS: readonly string[] = [
  '/api/cart',
  '/api/favorite',
  '/api/favorite/cancel',
  '/api/activity/tap',
];

/** Spec §3: colours of the promotional tags; anything else is red. */
export const TAG_COLOURS: Readonly<Record<string, string>> = {
  优: 'red',
  秒: 'red',
  满: 'orange',
  换购: 'blue',
  赠: 'pink',
  特: 'yellow',
  新: 'red',
};
export const DEFAULT_TAG_COLOUR = 'red';

/**
 * Widths an uploaded goods picture is served at (`?w=`), as AVIF or WebP when the browser accepts them:
 * a list's 160–320 px card needs a tenth of the bytes of the 800 px original.
 */
export const GOODS_IMAGE_WIDTHS = [160, 320, 640, 800] as const;
