import { eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { Buyer } from './buyers.ts';
import type { TestApp } from './harness.ts';

type PrizeSpec = Partial<typeof t.lotteryPrizes.$inferInsert> & { kind: string; name: string; weight: number };

/** An activity running now (unless told otherwise) with the given prizes; answers its id and its prizes' ids. */
export async function makeActivity(
  app: TestApp,
  prizes: PrizeSpec[],
  over: Partial<typeof t.lotteryActivities.$inferInsert> = {},
): Promise<{ id: number; prizeIds: number[] }> {
  const db = app.database.db;
  const now = Date.now();
  const [activity] = await db
    .insert(t.lotteryActivities)
    .values({
      name: '测试抽奖',
      rules: '每人每天可抽奖',
      startsAt: new Date(now - 3600_000),
      endsAt: new Date(now + 86_400_000),
      ...over,
    })
    .returning({ id: t.lotteryActivities.id });
  // A goods prize ships a mall goods: unless the test names one, a paused gift of the prize's name.
  const values = [];
  for (const [i, p] of prizes.entries()) {
    let mallGoodsId = p.mallGoodsId ?? null;
    if (p.kind === 'goods' && mallGoodsId === null) {
      const [gift] = await db
        .insert(t.mallGoods)
        .values({ name: p.name, kind: 'goods', pointsPrice: 1, stock: 0, status: 0 })
        .returning({ id: t.mallGoods.id });
      mallGoodsId = gift!.id;
    }
    values.push({
      activityId: activity!.id,
      sort: i,
      ...p,
      mallGoodsId,
      remaining: p.remaining !== undefined ? p.remaining : (p.quantity ?? null),
    });
  }
  const rows = await db.insert(t.lotteryPrizes).values(values).returning({ id: t.lotteryPrizes.id });
  return { id: activity!.id, prizeIds: rows.map((r) => r.id) };
}

export async function prizeRemaining(app: TestApp, prizeId: number): Promise<number | null> {
  const [row] = await app.database.db
    .select({ remaining: t.lotteryPrizes.remaining })
    .from(t.lotteryPrizes)
    .where(eq(t.lotteryPrizes.id, prizeId));
  return row!.remaining;
}

/** GET /api/draw?id= as the buyer: the envelope of one draw. */
export async function drawAs(app: TestApp, activityId: number, buyer: Pick<Buyer, 'headers'>) {
  return (await app.inject({ method: 'GET', url: `/api/draw?id=${activityId}`, headers: buyer.headers })).json();
}
