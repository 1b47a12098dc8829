// @pglite: concurrency suite (one connection on PGlite)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeBuyers, type Buyer } from '../../test/buyers.ts';
import { expectPointsBalanced } from '../../test/points.ts';
import { makeActivity, prizeRemaining } from '../../test/lottery.ts';
import { changePoints } from '../points/ledger.ts';

/**
 * Draws under real parallelism. On PostgreSQL (`node scripts/test.mjs --only pg`) the 200 calls run on
 * separate pooled connections at once; on PGlite they interleave on one.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

describe(`lottery draws at once (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let buyers: Buyer[];
  const draw = (activityId: number, buyer: Buyer) =>
    t.inject({ method: 'GET', url: `/api/draw?id=${activityId}`, headers: buyer.headers }).then((r) => r.json());
  const codes = (answers: { code: number }[]) =>
    answers.reduce<Record<number, number>>((m, a) => ({ ...m, [a.code]: (m[a.code] ?? 0) + 1 }), {});

  beforeAll(async () => {
    t = await createTestApp({ DATABASE_POOL_SIZE: '20', RATE_LIMIT_MAX: '100000' });
    buyers = await makeBuyers(t, 41);
  }, 60_000);
  afterAll(() => t.close());

  it('200 parallel draws by one buyer with 3 draws left give exactly 3 records, 3 points costs and 3 prizes', async () => {
    const buyer = buyers[0]!;
    const a = await makeActivity(
      t,
      [
        { kind: 'points', name: '10积分', points: 10, weight: 1 },
        { kind: 'thanks', name: '谢谢参与', weight: 1 },
      ],
      { drawsTotal: 5, pointsCost: 5 },
    );
    await t.database.db.transaction((tx) =>
      changePoints(tx, { userId: buyer.id, type: 'adjust', change: 1000, remark: '测试' }),
    );
    // Two draws already made: three left.
    for (let i = 0; i < 2; i++) expect((await draw(a.id, buyer)).code).toBe(10000);
    const answers = await Promise.all(Array.from({ length: 200 }, () => draw(a.id, buyer)));
    expect(codes(answers)).toEqual({ 10000: 3, 813: 197 });
    const records = await t.database.db.select().from(s.lotteryRecords).where(eq(s.lotteryRecords.activityId, a.id));
    expect(records).toHaveLength(5);
    const spent = await t.database.db.select().from(s.pointsLog).where(eq(s.pointsLog.userId, buyer.id));
    expect(spent.filter((r) => r.type === 'spend')).toHaveLength(5);
    const won = records.filter((r) => r.kind === 'points').length;
    expect(await expectPointsBalanced(t, buyer.id)).toBe(1000 - 5 * 5 + won * 10);
  });

  it('a prize of quantity 5 under 200 parallel draws by 40 buyers is won exactly 5 times and never goes below zero', async () => {
    const many = buyers.slice(1, 41);
    const a = await makeActivity(
      t,
      [
        { kind: 'points', name: '500积分', points: 500, quantity: 5, weight: 1000 },
        { kind: 'thanks', name: '谢谢参与', weight: 1 },
      ],
      { pointsCost: 1 },
    );
    await t.database.db.transaction(async (tx) => {
      for (const b of many) await changePoints(tx, { userId: b.id, type: 'adjust', change: 5, remark: '测试' });
    });
    // Each buyer has points for 5 draws: 200 draws in all.
    const answers = await Promise.all(many.flatMap((b) => Array.from({ length: 5 }, () => draw(a.id, b))));
    expect(codes(answers)).toEqual({ 10000: 200 });
    expect(await prizeRemaining(t, a.prizeIds[0]!)).toBe(0);
    const records = await t.database.db.select().from(s.lotteryRecords).where(eq(s.lotteryRecords.activityId, a.id));
    expect(records.filter((r) => r.prizeId === a.prizeIds[0])).toHaveLength(5);
    expect(records.filter((r) => r.kind === 'thanks')).toHaveLength(195);
    let total = 0;
    for (const b of many) total += await expectPointsBalanced(t, b.id);
    // Every buyer spent their 5 points; 5 of them won 500.
    expect(total).toBe(5 * 500);
  });
});
