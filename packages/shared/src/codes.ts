/**
 * The error catalogue (spec §8), with the business constants (spec §9, constants.ts) re-exported.
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
  ARRIVAL_NOTICE_ADDED: '已订阅到货提醒，到货后将通知您',
  ARRIVAL_NOTICE_CANCELLED: '已取消到货提醒',
  CART_EMPTY: '购物车空空如也~',
  SEARCHING: '搜索中...',
  NO_DATA: '暂无数据',
  REQUIRED: '此项不能为空',
} as const;

export * from './constants.ts';

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

/** Refusals any route may make: login, permission, missing rows, bad input, the request itself. */
export const RequestRefusal = {
  LOGIN_REQUIRED: { code: Code.LOGIN_REQUIRED, status: 401, msg: Msg.LOGIN_REQUIRED },
  FORBIDDEN: { code: Code.FORBIDDEN, status: 403, msg: (what: string = Msg.FORBIDDEN) => what },
  /** Another buyer's row answers exactly like a missing one; `what` names the thing (秒杀活动不存在). */
  NOT_FOUND: { code: Code.NOT_FOUND, status: 404, msg: (what: string = Msg.NOT_FOUND) => what },
  /** A path under /api that no route serves. */
  API_NOT_FOUND: { code: Code.NOT_FOUND, status: 404, msg: Msg.API_NOT_FOUND },
  /** A state-changing request from a browser without the CSRF header or an allowed Origin. */
  CSRF_REFUSED: { code: Code.FORBIDDEN, status: 403, msg: Msg.CSRF_REFUSED },
  /** Bad input; the message is the first field error. */
  VALIDATION: { code: Code.VALIDATION, status: 422, msg: (firstError: string = Msg.VALIDATION) => firstError },
  PAYLOAD_TOO_LARGE: { code: Code.PAYLOAD_TOO_LARGE, status: 413, msg: Msg.PAYLOAD_TOO_LARGE },
  RATE_LIMITED: { code: Code.RATE_LIMITED, status: 429, msg: Msg.RATE_LIMITED },
  BAD_FORMAT: { code: 400, status: 400, msg: '请求格式不正确' },
  BAD_UPLOAD: { code: 400, status: 400, msg: '上传内容格式不正确' },
  UNSUPPORTED_TYPE: { code: 415, status: 415, msg: '不支持的提交格式' },
  /** An upload route reached without a multipart body; `what` is what to upload (文件, 证照, 采购单). */
  NOT_MULTIPART: { code: 415, status: 415, msg: (what: string) => `请以 multipart/form-data 上传${what}` },
  /** A unique row already exists: the same thing was added twice (often two requests at once). */
  DUPLICATE: { code: 790, status: 409, msg: '该记录已存在，请勿重复提交' },
} as const satisfies Record<string, Refusal>;

/** Refusals of logging in, SMS codes, passwords and stores. */
export const AccountRefusal = {
  LOGIN_FAILED: { code: 601, status: 400, msg: '账号或密码错误' },
  ACCOUNT_DISABLED: { code: 602, status: 403, msg: '账号已停用，请联系客服' },
  /** Too many failed logins on this account lately: the login must come with the graphic captcha. */
  CAPTCHA_REQUIRED: { code: 605, status: 400, msg: '请输入图形验证码' },
  /** The graphic captcha is wrong, expired or already used; the password was not checked. */
  CAPTCHA_WRONG: { code: 606, status: 400, msg: '图形验证码错误，请重新输入' },
  /** The current password given to change the password is wrong. */
  CURRENT_PASSWORD_WRONG: { code: 607, status: 400, msg: '当前密码不正确' },
  /** Failed logins blocked for a while: from this address on this account, or from this address at all. */
  TOO_MANY_LOGIN_FAILURES: { code: Code.RATE_LIMITED, status: 429, msg: '登录失败次数过多，请15分钟后再试' },
  TOO_MANY_FAILURES_FROM_ADDRESS: { code: Code.RATE_LIMITED, status: 429, msg: '登录失败次数过多，请1分钟后再试' },
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

/** Refusals of goods the store may not list (GSP special management). */
export const CatalogueRefusal = {
  SPECIAL_MANAGEMENT: {
    code: 610,
    status: 400,
    msg: '麻醉药品、精神药品、医疗用毒性药品、放射性药品和药品类易制毒化学品不得上架销售',
  },
  /** 到货提醒 is for goods out of stock; one in stock is bought, not awaited. */
  ARRIVAL_NOTICE_IN_STOCK: { code: 611, status: 409, msg: '商品有货，可直接购买' },
  /** The console removes a category only when no child category and no goods is under it. */
  CATEGORY_NOT_EMPTY: { code: 612, status: 409, msg: '该分类下还有子分类或商品，不能删除' },
  /** …and a brand only when no goods carries it. */
  BRAND_NOT_EMPTY: { code: 613, status: 409, msg: '该品牌下还有商品，不能删除' },
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

/** Refusals of putting goods in the cart, ordering and paying; the client alerts `msg`. */
export const OrderRefusal = {
  NOT_QUALIFIED: { code: 680, status: 403, msg: '资质审核通过后才能采购' },
  /** This goods' price is hidden from this buyer; `tip` says why (资质审核中…). */
  NOT_QUALIFIED_FOR_GOODS: { code: 680, status: 403, msg: (name: string, tip: string) => `${name}：${tip}` },
  NOT_BUYABLE: { code: 681, status: 400, msg: '商品已下架或暂不可购买' },
  /** Placing the order found less stock than ordered. */
  STOCK_SHORT: {
    code: 682,
    status: 409,
    msg: (name: string, stock: number, unit: string) => `${name} 库存不足，当前库存 ${stock}${unit}`,
  },
  /** Putting more in the cart than the stock. */
  STOCK_SHORT_IN_CART: {
    code: 682,
    status: 400,
    msg: (name: string, stock: number, unit: string) => `${name} 库存不足，当前库存 ${stock}${unit}`,
  },
  STOCK_SHORT_FLASH_SALE: { code: 682, status: 409, msg: '秒杀库存不足' },
  NOT_PACKAGE_MULTIPLE: {
    code: 683,
    status: 400,
    msg: (name: string, step: number, unit: string) => `${name} 须按中包装 ${step}${unit} 的整数倍购买`,
  },
  BELOW_MINIMUM: {
    code: 684,
    status: 400,
    msg: (name: string, minimum: number, unit: string) => `${name} 起订量为 ${minimum}${unit}`,
  },
  OUT_OF_SCOPE: { code: 685, status: 403, msg: (name: string) => `${name} 超出贵单位经营范围，暂不能采购` },
  /** The cart lines being ordered are gone (ordered in another tab, deleted). */
  CART_CHANGED: { code: 686, status: 409, msg: '购物车商品已变化，请返回购物车重新结算' },
  /** A cart line being ordered is not orderable as it stands; `reason` says why. */
  LINE_INVALID: { code: 687, status: 400, msg: (name: string, reason: string) => `${name}：${reason}` },
  ADDRESS_MISSING: { code: 688, status: 400, msg: '请选择收货地址' },
  BALANCE_SHORT: { code: 690, status: 400, msg: '账户余额不足' },
  COUPON_UNUSABLE: { code: 691, status: 400, msg: '该优惠券不可用于本订单（未达使用门槛、已使用或已过期）' },
  /** Another order took the coupon between the preview and placing this one. */
  COUPON_UNUSABLE_TAKEN: { code: 691, status: 409, msg: '该优惠券已被使用' },
  ORDER_CANCELLED: { code: 693, status: 409, msg: '订单已取消，请重新下单' },
  ORDER_CANCELLED_EXPIRED: { code: 693, status: 409, msg: '订单已超时取消，请重新下单' },
  /** The order is not in a state that allows this (e.g. paying a shipped order); one entry per action. */
  ORDER_STATE_NOT_CANCELLABLE: { code: 694, status: 409, msg: '订单已发货或已取消，不能取消' },
  ORDER_STATE_NOT_RECEIVABLE: { code: 694, status: 409, msg: '订单未发货或已确认收货' },
  ORDER_STATE_NOT_SHIPPABLE: { code: 694, status: 409, msg: '只有待发货的订单可以发货' },
  ORDER_STATE_NOT_SHIPPED: { code: 694, status: 409, msg: '订单尚未发货' },
  ORDER_STATE_NOT_AWAITING_TRANSFER: { code: 694, status: 409, msg: '只有待付款的对公转账订单可以确认收款' },
  ORDER_STATE_NO_ONLINE_PAYMENT: { code: 694, status: 409, msg: '找不到该订单的在线支付记录，无法原路退回' },
  ORDER_STATE_GATEWAY_RETIRED: { code: 694, status: 409, msg: '该订单的支付渠道已停用，请退款至余额' },
  /** The online gateway could not open the payment (unreachable, or it refused): try again or pay another way. */
  GATEWAY_UNAVAILABLE: {
    code: 696,
    status: 502,
    msg: (gateway: string) => `${gateway}暂时无法支付，请稍后再试或选择其他支付方式`,
  },
  /** A flash-sale line the sale refuses (not started, over, past the buyer's limit); was 686 before #10. */
  FLASH_SALE_REFUSED: { code: 697, status: 400, msg: (name: string, reason: string) => `${name} ${reason}` },
  /** A package line the package refuses (not on sale, past its quantity); was 687 before #10. */
  COMBINATION_REFUSED: { code: 698, status: 400, msg: (name: string, reason: string) => `${name}：${reason}` },
} as const satisfies Record<string, Refusal>;

/** Refusals of importing a purchase list. */
export const QuickBuyRefusal = {
  IMPORT_BUSY: { code: Code.RATE_LIMITED, status: 429, msg: '导入采购单的人较多，请稍后再试' },
} as const satisfies Record<string, Refusal>;

/** Refusals of after-sales requests and e-invoices. */
export const AfterSalesRefusal = {
  /** Only shipped or completed orders take return/after-sales requests. */
  ORDER_NOT_DELIVERED: { code: 702, status: 409, msg: '仅已发货或已完成的订单可以申请退货/售后' },
  ALREADY_REVIEWED: { code: 703, status: 409, msg: '该申请已处理' },
  RETURN_EXCEEDS_BOUGHT: { code: 704, status: 409, msg: (name: string) => `${name} 退货数量超过购买数量` },
  INVOICE_ALREADY_ISSUED: { code: 705, status: 409, msg: '该发票已开具' },
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

/** Quality-inspection reports (质检报告) of goods batches. */
export const QcReportRefusal = {
  /** No report with this id (or its goods is no longer listed). */
  REPORT_NOT_FOUND: { code: 745, status: 404, msg: '质检报告不存在' },
  /** The server cannot draw the PDF (its CJK font is missing): the operator's fault, not the buyer's. */
  REPORT_FILE_UNAVAILABLE: { code: 746, status: 503, msg: '质检报告文件暂时无法生成，请稍后再试或联系客户经理' },
} as const satisfies Record<string, Refusal>;

/** Stock by batch (the warehouse, issue #13). */
export const StockRefusal = {
  BATCH_SHORT: {
    code: 760,
    status: 409,
    msg: (name: string, batch: string, available: number) => `${name} 批号 ${batch} 仅剩 ${available}，不够发货`,
  },
  BATCH_EXPIRED: {
    code: 761,
    status: 409,
    msg: (name: string, batch: string) => `${name} 批号 ${batch} 已过期，不能发货`,
  },
  PICKS_MISMATCH: {
    code: 762,
    status: 400,
    msg: (name: string, number: number, picked: number) => `${name} 应发 ${number}，所选批次合计 ${picked}`,
  },
  BATCHES_SHORT: {
    code: 763,
    status: 409,
    msg: (name: string, short: number) => `${name} 的未过期批次库存不足，还差 ${short}`,
  },
  BATCH_TRACKED: { code: 764, status: 409, msg: '该商品按批次管理库存，请入库新批次或盘点批次' },
} as const satisfies Record<string, Refusal>;

/** The wallet (issue #14). */
export const WalletRefusal = {
  RECHARGE_NOT_PENDING: { code: 770, status: 409, msg: '该充值已确认或已取消' },
  RECHARGE_ONLINE: { code: 785, status: 409, msg: '在线充值以支付渠道的到账通知为准，无需人工确认' },
  CASHBACK_SETTLED: { code: 786, status: 409, msg: '该活动已有结算的返现，不能再修改返现档位和方式，请新建活动' },
  // points (积分)
  POINTS_SHORT: { code: 771, status: 409, msg: (points: number) => `积分不足，当前可用 ${points} 积分` },
  POINTS_REFUND_EXCEEDS_SPENT: { code: 772, status: 409, msg: '退回的积分超过该订单使用的积分' },
  // coupons 773–778
  COUPON_NOT_CLAIMABLE: { code: 773, status: 409, msg: '该优惠券已停止发放' },
  COUPON_SOLD_OUT: { code: 774, status: 409, msg: '优惠券已抢光' },
  COUPON_LIMIT_REACHED: {
    code: 775,
    status: 409,
    msg: (limit: number) => (limit > 1 ? `每人限领${limit}张，您已领满` : '您已领取过该优惠券'),
  },
  COUPON_NOT_FOR_YOU: { code: 776, status: 403, msg: (why: string) => why },
  COUPON_CLAIM_ENDED: { code: 777, status: 409, msg: '优惠券已过使用期限，不能再领取' },
  COUPON_TERMS_LOCKED: { code: 778, status: 409, msg: '已有采购商领取，优惠内容、适用范围和有效期不能再修改' },
} as const satisfies Record<string, Refusal>;

/** The points mall (积分商城) and points orders (积分订单), issue #15: 800–809. */
export const MallRefusal = {
  MALL_GOODS_OFF: { code: 800, status: 409, msg: '该商品已下架或暂停兑换' },
  MALL_NOT_STARTED: { code: 801, status: 409, msg: '该商品尚未开始兑换' },
  MALL_ENDED: { code: 802, status: 409, msg: '该商品兑换已结束' },
  MALL_STOCK_SHORT: {
    code: 803,
    status: 409,
    msg: (left: number) => (left > 0 ? `库存不足，仅剩 ${left} 件` : '该商品已兑完'),
  },
  MALL_LIMIT_REACHED: {
    code: 804,
    status: 409,
    msg: (limit: number, held: number) => `每人限兑 ${limit} 件，您已兑换 ${held} 件`,
  },
  MALL_ADDRESS_MISSING: { code: 805, status: 409, msg: '收货地址不存在，请重新选择' },
  POINTS_ORDER_NOT_CANCELLABLE: { code: 806, status: 409, msg: '只有待发货的积分订单可以取消' },
  POINTS_ORDER_NOT_SHIPPABLE: { code: 807, status: 409, msg: '该积分订单不是待发货状态' },
  POINTS_ORDER_NOT_RECEIVABLE: { code: 808, status: 409, msg: '该积分订单尚未发货或已完成' },
  MALL_TERMS_LOCKED: { code: 809, status: 409, msg: '已有兑换记录，不能再修改兑换类型和兑换内容' },
} as const satisfies Record<string, Refusal>;

/** The lottery (抽奖, issue #15): codes 810–819. */
export const LotteryRefusal = {
  NOT_RUNNING: { code: 810, status: 409, msg: '抽奖活动未开始或已结束' },
  NOT_APPROVED: { code: 811, status: 403, msg: '资质审核通过后才能参加抽奖' },
  PAID_SHORT: { code: 812, status: 409, msg: (yuan: string) => `当天订单实付满 ${yuan} 才能参加抽奖` },
  DRAWS_USED_UP: { code: 813, status: 409, msg: (n: number) => `每人最多抽奖 ${n} 次，您的抽奖次数已用完` },
  DAILY_DRAWS_USED_UP: { code: 814, status: 409, msg: (n: number) => `每人每天最多抽奖 ${n} 次，请明天再来` },
  PRIZE_COUPON_MISSING: { code: 815, status: 409, msg: '奖品关联的优惠券不存在' },
  QUANTITY_BELOW_WON: {
    code: 816,
    status: 409,
    msg: (won: number) => `该奖品已抽出 ${won} 份，数量不能少于已抽出的份数`,
  },
  PRIZE_ORDER_NOT_CANCELLABLE: { code: 817, status: 409, msg: '抽奖实物奖品订单不能取消，如有问题请联系客服' },
  PRIZE_MALL_GOODS_INVALID: { code: 818, status: 409, msg: '实物奖品须关联一个实物类积分商品' },
  PRIZE_ADDRESS_MISSING: { code: 819, status: 409, msg: '采购商还没有收货地址，请联系采购商添加后再发货' },
} as const satisfies Record<string, Refusal>;

/** Activities (活动专区, 活动中心, issue #16): codes 830–839. */
export const ActivityRefusal = {
  /** Goods picked for an activity that do not exist (or are off the shelves): named by their ids. */
  ACTIVITY_GOODS_MISSING: {
    code: 830,
    status: 409,
    msg: (ids: string) => `商品不存在或已下架：${ids}`,
  },
} as const satisfies Record<string, Refusal>;

/** The help centre and news (帮助中心与资讯, issue #16): codes 820–829. */
export const ContentRefusal = {
  ROUTE_KEY_TAKEN: { code: 820, status: 409, msg: (key: string) => `路由标识 ${key} 已被另一篇文章使用` },
  CATEGORY_NOT_CONTENT: { code: 821, status: 409, msg: '所选分类不是帮助或资讯分类' },
  ROUTE_KEY_FOR_HELP_ONLY: { code: 822, status: 409, msg: '只有帮助文章可以设置路由标识' },
} as const satisfies Record<string, Refusal>;

/** Packages (套餐), the welfare zone and the store's navigation kept by staff, issue #16: codes 840–849. */
export const PromoRefusal = {
  COMBO_ITEMS_LOCKED: { code: 840, status: 409, msg: '已有订单购买该套餐，套餐商品和数量不能再修改' },
  COMBO_LIMIT_BELOW_SOLD: {
    code: 841,
    status: 409,
    msg: (sold: number) => `该套餐已售出 ${sold} 套，套餐库存不能少于已售出的套数`,
  },
  NAV_TOP_FULL: { code: 842, status: 409, msg: (max: number) => `顶部导航最多 ${max} 项，请先删除或改为子菜单` },
  NAV_HAS_CHILDREN: { code: 843, status: 409, msg: '请先删除该导航下的子菜单' },
  NAV_TOO_DEEP: { code: 844, status: 409, msg: '子菜单下不能再建子菜单' },
} as const satisfies Record<string, Refusal>;

/** Every domain of the catalogue, for the checks that a code means one thing. */
export const REFUSAL_DOMAINS = {
  RequestRefusal,
  AccountRefusal,
  CatalogueRefusal,
  AddressRefusal,
  InvoiceProfileRefusal,
  QualificationRefusal,
  ContractRefusal,
  WechatRefusal,
  OrderRefusal,
  QuickBuyRefusal,
  AfterSalesRefusal,
  SmsRefusal,
  QcReportRefusal,
  StockRefusal,
  WalletRefusal,
  MallRefusal,
  LotteryRefusal,
  ActivityRefusal,
  ContentRefusal,
  PromoRefusal,
} as const;
