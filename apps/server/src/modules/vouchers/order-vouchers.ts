import { eq, sql } from 'drizzle-orm';
import { fenToYuan } from '@store/shared/rules/money';
import type { Db, Tx } from '../../db/client.ts';
import { theRow } from '../../db/rows.ts';
import { orderEvents, orders } from '../../db/schema.ts';
import { restoreVouchers, spendVouchers, usableVoucherFen, voucherOwedToOrder } from './ledger.ts';

type Order = typeof orders.$inferSelect;

// Cash vouchers on orders: spent when the order is placed (after the coupon, before the balance or any
// payment), given back to the same vouchers on cancel, and after cash on refunds.

/** The confirm page's voucher line: usable now, and what this order would take (payable after the coupon). */
export async function voucherPreview(db: Db | Tx, userId: number, payableFen: number, use: number) {
  const usableFen = await usableVoucherFen(db as Tx, userId);
  const fen = use ? Math.min(usableFen, Math.max(payableFen, 0)) : 0;
  return { fen, fields: { cash_coupon_usable: fenToYuan(usableFen), cash_coupon_amount: fenToYuan(fen) } };
}

/**
 * Spends the buyer's vouchers on a just-written order (in its transaction) and lowers its payable by what
 * they took. Answers the order as it is after, or null when they took nothing. One the vouchers paid in full
 * (payable 0) is the caller's to mark paid ('voucher'): the order's payment steps are checkout's, and
 * vouchers import nothing of checkout (checkout places the order and calls this).
 */
export async function spendVouchersOnOrder(
  tx: Tx,
  order: { id: number; orderNo: string; payableFen: number },
  userId: number,
  use: number,
): Promise<Order | null> {
  if (!use || order.payableFen <= 0) return null;
  const fen = await spendVouchers(tx, {
    userId,
    orderId: order.id,
    maxFen: order.payableFen,
    remark: `订单 ${order.orderNo} 购物金抵扣`,
  });
  if (fen === 0) return null;
  const updated = await tx
    .update(orders)
    .set({ voucherFen: fen, payableFen: sql`${orders.payableFen} - ${fen}` })
    .where(eq(orders.id, order.id))
    .returning()
    .then(theRow);
  await tx
    .insert(orderEvents)
    .values({ orderId: order.id, type: 'voucher', text: `购物金抵扣 ¥${fenToYuan(fen).toFixed(2)}` });
  return updated;
}

/** Cancel (in cancelOrderTx's transaction, after the money went back): every voucher gets back what it paid. */
export async function restoreVouchersOnCancel(
  tx: Tx,
  order: { id: number; userId: number; orderNo: string; voucherFen: number },
) {
  if (order.voucherFen <= 0) return;
  const fen = await restoreVouchers(tx, {
    userId: order.userId,
    orderId: order.id,
    remark: `订单 ${order.orderNo} 取消，购物金退回`,
  });
  if (fen > 0)
    await tx
      .insert(orderEvents)
      .values({ orderId: order.id, type: 'refund', text: `购物金 ¥${fenToYuan(fen).toFixed(2)} 已退回` });
}

/**
 * After-sales refund rule: the returned goods' amount is refunded in cash first, up to what the order paid in
 * cash and has not refunded (the caller does that part); what remains of it goes back to the vouchers, up to
 * what the order took from them and has not restored. Answers the fen restored.
 */
export async function restoreVouchersOnRefund(
  tx: Tx,
  order: { id: number; userId: number; orderNo: string; voucherFen: number },
  remainderFen: number,
  requestId: number,
): Promise<number> {
  if (order.voucherFen <= 0 || remainderFen <= 0) return 0;
  const owed = await voucherOwedToOrder(tx, order.id);
  if (owed <= 0) return 0;
  const fen = await restoreVouchers(tx, {
    userId: order.userId,
    orderId: order.id,
    maxFen: Math.min(owed, remainderFen),
    remark: `订单 ${order.orderNo} 售后（编号 ${requestId}）购物金退回`,
  });
  if (fen > 0)
    await tx.insert(orderEvents).values({
      orderId: order.id,
      type: 'refund',
      text: `售后申请（编号 ${requestId}）退回购物金 ¥${fenToYuan(fen).toFixed(2)}`,
    });
  return fen;
}
