import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MallRefusal, WalletRefusal } from '@store/shared/codes';
import { auditLog, cashVouchers, pointsLog, userCoupons, users } from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeBuyers, type Buyer } from '../../test/buyers.ts';
import { expectPointsBalanced } from '../../test/points.ts';
import { changePoints } from '../points/ledger.ts';

type Headers = Record<string, string>;

describe('points mall: goods, redeeming, points orders, the console', () => {
  let t: TestApp;
  let marketing: Headers;
  let warehouse: Headers;
  let buyers: Buyer[];
  const get = (url: string, headers: Headers = {}) => t.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers: Headers) => t.inject({ method: 'POST', url, headers, payload });
  const put = (url: string, payload: object, headers: Headers) => t.inject({ method: 'POST', url, headers, payload });
  const goods = (over: Record<string, unknown> = {}) => ({
    name: '电子体温计',
    kind: 'goods',
    category: '医疗器械',
    points_price: 100,
    stock: 5,
    per_user_limit: 3,
    ...over,
  });
  const create = async (over: Record<string, unknown> = {}) => {
    const res = (await post('/api/admin/mall/goods', goods(over), marketing)).json();
    if (res.code !== 10000) throw new Error(JSON.stringify(res));
    return res.data as { id: number };
  };
  const give = (buyer: Buyer, points: number) =>
    t.database.db.transaction((tx) =>
      changePoints(tx, { userId: buyer.id, type: 'adjust', change: points, remark: '测试' }),
    );
  const redeem = (buyer: Buyer, goodsId: number, number = 1, withAddress = true) =>
    post(
      '/api/mall/redeem',
      { goods_id: goodsId, number, ...(withAddress ? { address_id: buyer.addressId } : {}) },
      buyer.headers,
    );
  const pointsNow = async (buyer: Buyer) =>
    theRow(await t.database.db.select({ p: users.points }).from(users).where(eq(users.id, buyer.id))).p;

  beforeAll(async () => {
    t = await createTestApp();
    marketing = await t.loginStaff('marketing');
    warehouse = await t.loginStaff('warehouse');
    buyers = await makeBuyers(t, 4);
  });
  afterAll(() => t.close());

  it('the demo seed lists a thermometer, masks, a coupon and a ¥10 购物金 the demo buyer can afford', async () => {
    const demo = await t.login('buyer');
    const page = (await get('/api/mall/goods?page_size=60', demo)).json().data;
    const names = page.data.map((g: { name: string }) => g.name);
    expect(names).toEqual(expect.arrayContaining(['电子体温计（腋下/口腔）', '医用外科口罩 50只/盒', '¥10 购物金']));
    const voucher = page.data.find((g: { kind: string }) => g.kind === 'voucher');
    expect(voucher).toMatchObject({ grant_text: '¥10.00 购物金', needs_address: 0 });
    expect(page.points).toBeGreaterThanOrEqual(voucher.points_price);
  });

  it('marketing creates goods, bad input is a 422 naming the field, other staff are refused, changes are audited', async () => {
    const bad = (await post('/api/admin/mall/goods', goods({ points_price: 0, kind: 'coupon' }), marketing)).json();
    expect(bad.code).toBe(422);
    expect(bad.errors.points_price).toBeDefined();
    expect(bad.errors.coupon_id).toEqual(['请选择兑换的优惠券']);
    expect((await post('/api/admin/mall/goods', goods(), warehouse)).statusCode).toBe(403);
    expect((await post('/api/admin/mall/goods', goods(), buyers[0]!.headers)).statusCode).toBeGreaterThanOrEqual(401);
    const { id } = await create();
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'mall_goods'), eq(auditLog.objectId, String(id))));
    expect(audits.map((a) => a.action)).toEqual(['mall_goods.create']);
  });

  it('the mall lists goods on sale with filters and the buyer’s points; a bad filter is a 422', async () => {
    const buyer = buyers[0]!;
    await give(buyer, 1000);
    const { id: cheap } = await create({ name: '医用口罩（50只）', category: '防护用品', points_price: 30 });
    const { id: paused } = await create({ name: '暂停的商品' });
    await put(`/api/admin/mall/goods/${paused}/status`, { status: 0 }, marketing);
    const page = (await get('/api/mall/goods?category=防护用品', buyer.headers)).json().data;
    expect(page.points).toBe(1000);
    expect(page.data.map((g: { id: number }) => g.id)).toContain(cheap);
    expect(page.data.every((g: { category: string }) => g.category === '防护用品')).toBe(true);
    expect(page.categories).toEqual(expect.arrayContaining(['医疗器械', '防护用品']));
    const ranged = (await get('/api/mall/goods?min_points=50&max_points=200')).json().data;
    expect(ranged.points).toBeNull();
    expect(ranged.data.every((g: { points_price: number }) => g.points_price >= 50 && g.points_price <= 200)).toBe(
      true,
    );
    expect(ranged.data.map((g: { id: number }) => g.id)).not.toContain(paused);
    const wrong = (await get('/api/mall/goods?min_points=300&max_points=100')).json();
    expect(wrong).toMatchObject({ code: 422, errors: { max_points: ['最高积分不能低于最低积分'] } });
    expect((await get(`/api/mall/goods/${cheap}`, buyer.headers)).json().data).toMatchObject({
      id: cheap,
      points: 1000,
    });
  });

  it('redeeming takes points through the ledger, stock and the limit; refusals roll everything back', async () => {
    const buyer = buyers[1]!;
    await give(buyer, 1000);
    const { id } = await create({ points_price: 100, stock: 5, per_user_limit: 4 });
    const noAddress = (await redeem(buyer, id, 1, false)).json();
    expect(noAddress).toMatchObject({ code: 422, errors: { address_id: ['请选择收货地址'] } });
    expect(
      (await post('/api/mall/redeem', { goods_id: id, number: 0 }, buyer.headers)).json().errors.number,
    ).toBeDefined();

    const first = (await redeem(buyer, id, 2)).json();
    expect(first.code).toBe(10000);
    expect(first.data.points).toBe(800);
    expect(first.data.order).toMatchObject({ status: 0, status_text: '待发货', points: 200, number: 2, can_cancel: 1 });
    expect(first.data.order.address.name).toBeTruthy();
    const spend = theRow(
      await t.database.db.select().from(pointsLog).where(eq(pointsLog.pointsOrderId, first.data.order.id)),
    );
    expect(spend).toMatchObject({ type: 'spend', change: -200, pointsAfter: 800 });

    const overLimit = (await redeem(buyer, id, 3)).json();
    expect(overLimit).toMatchObject({ code: MallRefusal.MALL_LIMIT_REACHED.code, msg: '每人限兑 4 件，您已兑换 2 件' });
    const other = buyers[2]!;
    await give(other, 50);
    const short = (await redeem(other, id, 1)).json();
    expect(short.code).toBe(WalletRefusal.POINTS_SHORT.code);
    await give(other, 1000);
    const outOfStock = (await redeem(other, id, 4)).json();
    expect(outOfStock).toMatchObject({ code: MallRefusal.MALL_STOCK_SHORT.code, msg: '库存不足，仅剩 3 件' });
    // the refused attempts left nothing behind: no order, the same points, the same stock
    expect((await get('/api/user/points_orders', other.headers)).json().data.total).toBe(0);
    expect(await pointsNow(other)).toBe(1050);
    expect((await get(`/api/mall/goods/${id}`)).json().data).toMatchObject({ stock: 3, sold: 2 });
    await expectPointsBalanced(t, buyer.id);
    await expectPointsBalanced(t, other.id);
  });

  it('a paused or ended goods is refused; coupons and vouchers are granted at once and complete', async () => {
    const buyer = buyers[3]!;
    await give(buyer, 5000);
    const { id: paused } = await create();
    await put(`/api/admin/mall/goods/${paused}/status`, { status: 0 }, marketing);
    expect((await redeem(buyer, paused)).json().code).toBe(MallRefusal.MALL_GOODS_OFF.code);
    const past = Math.floor(Date.now() / 1000) - 3600;
    const { id: ended } = await create({ starts_at: past - 3600, ends_at: past });
    expect((await redeem(buyer, ended)).json().code).toBe(MallRefusal.MALL_ENDED.code);

    const template = (
      await post(
        '/api/admin/coupons',
        {
          name: '积分券满100减10',
          type: 1,
          amount: '10',
          min_amount: '100',
          valid_kind: 'days',
          valid_days: 30,
          total_quantity: 10,
          per_user_limit: 1,
          in_centre: 0,
        },
        marketing,
      )
    ).json().data;
    const { id: coupon } = await create({
      name: '满100减10券',
      kind: 'coupon',
      coupon_id: template.id,
      points_price: 200,
    });
    const couponOrder = (await redeem(buyer, coupon, 2, false)).json();
    expect(couponOrder.data.order).toMatchObject({ status: 2, status_text: '已完成', kind: 'coupon', address: null });
    const granted = await t.database.db
      .select()
      .from(userCoupons)
      .where(and(eq(userCoupons.userId, buyer.id), eq(userCoupons.couponId, template.id)));
    expect(granted).toHaveLength(2);

    const { id: voucher } = await create({
      name: '¥10 购物金',
      kind: 'voucher',
      voucher_amount: '10',
      voucher_days: 30,
      points_price: 300,
    });
    const voucherOrder = (await redeem(buyer, voucher, 1, false)).json();
    expect(voucherOrder.data.order.status).toBe(2);
    const v = theRow(
      await t.database.db
        .select()
        .from(cashVouchers)
        .where(and(eq(cashVouchers.userId, buyer.id), eq(cashVouchers.source, 'points_mall'))),
    );
    expect(v).toMatchObject({ amountFen: 1000, remainingFen: 1000 });
    // a completed (granted) order cannot be cancelled
    const refused = (
      await post(`/api/user/points_orders/${voucherOrder.data.order.id}/cancel`, {}, buyer.headers)
    ).json();
    expect(refused.code).toBe(MallRefusal.POINTS_ORDER_NOT_CANCELLABLE.code);
    expect(await expectPointsBalanced(t, buyer.id)).toBe(5000 - 400 - 300);
  });

  it('cancelling before shipment gives back points (refund), stock and the limit; after shipment it is refused', async () => {
    const buyer = buyers[0]!;
    const before = await pointsNow(buyer);
    const { id } = await create({ points_price: 120, stock: 2, per_user_limit: 2, is_drug: 1 });
    const order = (await redeem(buyer, id, 2)).json().data.order;
    expect((await get(`/api/mall/goods/${id}`)).json().data.stock).toBe(0);
    const cancelled = (await post(`/api/user/points_orders/${order.id}/cancel`, {}, buyer.headers)).json();
    expect(cancelled.data).toMatchObject({ status: 3, status_text: '已取消', can_cancel: 0 });
    expect(await pointsNow(buyer)).toBe(before);
    const rows = await t.database.db.select().from(pointsLog).where(eq(pointsLog.pointsOrderId, order.id));
    expect(rows.map((r) => [r.type, r.change])).toEqual([
      ['spend', -240],
      ['refund', 240],
    ]);
    expect((await post(`/api/user/points_orders/${order.id}/cancel`, {}, buyer.headers)).json().code).toBe(
      MallRefusal.POINTS_ORDER_NOT_CANCELLABLE.code,
    );
    expect((await get(`/api/mall/goods/${id}`)).json().data).toMatchObject({ stock: 2, sold: 0, redeemed: 0 });

    // redeem again (the limit was given back), the warehouse ships it with batch and expiry (a drug)
    const again = (await redeem(buyer, id, 2)).json().data.order;
    const noBatch = (
      await post(`/api/admin/points_orders/${again.id}/ship`, { carrier: '顺丰', tracking_no: 'SF1' }, warehouse)
    ).json();
    expect(noBatch).toMatchObject({ code: 422, errors: { batch_no: ['药品发货须填写批号'] } });
    expect(
      (await post(`/api/admin/points_orders/${again.id}/ship`, { carrier: '顺丰', tracking_no: 'SF1' }, marketing))
        .statusCode,
    ).toBe(403);
    const shipped = (
      await post(
        `/api/admin/points_orders/${again.id}/ship`,
        { carrier: '顺丰', tracking_no: 'SF1234567890', batch_no: 'B20261101', expiry_date: '2028-10-31' },
        warehouse,
      )
    ).json();
    expect(shipped.data).toMatchObject({
      status: 1,
      carrier: '顺丰',
      batch_no: 'B20261101',
      expiry_date: '2028-10-31',
    });
    const mine = (await get(`/api/user/points_orders/${again.id}`, buyer.headers)).json().data;
    expect(mine).toMatchObject({ status_text: '已发货', tracking_no: 'SF1234567890', can_cancel: 0, can_confirm: 1 });
    expect((await post(`/api/user/points_orders/${again.id}/cancel`, {}, buyer.headers)).json().code).toBe(
      MallRefusal.POINTS_ORDER_NOT_CANCELLABLE.code,
    );
    expect((await post(`/api/user/points_orders/${again.id}/confirm`, {}, buyer.headers)).json().data.status).toBe(2);
    // another buyer can neither see it nor cancel or confirm it (the buyer's lookups take the owner)
    expect((await get(`/api/user/points_orders/${again.id}`, buyers[1]!.headers)).statusCode).toBe(404);
    expect((await post(`/api/user/points_orders/${again.id}/cancel`, {}, buyers[1]!.headers)).statusCode).toBe(404);
    expect((await post(`/api/user/points_orders/${again.id}/confirm`, {}, buyers[1]!.headers)).statusCode).toBe(404);
    const listed = (await get('/api/admin/points_orders?keywords=' + again.order_no, warehouse)).json().data;
    expect(listed.data[0]).toMatchObject({ id: again.id, is_drug: 1, buyer: { id: buyer.id } });
    await expectPointsBalanced(t, buyer.id);
  });

  it('staff cancel a pending order (audited); a redeemed goods keeps what it grants', async () => {
    const buyer = buyers[1]!;
    const { id } = await create({ points_price: 10, stock: 10, per_user_limit: null });
    const order = (await redeem(buyer, id, 1)).json().data.order;
    const res = (await post(`/api/admin/points_orders/${order.id}/cancel`, { reason: '缺货' }, warehouse)).json();
    expect(res.data).toMatchObject({ status: 3, cancel_reason: '缺货' });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.objectType, 'points_order'));
    expect(audit.map((a) => a.action)).toContain('points_order.cancel');
    const locked = (
      await put(
        `/api/admin/mall/goods/${id}`,
        goods({ kind: 'voucher', voucher_amount: '5', voucher_days: 10 }),
        marketing,
      )
    ).json();
    expect(locked.code).toBe(MallRefusal.MALL_TERMS_LOCKED.code);
    const edited = (await put(`/api/admin/mall/goods/${id}`, goods({ points_price: 20, stock: 7 }), marketing)).json();
    expect(edited.data).toMatchObject({ points_price: 20, stock: 7 });
    await expectPointsBalanced(t, buyer.id);
  });
});
