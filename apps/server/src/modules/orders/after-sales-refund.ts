import { OrderRefusal } from '@store/shared/codes';
import { PayMethod } from '@store/shared/orders';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { payments, type orders } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { PaymentGateways } from '../../lib/payment/gateways.ts';
import type * as repo from './repo.ts';

// What an approved after-sales request gives back and where: the amount of the returned units, the cash
// part of it, and the online refund through the gateway. after-sales.ts runs them in the review transaction.

type Wanted = { order_item_id: number; number: number }[];

/**
 * What the buyer paid for the units returned: their share of the line's amount after the welfare zone's
 * discount (a welfare line's units cost price × percent, not the list price; a package part's units their
 * share of the package price), rounded down so a line's returns never add up to more than it cost.
 */
const lineAmountFen = (wanted: Wanted, items: repo.OrderItemRow[]) =>
  wanted.reduce((sum, w) => {
    const item = items.find((i) => i.id === w.order_item_id);
    return item ? sum + Math.floor(((item.amountFen - item.welfareFen) * w.number) / item.number) : sum;
  }, 0);

/**
 * An approval's refund: `returnedFen`, what the returned units cost; `refundFen`, the cash part — cash first,
 * up to what the order paid in cash and has not had back yet; the rest of the goods' amount goes back to the
 * order's vouchers.
 */
export function refundOf(wanted: Wanted, items: repo.OrderItemRow[], order: { paidFen: number; refundedFen: number }) {
  const returnedFen = lineAmountFen(wanted, items);
  return { returnedFen, refundFen: Math.min(returnedFen, order.paidFen - order.refundedFen) };
}

/** Where the cash went back, as the request's history and the order's events say it. */
export const refundDestination = (toWallet: boolean, payMethod: string) =>
  toWallet
    ? '账户余额'
    : payMethod === PayMethod.ONLINE
      ? '原支付方式（在线支付原路退回）'
      : '原支付方式（对公账户，由财务退回）';

/**
 * Refunds through the gateway that took the money, recorded as a 'refund' payment row with the
 * gateway's refund id. The refund number is derived from the request, so a retry asks the gateway for
 * the same refund (the request row lock already keeps two approvals from both getting here).
 */
export async function refundOnline(
  tx: Tx,
  gateways: PaymentGateways,
  order: typeof orders.$inferSelect,
  requestId: number,
  amountFen: number,
) {
  const [paid] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.method, PayMethod.ONLINE), eq(payments.status, 'paid')));
  if (!paid?.tradeNo) throw new AppError(OrderRefusal.ORDER_STATE_NO_ONLINE_PAYMENT);
  const gateway = gateways.get(paid.gateway);
  if (!gateway) throw new AppError(OrderRefusal.ORDER_STATE_GATEWAY_RETIRED);
  const refundNo = `R${order.orderNo}-${requestId}`;
  const { refundId } = await gateway.refund({
    outTradeNo: paid.outTradeNo,
    tradeNo: paid.tradeNo,
    refundNo,
    amountFen,
    totalFen: paid.amountFen,
    reason: `售后申请（编号 ${requestId}）退款`,
  });
  await tx.insert(payments).values({
    orderId: order.id,
    userId: order.userId,
    method: 'refund',
    gateway: paid.gateway,
    outTradeNo: refundNo,
    tradeNo: refundId,
    amountFen,
    status: 'refunded',
    paidAt: sql`now()`,
  });
}
