import type { OrderSummary } from '@store/shared/api/orders';
import { PayMethod } from '@store/shared/orders';
import { formatYuan } from '@store/shared/rules/money';

type Paid = Pick<OrderSummary, 'pay_method' | 'paid_amount' | 'refunded_amount' | 'voucher_amount'>;

/**
 * The cancel dialog's words: where each part of what the buyer paid goes back, as cancelOrderTx
 * (apps/server/src/modules/orders/release.ts) sends it. Money paid online goes back through its gateway;
 * a balance or a bank transfer is credited to the wallet (a transfer is not sent back to the company's
 * account); 购物金 spent on the order returns to the vouchers.
 */
export function cancelRefundText(order: Paid): string {
  const parts: string[] = [];
  const cash = Math.max(0, order.paid_amount - order.refunded_amount);
  if (cash > 0) {
    const amount = formatYuan(cash);
    if (order.pay_method === PayMethod.ONLINE)
      parts.push(`已支付的 ${amount} 将原路退回原支付渠道（支付宝/微信），到账时间以支付渠道为准。`);
    else if (order.pay_method === PayMethod.TRANSFER)
      parts.push(`已转账的 ${amount} 将退回您的账户余额（不退回对公账户），可在账户余额中查看。`);
    else parts.push(`已支付的 ${amount} 将退回您的账户余额。`);
  }
  if (order.voucher_amount > 0) parts.push(`使用的购物金 ${formatYuan(order.voucher_amount)} 将退回您的购物金。`);
  return ['确定取消该订单吗？', ...parts].join('');
}
