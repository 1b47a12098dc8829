import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { OrderRefusal, WalletRefusal } from '@store/shared/codes';
import { auditLog, goods, userCoupons, users } from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeBuyers, type Buyer } from '../../test/buyers.ts';
import { ordering } from '../../test/ordering.ts';
import { sweepExpiredCoupons } from './service.ts';

type Headers = Record<string, string>;
const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

describe('coupons: templates, the centre, my coupons, checkout reasons, orders, expiry', () => {
  let t: TestApp;
  let marketing: Headers;
  let o: ReturnType<typeof ordering>;
  let buyers: Buyer[];
  const get = (url: string, headers: Headers) => t.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers: Headers) => t.inject({ method: 'POST', url, headers, payload });
  const template = (over: Record<string, unknown> = {}) => ({
    name: '测试满100减10',
    type: 1,
    amount: '10',
    min_amount: '100',
    valid_kind: 'days',
    valid_days: 30,
    total_quantity: 100,
    per_user_limit: 1,
    in_centre: 1,
    ...over,
  });
  const create = async (over: Record<string, unknown> = {}) => {
    const res = (await post('/api/admin/coupons', template(over), marketing)).json();
    if (res.code !== 10000) throw new Error(JSON.stringify(res));
    return res.data as { id: number };
  };
  const receive = (id: number, buyer: Buyer) => post('/api/coupon/receive', { id }, buyer.headers);

  beforeAll(async () => {
    t = await createTestApp();
    o = ordering(t);
    marketing = await t.loginStaff('marketing');
    buyers = await makeBuyers(t, 4);
  });
  afterAll(() => t.close());

  it('marketing creates templates; bad input is a 422 naming the field; other staff and buyers are refused', async () => {
    const noCap = (
      await post('/api/admin/coupons', template({ type: 3, discount: '8.8', amount: '' }), marketing)
    ).json();
    expect(noCap).toMatchObject({ code: 422, errors: { max_amount: ['折扣券须设置最高优惠金额'] } });
    const overThreshold = (await post('/api/admin/coupons', template({ amount: '100' }), marketing)).json();
    expect(overThreshold.errors.amount).toEqual(['优惠金额须小于使用门槛']);
    const noScope = (await post('/api/admin/coupons', template({ scope_kind: 'brands' }), marketing)).json();
    expect(noScope.errors.scope_ids).toEqual(['请选择适用的分类、品牌或商品']);
    const backwards = (
      await post(
        '/api/admin/coupons',
        template({ valid_kind: 'fixed', starts_at: now(), ends_at: now() - 1 }),
        marketing,
      )
    ).json();
    expect(backwards.errors.ends_at).toEqual(['结束时间须晚于开始时间']);

    const warehouse = await t.loginStaff('warehouse');
    expect((await post('/api/admin/coupons', template(), warehouse)).statusCode).toBe(403);
    expect((await post('/api/admin/coupons', template(), buyers[0]!.headers)).json().code).toBe(10001);

    const made = (
      await post('/api/admin/coupons', template({ type: 3, discount: '8.8', max_amount: '50', amount: '' }), marketing)
    ).json();
    expect(made.data).toMatchObject({
      type: 3,
      discount: 8.8,
      max_amount: 50,
      face_text: '满100享8.8折，最高减¥50.00',
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'coupon.create'), eq(auditLog.objectId, String(made.data.id))));
    expect(audit).toHaveLength(1);
  });

  it('the centre shows remaining quantity and my state; claiming takes one, the limit holds, the last one runs out', async () => {
    const { id } = await create({ name: '只有两张', total_quantity: 2 });
    const [a, b, c] = buyers as [Buyer, Buyer, Buyer];
    const row = async (buyer: Buyer) =>
      (await get('/api/coupon/center?page_size=100', buyer.headers))
        .json()
        .data.data.find((r: { id: number }) => r.id === id);
    expect(await row(a)).toMatchObject({ total: 2, remaining: 2, remaining_percent: 100, received: 0, state: 0 });

    const claimed = (await receive(id, a)).json();
    expect(claimed).toMatchObject({
      code: 10000,
      msg: '领取成功',
      data: { remaining: 1, received: 1, coupon: { status: 0 } },
    });
    expect((await receive(id, a)).json()).toMatchObject({
      code: WalletRefusal.COUPON_LIMIT_REACHED.code,
      msg: '您已领取过该优惠券',
    });
    expect(await row(a)).toMatchObject({ remaining: 1, remaining_percent: 50, received: 1, state: 1 });
    expect((await receive(id, b)).json().code).toBe(10000);
    expect((await receive(id, c)).json().code).toBe(WalletRefusal.COUPON_SOLD_OUT.code);
    expect(await row(c)).toMatchObject({ remaining: 0, state: 2 });
    // A visitor sees the centre too; claiming needs a login.
    const visitor = (await get('/api/coupon/center?page_size=100', {})).json().data.data;
    expect(visitor.find((r: { id: number }) => r.id === id)).toMatchObject({ remaining: 0, received: 0, state: 2 });
    expect((await post('/api/coupon/receive', { id }, { 'x-requested-with': 'XMLHttpRequest' })).json().code).toBe(
      10001,
    );
    expect((await post('/api/coupon/receive', { id: 'x' }, c.headers)).json()).toMatchObject({ code: 422 });
    expect((await post('/api/coupon/receive', { id: 999_999 }, c.headers)).json().code).toBe(404);
  });

  it('who may claim: new buyers only, a company type, a province; paused or grant-only templates cannot be claimed', async () => {
    const [a] = buyers as [Buyer];
    const fresh = await create({ name: '新人券', audience: 'new' });
    expect((await receive(fresh.id, a)).json().code).toBe(10000);
    const demo = await t.login('buyer'); // the demo buyer has paid orders
    const refused = (await post('/api/coupon/receive', { id: fresh.id }, demo)).json();
    expect(refused).toMatchObject({
      code: WalletRefusal.COUPON_NOT_FOR_YOU.code,
      msg: '该优惠券仅限新用户（未有支付订单）领取',
    });

    const clinics = await create({ name: '诊所券', audience: 'company_type', audience_values: 'clinic,hospital' });
    await t.database.db.update(users).set({ companyType: 'clinic' }).where(eq(users.id, a.id));
    expect((await receive(clinics.id, a)).json().code).toBe(10000);
    const pharmacies = await create({ name: '药店券', audience: 'company_type', audience_values: 'pharmacy' });
    expect((await receive(pharmacies.id, a)).json()).toMatchObject({
      code: 776,
      msg: '您的单位类型不在该优惠券的领取范围内',
    });
    const zhejiang = await create({ name: '浙江券', audience: 'region', audience_values: ['浙江省'] });
    await t.database.db.update(users).set({ region: '浙江省 杭州市 西湖区' }).where(eq(users.id, a.id));
    expect((await receive(zhejiang.id, a)).json().code).toBe(10000);

    const paused = await create({ name: '暂停券' });
    const pause = (await post(`/api/admin/coupons/${paused.id}/status`, { status: 0 }, marketing)).json();
    expect(pause).toMatchObject({ code: 10000, msg: '已暂停发放', data: { status: 0 } });
    expect((await receive(paused.id, a)).json().code).toBe(WalletRefusal.COUPON_NOT_CLAIMABLE.code);
    const centre = (await get('/api/coupon/center?page_size=100', a.headers)).json().data.data;
    expect(centre.map((r: { id: number }) => r.id)).not.toContain(paused.id);
    const grantOnly = await create({ name: '定向券', in_centre: 0 });
    expect((await receive(grantOnly.id, a)).json().code).toBe(WalletRefusal.COUPON_NOT_CLAIMABLE.code);
  });

  it('once claimed, a template’s terms stay; its name, total and limit may change', async () => {
    const { id } = await create({ name: '改不了' });
    expect((await receive(id, buyers[3]!)).json().code).toBe(10000);
    const put = (body: object) =>
      t.inject({ method: 'POST', url: `/api/admin/coupons/${id}`, headers: marketing, payload: body });
    expect((await put(template({ amount: '20' }))).json().code).toBe(WalletRefusal.COUPON_TERMS_LOCKED.code);
    expect((await put(template({ name: '改名了', total_quantity: 5 }))).json()).toMatchObject({
      code: 10000,
      data: { name: '改名了', total_quantity: 5 },
    });
  });

  it('grant to buyers by username: all or none within the total, audited, shown in my coupons and the report', async () => {
    const { id } = await create({ name: '发放券', in_centre: 0, total_quantity: 3 });
    const names = await t.database.db
      .select({ u: users.username })
      .from(users)
      .where(sql`${users.id} in (${buyers[2]!.id}, ${buyers[3]!.id})`);
    const res = (
      await post(
        `/api/admin/coupons/${id}/grant`,
        { target: 'usernames', usernames: `${names.map((n) => n.u).join('\n')}\nnobody_here` },
        marketing,
      )
    ).json();
    expect(res).toMatchObject({ code: 10000, data: { granted: 2, not_found: ['nobody_here'] } });
    const tooMany = (
      await post(`/api/admin/coupons/${id}/grant`, { target: 'usernames', usernames: names.map((n) => n.u) }, marketing)
    ).json();
    expect(tooMany.code).toBe(WalletRefusal.COUPON_SOLD_OUT.code);
    const mine = (await get('/api/user/coupon', buyers[2]!.headers)).json().data;
    expect(mine.data.map((c: { coupon_id: number }) => c.coupon_id)).toContain(id);
    const report = (await get(`/api/admin/coupons/${id}/report`, marketing)).json().data;
    expect(report).toMatchObject({ claimed: 0, granted: 2, unused: 2, used: 0, orders: 0 });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'coupon.grant'), eq(auditLog.objectId, String(id))));
    expect(audit).toHaveLength(1);
  });

  it('availableCoupon judges the selection on the server: out of scope, under the threshold, not yet started', async () => {
    const [buyer] = await makeBuyers(t, 1);
    const g = await o.plainGoods();
    const other = theRow(
      await t.database.db
        .select()
        .from(goods)
        .where(
          and(
            sql`${goods.id} > ${g.id}`,
            eq(goods.type, 0),
            eq(goods.isBuy, true),
            eq(goods.isFreeShipping, false),
            sql`${goods.stock} > 10`,
            sql`jsonb_array_length(${goods.ladderPrice}) = 0`,
            eq(goods.middlePackage, 1),
          ),
        )
        .orderBy(goods.id)
        .limit(1),
    );
    const threshold = (g.basePriceFen * 3) / 100;
    const scoped = await create({
      name: '指定商品券',
      scope_kind: 'goods',
      scope_ids: String(g.id),
      amount: '1',
      min_amount: String(threshold),
    });
    const later = await create({
      name: '下周才能用',
      valid_kind: 'fixed',
      starts_at: now() + 7 * DAY,
      ends_at: now() + 30 * DAY,
    });
    for (const c of [scoped, later]) expect((await receive(c.id, buyer!)).json().code).toBe(10000);

    const line = await o.addLine(buyer!.headers, other.id, 1);
    const reasons = async (ids: number[]) => {
      const page = (await get(`/api/user/availableCoupon?ids=${ids.join(',')}`, buyer!.headers)).json().data;
      return Object.fromEntries(
        page.data.map((c: { name: string; usable: number; reason: string }) => [c.name, [c.usable, c.reason]]),
      );
    };
    expect((await reasons([line]))['指定商品券']).toEqual([0, '不适用于所选商品']);
    expect((await reasons([line]))['下周才能用']![1]).toMatch(/^未到使用时间，\d{4}-\d\d-\d\d起可用$/);
    const inScope = await o.addLine(buyer!.headers, g.id, 1);
    const gap = ((g.basePriceFen * 2) / 100).toFixed(2);
    expect((await reasons([line, inScope]))['指定商品券']).toEqual([0, `未达到使用门槛，还差¥${gap}`]);
    // Without ids: the lines selected in the cart (both are, as added).
    expect((await reasons([]))['指定商品券']).toEqual([0, `未达到使用门槛，还差¥${gap}`]);
    // The confirm page gets the same verdicts, and the order refuses what is not usable.
    const preview = (
      await o.post('/api/cart/checkout', buyer!.headers, { ids: [line, inScope], user_coupon_id: 0 })
    ).json().data;
    expect(preview.coupons.find((c: { name: string }) => c.name === '指定商品券').reason).toBe(
      `未达到使用门槛，还差¥${gap}`,
    );
    const mineId = (await get('/api/user/coupon', buyer!.headers))
      .json()
      .data.data.find((c: { name: string }) => c.name === '指定商品券').id;
    const refused = await o.placeOrder(buyer!.headers, {
      ids: [line, inScope],
      address_id: buyer!.addressId,
      user_coupon_id: mineId,
    });
    expect(refused.json().code).toBe(OrderRefusal.COUPON_UNUSABLE.code);
    expect((await get('/api/user/availableCoupon?type=9', buyer!.headers)).json().code).toBe(422);
  });

  it('an order with a scoped coupon: the threshold counts only in-scope goods, the order shows the discount', async () => {
    const [buyer] = await makeBuyers(t, 1);
    const g = await o.plainGoods();
    const { id } = await create({
      name: '单品满减',
      scope_kind: 'goods',
      scope_ids: [g.id],
      amount: '5',
      min_amount: String((g.basePriceFen * 2) / 100),
    });
    const claimed = (await receive(id, buyer!)).json().data.coupon;
    const line = await o.addLine(buyer!.headers, g.id, 2);
    const preview = (await o.post('/api/cart/checkout', buyer!.headers, { ids: [line] })).json().data;
    expect(preview).toMatchObject({ user_coupon_id: claimed.id, coupon_amount: 5 });
    const placed = (
      await o.placeOrder(buyer!.headers, { ids: [line], address_id: buyer!.addressId, user_coupon_id: claimed.id })
    ).json();
    expect(placed.code).toBe(10000);
    const order = (await get(`/api/order/${placed.data.id}`, buyer!.headers)).json().data;
    expect(order.coupon_amount).toBe(5);
    expect(placed.data.payable_amount).toBe(preview.payable_amount);
    const used = (await get('/api/user/coupon?status=1', buyer!.headers)).json().data;
    expect(used.data[0]).toMatchObject({ id: claimed.id, status: 1, order_id: placed.data.id });
    const report = (await get(`/api/admin/coupons/${id}/report`, marketing)).json().data;
    expect(report).toMatchObject({
      claimed: 1,
      used: 1,
      orders: 1,
      discount_amount: 5,
      order_amount: placed.data.payable_amount,
      use_rate: 100,
    });
  });

  it('my coupons by status and type with counts; expired before and after the sweep, which marks each once', async () => {
    const [buyer] = await makeBuyers(t, 1);
    const amountOff = await create({ name: '将过期', per_user_limit: 2 });
    const shipping = await create({ name: '运费', type: 2, amount: '10', min_amount: '0' });
    for (const id of [amountOff.id, amountOff.id, shipping.id])
      expect((await receive(id, buyer!)).json().code).toBe(10000);
    const list = async (q = '') => (await get(`/api/user/coupon?${q}`, buyer!.headers)).json().data;
    expect((await list()).counts).toEqual({ unused: 3, used: 0, expired: 0 });
    expect((await list('type=2')).counts).toEqual({ unused: 1, used: 0, expired: 0 });
    expect((await get('/api/user/couponNum', buyer!.headers)).json().data.total).toBe(3);

    const [first] = await t.database.db
      .update(userCoupons)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(userCoupons.userId, buyer!.id), eq(userCoupons.couponId, amountOff.id)))
      .returning()
      .then((r) => r.slice(0, 1));
    await t.database.db
      .update(userCoupons)
      .set({ expiresAt: sql`now() + interval '1 day'` })
      .where(and(eq(userCoupons.userId, buyer!.id), sql`${userCoupons.id} <> ${first!.id}`));
    // Counted as expired at once, before the sweep marks it.
    expect((await list()).counts).toEqual({ unused: 2, used: 0, expired: 1 });
    expect((await list('status=2')).data).toMatchObject([{ id: first!.id, status: 2 }]);
    expect((await get('/api/user/couponNum', buyer!.headers)).json().data.total).toBe(2);

    const marked = await Promise.all([sweepExpiredCoupons(t.database.db), sweepExpiredCoupons(t.database.db)]);
    expect(marked.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await sweepExpiredCoupons(t.database.db)).toBe(0);
    const row = theRow(await t.database.db.select().from(userCoupons).where(eq(userCoupons.id, first!.id)));
    expect(row.status).toBe(2);
    expect((await list()).counts).toEqual({ unused: 2, used: 0, expired: 1 });
    expect((await get('/api/user/coupon?status=5', buyer!.headers)).json()).toMatchObject({
      code: 422,
      errors: { status: ['状态不正确'] },
    });
  });
});
