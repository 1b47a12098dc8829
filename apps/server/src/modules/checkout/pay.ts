import type { PayBody, PayInfo, PayResult } from '@store/shared/api/checkout';
import { OrderRefusal } from '@store/shared/codes';
import { fenToYuan } from '@store/shared/rules/money';
import { toSeconds } from '@store/shared/rules/time';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { orderEvents } from '../../db/schema.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import type { PaymentGateways } from '../../lib/payment/gateways.ts';
import { OrderStatus, PayMethod } from '@store/shared/orders';
import { balanceOf, changeBalance } from '../wallet/index.ts';
import { followUpPayments } from '../online-payments/index.ts';
import { payOnline } from './pay-online.ts';
import { markPaid, pendingOrder, resultOf } from './order-payment.ts';
import { awaitTransfer, lockOrderForOperator, ownOrder } from './repo.ts';
import type { Order } from './order-writer.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { ordersPaid } from '../../ops/metrics.ts';

export async function payInfo(
  db: Db,
  config: Config,
  gateways: PaymentGateways,
  userId: number,
  orderId: number,
): Promise<PayInfo> {
  const order = await ownOrder(db, userId, orderId);
  if (!order) throw notFound('订单不存在');
  return {
    id: order.id,
    order_no: order.orderNo,
    status: order.status,
    pay_method: order.payMethod,
    payable_amount: fenToYuan(order.payableFen),
    balance: fenToYuan(await balanceOf(db as unknown as Tx, userId)),
    expires_at: toSeconds(order.expiresAt),
    remittance_ref: order.remittanceRef,
    bank: { account_name: config.BANK_ACCOUNT_NAME, bank_name: config.BANK_NAME, account_no: config.BANK_ACCOUNT_NO },
    gateways: gateways.list().map((g) => ({ code: g.name, name: g.title })),
  };
}

/**
 * POST /api/order/{id}/pay. Every method locks the order row first, so two payments of one order
 * (two tabs, a double click, a balance payment racing a gateway notification) run one after the other
 * and the second finds the order paid.
 */
export async function pay(
  db: Db,
  config: Config,
  gateways: PaymentGateways,
  userId: number,
  orderId: number,
  body: PayBody,
): Promise<PayResult> {
  if (body.gateway !== undefined && !gateways.get(body.gateway)) throw invalid({ gateway: ['支付渠道取值不正确'] });
  if (body.method === PayMethod.ONLINE)
    return payOnline(db, config, gateways, userId, orderId, gateways.get(body.gateway ?? gateways.first.name)!);
  let paidNow = false;
  const outcome = await db.transaction(async (tx) => {
    const order = await pendingOrder(tx, userId, orderId);
    paidNow = false;
    if ('settled' in order) return resultOf(order.settled);
    if (body.method !== PayMethod.BALANCE) return waitForTransfer(tx, config, order);
    paidNow = true;
    return payFromBalance(tx, order);
  });
  // Counted once committed: a payment that found the order already settled is not counted again.
  if (paidNow) ordersPaid.inc({ method: PayMethod.BALANCE });
  // A balance payment or a cancel on the spot retired the online payment in flight: close it now.
  await followUpPayments(db, gateways, { orderId });
  if (outcome.status === OrderStatus.CANCELLED) throw new AppError(OrderRefusal.ORDER_CANCELLED_EXPIRED);
  return outcome;
}

/** The wallet pays the whole amount (a ledger row), and the order is paid. */
async function payFromBalance(tx: Tx, order: Order): Promise<PayResult> {
  await changeBalance(tx, {
    userId: order.userId,
    type: 'pay',
    amountFen: -order.payableFen,
    orderId: order.id,
    remark: `订单 ${order.orderNo} 余额支付`,
  });
  return resultOf(await markPaid(tx, order, PayMethod.BALANCE));
}

/** Bank transfer chosen: the order waits longer for the money, and the timeline says how to remit. */
async function waitForTransfer(tx: Tx, config: Config, order: Order): Promise<PayResult> {
  const waiting = await awaitTransfer(tx, order.id, config.TRANSFER_PAY_TIMEOUT_HOURS);
  if (order.payMethod !== PayMethod.TRANSFER) {
    await tx.insert(orderEvents).values({
      orderId: order.id,
      type: 'transfer',
      text: `已选择对公转账，请在 ${config.TRANSFER_PAY_TIMEOUT_HOURS} 小时内汇款并注明附言 ${order.remittanceRef}`,
    });
  }
  return resultOf(waiting);
}

/** Finance: the bank transfer has arrived (the audit row commits with the payment). */
export async function confirmTransfer(
  db: Db,
  gateways: PaymentGateways,
  actor: Actor,
  orderId: number,
): Promise<PayResult> {
  const result = await db.transaction(async (tx) => {
    const order = await lockOrderForOperator(tx, orderId);
    if (!order) throw notFound('订单不存在');
    if (order.status !== OrderStatus.PENDING_PAYMENT || order.payMethod !== PayMethod.TRANSFER) {
      throw new AppError(OrderRefusal.ORDER_STATE_NOT_AWAITING_TRANSFER);
    }
    const paid = resultOf(await markPaid(tx, order, PayMethod.TRANSFER));
    await recordAudit(tx, actor, {
      action: 'order.confirm_transfer',
      objectType: 'order',
      objectId: orderId,
      before: { status: order.status },
      after: { status: paid.status, remittance_ref: order.remittanceRef },
    });
    return paid;
  });
  ordersPaid.inc({ method: PayMethod.TRANSFER });
  await followUpPayments(db, gateways, { orderId });
  return result;
}
