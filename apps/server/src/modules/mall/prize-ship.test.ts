import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { LotteryRefusal, StockRefusal } from '@store/shared/codes';
import * as s from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeBuyers, type Buyer } from '../../test/buyers.ts';
import { makeActivity } from '../../test/lottery.ts';
import { expectPointsBalanced } from '../../test/points.ts';

type Headers = Record<string, string>;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('lottery goods prizes are points orders; the warehouse ships points orders from stock batches', () => {
  let t: TestApp;
  let warehouse: Headers;
  let marketing: Headers;
  let stockKeeper: Headers;
  let buyers: Buyer[];
  let n = 0;
  const next = () => buyers[n++]!;
  const get = (url: string, headers: Headers = {}) => t.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers: Headers) => t.inject({ method: 'POST', url, headers, payload });
  const batch = async (id: number) =>
    theRow(await t.database.db.select().from(s.stockBatches).where(eq(s.stockBatches.id, id)));
  const goodsStock = async (id: number) =>
    theRow(await t.database.db.select({ stock: s.goods.stock }).from(s.goods).where(eq(s.goods.id, id))).stock;

  /** A catalogue goods with no batches yet, given three: far, near (nearest expiry) and a small one. */
  let drugId: number;
  let drugMall: number;
  const batchIds: Record<'far' | 'near' | 'small', number> = { far: 0, near: 0, small: 0 };

  /** A running activity whose only prize is the mall goods; the buyer wins it. */
  const win = async (buyer: Buyer, mallGoodsId: number) => {
    const a = await makeActivity(t, [{ kind: 'goods', name: '幸运好礼', remarks: '包邮', weight: 1, mallGoodsId }]);
    const res = (await get(`/api/draw?id=${a.id}`, buyer.headers)).json();
    expect(res.data.prize.kind).toBe('goods');
    const record = theRow(
      await t.database.db.select().from(s.lotteryRecords).where(eq(s.lotteryRecords.id, res.data.record_id)),
    );
    return { activityId: a.id, orderId: record.pointsOrderId! };
  };

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '100000' });
    warehouse = await t.loginStaff('warehouse');
    marketing = await t.loginStaff('marketing');
    stockKeeper = await t.loginStaff('admin');
    buyers = await makeBuyers(t, 8);
    const tracked = t.database.db.selectDistinct({ id: s.stockBatches.goodsId }).from(s.stockBatches);
    const [free] = await t.database.db
      .select({ id: s.goods.id })
      .from(s.goods)
      .where(and(eq(s.goods.isListed, true), notInArray(s.goods.id, tracked)))
      .orderBy(s.goods.id)
      .limit(1);
    drugId = free!.id;
    const receive = async (batch_number: string, expiry_date: string, quantity: number) => {
      const res = (
        await post(`/api/admin/goods/${drugId}/batches`, { batch_number, expiry_date, quantity }, stockKeeper)
      ).json();
      if (res.code !== 10000) throw new Error(JSON.stringify(res));
      return res.data.batch.id as number;
    };
    batchIds.far = await receive('FAR2029', day(900), 50);
    batchIds.near = await receive('NEAR2027', day(300), 2);
    batchIds.small = await receive('SMALL2028', day(600), 1);
    const created = (
      await post(
        '/api/admin/mall/goods',
        { name: '积分药品', kind: 'goods', goods_id: drugId, is_drug: 1, points_price: 10, stock: 100 },
        marketing,
      )
    ).json();
    drugMall = created.data.id;
  });
  afterAll(() => t.close());

  it('a goods win is a points order of 0 points in /jfdd and the records, the buyer cannot cancel it', async () => {
    const buyer = next();
    const pointsBefore = await expectPointsBalanced(t, buyer.id);
    const { orderId, activityId } = await win(buyer, drugMall);
    const list = (await get('/api/user/points_orders', buyer.headers)).json().data;
    expect(list.data[0]).toMatchObject({
      id: orderId,
      source: 'lottery',
      source_text: '抽奖奖品',
      name: '积分药品',
      points: 0,
      status: 0,
      can_cancel: 0,
      address: { name: '测试' },
    });
    // A prize costs no points and takes nothing of the mall's stock or the buyer's count.
    expect(await expectPointsBalanced(t, buyer.id)).toBe(pointsBefore);
    const mall = theRow(await t.database.db.select().from(s.mallGoods).where(eq(s.mallGoods.id, drugMall)));
    expect(mall).toMatchObject({ stock: 100, sold: 0 });
    const records = (await get('/api/draw/record', buyer.headers)).json().data;
    expect(records.data[0].shipping).toMatchObject({ points_order_id: orderId, status: 0, status_text: '待发货' });
    const cancel = await post(`/api/user/points_orders/${orderId}/cancel`, {}, buyer.headers);
    expect(cancel.json()).toMatchObject({ code: LotteryRefusal.PRIZE_ORDER_NOT_CANCELLABLE.code });
    // The winners report shows where it goes and its state.
    const report = (await get(`/api/admin/lottery/${activityId}/winners`, marketing)).json();
    expect(report.data.data[0].shipping).toMatchObject({
      points_order_id: orderId,
      consignee: '测试',
      address: '浙江省杭州市西湖区文三路 1 号',
      status_text: '待发货',
    });
  });

  it('the ship screen offers the batches nearest expiry first; shipping a pick takes that batch in the transaction', async () => {
    const buyer = next();
    const { orderId } = await win(buyer, drugMall);
    const offered = (await get(`/api/admin/points_orders/${orderId}/batches`, warehouse)).json().data;
    expect(offered).toMatchObject({ tracked: true, number: 1, short: 0 });
    expect(offered.batches.map((b: { batch_number: string }) => b.batch_number)).toEqual([
      'NEAR2027',
      'SMALL2028',
      'FAR2029',
    ]);
    expect(offered.picks).toMatchObject([{ batch_id: batchIds.near, quantity: 1 }]);

    const typed = (
      await post(
        `/api/admin/points_orders/${orderId}/ship`,
        { carrier: '顺丰', tracking_no: 'SF1', batch_no: 'X1', expiry_date: day(100) },
        warehouse,
      )
    ).json();
    expect(typed).toMatchObject({ code: 422, errors: { batch_no: ['该商品按批次管理库存，请从库存批次中选择'] } });

    const stockBefore = await goodsStock(drugId);
    const shipped = (
      await post(
        `/api/admin/points_orders/${orderId}/ship`,
        { carrier: '顺丰', tracking_no: 'SF100', picks: [{ batch_id: batchIds.far, quantity: 1 }] },
        warehouse,
      )
    ).json();
    expect(shipped).toMatchObject({
      code: 10000,
      data: { status: 1, batch_no: 'FAR2029', expiry_date: day(900), tracking_no: 'SF100' },
    });
    expect((await batch(batchIds.far)).quantity).toBe(49);
    expect(await goodsStock(drugId)).toBe(stockBefore - 1);
    const picks = await t.database.db
      .select()
      .from(s.pointsOrderPicks)
      .where(eq(s.pointsOrderPicks.pointsOrderId, orderId));
    expect(picks).toMatchObject([{ batchId: batchIds.far, batchNumber: 'FAR2029', quantity: 1 }]);
    const [audit] = await t.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, 'points_order.ship'), eq(s.auditLog.objectId, String(orderId))));
    expect(audit).toBeDefined();
    // The buyer sees it shipped in /jfdd and in the lottery records.
    const mine = (await get(`/api/user/points_orders/${orderId}`, buyer.headers)).json().data;
    expect(mine).toMatchObject({ status: 1, batch_no: 'FAR2029', status_text: '已发货' });
    const again = (
      await post(`/api/admin/points_orders/${orderId}/ship`, { carrier: '顺丰', tracking_no: 'SF2' }, warehouse)
    ).json();
    expect(again.code).toBe(807);
  });

  it('refuses when the batch is short (nothing taken), when picks do not add up, and ships FEFO with no picks', async () => {
    const buyer = next();
    // A redemption of 3 units: the near batch has 2, the small one 1.
    await t.database.db.transaction(async (tx) => {
      const { changePoints } = await import('../points/ledger.ts');
      await changePoints(tx, { userId: buyer.id, type: 'adjust', change: 100, remark: '测试' });
    });
    const redeemed = (
      await post('/api/mall/redeem', { goods_id: drugMall, number: 3, address_id: buyer.addressId }, buyer.headers)
    ).json();
    const orderId = redeemed.data.order.id as number;

    const short = (
      await post(
        `/api/admin/points_orders/${orderId}/ship`,
        { carrier: '顺丰', tracking_no: 'SF3', picks: [{ batch_id: batchIds.small, quantity: 3 }] },
        warehouse,
      )
    ).json();
    expect(short).toMatchObject({
      code: StockRefusal.BATCH_SHORT.code,
      msg: '积分药品 批号 SMALL2028 仅剩 1，不够发货',
    });
    expect((await batch(batchIds.small)).quantity).toBe(1);
    const mismatch = (
      await post(
        `/api/admin/points_orders/${orderId}/ship`,
        { carrier: '顺丰', tracking_no: 'SF3', picks: [{ batch_id: batchIds.far, quantity: 2 }] },
        warehouse,
      )
    ).json();
    expect(mismatch.code).toBe(StockRefusal.PICKS_MISMATCH.code);
    const order = theRow(await t.database.db.select().from(s.pointsOrders).where(eq(s.pointsOrders.id, orderId)));
    expect(order.status).toBe(0);

    const fefo = (
      await post(`/api/admin/points_orders/${orderId}/ship`, { carrier: '顺丰', tracking_no: 'SF3' }, warehouse)
    ).json();
    expect(fefo.data).toMatchObject({ status: 1, batch_no: 'NEAR2027、SMALL2028', expiry_date: day(300) });
    expect((await batch(batchIds.near)).quantity).toBe(0);
    expect((await batch(batchIds.small)).quantity).toBe(0);
  });

  it('with the batches used up, shipping is refused and no batch goes below zero', async () => {
    await t.database.db.update(s.stockBatches).set({ quantity: 0 }).where(eq(s.stockBatches.goodsId, drugId));
    const buyer = next();
    const { orderId } = await win(buyer, drugMall);
    const offered = (await get(`/api/admin/points_orders/${orderId}/batches`, warehouse)).json().data;
    expect(offered).toMatchObject({ tracked: true, short: 1, batches: [] });
    const res = (
      await post(`/api/admin/points_orders/${orderId}/ship`, { carrier: '顺丰', tracking_no: 'SF4' }, warehouse)
    ).json();
    expect(res).toMatchObject({ code: StockRefusal.BATCHES_SHORT.code, msg: '积分药品 的未过期批次库存不足，还差 1' });
    const [low] = await t.database.db
      .select({ min: sql<number>`min(${s.stockBatches.quantity})`.mapWith(Number) })
      .from(s.stockBatches)
      .where(eq(s.stockBatches.goodsId, drugId));
    expect(low!.min).toBe(0);
  });

  it('a gift ships with carrier and tracking only; staff cancelling a prize forfeits it with no ledger movement', async () => {
    const gift = (
      await post('/api/admin/mall/goods', { name: '定制保温杯', kind: 'goods', points_price: 50, stock: 10 }, marketing)
    ).json().data.id as number;
    const buyer = next();
    const { orderId } = await win(buyer, gift);
    expect((await get(`/api/admin/points_orders/${orderId}/batches`, warehouse)).json().data).toMatchObject({
      tracked: false,
      batches: [],
    });
    const shipped = (
      await post(`/api/admin/points_orders/${orderId}/ship`, { carrier: '中通', tracking_no: 'ZT1' }, warehouse)
    ).json();
    expect(shipped.data).toMatchObject({ status: 1, batch_no: '', expiry_date: null, carrier: '中通' });

    // A winner with no address yet: shipping waits for one, then takes the default address they add.
    const homeless = next();
    await t.database.db.delete(s.addresses).where(eq(s.addresses.userId, homeless.id));
    const third = await win(homeless, gift);
    const noAddress = (
      await post(`/api/admin/points_orders/${third.orderId}/ship`, { carrier: '中通', tracking_no: 'ZT2' }, warehouse)
    ).json();
    expect(noAddress.code).toBe(LotteryRefusal.PRIZE_ADDRESS_MISSING.code);
    const [own] = await t.database.db.select().from(s.addresses).limit(1);
    await t.database.db.insert(s.addresses).values({ ...own!, id: undefined, userId: homeless.id, consignee: '李四' });
    const late = (
      await post(`/api/admin/points_orders/${third.orderId}/ship`, { carrier: '中通', tracking_no: 'ZT2' }, warehouse)
    ).json();
    expect(late.data).toMatchObject({ status: 1, address: { name: '李四' } });

    const other = next();
    const second = await win(other, gift);
    const ledgerBefore = await t.database.db.select().from(s.pointsLog).where(eq(s.pointsLog.userId, other.id));
    const cancelled = (
      await post(`/api/admin/points_orders/${second.orderId}/cancel`, { reason: '地址无法送达' }, warehouse)
    ).json();
    expect(cancelled.data).toMatchObject({ status: 3, cancel_reason: '地址无法送达' });
    const ledgerAfter = await t.database.db.select().from(s.pointsLog).where(eq(s.pointsLog.userId, other.id));
    expect(ledgerAfter).toHaveLength(ledgerBefore.length);
  });

  it('a goods prize must name a mall goods that ships (422 without, 818 for a coupon goods)', async () => {
    const { id } = await makeActivity(t, [{ kind: 'thanks', name: '谢谢参与', weight: 1 }]);
    const body = { kind: 'goods', name: '血压计', weight: 1, points: 0, sort: 0 };
    const missing = (await post(`/api/admin/lottery/${id}/prizes`, body, marketing)).json();
    expect(missing).toMatchObject({ code: 422, errors: { mall_goods_id: ['请选择寄送的积分商品'] } });
    const [coupon] = await t.database.db
      .select({ id: s.mallGoods.id })
      .from(s.mallGoods)
      .where(eq(s.mallGoods.kind, 'coupon'));
    const wrong = (
      await post(`/api/admin/lottery/${id}/prizes`, { ...body, mall_goods_id: coupon!.id }, marketing)
    ).json();
    expect(wrong.code).toBe(LotteryRefusal.PRIZE_MALL_GOODS_INVALID.code);
    const ok = (await post(`/api/admin/lottery/${id}/prizes`, { ...body, mall_goods_id: drugMall }, marketing)).json();
    expect(ok.code).toBe(10000);
    const detail = (await get(`/api/admin/lottery/${id}`, marketing)).json().data;
    expect(detail.prizes.find((p: { kind: string }) => p.kind === 'goods')).toMatchObject({
      mall_goods_id: drugMall,
      mall_goods_name: '积分药品',
    });
  });
});
