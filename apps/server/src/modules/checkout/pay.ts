import { and, eq, sql } from 'drizzle-orm';
import type { PayInfo, PayResult } from '@store/shared/api/checkout';
import { OrderCode } from '@store/shared/codes';
import { fenToYuan, yuanToFen } from '@store/shared/rules/money';
import { toSeconds } from '@store/shared/rules/time';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { orderEvents, orders, payments } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { PaymentGateway } from '../../lib/payment-gateway.ts';
import { cancelOrderTx, OrderStatus } from '../orders/release.ts';
import { balanceOf, changeBalance } from '../wallet/ledger.ts';
import { lockOwnOrder, ownOrder } from './repo.ts';

type Order = typeof orders.$inferSelect;

export async function payInfo(db: Db, config: Config, gateway: PaymentGateway, userId: number, orderId: number): Promise<PayInfo> {
  const order = await ownOrder(db, userId, orderId);
  if (!order) throw notFound('订单不存在');
  return {
    id: order.id, order_no: order.orderNo, status: order.status, pay_method: order.payMethod, payable_amount: fenToYuan(order.payableFen),
    balance: fenToYuan(await balanceOf(db as unknown as Tx, userId)), expires_at: toSeconds(order.expiresAt), remittance_ref: order.remittanceRef,
    bank: { account_name: config.BANK_ACCOUNT_NAME, bank_name: config.BANK_NAME, account_no: config.BANK_ACCOUNT_NO },
    gateways: [{ code: gateway.name, name: gateway.title }],
  };
}

/**
 * The order must still wait for payment. A paid order answers as paid (a double click pays once and
 * both clicks see success); an order past its deadline is cancelled on the spot (stock returns).
 */
async function pendingOrder(tx: Tx, userId: number, orderId: number): Promise<Order | { settled: Order }> {
  const order = await lockOwnOrder(tx, userId, orderId);
  if (!order) throw notFound('订单不存在');
  if (order.status === OrderStatus.CANCELLED) throw new AppError(OrderCode.ORDER_CANCELLED, '订单已取消，请重新下单', 409);
  if (order.status !== OrderStatus.PENDING_PAYMENT) return { settled: order };
  if (order.expiresAt.getTime() <= Date.now()) {
    await cancelOrderTx(tx, order.id, '超时未支付，系统自动取消');
    return { settled: { ...order, status: OrderStatus.CANCELLED } };
  }
  return order;
}

const resultOf = (order: Order, redirectUrl: string | null = null): PayResult => ({ status: order.status, pay_method: order.payMethod, redirect_url: redirectUrl });

/** Marks a locked pending order paid and records the payment; the caller has taken the money. */
export async function markPaid(tx: Tx, order: Order, method: string, paymentId?: number): Promise<Order> {
  const [paid] = await tx.update(orders).set({ status: OrderStatus.PENDING_SHIPMENT, payMethod: method, paidFen: order.payableFen, paidAt: sql`now()` })
    .where(and(eq(orders.id, order.id), eq(orders.status, OrderStatus.PENDING_PAYMENT))).returning();
  if (!paymentId) {
    await tx.insert(payments).values({ orderId: order.id, userId: order.userId, method, outTradeNo: `${method[0].toUpperCase()}${order.orderNo}`, amountFen: order.payableFen, status: 'paid', paidAt: sql`now()` });
  }
  const names: Record<string, string> = { balance: '余额支付', transfer: '对公转账', online: '在线支付' };
  await tx.insert(orderEvents).values({ orderId: order.id, type: 'paid', text: `${names[method] ?? method}成功，金额 ¥${(order.payableFen / 100).toFixed(2)}，等待发货` });
  return paid;
}

/**
 * POST /api/order/{id}/pay. Every method locks the order row first, so two payments of one order
 * (two tabs, a double click, a balance payment racing a gateway notification) run one after the other
 * and the second finds the order paid.
 */
export async function pay(db: Db, config: Config, gateway: PaymentGateway, userId: number, orderId: number, method: 'balance' | 'transfer' | 'online'): Promise<PayResult> {
  const outcome = await db.transaction(async (tx) => {
    const order = await pendingOrder(tx, userId, orderId);
    if ('settled' in order) return { result: resultOf(order.settled), cancelled: order.settled.status === OrderStatus.CANCELLED };
    if (method === 'balance') {
      await changeBalance(tx, { userId, type: 'pay', amountFen: -order.payableFen, orderId, remark: `订单 ${order.orderNo} 余额支付` });
      return { result: resultOf(await markPaid(tx, order, 'balance')), cancelled: false };
    }
    if (method === 'transfer') {
      const [waiting] = await tx.update(orders).set({
        payMethod: 'transfer', expiresAt: sql`greatest(${orders.expiresAt}, now() + make_interval(hours => ${config.TRANSFER_PAY_TIMEOUT_HOURS}))`,
      }).where(eq(orders.id, orderId)).returning();
      if (order.payMethod !== 'transfer') {
        await tx.insert(orderEvents).values({ orderId, type: 'transfer', text: `已选择对公转账，请在 ${config.TRANSFER_PAY_TIMEOUT_HOURS} 小时内汇款并注明附言 ${order.remittanceRef}` });
      }
      return { result: resultOf(waiting), cancelled: false };
    }
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(payments).where(eq(payments.orderId, orderId));
    const outTradeNo = `${order.orderNo}-${n + 1}`;
    await tx.insert(payments).values({ orderId, userId, method: 'online', gateway: gateway.name, outTradeNo, amountFen: order.payableFen });
    const url = gateway.cashierUrl({ outTradeNo, amountFen: order.payableFen, subject: `订单 ${order.orderNo}`, returnUrl: `/cart/step4?id=${orderId}` });
    return { result: resultOf(order, url), cancelled: false };
  });
  if (outcome.cancelled) throw new AppError(OrderCode.ORDER_CANCELLED, '订单已超时取消，请重新下单', 409);
  return outcome.result;
}

/**
 * A gateway notification. Replays and late notifications are harmless: the payment row moves from
 * pending to paid once (the status condition), and money that arrives for an order that is no longer
 * waiting (cancelled meanwhile, or paid another way) goes to the buyer's wallet instead of being lost.
 * Answers whether it was handled (the gateway gets its ack either way once verified).
 */
export async function handleNotification(db: Db, gateway: PaymentGateway, params: Record<string, string>): Promise<'ok' | 'ignored'> {
  if (!gateway.verify(params)) throw new AppError(695, '通知签名校验失败', 400);
  if (params.trade_status !== 'TRADE_SUCCESS') return 'ignored';
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(and(eq(payments.outTradeNo, params.out_trade_no), eq(payments.gateway, gateway.name)));
    if (!payment) throw notFound('支付记录不存在');
    if (yuanToFen(params.total_amount) !== payment.amountFen) throw new AppError(695, '通知金额与支付金额不符', 400);
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
    const waiting = order.status === OrderStatus.PENDING_PAYMENT;
    // 'closed': the money arrived for an order that no longer waits (cancelled, or paid another way).
    const [claimed] = await tx.update(payments).set({ status: waiting ? 'paid' : 'closed', tradeNo: params.trade_no, paidAt: sql`now()` })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending'))).returning();
    if (!claimed) return 'ignored';
    if (waiting) {
      await markPaid(tx, order, 'online', payment.id);
    } else {
      // Keep the money for the buyer, visibly.
      await changeBalance(tx, { userId: order.userId, type: 'refund', amountFen: payment.amountFen, orderId: order.id, remark: `订单 ${order.orderNo} 重复或逾期的在线支付，退回余额` });
      await tx.insert(orderEvents).values({ orderId: order.id, type: 'refund', text: `收到一笔重复或逾期的在线支付 ¥${(payment.amountFen / 100).toFixed(2)}，已退回账户余额` });
    }
    return 'ok';
  });
}

/** Operator: the bank transfer has arrived. */
export async function confirmTransfer(db: Db, orderId: number): Promise<PayResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound('订单不存在');
    if (order.status !== OrderStatus.PENDING_PAYMENT || order.payMethod !== 'transfer') {
      throw new AppError(OrderCode.ORDER_STATE, '只有待付款的对公转账订单可以确认收款', 409);
    }
    return resultOf(await markPaid(tx, order, 'transfer'));
  });
}
