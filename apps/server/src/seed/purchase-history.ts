import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { insertOrder } from './demo-orders.ts';

const DAY = 86_400_000;

export type PastLine = { goods: typeof t.goods.$inferSelect; number: number; priceFen?: number; type?: number };

/** A past order of the buyer's (paid by bank transfer), written as the checkout and shipping would have left it. */
export function insertPastOrder(
  db: Db | Tx,
  userId: number,
  order: { status: 0 | 1 | 2 | 3 | 4; createdAt: Date; lines: PastLine[] },
) {
  return db.transaction((tx) =>
    insertOrder(tx, {
      userId,
      status: order.status,
      payMethod: 'transfer',
      createdAt: order.createdAt,
      lines: order.lines.map((l) => ({ goodsId: l.goods.id, number: l.number, type: l.type, priceFen: l.priceFen })),
    }),
  );
}

/** Goods a pharmacy reorders every few weeks. */
const REGULARS = [
  '感冒灵颗粒',
  '连花清瘟胶囊',
  '板蓝根颗粒',
  '阿莫西林胶囊',
  '布洛芬缓释胶囊',
  '蒙脱石散',
  '复方甘草片',
  '维生素C片',
  '藿香正气水',
  '医用外科口罩',
];

/**
 * The demo buyer's last three months of completed orders, so /kjcg shows a believable 常购清单: goods bought
 * again and again, one cheaper now than last time, one sold out since.
 */
export async function seedPurchaseHistory(tx: Tx, buyerId: number, now = Date.now()) {
  const found = await tx
    .select()
    .from(t.goods)
    .where(
      and(inArray(t.goods.name, REGULARS), eq(t.goods.isListed, true), eq(t.goods.type, 0), sql`${t.goods.stock} > 0`),
    )
    .orderBy(asc(t.goods.id));
  const regulars = REGULARS.map((name) => found.find((g) => g.name === name)).filter((g) => g !== undefined);
  for (let k = 0; k < 6; k++) {
    // Every order repeats the first goods; the others come round at different rhythms.
    const lines = regulars
      .filter((_, i) => i === 0 || (i + k) % 3 === 0)
      .map((goods, i) => ({
        goods,
        number: goods.middlePackage * (1 + ((i + k) % 3)),
        // The last order paid 5% more for the second regular than it costs today: 常购清单 says 比上次低.
        priceFen:
          k === 0 && i === 1
            ? goods.basePriceFen + Math.floor(goods.basePriceFen / 20)
            : goods.basePriceFen - (k % 2) * Math.floor(goods.basePriceFen / 50),
      }));
    await insertPastOrder(tx, buyerId, {
      status: k === 0 ? 2 : 3,
      createdAt: new Date(now - (k * 14 + 2) * DAY),
      lines,
    });
  }
  // A goods bought once and sold out since: 常购清单 offers 到货提醒 on its row.
  const [soldOut] = await tx
    .select()
    .from(t.goods)
    .where(and(eq(t.goods.isListed, true), eq(t.goods.isBuy, true), eq(t.goods.type, 0), eq(t.goods.stock, 0)))
    .orderBy(asc(t.goods.id))
    .limit(1);
  if (soldOut) {
    // This order took the goods' last units: they are put back first, for the order to take them.
    await tx.update(t.goods).set({ stock: soldOut.middlePackage }).where(eq(t.goods.id, soldOut.id));
    await insertPastOrder(tx, buyerId, {
      status: 3,
      createdAt: new Date(now - 40 * DAY),
      lines: [{ goods: soldOut, number: soldOut.middlePackage, priceFen: soldOut.basePriceFen }],
    });
  }
}
