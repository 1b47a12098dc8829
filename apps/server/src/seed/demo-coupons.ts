import { count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import * as t from '../db/schema.ts';

const DAY = 86_400_000;

/**
 * Templates in the coupon centre (领券中心) so `npm start` shows one of each kind: 满减, 折扣 with a cap,
 * 运费, a brand-only 满减, and one for new buyers.
 */
export async function seedCouponCentre(tx: Tx, now = Date.now()): Promise<void> {
  // The brand with the most goods, for a coupon scoped to it.
  const [brand] = await tx
    .select({ id: t.brands.id, name: t.brands.name, n: count() })
    .from(t.goods)
    .innerJoin(t.brands, eq(t.brands.id, t.goods.brandId))
    .where(isNotNull(t.goods.brandId))
    .groupBy(t.brands.id, t.brands.name)
    .orderBy(desc(count()))
    .limit(1);
  const fixed = { validKind: 'fixed', startsAt: new Date(now - DAY), endsAt: new Date(now + 45 * DAY) };
  await tx.insert(t.coupons).values([
    {
      name: '全场满1000减50',
      type: 1,
      amountFen: 5_000,
      minAmountFen: 100_000,
      totalQuantity: 500,
      validDays: 30,
      inCentre: true,
    },
    {
      name: '全场8.8折券',
      type: 3,
      discountRate: 88,
      maxDiscountFen: 10_000,
      minAmountFen: 50_000,
      totalQuantity: 200,
      ...fixed,
      inCentre: true,
      description: '最高优惠¥100',
    },
    {
      name: '运费券',
      type: 2,
      amountFen: 1_000,
      minAmountFen: 20_000,
      totalQuantity: 1_000,
      perUserLimit: 2,
      validDays: 15,
      inCentre: true,
    },
    ...(brand
      ? [
          {
            name: `${brand.name}品牌满500减30`,
            type: 1,
            amountFen: 3_000,
            minAmountFen: 50_000,
            scopeKind: 'brands',
            scopeIds: [brand.id],
            totalQuantity: 300,
            validDays: 30,
            inCentre: true,
          },
        ]
      : []),
    {
      name: '新人专享满300减30',
      type: 1,
      amountFen: 3_000,
      minAmountFen: 30_000,
      audience: 'new',
      totalQuantity: 1_000,
      validDays: 7,
      inCentre: true,
    },
    {
      name: '限量满2000减150',
      type: 1,
      amountFen: 15_000,
      minAmountFen: 200_000,
      totalQuantity: 50,
      ...fixed,
      inCentre: true,
    },
  ]);
}
