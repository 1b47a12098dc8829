import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import * as s from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeBuyers, type Buyer } from '../../test/buyers.ts';
import { expectPointsBalanced, setPoints } from '../../test/points.ts';
import { drawAs, makeActivity, prizeRemaining } from '../../test/lottery.ts';

type Headers = Record<string, string>;

// What a draw gives and what the store shows of the lottery (who may draw, and how often: draw-eligibility.test.ts).
describe('the lottery: the six calls, and every prize kind credited', () => {
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
    await setPoints(t, buyer.id, 0);
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
