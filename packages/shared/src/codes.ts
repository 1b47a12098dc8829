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

/** Business refusals of logging in, SMS codes, passwords and stores (codes ≥ 600); messages in AccountMsg. */
export const AccountCode = {
  LOGIN_FAILED: 601,
  ACCOUNT_DISABLED: 602,
  /** Too many failed logins on this account lately: the login must come with the graphic captcha. */
  CAPTCHA_REQUIRED: 605,
  /** The graphic captcha is wrong, expired or already used; the password was not checked. */
  CAPTCHA_WRONG: 606,
  /** The current password given to change the password is wrong. */
  CURRENT_PASSWORD_WRONG: 607,
  SMS_TOO_FREQUENT: 620,
  SMS_DAILY_LIMIT: 621,
  SMS_CODE_INVALID: 622,
  MOBILE_TAKEN: 623,
  MOBILE_UNKNOWN: 624,
  /** Too many SMS codes or mobile look-ups from one client address. */
  SMS_ADDRESS_LIMIT: 625,
  /** An SMS code for a scene that needs the logged-in account (bind, password) asked for another mobile. */
  SMS_NOT_YOUR_MOBILE: 626,
  STORE_LIMIT: 660,
  /** Only a head account adds stores and switches to them; a store cannot switch to the head or a sibling. */
  STORE_HEAD_ONLY: 661,
} as const;

export const AccountMsg = {
  LOGIN_FAILED: '账号或密码错误',
  CAPTCHA_REQUIRED: '请输入图形验证码',
  CAPTCHA_WRONG: '图形验证码错误，请重新输入',
  CURRENT_PASSWORD_WRONG: '当前密码不正确',
  TOO_MANY_LOGIN_FAILURES: '登录失败次数过多，请15分钟后再试',
  SMS_ADDRESS_LIMIT: '获取验证码太频繁，请1小时后再试',
  PHONE_LOOKUP_LIMIT: '查询太频繁，请1小时后再试',
  SMS_NOT_YOUR_MOBILE: '请使用本账号绑定的手机号',
  STORE_HEAD_ONLY: '门店账号不能切换到总部或其他门店，请退出后用总部账号登录',
  STORE_ADD_HEAD_ONLY: '请用总部账号添加门店',
} as const;

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
  /** The online gateway could not open the payment (unreachable, or it refused): try again or pay another way. */
  GATEWAY_UNAVAILABLE: 696,
} as const;

/** Business refusals of after-sales requests and e-invoices (codes ≥ 600). */
export const AfterSalesCode = {
  /** Only shipped or completed orders take return/after-sales requests. */
  ORDER_NOT_DELIVERED: 702,
  ALREADY_REVIEWED: 703,
  RETURN_EXCEEDS_BOUGHT: 704,
  INVOICE_ALREADY_ISSUED: 705,
} as const;

/** Refusals from the text-message provider, shown to the buyer who asked for a code (codes ≥ 600). */
export const SmsCode = {
  /** The provider refused or could not be reached (keys, balance, template, network): nothing the buyer can fix. */
  SEND_FAILED: 725,
  /** The provider's own per-mobile frequency limit (30 s / 1 h / day), stricter than the store's. */
  TOO_FREQUENT: 726,
  /** The provider will not deliver to this mobile (malformed, unsubscribed, blacklisted). */
  MOBILE_REJECTED: 727,
} as const;

export const SmsMsg = {
  SEND_FAILED: '短信发送失败，请稍后再试',
  TOO_FREQUENT: '短信发送过于频繁，请稍后再试',
  MOBILE_REJECTED: '该手机号无法接收短信，请检查号码是否正确',
} as const;

/** WeChat login (网站应用微信登录) refusals that are the store's fault, not the buyer's (codes ≥ 600). */
export const WechatCode = {
  /** WeChat refused the store's app id / secret / server address, or could not be reached. */
  UNAVAILABLE: 728,
} as const;

export const WechatMsg = {
  UNAVAILABLE: '微信登录暂不可用，请稍后再试或使用账号登录',
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
