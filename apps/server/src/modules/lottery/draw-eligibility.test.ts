import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { LotteryRefusal, WalletRefusal } from '@store/shared/codes';
import * as s from '../../db/schema.ts';
import { BROWSER_HEADERS, createTestApp, type TestApp } from '../../test/harness.ts';
import { makeBuyers, type Buyer } from '../../test/buyers.ts';
import { buyableGoods, placeOrder } from '../../test/orders-fixture.ts';
import { expectPointsBalanced, setPoints } from '../../test/points.ts';
import { drawAs, makeActivity } from '../../test/lottery.ts';
import { pickPrize } from './draw.ts';

type Headers = Record<string, string>;

// Who may draw and how often (the prizes a draw gives and what the store shows: draw-prizes.test.ts).
describe('the lottery: the pick, who may draw, when, and how often', () => {
  let t: TestApp;
  let buyers: Buyer[];
  let n = 0;
  const get = (url: string, headers: Headers = {}) => t.inject({ method: 'GET', url, headers });
  const draw = (activityId: number, buyer: Buyer) => drawAs(t, activityId, buyer);
  /** A fresh approved buyer (no draws anywhere yet). */
  const next = () => buyers[n++]!;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '100000' });
    buyers = await makeBuyers(t, 8);
  });
  afterAll(() => t.close());

  it('picks by weight with crypto.randomInt: each ticket lands on the prize whose band holds it', () => {
    const prizes = [{ weight: 1 }, { weight: 0 }, { weight: 3 }];
    expect(pickPrize(prizes, () => 0)).toBe(prizes[0]);
    expect(pickPrize(prizes, () => 1)).toBe(prizes[2]);
    expect(pickPrize(prizes, () => 3)).toBe(prizes[2]);
    expect(pickPrize([{ weight: 0 }])).toBeUndefined();
  });

  it('refuses visitors, bad ids (422 naming the field) and a cross-site GET of the draw', async () => {
    const buyer = next();
    const { id } = await makeActivity(t, [{ kind: 'thanks', name: '谢谢参与', weight: 1 }], {
      endsAt: new Date(Date.now() + 60_000),
      startsAt: new Date(Date.now() - 3600_000 * 2),
    });
    expect((await get(`/api/draw?id=${id}`, { ...BROWSER_HEADERS })).json().code).toBe(10001);
    const bad = (await get('/api/draw?id=abc', buyer.headers)).json();
    expect(bad.code).toBe(422);
    expect(Object.keys(bad.errors)).toEqual(['id']);
    expect((await get('/api/draw', buyer.headers)).json().code).toBe(422);
    expect((await get('/api/draw/new_record', buyer.headers)).json().code).toBe(422);
    expect((await get('/api/draw/record?page_size=500', buyer.headers)).json().code).toBe(422);
    expect((await get('/api/draw/0/activity')).json().code).toBe(422);
    // The spec's draw is a GET: without the same-site proof (a link on another site) it is refused and counts nothing.
    const cookieOnly = { cookie: buyer.headers.cookie! };
    expect((await get(`/api/draw?id=${id}`, cookieOnly)).statusCode).toBe(403);
    expect((await get(`/api/draw?id=${id}`, { ...cookieOnly, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await get(`/api/draw?id=${id}`, { ...cookieOnly, ...BROWSER_HEADERS })).json().code).toBe(10000);
    const records = await t.database.db.select().from(s.lotteryRecords).where(eq(s.lotteryRecords.userId, buyer.id));
    expect(records).toHaveLength(1);
  });

  it('only inside the window and while on; only approved buyers; only after ¥X paid today when asked', async () => {
    const buyer = next();
    const prizes = [{ kind: 'thanks', name: '谢谢参与', weight: 1 }];
    const future = await makeActivity(t, prizes, {
      startsAt: new Date(Date.now() + 3600_000),
      endsAt: new Date(Date.now() + 7200_000),
    });
    const past = await makeActivity(t, prizes, {
      startsAt: new Date(Date.now() - 7200_000),
      endsAt: new Date(Date.now() - 3600_000),
    });
    const paused = await makeActivity(t, prizes, { status: 0 });
    for (const a of [future, past, paused])
      expect((await draw(a.id, buyer)).code).toBe(LotteryRefusal.NOT_RUNNING.code);

    const unapproved = next();
    await t.database.db.update(s.users).set({ isPassed: false }).where(eq(s.users.id, unapproved.id));
    const open = await makeActivity(t, prizes);
    expect(await draw(open.id, unapproved)).toMatchObject({ code: 811, msg: '资质审核通过后才能参加抽奖' });

    const gated = await makeActivity(t, prizes, { minPaidFen: 10_000 });
    expect(await draw(gated.id, buyer)).toMatchObject({ code: 812, msg: '当天订单实付满 ¥100.00 才能参加抽奖' });
    const [goods] = await buyableGoods(t, 1);
    await placeOrder(t, {
      userId: buyer.id,
      status: 1,
      createdAt: new Date(Date.now() - 600_000),
      lines: [{ goodsId: goods!.id, number: 100, priceFen: 100 }],
    });
    expect((await draw(gated.id, buyer)).code).toBe(10000);
  });

  it('caps draws per day and in total, counting only draws that happened; the points cost never goes below zero', async () => {
    const buyer = next();
    const prizes = [{ kind: 'thanks', name: '谢谢参与', remarks: '明天再来', weight: 1 }];
    const daily = await makeActivity(t, prizes, { drawsPerDay: 1, drawsTotal: 5 });
    expect(await draw(daily.id, buyer)).toMatchObject({
      code: 10000,
      data: { is_win: false, message: '谢谢参与（明天再来）' },
    });
    expect(await draw(daily.id, buyer)).toMatchObject({ code: 814, msg: '每人每天最多抽奖 1 次，请明天再来' });
    // Yesterday's count does not hold today back.
    await t.database.db
      .update(s.lotteryDrawCounters)
      .set({ day: '2000-01-01' })
      .where(and(eq(s.lotteryDrawCounters.activityId, daily.id), eq(s.lotteryDrawCounters.userId, buyer.id)));
    expect((await draw(daily.id, buyer)).code).toBe(10000);
    const mine = (await get(`/api/draw/${daily.id}/activity`, buyer.headers)).json().data.mine;
    expect(mine).toEqual({ draws: 2, draws_left: 3, draws_left_today: 0, points: expect.any(Number) });

    const total = await makeActivity(t, prizes, { drawsTotal: 2 });
    expect((await draw(total.id, buyer)).code).toBe(10000);
    expect((await draw(total.id, buyer)).code).toBe(10000);
    expect(await draw(total.id, buyer)).toMatchObject({ code: 813, msg: '每人最多抽奖 2 次，您的抽奖次数已用完' });

    const costly = await makeActivity(t, prizes, { pointsCost: 30, drawsTotal: 10 });
    await setPoints(t, buyer.id, 50);
    const first = (await draw(costly.id, buyer)).data;
    expect(first.points_spent).toBe(30);
    expect(await draw(costly.id, buyer)).toMatchObject({
      code: WalletRefusal.POINTS_SHORT.code,
      msg: '积分不足，当前可用 20 积分',
    });
    // The refused draw was not counted.
    expect((await get(`/api/draw/${costly.id}/activity`, buyer.headers)).json().data.mine).toMatchObject({
      draws: 1,
      draws_left: 9,
      points: 20,
    });
    expect(await expectPointsBalanced(t, buyer.id)).toBe(20);
  });
});
