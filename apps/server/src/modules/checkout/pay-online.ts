import type { PayResult } from '@store/shared/api/checkout';
import { OrderRefusal } from '@store/shared/codes';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { PaymentGateway, PaymentStart } from '../../lib/payment/gateway.ts';
import type { PaymentGateways } from '../../lib/payment/gateways.ts';
import { notifyUrlOf, publicUrlOf } from '../../lib/payment/public-url.ts';
import { OrderStatus } from '@store/shared/orders';
import {
  followUpPayments,
  countPayments,
  insertOnlinePayment,
  pendingOnlinePayment,
  retireOnlinePayment,
  saveStart,
  type Payment,
} from '../online-payments/index.ts';
import { pendingOrder, resultOf, type Order } from './order-payment.ts';

/**
 * POST /api/order/{id}/pay {method: 'online', gateway}. One order, one online payment in flight:
 * under the order's row lock a click finds the payment in flight and answers it again (same
 * out_trade_no, same cashier or QR code), or, for another gateway, supersedes it and opens a new one.
 * The gateway is called after commit, outside the lock; concurrent clicks that find the payment not
 * yet started ask the gateway with the same out_trade_no, which gateways answer with the same trade,
 * and the first stored answer is the one every click returns.
 */
export async function payOnline(
  db: Db,
  config: Config,
  gateways: PaymentGateways,
  userId: number,
  orderId: number,
  gateway: PaymentGateway,
): Promise<PayResult> {
  const outcome = await db.transaction(async (tx) => {
    const order = await pendingOrder(tx, userId, orderId);
    if ('settled' in order) return { order: order.settled };
    const inFlight = await pendingOnlinePayment(tx, orderId);
    if (inFlight?.gateway === gateway.name) return { order, payment: inFlight };
    if (inFlight) await retireOnlinePayment(tx, orderId, 'superseded');
    const outTradeNo = `${order.orderNo}-${(await countPayments(tx, orderId)) + 1}`;
    const payment = await insertOnlinePayment(tx, {
      orderId,
      userId,
      gateway: gateway.name,
      outTradeNo,
      amountFen: order.payableFen,
    });
    return { order, payment };
  });
  // A superseded payment, or an order cancelled on the spot, is closed at its gateway now.
  await followUpPayments(db, gateways, { orderId });
  if (outcome.order.status === OrderStatus.CANCELLED) throw new AppError(OrderRefusal.ORDER_CANCELLED_EXPIRED);
  if (!outcome.payment) return resultOf(outcome.order);
  const start =
    outcome.payment.start ??
    (await saveStart(db, outcome.payment.id, await startAt(config, gateway, outcome.order, outcome.payment)));
  return resultOf(outcome.order, start.kind === 'redirect' ? { redirectUrl: start.url } : { qrCodeUrl: start.codeUrl });
}

async function startAt(config: Config, gateway: PaymentGateway, order: Order, payment: Payment): Promise<PaymentStart> {
  const base = publicUrlOf(config);
  try {
    return await gateway.start({
      outTradeNo: payment.outTradeNo,
      amountFen: payment.amountFen,
      subject: `订单 ${order.orderNo}`,
      returnUrl: `${base}/cart/step4?id=${order.id}`,
      notifyUrl: notifyUrlOf(config, gateway.name),
      expiresAt: order.expiresAt,
    });
  } catch (error) {
    const refusal = new AppError(OrderRefusal.GATEWAY_UNAVAILABLE, gateway.title);
    refusal.cause = error;
    throw refusal;
  }
}
