import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { theRow } from '../db/rows.ts';

const DAY = 86_400_000;

/** The first buyable ordinary goods of this name (stock > 0), or undefined when the catalogue lacks it. */
async function goodsNamed(tx: Tx, name: string) {
  const [row] = await tx
    .select({
      id: t.goods.id,
      basePriceFen: t.goods.basePriceFen,
      middlePackage: t.goods.middlePackage,
      brandId: t.goods.brandId,
    })
    .from(t.goods)
    .where(
      and(
        eq(t.goods.name, name),
        sql`${t.goods.stock} > 100 and ${t.goods.isBuy} and ${t.goods.isListed} and ${t.goods.type} = 0 and not ${t.goods.isFreeShipping}`,
      ),
    )
    .orderBy(asc(t.goods.id))
    .limit(1);
  return row;
}

/**
 * Cart promotions the demo shows: 满减 on all goods and on one brand's goods, three packages (套餐)
 * and gift rules (买10赠1 of the same goods; buy one goods, get another). Flash sales come with the catalogue.
 */
export async function seedCartPromotions(tx: Tx, now = Date.now()): Promise<void> {
  const window = { startsAt: new Date(now - DAY), endsAt: new Date(now + 60 * DAY) };
  const brand = theRow(
    await tx.select({ id: t.brands.id, name: t.brands.name }).from(t.brands).where(eq(t.brands.name, '以岭药业')),
  );
  const brandGoods = brand
    ? await tx.select({ id: t.goods.id }).from(t.goods).where(eq(t.goods.brandId, brand.id)).orderBy(asc(t.goods.id))
    : [];
  await tx.insert(t.manjians).values([
    {
      name: '全场满1000减50，满2000减120',
      tiers: [
        { amountFen: 100_000, discountFen: 5_000 },
        { amountFen: 200_000, discountFen: 12_000 },
      ],
      goodsIds: null,
      ...window,
    },
    ...(brandGoods.length
      ? [
          {
            name: `${brand.name}品牌日 满300减30`,
            tiers: [
              { amountFen: 30_000, discountFen: 3_000 },
              { amountFen: 60_000, discountFen: 8_000 },
            ],
            goodsIds: brandGoods.map((g) => g.id),
            ...window,
          },
        ]
      : []),
  ]);

  const packages: { name: string; parts: [string, number][]; percent: number }[] = [
    {
      name: '感冒套餐',
      parts: [
        ['感冒灵颗粒', 10],
        ['连花清瘟胶囊', 10],
      ],
      percent: 90,
    },
    {
      name: '清热解毒套餐',
      parts: [
        ['复方板蓝根颗粒', 10],
        ['双黄连口服液', 10],
      ],
      percent: 88,
    },
    {
      name: '家庭护理套餐',
      parts: [
        ['医用棉签', 10],
        ['医用创可贴', 10],
        ['一次性使用医用口罩', 10],
      ],
      percent: 85,
    },
  ];
  for (const pkg of packages) {
    // One query at a time: the seed runs in one transaction, on one connection.
    const parts = [];
    for (const [name, number] of pkg.parts) parts.push({ goods: await goodsNamed(tx, name), number });
    if (parts.some((p) => !p.goods)) continue;
    // The package price: `percent` of the parts' list price, down to whole yuan (integer arithmetic).
    const listFen = parts.reduce((sum, p) => sum + p.goods!.basePriceFen * p.number, 0);
    await tx.insert(t.combinations).values({
      name: pkg.name,
      priceFen: Math.floor((listFen * pkg.percent) / 10_000) * 100,
      items: parts.map((p) => ({ goodsId: p.goods!.id, number: p.number })),
      ...window,
    });
  }

  const sameGift = await goodsNamed(tx, '复方丹参滴丸');
  const buy = await goodsNamed(tx, '健胃消食片');
  const gift = await goodsNamed(tx, '医用棉签');
  const rules: (typeof t.giftRules.$inferInsert)[] = [];
  if (sameGift)
    rules.push({ goodsId: sameGift.id, everyNumber: 10, giftGoodsId: sameGift.id, giftNumber: 1, ...window });
  if (buy && gift) rules.push({ goodsId: buy.id, everyNumber: 20, giftGoodsId: gift.id, giftNumber: 2, ...window });
  if (rules.length) await tx.insert(t.giftRules).values(rules);
}
