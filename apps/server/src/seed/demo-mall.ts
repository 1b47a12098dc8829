import { asc, ilike } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import * as t from '../db/schema.ts';

/** A listed catalogue goods whose name has `word`, for a mall goods that is the real thing (its first image). */
async function catalogueGoods(tx: Tx, word: string) {
  const [row] = await tx
    .select({ id: t.goods.id, images: t.goods.images })
    .from(t.goods)
    .where(ilike(t.goods.name, `%${word}%`))
    .orderBy(asc(t.goods.id))
    .limit(1);
  return row ? { goodsId: row.id, image: row.images[0] ?? '' } : { goodsId: null, image: '' };
}

/**
 * The points mall (积分商城) of `npm start`: a thermometer and masks of the catalogue (shipped goods; the
 * thermometer is a medical device, the masks are not drugs), a coupon and a ¥10 购物金 (granted at once). The
 * demo buyer's points (seedDemoPoints) afford the masks and the 购物金.
 */
export async function seedPointsMall(tx: Tx): Promise<void> {
  const thermometer = await catalogueGoods(tx, '体温计');
  const masks = await catalogueGoods(tx, '医用外科口罩');
  const [coupon] = await tx
    .insert(t.coupons)
    .values({
      name: '积分兑换 满200减15',
      type: 1,
      amountFen: 1_500,
      minAmountFen: 20_000,
      totalQuantity: 300,
      perUserLimit: 1_000,
      validDays: 30,
      inCentre: false,
      description: '积分商城兑换专享',
    })
    .returning({ id: t.coupons.id });
  await tx.insert(t.mallGoods).values([
    {
      name: '电子体温计（腋下/口腔）',
      kind: 'goods',
      ...thermometer,
      category: '医疗器械',
      pointsPrice: 800,
      stock: 50,
      perUserLimit: 2,
      sort: 40,
      description: '医用电子体温计，60 秒快速测温，兑换后由仓库随订单发货。',
    },
    {
      name: '医用外科口罩 50只/盒',
      kind: 'goods',
      ...masks,
      category: '防护用品',
      pointsPrice: 120,
      stock: 200,
      perUserLimit: 5,
      sort: 30,
      description: '一次性医用外科口罩，独立包装。',
    },
    {
      name: '满200减15优惠券',
      kind: 'coupon',
      couponId: coupon!.id,
      category: '优惠券',
      pointsPrice: 150,
      stock: 300,
      perUserLimit: 3,
      sort: 20,
      description: '兑换后立即发放到“我的优惠券”，领取后 30 天内有效。',
    },
    {
      name: '¥10 购物金',
      kind: 'voucher',
      voucherFen: 1_000,
      voucherDays: 90,
      category: '购物金',
      pointsPrice: 200,
      stock: 500,
      perUserLimit: 5,
      sort: 10,
      description: '兑换后立即到账，下单时抵扣，90 天内有效。',
    },
    {
      name: '电子血压计（上臂式）',
      kind: 'goods',
      ...(await catalogueGoods(tx, '血压计')),
      category: '医疗器械',
      pointsPrice: 3_000,
      cashFen: 2_000,
      stock: 20,
      perUserLimit: 1,
      sort: 5,
      description: '积分 + ¥20（从账户余额支付）兑换。',
    },
  ]);
}
