import { and, asc, eq, ilike } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import * as t from '../db/schema.ts';

const DAY = 86_400_000;

/**
 * One running lottery so `npm start` shows the bottom popup to the demo buyer: free, three draws a day and
 * ten in all, with one prize of each kind (a coupon of the centre's first template).
 */
export async function seedDemoLottery(tx: Tx, now = Date.now()): Promise<void> {
  const [coupon] = await tx
    .select({ id: t.coupons.id })
    .from(t.coupons)
    .where(eq(t.coupons.inCentre, true))
    .orderBy(asc(t.coupons.id))
    .limit(1);
  const [activity] = await tx
    .insert(t.lotteryActivities)
    .values({
      name: '年终采购季幸运抽奖',
      rules:
        '1. 资质审核通过的采购商可参加，每天可抽 3 次，活动期间共 10 次。\n2. 积分、优惠券、购物金中奖后立即发放到账户；实物奖品按默认收货地址寄出。\n3. 中奖记录可在会员中心「抽奖记录」查看。',
      startsAt: new Date(now - 7 * DAY),
      endsAt: new Date(now + 60 * DAY),
      drawsPerDay: 3,
      drawsTotal: 10,
    })
    .returning({ id: t.lotteryActivities.id });
  const activityId = activity!.id;
  // The goods prize ships the points mall's blood pressure monitor (a catalogue goods), from 积分订单.
  const [monitor] = await tx
    .select({ id: t.mallGoods.id })
    .from(t.mallGoods)
    .where(and(eq(t.mallGoods.kind, 'goods'), ilike(t.mallGoods.name, '%血压计%')))
    .orderBy(asc(t.mallGoods.id))
    .limit(1);
  await tx.insert(t.lotteryPrizes).values([
    {
      activityId,
      sort: 0,
      kind: 'goods',
      mallGoodsId:
        monitor?.id ??
        (
          await tx
            .insert(t.mallGoods)
            .values({ name: '电子血压计', kind: 'goods', pointsPrice: 1, stock: 0, status: 0 })
            .returning({ id: t.mallGoods.id })
        )[0]!.id,
      name: '欧姆龙电子血压计',
      remarks: '按默认收货地址包邮寄送',
      quantity: 3,
      remaining: 3,
      weight: 2,
    },
    {
      activityId,
      sort: 1,
      kind: 'voucher',
      name: '50元购物金',
      remarks: '30天内有效',
      voucherFen: 5_000,
      voucherDays: 30,
      quantity: 50,
      remaining: 50,
      weight: 40,
    },
    ...(coupon
      ? [
          {
            activityId,
            sort: 2,
            kind: 'coupon',
            name: '满1000减50优惠券',
            remarks: '领取后30天内有效',
            couponId: coupon.id,
            quantity: 100,
            remaining: 100,
            weight: 80,
          },
        ]
      : []),
    {
      activityId,
      sort: 3,
      kind: 'points',
      name: '200积分',
      remarks: '可在积分商城兑换礼品',
      points: 200,
      quantity: 200,
      remaining: 200,
      weight: 120,
    },
    { activityId, sort: 4, kind: 'thanks', name: '谢谢参与', remarks: '明天再来试试手气', weight: 150 },
  ]);
}
