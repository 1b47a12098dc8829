/**
 * The error catalogue (spec §8) and the business constants (spec §9).
 * Server and web both read these, so a code or a text is written once.
 */

export const Code = {
  SUCCESS: 10000,
  LOGIN_REQUIRED: 10001,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  VALIDATION: 422,
  RATE_LIMITED: 429,
  CONTRACT_REQUIRED: 459,
  SERVER_ERROR: 500,
} as const;

/** Codes the client treats as success (spec §8: 10000, 200, 201). */
export const SUCCESS_CODES: readonly number[] = [Code.SUCCESS, 200, 201];

export const Msg = {
  SUCCESS: 'success',
  LOGIN_REQUIRED: '请先登录',
  FORBIDDEN: '没有权限进行此操作',
  CSRF_REFUSED: '请求来源校验失败，请刷新页面后重试',
  API_NOT_FOUND: '接口不存在',
  NOT_FOUND: '记录不存在',
  PAYLOAD_TOO_LARGE: '提交的内容过大',
  VALIDATION: '提交的信息有误',
  RATE_LIMITED: '操作太频繁，请稍后再试',
  CONTRACT_REQUIRED: '请先签署年度采购协议',
  SERVER_BUSY: '系统繁忙，请稍候再试',
  TIMEOUT: '请求超时，请刷新页面',
  TIMEOUT_TITLE: '温馨提示',
  REFRESH: '刷新页面',
  ACTIVITY_NOT_STARTED: '活动暂未开始',
  ACTIVITY_NOT_STARTED_SHORT: '活动未开始',
  CONFIRM_DELETE_CART_ITEM: '确定删除这件商品吗?',
  FAVORITE_ADDED: '收藏成功',
  FAVORITE_CANCELLED: '取消收藏成功',
  CART_EMPTY: '购物车空空如也~',
  SEARCHING: '搜索中...',
  NO_DATA: '暂无数据',
  REQUIRED: '此项不能为空',
  UNDER_CONSTRUCTION: '页面建设中',
} as const;

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

export const CartItemType = { FLASH_SALE: 1, COMBINATION: 3 } as const;

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

/** Business refusals of ordering and paying (≥ 600, spec §8); the client alerts `msg`. */
export const OrderCode = {
  NOT_QUALIFIED: 680,
  NOT_BUYABLE: 681,
  STOCK_SHORT: 682,
  /** The cart lines being ordered are gone (ordered in another tab, deleted). */
  CART_CHANGED: 686,
  LINE_INVALID: 687,
  ADDRESS_MISSING: 688,
  BALANCE_SHORT: 690,
  COUPON_UNUSABLE: 691,
  ALREADY_PAID: 692,
  ORDER_CANCELLED: 693,
  /** The order is not in a state that allows this (e.g. paying a shipped order). */
  ORDER_STATE: 694,
} as const;

/** Business refusals of after-sales requests and e-invoices (codes ≥ 600). */
export const AfterSalesCode = {
  /** Only shipped or completed orders take return/after-sales requests. */
  ORDER_NOT_DELIVERED: 702,
  ALREADY_REVIEWED: 703,
  RETURN_EXCEEDS_BOUGHT: 704,
  INVOICE_ALREADY_ISSUED: 705,
} as const;

/** Refusals the error handler itself makes for requests that raced or contradicted the data (codes ≥ 600). */
export const RequestCode = {
  /** A unique row already exists: the same thing was added twice (often two requests at once). */
  DUPLICATE: 790,
} as const;
export const RequestMsg = {
  DUPLICATE: '该记录已存在，请勿重复提交',
  BAD_FORMAT: '请求格式不正确',
  UNSUPPORTED_TYPE: '不支持的提交格式',
  BAD_UPLOAD: '上传内容格式不正确',
} as const;
