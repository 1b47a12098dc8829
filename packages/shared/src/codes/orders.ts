/**
 * The cart, ordering and paying, purchase-list imports, after-sales and invoices.
 */
import { Code, type Refusal } from './base.ts';

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
