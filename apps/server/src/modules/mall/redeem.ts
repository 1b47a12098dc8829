import { randomInt } from 'node:crypto';
import { LotteryRefusal, MallRefusal, WalletRefusal } from '@store/shared/codes';
import { POINTS_ORDER_STATUS, type RedeemAnswer, type RedeemBody } from '@store/shared/api/mall';
import type { Db, Tx } from '../../db/client.ts';
import type { AddressSnapshot } from '../../db/schema.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import { findOwn } from '../address/index.ts';
import { changePoints } from '../points/index.ts';
import { changeBalance } from '../wallet/index.ts';
import { grantVoucher } from '../vouchers/index.ts';
import { issue, takeFromTemplate } from '../coupons/index.ts';
import * as repo from './repo.ts';
import { presentOrder } from './present.ts';
import { businessDay } from '../../lib/business-day.ts';

const DAY_MS = 86_400_000;

/** 'JF' + the Beijing date + 8 random digits: unique by the column, readable on the phone. */
export function newOrderNo(now: Date): string {
  const day = businessDay(now.getTime()).replaceAll('-', '');
  return `JF${day}${String(randomInt(100_000_000)).padStart(8, '0')}`;
}

/** Why the guarded stock UPDATE took nothing, read after it failed. */
function stockRefusal(row: repo.MallGoodsRow, n: number, now: Date): AppError {
  if (row.status !== 1) return new AppError(MallRefusal.MALL_GOODS_OFF);
  if (row.startsAt && row.startsAt > now) return new AppError(MallRefusal.MALL_NOT_STARTED);
  if (row.endsAt && row.endsAt < now) return new AppError(MallRefusal.MALL_ENDED);
  return new AppError(MallRefusal.MALL_STOCK_SHORT, Math.min(row.stock, n));
}

/**
 * Redeems `number` of a mall goods in ONE transaction: the buyer's per-goods count (conditional upsert, so
 * parallel clicks of one buyer queue and the limit holds), the mall stock (`stock >= n`), the points order
 * with the address snapshot, the points through the ledger ('spend', never below zero: 771), the cash part
 * from the balance, and — for coupons and vouchers — the grant itself, whose order is then complete. Any
 * refusal rolls all of it back.
 */
export async function redeem(db: Db, userId: number, body: RedeemBody, now = new Date()): Promise<RedeemAnswer> {
  const goods = await repo.findGoods(db, body.goods_id);
  if (!goods) throw notFound('积分商品不存在');
  let address: AddressSnapshot | null = null;
  if (goods.kind === 'goods') {
    if (body.address_id === undefined) throw invalid({ address_id: ['请选择收货地址'] });
    const own = await findOwn(db, userId, body.address_id);
    if (!own) throw new AppError(MallRefusal.MALL_ADDRESS_MISSING);
    address = {
      name: own.consignee,
      phone: own.mobile,
      province: own.province,
      city: own.city,
      district: own.district,
      address: own.detail,
    };
  }
  const n = body.number;
  return db.transaction(async (tx) => {
    const held = await repo.takeClaim(tx, goods.id, userId, n, goods.perUserLimit);
    if (held === undefined) {
      const had = (await repo.claimsOf(tx, userId, [goods.id])).get(goods.id) ?? 0;
      throw new AppError(MallRefusal.MALL_LIMIT_REACHED, goods.perUserLimit ?? 0, had);
    }
    const taken = await repo.takeStock(tx, goods.id, n, now);
    if (!taken) throw stockRefusal((await repo.findGoods(tx, goods.id)) ?? goods, n, now);
    const granted = taken.kind !== 'goods';
    const order = await repo.insertOrder(tx, {
      orderNo: newOrderNo(now),
      userId,
      mallGoodsId: taken.id,
      goodsId: taken.goodsId,
      kind: taken.kind,
      name: taken.name,
      image: taken.image,
      isDrug: taken.isDrug,
      number: n,
      pointsPrice: taken.pointsPrice,
      cashPriceFen: taken.cashFen,
      points: taken.pointsPrice * n,
      cashFen: taken.cashFen * n,
      address,
      status: granted ? POINTS_ORDER_STATUS.DONE : POINTS_ORDER_STATUS.PENDING,
      completedAt: granted ? now : null,
    });
    const remark = `积分兑换 ${taken.name} ×${n}（${order.orderNo}）`;
    const { pointsAfter } = await changePoints(tx, {
      userId,
      type: 'spend',
      change: -order.points,
      pointsOrderId: order.id,
      remark,
    });
    if (order.cashFen > 0) await changeBalance(tx, { userId, type: 'pay', amountFen: -order.cashFen, remark });
    if (taken.kind === 'coupon') await grantCoupons(tx, taken, userId, n, now);
    if (taken.kind === 'voucher')
      await grantVoucher(tx, {
        userId,
        amountFen: taken.voucherFen! * n,
        source: 'points_mall',
        sourceId: order.id,
        expiresAt: new Date(now.getTime() + taken.voucherDays! * DAY_MS),
        remark,
      });
    return { order: presentOrder(order), points: pointsAfter };
  });
}

/** `n` coupons of the goods' template into the buyer's wallet, taken from the template's total like a grant. */
async function grantCoupons(tx: Tx, goods: repo.MallGoodsRow, userId: number, n: number, now: Date) {
  const template = await takeFromTemplate(tx, goods.couponId!, n);
  if (!template) throw new AppError(WalletRefusal.COUPON_SOLD_OUT);
  await issue(
    tx,
    template,
    Array.from({ length: n }, () => userId),
    'grant',
    now.getTime(),
  );
}

/**
 * Gives back what a pending points order took — its points through the ledger ('refund', never more than it
 * spent), the cash part to the balance, the mall stock and the buyer's count — and marks it cancelled. The
 * caller holds the order's row lock (FOR UPDATE) and has checked it is still pending. A lottery prize took
 * nothing of these (0 points, not from the mall's stock): cancelling it forfeits the prize.
 */
export async function undoOrder(tx: Tx, order: repo.PointsOrderRow, reason: string, now = new Date()) {
  if (order.source === 'lottery')
    return repo.updateOrder(tx, order.id, {
      status: POINTS_ORDER_STATUS.CANCELLED,
      cancelReason: reason,
      cancelledAt: now,
    });
  await repo.releaseClaim(tx, order.mallGoodsId, order.userId, order.number);
  await repo.returnStock(tx, order.mallGoodsId, order.number);
  const remark = `积分订单取消 ${order.name} ×${order.number}（${order.orderNo}）`;
  await changePoints(tx, {
    userId: order.userId,
    type: 'refund',
    change: order.points,
    pointsOrderId: order.id,
    remark,
  });
  if (order.cashFen > 0)
    await changeBalance(tx, { userId: order.userId, type: 'refund', amountFen: order.cashFen, remark });
  return repo.updateOrder(tx, order.id, {
    status: POINTS_ORDER_STATUS.CANCELLED,
    cancelReason: reason,
    cancelledAt: now,
  });
}

/** The buyer cancels before shipment: everything given back in one transaction. */
export async function cancelOwn(db: Db, userId: number, id: number) {
  return db.transaction(async (tx) => {
    const order = await repo.lockOwnOrder(tx, userId, id);
    if (!order) throw notFound('积分订单不存在');
    if (order.source === 'lottery') throw new AppError(LotteryRefusal.PRIZE_ORDER_NOT_CANCELLABLE);
    if (order.status !== POINTS_ORDER_STATUS.PENDING) throw new AppError(MallRefusal.POINTS_ORDER_NOT_CANCELLABLE);
    return presentOrder(await undoOrder(tx, order, '买家取消'));
  });
}

/** The buyer confirms receipt of a shipped points order. */
export async function confirmOwn(db: Db, userId: number, id: number) {
  return db.transaction(async (tx) => {
    const order = await repo.lockOwnOrder(tx, userId, id);
    if (!order) throw notFound('积分订单不存在');
    if (order.status !== POINTS_ORDER_STATUS.SHIPPED) throw new AppError(MallRefusal.POINTS_ORDER_NOT_RECEIVABLE);
    return presentOrder(
      await repo.updateOrder(tx, order.id, { status: POINTS_ORDER_STATUS.DONE, completedAt: new Date() }),
    );
  });
}
