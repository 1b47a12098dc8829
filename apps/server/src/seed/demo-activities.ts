import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import * as t from '../db/schema.ts';

const DAY = 86_400_000;

/**
 * Two running activities and one to come, so `npm start` shows /yjh/{id}, /Hdzx/1,2,3 and the link states:
 * 1 with activity prices (about 88% of the catalogue price), 2 listing goods only, 3 starting in 3 days.
 * Goods are buyable, in stock and not controlled, picked apart from the flash sales and day specials.
 */
export async function seedDemoActivities(tx: Tx, now = Date.now()): Promise<void> {
  const buyable = await tx
    .select({ id: t.goods.id, price: t.goods.basePriceFen })
    .from(t.goods)
    .where(sql`${t.goods.stock} > 0 and ${t.goods.isBuy} and ${t.goods.isListed} and ${t.goods.type} = 0`)
    .orderBy(t.goods.id);
  const pick = (n: number, offset: number) =>
    Array.from({ length: n }, (_, i) => buyable[(offset + i * 41) % buyable.length]!); // modulo a non-empty list
  const rows = await tx
    .insert(t.activities)
    .values([
      {
        name: '冬季呼吸道用药专场',
        rules:
          '1. 活动期间专场商品享活动价，加入购物车即按活动价结算。\n2. 活动价与阶梯价取低者，不与每日特价叠加。\n3. 资质审核通过的采购商可购买，数量有限，售完即止。',
        startsAt: new Date(now - 2 * DAY),
        endsAt: new Date(now + 20 * DAY),
        sort: 0,
      },
      {
        name: '品牌药企联合推荐',
        rules: '1. 精选品牌药企畅销品种，正品直供。\n2. 按商城价格结算，可与满减、优惠券同享。',
        startsAt: new Date(now - DAY),
        endsAt: new Date(now + 30 * DAY),
        sort: 1,
      },
      {
        name: '新年备货节预告',
        rules: '1. 新年备货节即将开始，敬请期待。\n2. 活动开始后专场商品享活动价。',
        startsAt: new Date(now + 3 * DAY),
        endsAt: new Date(now + 15 * DAY),
        sort: 2,
      },
    ])
    .returning({ id: t.activities.id });
  const [first, second, third] = rows.map((r) => r.id);
  await tx.execute(sql`update activities set banner = '/images/activities/' || id || '.svg'`);
  await tx.insert(t.activityGoods).values([
    ...pick(8, 23).map((g, sort) => ({
      activityId: first!,
      goodsId: g.id,
      sort,
      priceFen: Math.floor(g.price * 0.88),
    })),
    ...pick(6, 29).map((g, sort) => ({ activityId: second!, goodsId: g.id, sort, priceFen: null })),
    ...pick(4, 31).map((g, sort) => ({
      activityId: third!,
      goodsId: g.id,
      sort,
      priceFen: Math.floor(g.price * 0.8),
    })),
  ]);
}
