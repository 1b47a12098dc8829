import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { Dashboard } from '@store/shared/api/dashboard';
import { OrderStatus, PayMethod } from '@store/shared/orders';
import * as schema from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeBuyers } from '../../test/buyers.ts';
import { buyableGoods, placeOrder, userIdOf } from '../../test/orders-fixture.ts';
import { businessDay } from '../../lib/business-day.ts';
import { storeCalendar } from './service.ts';

const DAY = 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

describe('the store calendar of the dashboard', () => {
  it('cuts days at Beijing midnight and starts the month on its first Beijing day', () => {
    // 2026-03-31 17:00 UTC is 1 April 01:00 in Beijing: today and the month are April's.
    const april = storeCalendar(Date.parse('2026-03-31T17:00:00Z'));
    expect(new Date(april.today).toISOString()).toBe('2026-03-31T16:00:00.000Z');
    expect(april.month).toBe(april.today);
    expect(new Date(april.seriesFrom).toISOString()).toBe('2026-03-02T16:00:00.000Z');
    expect(april.from).toBe(april.seriesFrom);
    // On the 31st the month began 30 days ago, one day before the 30-day chart: the window reaches back to it.
    const may31 = storeCalendar(Date.parse('2026-05-31T03:00:00Z'));
    expect(new Date(may31.month).toISOString()).toBe('2026-04-30T16:00:00.000Z');
    expect(may31.from).toBe(may31.month);
    expect(may31.tomorrow - may31.today).toBe(DAY);
  });
});

describe('GET /api/admin/dashboard', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let buyer: Record<string, string>;
  let buyerId: number;
  let goods: Awaited<ReturnType<typeof buyableGoods>>;
  const dashboardOf = async (headers: Record<string, string>): Promise<Dashboard> => {
    const res = await t.inject({ method: 'GET', url: '/api/admin/dashboard', headers });
    expect(res.json().code, res.body).toBe(10000);
    return res.json().data;
  };
  const payableOf = async (orderId: number) =>
    (
      await t.database.db
        .select({ fen: schema.orders.payableFen })
        .from(schema.orders)
        .where(eq(schema.orders.id, orderId))
    )[0]!.fen / 100;
  /** A moment of today on the store's calendar, five minutes clear of its midnights (paying adds 5 minutes). */
  const earlierToday = () => {
    const { today } = storeCalendar(Date.now());
    return new Date(Math.max(today + 60_000, Date.now() - 10 * 60_000));
  };

  beforeAll(async () => {
    t = await createTestApp();
    [admin, buyer] = await Promise.all([t.loginStaff('admin'), t.login('buyer')]);
    buyerId = await userIdOf(t, 'buyer');
    goods = await buyableGoods(t, 3, 30);
  });
  afterAll(() => t.close());

  it('answers 30 days ending today, every day present, today and the month adding up from them', async () => {
    const board = await dashboardOf(admin);
    expect(board.today).toBe(businessDay());
    const days = board.sales!.days;
    expect(days).toHaveLength(30);
    expect(days.map((d) => d.date)).toEqual(Array.from({ length: 30 }, (_, i) => addDays(board.today, i - 29)));
    expect(days.at(-1)).toEqual({ date: board.today, ...board.sales!.today });
    const monthStart = `${board.today.slice(0, 8)}01`;
    const inMonth = days.filter((d) => d.date >= monthStart);
    // The demo orders of the last weeks are in the chart; a 31st's month has one day before the chart.
    if (inMonth.length === Number(board.today.slice(8))) {
      expect(board.sales!.month.orders).toBe(inMonth.reduce((n, d) => n + d.orders, 0));
    }
    expect(days.some((d) => d.orders > 0)).toBe(true);
    expect(days.some((d) => d.orders === 0 && d.gmv === 0)).toBe(true);
  });

  it('a paid order today raises today’s and the month’s orders and GMV by its amount, and the orders to ship', async () => {
    const before = await dashboardOf(admin);
    const id = await placeOrder(t, {
      userId: buyerId,
      lines: [{ goodsId: goods[0]!.id, number: goods[0]!.step }],
      status: OrderStatus.PENDING_SHIPMENT,
      payMethod: PayMethod.BALANCE,
      createdAt: earlierToday(),
    });
    const amount = await payableOf(id);
    expect(amount).toBeGreaterThan(0);
    const after = await dashboardOf(admin);
    const money = (yuan: number) => Math.round(yuan * 100);
    expect(after.sales!.today.orders).toBe(before.sales!.today.orders + 1);
    expect(money(after.sales!.today.gmv)).toBe(money(before.sales!.today.gmv + amount));
    expect(after.sales!.month.orders).toBe(before.sales!.month.orders + 1);
    expect(money(after.sales!.month.gmv)).toBe(money(before.sales!.month.gmv + amount));
    expect(after.sales!.days.at(-1)!.orders).toBe(before.sales!.days.at(-1)!.orders + 1);
    expect(after.queues.orders_to_ship).toBe(before.queues.orders_to_ship! + 1);

    // Cancelled (and refunded) after payment, it leaves both the orders and the GMV.
    await t.database.db
      .update(schema.orders)
      .set({ status: OrderStatus.CANCELLED, cancelledAt: new Date() })
      .where(eq(schema.orders.id, id));
    const cancelled = await dashboardOf(admin);
    expect(cancelled.sales!.today).toEqual(before.sales!.today);
    expect(cancelled.queues.orders_to_ship).toBe(before.queues.orders_to_ship);
  });

  it('an order placed three days ago and paid then counts on its own day, not today', async () => {
    const before = await dashboardOf(admin);
    const at = new Date(storeCalendar(Date.now()).today - 3 * DAY + 9 * 3_600_000);
    const id = await placeOrder(t, {
      userId: buyerId,
      lines: [{ goodsId: goods[1]!.id, number: goods[1]!.step }],
      status: OrderStatus.COMPLETED,
      createdAt: at,
    });
    const amount = await payableOf(id);
    const after = await dashboardOf(admin);
    const day = (board: Dashboard) => board.sales!.days.at(-4)!;
    expect(day(after).date).toBe(addDays(after.today, -3));
    expect(day(after).orders).toBe(day(before).orders + 1);
    expect(Math.round(day(after).gmv * 100)).toBe(Math.round((day(before).gmv + amount) * 100));
    expect(after.sales!.today).toEqual(before.sales!.today);
    expect(after.queues.orders_to_ship).toBe(before.queues.orders_to_ship);
  });

  it('keeps a day’s figures as the changes of its orders, folded into one row once read; a later cancel still counts', async () => {
    const before = await dashboardOf(admin);
    const day = addDays(before.today, -5);
    const at = new Date(storeCalendar(Date.now()).today - 5 * DAY + 10 * 3_600_000);
    const ids: number[] = [];
    for (const line of goods)
      ids.push(
        await placeOrder(t, {
          userId: buyerId,
          lines: [{ goodsId: line.id, number: line.step }],
          status: OrderStatus.COMPLETED,
          createdAt: at,
        }),
      );
    const amounts = await Promise.all(ids.map(payableOf));
    const rowsOfDay = () =>
      t.database.db.select().from(schema.orderDayTotals).where(eq(schema.orderDayTotals.day, day));
    expect((await rowsOfDay()).length).toBeGreaterThan(1);
    const figure = (board: Dashboard) => board.sales!.days.find((d) => d.date === day)!;
    const cents = (yuan: number) => Math.round(yuan * 100);
    const after = await dashboardOf(admin);
    expect(figure(after).orders).toBe(figure(before).orders + ids.length);
    expect(cents(figure(after).gmv)).toBe(cents(figure(before).gmv) + amounts.reduce((a, b) => a + cents(b), 0));
    // The read folded the closed day into one row, and the next read answers the same.
    expect(await rowsOfDay()).toHaveLength(1);
    expect(await dashboardOf(admin)).toEqual(after);
    // Cancelled days later, the order leaves its own day's orders and GMV.
    await t.database.db
      .update(schema.orders)
      .set({ status: OrderStatus.CANCELLED })
      .where(eq(schema.orders.id, ids[0]!));
    const cancelled = await dashboardOf(admin);
    expect(figure(cancelled).orders).toBe(figure(after).orders - 1);
    expect(cents(figure(cancelled).gmv)).toBe(cents(figure(after).gmv) - cents(amounts[0]!));
    expect(cancelled.sales!.today).toEqual(after.sales!.today);
  });

  it('a transfer waits for finance; once confirmed it is GMV of the day it was paid and waits to ship', async () => {
    const before = await dashboardOf(admin);
    const id = await placeOrder(t, {
      userId: buyerId,
      lines: [{ goodsId: goods[2]!.id, number: goods[2]!.step }],
      status: OrderStatus.PENDING_PAYMENT,
    });
    const amount = await payableOf(id);
    const chose = await t.inject({
      method: 'POST',
      url: `/api/order/${id}/pay`,
      headers: buyer,
      payload: { method: 'transfer' },
    });
    expect(chose.json().data).toMatchObject({ status: 0, pay_method: 'transfer' });
    const waiting = await dashboardOf(admin);
    expect(waiting.queues.transfers_to_confirm).toBe(before.queues.transfers_to_confirm! + 1);
    expect(waiting.sales!.today.orders).toBe(before.sales!.today.orders + 1);
    expect(waiting.sales!.today.gmv).toBe(before.sales!.today.gmv);

    const finance = await t.loginStaff('finance');
    const confirmed = await t.inject({
      method: 'POST',
      url: `/api/admin/order/${id}/confirm_transfer`,
      headers: finance,
      payload: {},
    });
    expect(confirmed.json().code, confirmed.body).toBe(10000);
    const paid = await dashboardOf(admin);
    expect(paid.queues.transfers_to_confirm).toBe(before.queues.transfers_to_confirm);
    expect(paid.queues.orders_to_ship).toBe(before.queues.orders_to_ship! + 1);
    expect(Math.round(paid.sales!.today.gmv * 100)).toBe(Math.round((before.sales!.today.gmv + amount) * 100));
  });

  it('counts buyers with a licence to review, pending after-sales, and approved licences expiring within 30 days', async () => {
    const before = await dashboardOf(admin);
    const { qualifications, afterSales, orders } = schema;
    const today = businessDay();
    // Three new approved buyers, each with the demo buyer's licences, all valid for a year to begin with.
    const [x, y, z] = await makeBuyers(t, 3);
    const licencesOf = (userId: number) =>
      t.database.db
        .select({ id: qualifications.id })
        .from(qualifications)
        .where(eq(qualifications.userId, userId))
        .orderBy(qualifications.id);
    const setLicence = (id: number, values: Partial<typeof qualifications.$inferInsert>) =>
      t.database.db.update(qualifications).set(values).where(eq(qualifications.id, id));
    await t.database.db
      .update(qualifications)
      .set({ validTo: addDays(today, 365), status: 'approved' })
      .where(inArray(qualifications.userId, [x!.id, y!.id, z!.id]));
    const [x1, x2] = await licencesOf(x!.id);
    const [y1, y2] = await licencesOf(y!.id);
    expect(y2).toBeDefined();
    // x's two licences expire within the window (its 30th day included): two licences, one buyer;
    // y's expire a day past it, or have expired already: neither counts.
    await setLicence(x1!.id, { validTo: addDays(today, 5) });
    await setLicence(x2!.id, { validTo: addDays(today, 30) });
    await setLicence(y1!.id, { validTo: addDays(today, 31) });
    await setLicence(y2!.id, { validTo: addDays(today, -1) });
    // z uploads again: every licence of it pending is one buyer to review.
    await t.database.db.update(qualifications).set({ status: 'pending' }).where(eq(qualifications.userId, z!.id));
    const [order] = await t.database.db
      .select({ id: orders.id, userId: orders.userId })
      .from(orders)
      .where(eq(orders.status, OrderStatus.COMPLETED))
      .limit(1);
    await t.database.db.insert(afterSales).values({
      orderId: order!.id,
      userId: order!.userId,
      kind: 'after_sales',
      reason: '破损',
      items: [],
    });

    const after = await dashboardOf(admin);
    expect(after.queues.buyers_to_review).toBe(before.queues.buyers_to_review! + 1);
    expect(after.queues.aftersales_pending).toBe(before.queues.aftersales_pending! + 1);
    expect(after.queues.licences_expiring).toEqual({
      licences: before.queues.licences_expiring!.licences + 2,
      buyers: before.queues.licences_expiring!.buyers + 1,
    });
  });

  it('answers each role only the figures whose queue it opens', async () => {
    const keysOf = async (username: 'reviewer' | 'warehouse' | 'service' | 'marketing') => {
      const board = await dashboardOf(await t.loginStaff(username));
      return { sales: board.sales !== undefined, queues: Object.keys(board.queues).sort() };
    };
    expect(await keysOf('reviewer')).toEqual({ sales: false, queues: ['buyers_to_review', 'licences_expiring'] });
    expect(await keysOf('warehouse')).toEqual({ sales: true, queues: ['orders_to_ship', 'transfers_to_confirm'] });
    expect(await keysOf('service')).toEqual({
      sales: true,
      queues: ['aftersales_pending', 'licences_expiring', 'orders_to_ship', 'transfers_to_confirm'],
    });
    expect(await keysOf('marketing')).toEqual({ sales: false, queues: [] });
    expect((await dashboardOf(admin)).queues).toHaveProperty('aftersales_pending');
  });
});
