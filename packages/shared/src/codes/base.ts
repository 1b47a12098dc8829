/** The envelope codes and texts every part of the store shares, and the shape of a catalogue entry. */

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
  ARRIVAL_NOTICE_ADDED: '已订阅到货提醒，到货后将通知您',
  ARRIVAL_NOTICE_CANCELLED: '已取消到货提醒',
  CART_EMPTY: '购物车空空如也~',
  SEARCHING: '搜索中...',
  NO_DATA: '暂无数据',
  REQUIRED: '此项不能为空',
} as const;

/**
 * A refusal's message: fixed text, or a template filled with the data it must name (a goods name,
 * a stock count). The server builds messages only through these, so each text is written here once.
 */
export type RefusalText = string | ((...data: never) => string);

/**
 * One entry of the error catalogue (spec §8): the envelope's `code`, its Chinese `msg` and the HTTP
 * `status`. Business refusals use codes ≥ 600; a code means one thing — entries sharing a code are
 * variants of one refusal (different wording or status) and share the first two words of their name.
 */
export type Refusal = { readonly code: number; readonly msg: RefusalText; readonly status: number };
