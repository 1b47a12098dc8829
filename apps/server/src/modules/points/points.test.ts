import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { WalletRefusal } from '@store/shared/codes';
import { storeYear, yearEnd } from '@store/shared/rules/points';
import { auditLog, pointsLog } from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeBuyers, type Buyer } from '../../test/buyers.ts';
import { buyableGoods, placeOrder, userIdOf } from '../../test/orders-fixture.ts';
import { expectPointsBalanced, orderPoints } from '../../test/points.ts';
import { changePoints } from './ledger.ts';
import { sweepPointsExpiry } from './expiry.ts';

type Headers = Record<string, string>;
const PRICE_FEN = 1234;

describe('points: earned on completion, reversed on refunds, expiring at the year-end after', () => {
  let t: TestApp;
  let demo: Headers;
  let demoId: number;
  let finance: Headers;
  let warehouse: Headers;
  let buyer: Buyer;
  let goodsId: number;
  const get = (url: string, headers: Headers) => t.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers: Headers) => t.inject({ method: 'POST', url, headers, payload });
  const pointsPage = async (headers: Headers, query = '') =>
    (await get(`/api/user/points_log${query}`, headers)).json();

  /** A shipped order of `number` units at ¥12.34, paid by transfer; answers its id and its one line. */
  const shippedOrder = async (userId: number, number: number) => {
    const id = await placeOrder(t, { userId, status: 2, lines: [{ goodsId, number, priceFen: PRICE_FEN }] });
    const detail = (await get(`/api/order/${id}`, userId === buyer.id ? buyer.headers : demo)).json().data;
    return { id, lineId: detail.lines[0].id as number };
  };
  const refund = async (headers: Headers, orderId: number, lineId: number, number: number) => {
    const request = (
      await post(
        `/api/order/${orderId}/after_sales`,
        { kind: 'return', reason: '近效期', items: [{ order_item_id: lineId, number }] },
        headers,
      )
    ).json();
    expect(request.code).toBe(10000);
    const review = await post(
      `/api/admin/after_sales/${request.data.id}/review`,
      { action: 'approve', refund_to: 'balance' },
      await t.loginStaff('admin'),
    );
    expect(review.json().code).toBe(10000);
  };

  beforeAll(async () => {
    t = await createTestApp();
    [demo, finance, warehouse] = await Promise.all([
      t.login('buyer'),
      t.loginStaff('finance'),
      t.loginStaff('warehouse'),
    ]);
    demoId = await userIdOf(t, 'buyer');
    [buyer] = (await makeBuyers(t, 1)) as [Buyer];
    goodsId = theRow(await buyableGoods(t, 1)).id;
  });
  afterAll(() => t.close());

  it('the demo buyer has a history through the ledger; /api/user/base points is its balance', async () => {
    const page = await pointsPage(demo);
    const points = await expectPointsBalanced(t, demoId);
    expect(page.data.points).toBe(points);
    expect(points).toBeGreaterThan(300);
    expect((await get('/api/user/base', demo)).json().data.points).toBe(points);
    // Last year's carry-over expires at this year-end.
    const end = yearEnd(storeYear(new Date()));
    expect(page.data.expiring).toEqual({ points: 300, expires_at: end.getTime() / 1000 });
    expect(page.data.data.map((r: { type: string }) => r.type)).toContain('earn');
    expect(page.data.points_per_yuan).toBe(1);
  });

  it('confirming receipt credits floor(yuan paid) once, expiring at the end of next year', async () => {
    const { id } = await shippedOrder(buyer.id, 10);
    const confirms = await Promise.all([1, 2].map(() => post(`/api/order/${id}/confirm`, {}, buyer.headers)));
    expect(confirms.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    // ¥123.40 paid → 123 points.
    expect(await orderPoints(t, id, 'earn')).toBe(123);
    expect(await expectPointsBalanced(t, buyer.id)).toBe(123);
    const row = (await pointsPage(buyer.headers)).data.data[0];
    expect(row).toMatchObject({ type: 'earn', type_text: '购物获得', change: 123, points_after: 123, order_id: id });
    expect(row.order_no).toMatch(/\S/);
    expect(row.expires_at).toBe(yearEnd(storeYear(new Date()) + 1).getTime() / 1000);
  });

  it('refunds after completion reverse in proportion, cumulatively: two refunds reverse all of it, no drift', async () => {
    const before = await expectPointsBalanced(t, buyer.id);
    const { id, lineId } = await shippedOrder(buyer.id, 10);
    expect((await post(`/api/order/${id}/confirm`, {}, buyer.headers)).statusCode).toBe(200);
    await refund(buyer.headers, id, lineId, 3);
    // floor(123 × 37.02 / 123.40) = 36
    expect(await orderPoints(t, id, 'reverse')).toBe(-36);
    await refund(buyer.headers, id, lineId, 7);
    expect(await orderPoints(t, id, 'reverse')).toBe(-123);
    expect(await expectPointsBalanced(t, buyer.id)).toBe(before);
    const reversal = (await pointsPage(buyer.headers, '?type=reverse')).data.data[0];
    expect(reversal).toMatchObject({ change: -87, type_text: '退款扣回', expires_at: null });
  });

  it('a refund before completion lowers what completion earns; nothing is reversed later for it', async () => {
    const { id, lineId } = await shippedOrder(buyer.id, 10);
    await refund(buyer.headers, id, lineId, 5);
    expect(await orderPoints(t, id, 'reverse')).toBe(0);
    expect((await post(`/api/order/${id}/confirm`, {}, buyer.headers)).statusCode).toBe(200);
    expect(await orderPoints(t, id, 'earn')).toBe(61); // ¥61.70 still paid
    await refund(buyer.headers, id, lineId, 5);
    expect(await orderPoints(t, id, 'reverse')).toBe(-61);
    await expectPointsBalanced(t, buyer.id);
  });

  it('spent points are not reversed below zero; the row says how many could not be', async () => {
    const { id, lineId } = await shippedOrder(buyer.id, 10);
    expect((await post(`/api/order/${id}/confirm`, {}, buyer.headers)).statusCode).toBe(200);
    const points = await expectPointsBalanced(t, buyer.id);
    await t.database.db.transaction((tx) =>
      changePoints(tx, { userId: buyer.id, type: 'spend', change: -(points - 20), remark: '积分兑换' }),
    );
    await refund(buyer.headers, id, lineId, 10);
    expect(await orderPoints(t, id, 'reverse')).toBe(-20);
    expect(await expectPointsBalanced(t, buyer.id)).toBe(0);
    const reversal = (await pointsPage(buyer.headers, '?type=reverse')).data.data[0];
    expect(reversal.remark).toContain('103 积分未能扣回');
  });

  it('changePoints refuses to go below zero (771) and to give back more than an order spent (772)', async () => {
    await t.database.db.transaction((tx) =>
      changePoints(tx, { userId: buyer.id, type: 'adjust', change: 50, remark: '测试' }),
    );
    const spend = (change: number) =>
      t.database.db.transaction((tx) => changePoints(tx, { userId: buyer.id, type: 'spend', change }));
    await expect(spend(-51)).rejects.toMatchObject({
      code: WalletRefusal.POINTS_SHORT.code,
      message: expect.stringContaining('50'),
    });
    const { id } = await shippedOrder(buyer.id, 1);
    await t.database.db.transaction((tx) =>
      changePoints(tx, { userId: buyer.id, type: 'spend', change: -30, orderId: id }),
    );
    const giveBack = (change: number) =>
      t.database.db.transaction((tx) => changePoints(tx, { userId: buyer.id, type: 'refund', change, orderId: id }));
    await expect(giveBack(31)).rejects.toMatchObject({ code: WalletRefusal.POINTS_REFUND_EXCEEDS_SPENT.code });
    await giveBack(30);
    expect(await expectPointsBalanced(t, buyer.id)).toBe(50);
  });

  it('filters the ledger by type and store time, pages it, and refuses a bad query with 422 naming the field', async () => {
    const all = (await pointsPage(buyer.headers, '?page_size=100')).data;
    expect(all.total).toBe(all.data.length);
    const earns = (await pointsPage(buyer.headers, '?type=earn')).data;
    expect(earns.data.every((r: { type: string }) => r.type === 'earn')).toBe(true);
    expect(earns.total).toBe(all.data.filter((r: { type: string }) => r.type === 'earn').length);
    const paged = (await pointsPage(buyer.headers, '?page=2&page_size=2')).data;
    expect(paged.data.map((r: { id: number }) => r.id)).toEqual(all.data.slice(2, 4).map((r: { id: number }) => r.id));
    const now = Math.floor(Date.now() / 1000);
    expect((await pointsPage(buyer.headers, `?start_time=${now + 3600}`)).data.total).toBe(0);
    expect((await pointsPage(buyer.headers, `?start_time=${now - 3600}&end_time=${now + 60}`)).data.total).toBe(
      all.total,
    );
    for (const [query, field] of [
      ['?type=bogus', 'type'],
      ['?start_time=yesterday', 'start_time'],
      [`?start_time=${now}&end_time=${now - 1}`, 'end_time'],
      ['?page_size=1000', 'page_size'],
      ['?color=red', ''],
    ] as const) {
      const res = await get(`/api/user/points_log${query}`, buyer.headers);
      expect(res.statusCode, query).toBe(422);
      if (field) expect(Object.keys(res.json().errors), query).toContain(field);
    }
    expect((await t.inject({ method: 'GET', url: '/api/user/points_log' })).statusCode).toBe(401);
  });

  it('staff with the balance permission adjust points with a reason, audited; the buyer file reads the ledger', async () => {
    const url = `/api/admin/users/${buyer.id}/points`;
    expect((await post(url, { change: 10, reason: '活动补偿' }, warehouse)).statusCode).toBe(403);
    const noReason = await post(url, { change: 10, reason: ' ' }, finance);
    expect(noReason.json()).toMatchObject({ code: 422, errors: { reason: ['请填写调整原因'] } });
    expect((await post(url, { change: 1.5, reason: 'x' }, finance)).statusCode).toBe(422);
    const added = (await post(url, { change: 10, reason: '活动补偿' }, finance)).json();
    expect(added).toMatchObject({ code: 10000, data: { points: 60 } });
    const tooMuch = (await post(url, { change: -61, reason: '扣减' }, finance)).json();
    expect(tooMuch.code).toBe(WalletRefusal.POINTS_SHORT.code);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'points.adjust'), eq(auditLog.objectId, String(buyer.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ change: 10, reason: '活动补偿', points: 60 });
    const file = (await get(`/api/admin/users/${buyer.id}/points_log?page_size=1`, finance)).json().data;
    expect(file.data[0]).toMatchObject({ type: 'adjust', change: 10, remark: '活动补偿', points_after: 60 });
    expect((await get(`/api/admin/users/999999/points_log`, finance)).statusCode).toBe(404);
    await expectPointsBalanced(t, buyer.id);
  });

  // Last: it moves the clock past year-ends for every buyer of this database.
  it('the sweep expires what is left of each year-end lot, once, even with two sweeps at once', async () => {
    const thisYearEnd = yearEnd(storeYear(new Date()));
    const expected = (await pointsPage(demo)).data.expiring.points;
    const before = await expectPointsBalanced(t, demoId);
    const afterYearEnd = new Date(thisYearEnd.getTime() + 2000);
    const counts = await Promise.all([
      sweepPointsExpiry(t.database.db, afterYearEnd),
      sweepPointsExpiry(t.database.db, afterYearEnd),
    ]);
    const rows = await t.database.db
      .select()
      .from(pointsLog)
      .where(and(eq(pointsLog.userId, demoId), eq(pointsLog.type, 'expire')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ change: -expected, expiresAt: thisYearEnd });
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await expectPointsBalanced(t, demoId)).toBe(before - expected);
    expect(await sweepPointsExpiry(t.database.db, afterYearEnd)).toBe(0);
    // A year later everything earned this year is gone too, and nothing more.
    const nextYearEnd = new Date(yearEnd(storeYear(new Date()) + 1).getTime() + 2000);
    await sweepPointsExpiry(t.database.db, nextYearEnd);
    expect(await expectPointsBalanced(t, demoId)).toBe(0);
    expect(await expectPointsBalanced(t, buyer.id)).toBe(0);
    const page = (await pointsPage(demo, '?type=expire')).data;
    expect(page.data.map((r: { type_text: string }) => r.type_text)).toEqual(['积分过期', '积分过期']);
  });
});
