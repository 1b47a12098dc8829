/**
 * The wallet (balance, recharge, cashback, points, coupons), the points mall and the lottery.
 */
import type { Refusal } from './base.ts';

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
