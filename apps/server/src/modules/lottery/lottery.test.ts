import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { LotteryRefusal, WalletRefusal } from '@store/shared/codes';
import * as s from '../../db/schema.ts';
import { BROWSER_HEADERS, createTestApp, type TestApp } from '../../test/harness.ts';
import { makeBuyers, type Buyer } from '../../test/buyers.ts';
import { buyableGoods, placeOrder } from '../../test/orders-fixture.ts';
import { expectPointsBalanced } from '../../test/points.ts';
import { makeActivity, prizeRemaining } from '../../test/lottery.ts';
import { pickPrize } from './draw.ts';

type Headers = Record<string, string>;

describe('the lottery: six calls, eligibility, limits and every prize kind credited', () => {
  let t: TestApp;
  let buyers: Buyer[];
  let n = 0;
  const get = (url: string, headers: Headers = {}) => t.inject({ method: 'GET', url, headers });
  const draw = async (activityId: number, buyer: Buyer) =>
    (await get(`/api/draw?id=${activityId}`, buyer.headers)).json();
  /** A fresh approved buyer (no draws anywhere yet). */
  const next = () => buyers[n++]!;
  const setPoints = (userId: number, points: number) =>
    t.database.db.transaction(async (tx) => {
      const [u] = await tx.select({ points: s.users.points }).from(s.users).where(eq(s.users.id, userId));
      const { changePoints } = await import('../points/ledger.ts');
      if (points !== u!.points)
        await changePoints(tx, { userId, type: 'adjust', change: points - u!.points, remark: '测试' });
    });

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '100000' });
    buyers = await makeBuyers(t, 24);
  });
  afterAll(() => t.close());

  it('picks by weight with crypto.randomInt: each ticket lands on the prize whose band holds it', () => {
    const prizes = [{ weight: 1 }, { weight: 0 }, { weight: 3 }];
    expect(pickPrize(prizes, () => 0)).toBe(prizes[0]);
    expect(pickPrize(prizes, () => 1)).toBe(prizes[2]);
    expect(pickPrize(prizes, () => 3)).toBe(prizes[2]);
    expect(pickPrize([{ weight: 0 }])).toBeUndefined();
  });

  it('the demo seed runs one activity; with none running, simple and ads answer null; an unknown one is 404', async () => {
    const buyer = next();
    const seeded = (await get('/api/draw/simple', buyer.headers)).json().data;
    expect(seeded).toMatchObject({ name: '年终采购季幸运抽奖', is_join: 0, remarks: '免费抽奖，每天 3 次，共 10 次' });
    const prizes = (await get(`/api/draw/${seeded.id}/activity`)).json().data.prizes;
    expect(prizes.map((p: { kind: string }) => p.kind)).toEqual(['goods', 'voucher', 'coupon', 'points', 'thanks']);
    await t.database.db.update(s.lotteryActivities).set({ status: 0 });
    expect((await get('/api/draw/simple', buyer.headers)).json()).toMatchObject({ code: 10000, data: null });
    expect((await get('/api/draw/ads')).json().data).toBeNull();
    expect((await get('/api/draw?id=999999', buyer.headers)).statusCode).toBe(404);
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
    await setPoints(buyer.id, 50);
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

  it('credits each prize kind in the draw itself: points, a coupon, a 购物金 voucher, goods to ship', async () => {
    const buyer = next();
    const [coupon] = await t.database.db
      .insert(s.coupons)
      .values({
        name: '抽奖满100减10',
        amountFen: 1000,
        minAmountFen: 10_000,
        validKind: 'days',
        validDays: 7,
        totalQuantity: 10,
      })
      .returning();
    await setPoints(buyer.id, 0);
    const points = await makeActivity(t, [
      { kind: 'points', name: '100积分', remarks: '可兑换礼品', points: 100, quantity: 3, weight: 1 },
    ]);
    const res = await draw(points.id, buyer);
    expect(res).toMatchObject({
      code: 10000,
      msg: '恭喜您，抽中了100积分（可兑换礼品）',
      data: { is_win: true, prize: { kind: 'points', name: '100积分', remarks: '可兑换礼品' } },
    });
    expect(await expectPointsBalanced(t, buyer.id)).toBe(100);
    expect(await prizeRemaining(t, points.prizeIds[0]!)).toBe(2);

    const couponActivity = await makeActivity(t, [
      { kind: 'coupon', name: '满100减10券', couponId: coupon!.id, quantity: 5, weight: 1 },
    ]);
    expect((await draw(couponActivity.id, buyer)).data.prize.kind).toBe('coupon');
    const owned = await t.database.db
      .select()
      .from(s.userCoupons)
      .where(and(eq(s.userCoupons.userId, buyer.id), eq(s.userCoupons.couponId, coupon!.id)));
    expect(owned).toHaveLength(1);
    expect(owned[0]!.source).toBe('grant');
    const [template] = await t.database.db.select().from(s.coupons).where(eq(s.coupons.id, coupon!.id));
    expect(template!.claimedCount).toBe(1);

    const voucher = await makeActivity(t, [
      { kind: 'voucher', name: '20元购物金', voucherFen: 2000, voucherDays: 30, weight: 1 },
    ]);
    const won = (await draw(voucher.id, buyer)).data;
    const vouchers = await t.database.db
      .select()
      .from(s.cashVouchers)
      .where(eq(s.cashVouchers.sourceId, `lottery-${won.record_id}`));
    expect(vouchers).toMatchObject([{ userId: buyer.id, amountFen: 2000, remainingFen: 2000, source: 'grant' }]);

    const goods = await makeActivity(t, [
      { kind: 'goods', name: '电子体温计', remarks: '包邮寄送', quantity: 1, weight: 1 },
    ]);
    const goodsWin = (await draw(goods.id, buyer)).data;
    // The goods prize is a points order of 0 points to the default address, linked from the draw's record.
    const [record] = await t.database.db
      .select()
      .from(s.lotteryRecords)
      .where(eq(s.lotteryRecords.id, goodsWin.record_id));
    const [toShip] = await t.database.db
      .select()
      .from(s.pointsOrders)
      .where(eq(s.pointsOrders.id, record!.pointsOrderId!));
    expect(toShip).toMatchObject({
      userId: buyer.id,
      source: 'lottery',
      kind: 'goods',
      name: '电子体温计',
      points: 0,
      number: 1,
      status: 0,
      address: { name: '测试', province: '浙江省', city: '杭州市', district: '西湖区', address: '文三路 1 号' },
    });
    expect(await expectPointsBalanced(t, buyer.id)).toBe(100);

    const records = (await get('/api/draw/record', buyer.headers)).json().data;
    expect(records.total).toBe(4);
    expect(records.data[0]).toMatchObject({
      kind: 'goods',
      prize_name: '电子体温计',
      shipping: { points_order_id: toShip!.id, order_no: toShip!.orderNo, status: 0, status_text: '待发货' },
    });
  });

  it('a prize that ran out (or whose coupon template did) falls back to 谢谢参与 and is never taken below zero', async () => {
    const buyer = next();
    const a = await makeActivity(t, [
      { kind: 'goods', name: '血压计', quantity: 1, weight: 1 },
      { kind: 'thanks', name: '谢谢参与', remarks: '再接再厉', weight: 0 },
    ]);
    expect((await draw(a.id, buyer)).data.prize.name).toBe('血压计');
    expect(await draw(a.id, buyer)).toMatchObject({
      code: 10000,
      data: { is_win: false, prize: { kind: 'thanks', remarks: '再接再厉' } },
    });
    expect(await prizeRemaining(t, a.prizeIds[0]!)).toBe(0);

    const [soldOut] = await t.database.db
      .insert(s.coupons)
      .values({ name: '已抢光', amountFen: 500, validDays: 7, totalQuantity: 1, claimedCount: 1 })
      .returning();
    const c = await makeActivity(t, [{ kind: 'coupon', name: '5元券', couponId: soldOut!.id, quantity: 3, weight: 1 }]);
    expect((await draw(c.id, buyer)).data).toMatchObject({ is_win: false, prize: { id: null, name: '谢谢参与' } });
    // The prize was given back: its template ran out, not the prize.
    expect(await prizeRemaining(t, c.prizeIds[0]!)).toBe(3);
  });

  it('simple says is_join once the buyer drew; activity lists prizes; new_record masks names; ads answer the popup ad', async () => {
    const buyer = next();
    await t.database.db.update(s.lotteryActivities).set({ status: 0 });
    const a = await makeActivity(t, [{ kind: 'points', name: '8积分', points: 8, weight: 1 }], {
      name: '双十二抽奖',
      pointsCost: 0,
      drawsPerDay: 3,
      adImage: '/uploads/ad.png',
      adLink: '/jfsc',
    });
    await t.database.db.update(s.users).set({ company: '杭州西湖大药房' }).where(eq(s.users.id, buyer.id));
    expect((await get('/api/draw/simple')).json().data).toMatchObject({
      id: a.id,
      name: '双十二抽奖',
      is_join: 0,
      remarks: '免费抽奖，每天 3 次',
    });
    expect((await get('/api/draw/simple', buyer.headers)).json().data.is_join).toBe(0);
    await draw(a.id, buyer);
    expect((await get('/api/draw/simple', buyer.headers)).json().data.is_join).toBe(1);
    const detail = (await get(`/api/draw/${a.id}/activity`)).json().data;
    expect(detail).toMatchObject({
      running: true,
      mine: null,
      prizes: [{ name: '8积分', kind_text: '积分', remaining: null }],
    });
    expect(detail.prizes[0]).not.toHaveProperty('weight');
    const winners = (await get(`/api/draw/new_record?id=${a.id}`)).json().data;
    expect(winners).toMatchObject([{ user_name: '杭*****房', prize_name: '8积分' }]);
    expect((await get('/api/draw/ads')).json().data).toEqual({
      activity_id: a.id,
      image: '/uploads/ad.png',
      link: '/jfsc',
    });
    expect(
      (
        await t.database.db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(s.lotteryRecords)
          .where(eq(s.lotteryRecords.activityId, a.id))
      )[0]!.n,
    ).toBe(1);
  });
});
