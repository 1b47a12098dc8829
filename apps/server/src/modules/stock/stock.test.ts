// @pglite: batch takes serialised on PGlite, side by side on PostgreSQL
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { NEAR_EXPIRY_ZONE } from '@store/shared/api/stock';
import { StockRefusal } from '@store/shared/codes';
import * as schema from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { placeOrder, userIdOf } from '../../test/orders-fixture.ts';
import { theRow } from '../../db/rows.ts';
import { allocateShipment } from './shipment.ts';
import { sweepBatches } from './sellable.ts';

const addDays = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe('stock by batch: receive, count, first-expiry-first-out shipping, expiry', () => {
  let t: TestApp;
  let warehouse: Record<string, string>;
  let marketing: Record<string, string>;
  let buyerId: number;
  const post = (url: string, payload: object, headers = warehouse) =>
    t.inject({ method: 'POST', url, headers, payload });
  const get = (url: string, headers = warehouse) => t.inject({ method: 'GET', url, headers });
  const stockOf = async (goodsId: number) =>
    theRow(await t.database.db.select().from(schema.goods).where(eq(schema.goods.id, goodsId)));
  /** A goods of its own with no stock and no batches: untracked until the first delivery. */
  const freshGoods = async (name: string) =>
    theRow(
      await t.database.db
        .insert(schema.goods)
        .values({ name, sccj: '测试药业', ypgg: '10片/盒', bzdw: '盒', basePriceFen: 1200, stock: 0 })
        .returning({ id: schema.goods.id }),
    ).id;
  const receive = (goodsId: number, batch: string, expiry: string, quantity: number) =>
    post(`/api/admin/goods/${goodsId}/batches`, { batch_number: batch, expiry_date: expiry, quantity });

  beforeAll(async () => {
    t = await createTestApp();
    [warehouse, marketing] = await Promise.all([t.loginStaff('warehouse'), t.loginStaff('marketing')]);
    buyerId = await userIdOf(t, 'buyer');
  });
  afterAll(() => t.close());

  it('receiving a batch makes the goods sellable, tells waiting buyers, and writes the audit row', async () => {
    const goodsId = await freshGoods('批次入库测试片');
    await t.database.db.insert(schema.arrivalNotices).values({ userId: buyerId, goodsId });
    const res = await receive(goodsId, 'R20260101', addDays(400), 30);
    expect(res.json()).toMatchObject({
      code: 10000,
      data: { stock: 30, notified: 1, batch: { quantity: 30, state: 'ok' } },
    });
    // The same number adds to its batch; the same number with another expiry is a typing error.
    expect((await receive(goodsId, 'R20260101', addDays(400), 5)).json().data.batch.quantity).toBe(35);
    const clash = (await receive(goodsId, 'R20260101', addDays(500), 5)).json();
    expect(clash).toMatchObject({ code: 422, errors: { expiry_date: [expect.stringContaining('另一有效期')] } });
    expect((await receive(goodsId, 'OLD1', addDays(-1), 5)).json().errors.expiry_date).toEqual([
      '该批次已过期，不能入库',
    ]);
    const view = (await get(`/api/admin/goods/${goodsId}/batches`)).json().data;
    expect(view).toMatchObject({ sellable: 35, on_hand: 35, reserved: 0, batches: [{ batch_number: 'R20260101' }] });
    const audit = await t.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'stock.receive'), eq(schema.auditLog.objectId, String(goodsId))));
    expect(audit).toHaveLength(2);
    // Marketing may look at batches but not receive stock; setting a number on a tracked goods is refused.
    expect((await get(`/api/admin/goods/${goodsId}/batches`, marketing)).json().code).toBe(10000);
    const byMarketing = { batch_number: 'M1', expiry_date: addDays(300), quantity: 1 };
    expect((await post(`/api/admin/goods/${goodsId}/batches`, byMarketing, marketing)).statusCode).toBe(403);
    expect(
      (await post(`/api/admin/goods/${goodsId}/stock`, { stock: 99 }, await t.loginStaff('admin'))).json().code,
    ).toBe(StockRefusal.BATCH_TRACKED.code);
  });

  it('sellable stock is the unexpired batches less what unshipped orders took; the nearest batch feeds the near-expiry zone', async () => {
    const goodsId = await freshGoods('效期规则测试胶囊');
    await receive(goodsId, 'LATE', addDays(700), 10);
    await receive(goodsId, 'SOON', addDays(100), 4);
    let goods = await stockOf(goodsId);
    expect(goods).toMatchObject({ stock: 14, batchNumber: 'SOON', expiryDate: addDays(100) });
    expect(goods.zones).toContain(NEAR_EXPIRY_ZONE);
    await placeOrder(t, { userId: buyerId, status: 1, lines: [{ goodsId, number: 3 }] });
    expect((await stockOf(goodsId)).stock).toBe(11);
    // The SOON batch expires: its units stop counting, and the goods leaves the zone with it.
    await t.database.db
      .update(schema.stockBatches)
      .set({ expiryDate: addDays(-1) })
      .where(and(eq(schema.stockBatches.goodsId, goodsId), eq(schema.stockBatches.batchNumber, 'SOON')));
    await sweepBatches(t.database.db);
    goods = await stockOf(goodsId);
    expect(goods).toMatchObject({ stock: 7, batchNumber: 'LATE' });
    expect(goods.zones).not.toContain(NEAR_EXPIRY_ZONE);
    const view = (await get(`/api/admin/goods/${goodsId}/batches`)).json().data;
    expect(view).toMatchObject({ sellable: 7, on_hand: 10, reserved: 3 });
    expect(view.batches.map((b: { state: string }) => b.state)).toEqual(['expired', 'ok']);
  });

  it('the hourly sweep resyncs only goods the calendar has moved past, each once', async () => {
    const goodsId = await freshGoods('日历扫描测试片');
    // 200 days out: outside the near-expiry window today, inside it three weeks from now.
    await receive(goodsId, 'CAL-1', addDays(200), 5);
    expect((await stockOf(goodsId)).zones).not.toContain(NEAR_EXPIRY_ZONE);
    await sweepBatches(t.database.db);
    // Every tracked goods now matches its batches: a second sweep has nothing to do.
    expect(await sweepBatches(t.database.db)).toBe(0);
    const later = addDays(21);
    expect(await sweepBatches(t.database.db, later)).toBeGreaterThanOrEqual(1);
    expect((await stockOf(goodsId)).zones).toContain(NEAR_EXPIRY_ZONE);
    expect(await sweepBatches(t.database.db, later)).toBe(0);
    // Back to today's calendar for the cases below: the goods leaves the window again.
    await sweepBatches(t.database.db);
    expect((await stockOf(goodsId)).zones).not.toContain(NEAR_EXPIRY_ZONE);
    expect(await sweepBatches(t.database.db)).toBe(0);
  });

  it('lists batches soonest expiry first, filtered to near expiry or expired, found by goods or batch number', async () => {
    const goodsId = await freshGoods('效期预警测试口服液');
    await receive(goodsId, 'W-FAR', addDays(900), 6);
    await receive(goodsId, 'W-NEAR', addDays(30), 2);
    const list = (state: string) =>
      get(`/api/admin/stock_batches?state=${state}&keywords=${encodeURIComponent('效期预警测试')}`).then(
        (r) => r.json().data,
      );
    const held = await list('held');
    expect(held.data.map((b: { batch_number: string }) => b.batch_number)).toEqual(['W-NEAR', 'W-FAR']);
    expect(held.data[0]).toMatchObject({ state: 'near_expiry', goods: { id: goodsId, name: '效期预警测试口服液' } });
    expect((await list('near_expiry')).data.map((b: { batch_number: string }) => b.batch_number)).toEqual(['W-NEAR']);
    expect((await list('expired')).total).toBe(0);
    const byNumber = (await get('/api/admin/stock_batches?keywords=W-FAR')).json().data;
    expect(byNumber.data.map((b: { goods: { id: number } }) => b.goods.id)).toEqual([goodsId]);
    expect((await get('/api/admin/stock_batches?state=soon')).json()).toMatchObject({ code: 422 });
  });

  it('a count sets what a batch holds, with its reason in the audit log', async () => {
    const goodsId = await freshGoods('盘点测试颗粒');
    const batchId = (await receive(goodsId, 'C1', addDays(300), 20)).json().data.batch.id;
    const bad = (await post(`/api/admin/stock_batches/${batchId}/adjust`, { quantity: -1, reason: '' })).json();
    expect(bad.errors).toMatchObject({ quantity: ['数量不能为负'], reason: ['请填写调整原因'] });
    const res = (
      await post(`/api/admin/stock_batches/${batchId}/adjust`, { quantity: 18, reason: '破损 2 盒报损' })
    ).json();
    expect(res.data).toMatchObject({ stock: 18, batch: { quantity: 18 } });
    const [row] = await t.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'stock.adjust'), eq(schema.auditLog.objectId, String(goodsId))));
    expect(row).toMatchObject({ before: { quantity: 20 }, after: { quantity: 18, reason: '破损 2 盒报损' } });
  });

  it('suggests first-expiry-first-out per line and ships from the batches: picks recorded, the line names its batches', async () => {
    const goodsId = await freshGoods('先进先出测试片');
    await receive(goodsId, 'B-LATE', addDays(600), 10);
    await receive(goodsId, 'B-SOON', addDays(300), 3);
    await receive(goodsId, 'B-GONE', addDays(200), 5);
    await t.database.db
      .update(schema.stockBatches)
      .set({ expiryDate: addDays(-3) })
      .where(eq(schema.stockBatches.batchNumber, 'B-GONE'));
    const orderId = await placeOrder(t, { userId: buyerId, status: 1, lines: [{ goodsId, number: 5 }] });
    const [suggestion] = (await get(`/api/admin/order/${orderId}/picks/suggest`)).json().data;
    expect(suggestion).toMatchObject({ tracked: true, short: 0, number: 5 });
    expect(
      suggestion.picks.map((p: { batch_number: string; quantity: number }) => [p.batch_number, p.quantity]),
    ).toEqual([
      ['B-SOON', 3],
      ['B-LATE', 2],
    ]);
    const item = theRow(
      await t.database.db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, orderId)),
    );
    const line = { id: item.id, goodsId, name: item.name, number: 5 };
    const batchIds = Object.fromEntries(
      suggestion.batches.map((b: { batch_number: string; id: number }) => [b.batch_number, b.id]),
    );
    const gone = theRow(
      await t.database.db.select().from(schema.stockBatches).where(eq(schema.stockBatches.batchNumber, 'B-GONE')),
    );
    const ship = (picks?: { order_item_id: number; batch_id: number; quantity: number }[]) =>
      t.database.db.transaction((tx) => allocateShipment(tx, orderId, [line], picks));
    await expect(ship([{ order_item_id: item.id, batch_id: batchIds['B-LATE'], quantity: 4 }])).rejects.toMatchObject({
      code: StockRefusal.PICKS_MISMATCH.code,
      message: '先进先出测试片 应发 5，所选批次合计 4',
    });
    await expect(ship([{ order_item_id: item.id, batch_id: gone.id, quantity: 5 }])).rejects.toMatchObject({
      code: StockRefusal.BATCH_EXPIRED.code,
    });
    await expect(ship([{ order_item_id: item.id, batch_id: batchIds['B-SOON'], quantity: 5 }])).rejects.toMatchObject({
      code: StockRefusal.BATCH_SHORT.code,
      message: '先进先出测试片 批号 B-SOON 仅剩 3，不够发货',
    });
    // The warehouse picks the later batch for all five; nothing of the refused attempts was taken.
    const picks = await ship([{ order_item_id: item.id, batch_id: batchIds['B-LATE'], quantity: 5 }]);
    expect(picks).toMatchObject([{ batchNumber: 'B-LATE', quantity: 5 }]);
    const held = await t.database.db
      .select({ n: schema.stockBatches.batchNumber, q: schema.stockBatches.quantity })
      .from(schema.stockBatches)
      .where(eq(schema.stockBatches.goodsId, goodsId))
      .orderBy(schema.stockBatches.id);
    expect(held).toEqual([
      { n: 'B-LATE', q: 5 },
      { n: 'B-SOON', q: 3 },
      { n: 'B-GONE', q: 5 },
    ]);
    expect(
      theRow(await t.database.db.select().from(schema.orderItems).where(eq(schema.orderItems.id, item.id))),
    ).toMatchObject({
      batchNumber: 'B-LATE',
      expiryDate: addDays(600),
    });
    expect(
      await t.database.db.select().from(schema.shipmentPicks).where(eq(schema.shipmentPicks.orderId, orderId)),
    ).toHaveLength(1);
  });

  it('without picks a line ships first-expiry-first-out, and batches that cannot cover it refuse the shipment', async () => {
    const goodsId = await freshGoods('默认先出测试丸');
    await receive(goodsId, 'F2', addDays(500), 2);
    await receive(goodsId, 'F1', addDays(250), 2);
    const orderId = await placeOrder(t, { userId: buyerId, status: 1, lines: [{ goodsId, number: 3 }] });
    const item = theRow(
      await t.database.db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, orderId)),
    );
    const line = { id: item.id, goodsId, name: item.name, number: 3 };
    const picks = await t.database.db.transaction((tx) => allocateShipment(tx, orderId, [line]));
    expect(picks.map((p) => [p.batchNumber, p.quantity])).toEqual([
      ['F1', 2],
      ['F2', 1],
    ]);
    expect(
      theRow(await t.database.db.select().from(schema.orderItems).where(eq(schema.orderItems.id, item.id))),
    ).toMatchObject({
      batchNumber: 'F1、F2',
      expiryDate: addDays(250),
    });
    const more = { ...line, number: 2 };
    await expect(t.database.db.transaction((tx) => allocateShipment(tx, orderId, [more]))).rejects.toMatchObject({
      code: StockRefusal.BATCHES_SHORT.code,
      message: '默认先出测试丸 的未过期批次库存不足，还差 1',
    });
  });

  it('two shipments racing for a batch’s last units: one ships, the other is refused, the batch never goes negative', async () => {
    const goodsId = await freshGoods('并发发货测试片');
    await receive(goodsId, 'LAST', addDays(400), 4);
    const orders = await Promise.all(
      [1, 2].map(() => placeOrder(t, { userId: buyerId, status: 1, lines: [{ goodsId, number: 2 }] })),
    );
    // Another 2 units disappear (a count found them broken) after both orders were placed.
    const batch = theRow(
      await t.database.db.select().from(schema.stockBatches).where(eq(schema.stockBatches.goodsId, goodsId)),
    );
    await t.database.db.update(schema.stockBatches).set({ quantity: 3 }).where(eq(schema.stockBatches.id, batch.id));
    const results = await Promise.allSettled(
      orders.map(async (orderId) => {
        const item = theRow(
          await t.database.db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, orderId)),
        );
        return t.database.db.transaction((tx) =>
          allocateShipment(tx, orderId, [{ id: item.id, goodsId, name: item.name, number: 2 }]),
        );
      }),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    // Serialised (PGlite) the second finds the batch short before taking; side by side (PostgreSQL) its guarded take fails.
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect([StockRefusal.BATCH_SHORT.code, StockRefusal.BATCHES_SHORT.code]).toContain(refused.reason.code);
    const after = theRow(
      await t.database.db.select().from(schema.stockBatches).where(eq(schema.stockBatches.id, batch.id)),
    );
    expect(after.quantity).toBe(1);
  });
});
