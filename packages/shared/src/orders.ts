/**
 * The states of an order, the kinds of its lines and the ways to pay it, each next to the text a buyer
 * sees. Server and web both read these, so a number or a word is written once.
 */

export const OrderStatus = { PENDING_PAYMENT: 0, PENDING_SHIPMENT: 1, SHIPPED: 2, COMPLETED: 3, CANCELLED: 4 } as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

export const ORDER_STATUS_TEXT: Readonly<Record<OrderStatus, string>> = {
  [OrderStatus.PENDING_PAYMENT]: '待付款',
  [OrderStatus.PENDING_SHIPMENT]: '待发货',
  [OrderStatus.SHIPPED]: '已发货',
  [OrderStatus.COMPLETED]: '已完成',
  [OrderStatus.CANCELLED]: '已取消',
};

/**
 * What a cart or order line is (`type` of cart_items and order_items): ordinary goods at the ladder
 * price, a flash sale's goods, part of a package (套餐), or a gift (赠品, price 0, order lines only).
 */
export const LineType = { NORMAL: 0, FLASH_SALE: 1, COMBINATION: 3, GIFT: 9 } as const;
export type LineType = (typeof LineType)[keyof typeof LineType];

/** The tag shown beside a line's name; an ordinary line has none. */
export const LINE_TYPE_TEXT: Readonly<Record<LineType, string>> = {
  [LineType.NORMAL]: '',
  [LineType.FLASH_SALE]: '秒杀',
  [LineType.COMBINATION]: '套餐',
  [LineType.GIFT]: '赠品',
};

/** 'voucher': cash vouchers (购物金) paid the whole order when it was placed; never a method the buyer picks. */
export const PayMethod = { BALANCE: 'balance', TRANSFER: 'transfer', ONLINE: 'online', VOUCHER: 'voucher' } as const;
export type PayMethod = (typeof PayMethod)[keyof typeof PayMethod];
export const PAY_METHODS = [PayMethod.BALANCE, PayMethod.TRANSFER, PayMethod.ONLINE] as const;

export const PAY_METHOD_TEXT: Readonly<Record<PayMethod, string>> = {
  [PayMethod.BALANCE]: '余额支付',
  [PayMethod.TRANSFER]: '对公转账',
  [PayMethod.ONLINE]: '在线支付',
  [PayMethod.VOUCHER]: '购物金支付',
};

/** The text of a state read from a row or an answer (a plain number); '' for one this code does not know. */
export const orderStatusText = (status: number): string => ORDER_STATUS_TEXT[status as OrderStatus] ?? '';

/** The text of a payment method read from a row; an unknown one reads as itself. */
export const payMethodText = (method: string): string => PAY_METHOD_TEXT[method as PayMethod] ?? method;
