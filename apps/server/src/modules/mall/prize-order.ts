import { desc, eq } from 'drizzle-orm';
import { LotteryRefusal } from '@store/shared/codes';
import { POINTS_ORDER_STATUS } from '@store/shared/api/mall';
import type { Tx } from '../../db/client.ts';
import { addresses, type AddressSnapshot } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './repo.ts';
import { newOrderNo } from './redeem.ts';

/** The buyer's default address (or the newest one) as the order's snapshot; null when they have none. */
export async function defaultAddress(tx: Tx, userId: number): Promise<AddressSnapshot | null> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.id))
    .limit(1);
  return row
    ? {
        name: row.consignee,
        phone: row.mobile,
        province: row.province,
        city: row.city,
        district: row.district,
        address: row.detail,
      }
    : null;
}

/**
 * A goods prize won in a draw, as a points order of 0 points (source 'lottery') to the buyer's default
 * address, written inside the draw's transaction so the warehouse ships it from 积分订单 like a redemption.
 * The prize's own quantity is what limits it: it takes neither the mall goods' stock nor the buyer's
 * per-goods count (those belong to redemptions).
 */
export async function createPrizeOrder(
  tx: Tx,
  a: { userId: number; mallGoodsId: number | null; remark: string; now: Date },
): Promise<repo.PointsOrderRow> {
  const goods = a.mallGoodsId === null ? undefined : await repo.findGoods(tx, a.mallGoodsId);
  if (!goods || goods.kind !== 'goods') throw new AppError(LotteryRefusal.PRIZE_MALL_GOODS_INVALID);
  return repo.insertOrder(tx, {
    orderNo: newOrderNo(a.now),
    userId: a.userId,
    mallGoodsId: goods.id,
    goodsId: goods.goodsId,
    source: 'lottery',
    kind: 'goods',
    name: goods.name,
    image: goods.image,
    isDrug: goods.isDrug,
    number: 1,
    pointsPrice: 0,
    cashPriceFen: 0,
    points: 0,
    cashFen: 0,
    address: await defaultAddress(tx, a.userId),
    status: POINTS_ORDER_STATUS.PENDING,
    remark: a.remark,
  });
}
