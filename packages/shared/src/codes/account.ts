/**
 * A buyer's account: logging in, SMS codes, stores, addresses, invoice profiles, qualifications, the annual
 * agreement, WeChat and the text-message provider.
 */
import { Code, Msg, type Refusal } from './base.ts';

/** Refusals of logging in, SMS codes, passwords and stores. */
export const AccountRefusal = {
  LOGIN_FAILED: { code: 601, status: 400, msg: '账号或密码错误' },
  ACCOUNT_DISABLED: { code: 602, status: 403, msg: '账号已停用，请联系客服' },
  /** Too many failed logins on this account or from this address lately: the login must come with the captcha. */
  CAPTCHA_REQUIRED: { code: 605, status: 400, msg: '请先完成安全验证' },
  /** The captcha is wrong, expired or already used; the password was not checked. */
  CAPTCHA_WRONG: { code: 606, status: 400, msg: '安全验证未通过，请重新验证' },
  /** The current password given to change the password is wrong. */
  CURRENT_PASSWORD_WRONG: { code: 607, status: 400, msg: '当前密码不正确' },
  /** Failed logins from this address on this account blocked for a while (other accounts, other addresses go on). */
  TOO_MANY_LOGIN_FAILURES: { code: Code.RATE_LIMITED, status: 429, msg: '登录失败次数过多，请15分钟后再试' },
  SMS_TOO_FREQUENT: { code: 620, status: 429, msg: '验证码发送太频繁，请60秒后再试' },
  SMS_DAILY_LIMIT: { code: 621, status: 429, msg: '今日验证码发送次数已达上限' },
  SMS_CODE_INVALID: { code: 622, status: 400, msg: '验证码错误或已过期' },
  MOBILE_TAKEN: { code: 623, status: 400, msg: '该手机号已注册，请直接登录' },
  /** The same refusal where logging in is not the way on (binding a mobile, adding a store). */
  MOBILE_TAKEN_TO_BIND: { code: 623, status: 400, msg: '该手机号已注册' },
  MOBILE_UNKNOWN: { code: 624, status: 400, msg: '该手机号未注册' },
  /** Too many SMS codes or mobile look-ups from one client address. */
  SMS_ADDRESS_LIMIT: { code: 625, status: 429, msg: '获取验证码太频繁，请1小时后再试' },
  SMS_ADDRESS_LIMIT_ON_LOOKUP: { code: 625, status: 429, msg: '查询太频繁，请1小时后再试' },
  /** An SMS code for a scene that needs the logged-in account (bind, password) asked for another mobile. */
  SMS_NOT_YOUR_MOBILE: { code: 626, status: 400, msg: '请使用本账号绑定的手机号' },
  STORE_LIMIT: { code: 660, status: 400, msg: (max: number) => `最多添加${max}家门店` },
  /** Only a head account adds stores and switches to them; a store cannot switch to the head or a sibling. */
  STORE_HEAD_ONLY: { code: 661, status: 403, msg: '门店账号不能切换到总部或其他门店，请退出后用总部账号登录' },
  STORE_HEAD_ONLY_TO_ADD: { code: 661, status: 403, msg: '请用总部账号添加门店' },
} as const satisfies Record<string, Refusal>;

export const AddressRefusal = {
  ADDRESS_LIMIT: { code: 630, status: 400, msg: (max: number) => `最多保存${max}个收货地址` },
} as const satisfies Record<string, Refusal>;

/** Invoice profiles (发票抬头) kept by a buyer and chosen on the confirm page. */
export const InvoiceProfileRefusal = {
  PROFILE_LIMIT: { code: 635, status: 400, msg: (max: number) => `最多保存${max}个发票抬头` },
  /** The order names an invoice profile the buyer no longer has (deleted in another tab). */
  PROFILE_MISSING: { code: 636, status: 400, msg: '发票抬头不存在，请重新选择' },
} as const satisfies Record<string, Refusal>;

export const QualificationRefusal = {
  LICENCE_ALREADY_REVIEWED: { code: 640, status: 409, msg: '该证照已审核' },
  /** 资质变更: another reviewer decided it first, or the buyer withdrew it by going back to the approved values. */
  COMPANY_CHANGE_REVIEWED: { code: 641, status: 409, msg: '该资质变更已处理' },
} as const satisfies Record<string, Refusal>;

/** The annual purchase agreement (年度采购协议). */
export const ContractRefusal = {
  /** Code 459 sends the client to /dzht to sign the agreement named in the message. */
  CONTRACT_REQUIRED: {
    code: Code.CONTRACT_REQUIRED,
    status: 403,
    msg: (title: string) => `${Msg.CONTRACT_REQUIRED}（${title}）`,
  },
  /** The buyer signed an agreement that is no longer the one in force. */
  CONTRACT_UPDATED: { code: 650, status: 409, msg: '协议已更新，请刷新页面后重新阅读' },
} as const satisfies Record<string, Refusal>;

/** WeChat login (网站应用微信登录) and binding. */
export const WechatRefusal = {
  ALREADY_BOUND: { code: 670, status: 409, msg: '该微信已绑定其他账号' },
  NOT_BOUND: { code: 671, status: 400, msg: '该微信未绑定账号，请先注册或用账号登录后绑定' },
  AUTH_EXPIRED: { code: 672, status: 400, msg: '授权已失效，请重新扫码' },
  /** WeChat refused the store's app id / secret / server address, or could not be reached: the store's fault. */
  UNAVAILABLE: { code: 728, status: 502, msg: '微信登录暂不可用，请稍后再试或使用账号登录' },
} as const satisfies Record<string, Refusal>;

/** The captcha provider (腾讯云天御) refused the store's keys or could not be reached: nothing the buyer can fix. */
export const CaptchaRefusal = {
  UNAVAILABLE: { code: 729, status: 502, msg: '安全验证暂不可用，请稍后再试' },
} as const satisfies Record<string, Refusal>;

/** Refusals from the text-message provider, shown to the buyer who asked for a code. */
export const SmsRefusal = {
  /** The provider refused or could not be reached (keys, balance, template, network): nothing the buyer can fix. */
  SEND_FAILED: { code: 725, status: 502, msg: '短信发送失败，请稍后再试' },
  /** The provider's own per-mobile frequency limit (30 s / 1 h / day), stricter than the store's. */
  TOO_FREQUENT: { code: 726, status: 429, msg: '短信发送过于频繁，请稍后再试' },
  /** The provider will not deliver to this mobile (malformed, unsubscribed, blacklisted). */
  MOBILE_REJECTED: { code: 727, status: 400, msg: '该手机号无法接收短信，请检查号码是否正确' },
} as const satisfies Record<string, Refusal>;
