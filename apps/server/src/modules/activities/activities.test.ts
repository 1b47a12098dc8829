import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import * as s from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';
import { BROWSER_HEADERS, createTestApp, type TestApp } from '../../test/harness.ts';

type Headers = Record<string, string>;
const DAY = 86_400_000;

describe('activities in the store: pages, link states, prices in the cart, taps and zone menus', () => {
  let t: TestApp;
  let buyer: Headers;
  const ids: Record<'running' | 'listing' | 'future' | 'ended' | 'paused', number> = {
    running: 0,
    listing: 0,
    future: 0,
    ended: 0,
    paused: 0,
  };
  const get = (url: string, headers: Headers = {}) => t.inject({ method: 'GET', url, headers }).then((r) => r.json());
  const byName = async (name: string) =>
    theRow(await t.database.db.select().from(s.activities).where(eq(s.activities.name, name))).id;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '100000' });
    buyer = await t.login('buyer');
    ids.running = await byName('冬季呼吸道用药专场');
    ids.listing = await byName('品牌药企联合推荐');
    ids.future = await byName('新年备货节预告');
    const now = Date.now();
    const [ended, paused] = await t.database.db
      .insert(s.activities)
      .values([
        { name: '已结束的活动', startsAt: new Date(now - 9 * DAY), endsAt: new Date(now - DAY) },
        { name: '暂停的活动', startsAt: new Date(now - DAY), endsAt: new Date(now + DAY), status: 0 },
      ])
      .returning({ id: s.activities.id });
    ids.ended = ended!.id;
    ids.paused = paused!.id;
  });
  afterAll(() => t.close());

  it.each([
    ['running', 'running'],
    ['future', 'not_started'],
    ['ended', 'ended'],
    ['paused', 'ended'],
  ] as const)('a link to the %s activity is %s', async (which, state) => {
    const data = (await get(`/api/activity/link?ids=${ids[which]}`)).data;
    expect(data.state).toBe(state);
    if (state === 'running') expect(data.id).toBe(ids.running);
    if (state === 'not_started') expect(data.starts_at).toBeGreaterThan(Date.now() / 1000);
  });

  it('a link to an activity that does not exist is missing; a bad id is 422 naming the field', async () => {
    expect((await get('/api/activity/link?ids=987654')).data).toEqual({ state: 'missing', id: null, starts_at: null });
    const bad = await get('/api/activity/link?ids=abc');
    expect(bad.code).toBe(422);
    expect(Object.keys(bad.errors)).toEqual(['ids.0']);
  });

  it('a centre link opens on the first activity that runs, else the next to start, else says ended', async () => {
    expect((await get(`/api/activity/link?ids=${ids.ended},${ids.future},${ids.listing}`)).data).toMatchObject({
      state: 'running',
      id: ids.listing,
    });
    expect((await get(`/api/activity/link?ids=${ids.ended},${ids.future}`)).data.state).toBe('not_started');
    expect((await get(`/api/activity/link?ids=${ids.ended},${ids.paused},987654`)).data.state).toBe('ended');
  });

  it('the centre lists the running and coming activities in the order asked, without ended or missing ones', async () => {
    const data = (await get(`/api/activity/centre?ids=${ids.listing},${ids.ended},987654,${ids.future},${ids.running}`))
      .data;
    expect(data.list.map((a: { id: number }) => a.id)).toEqual([ids.listing, ids.future, ids.running]);
    expect(data.list.map((a: { state: string }) => a.state)).toEqual(['running', 'not_started', 'running']);
  });

  it('shows a buyer the activity with its goods at the activity price, and hides every price from a visitor', async () => {
    const page = (await get(`/api/activity/${ids.running}`, buyer)).data;
    expect(page).toMatchObject({ name: '冬季呼吸道用药专场', state: 'running', banner: expect.stringMatching(/svg$/) });
    expect(page.rules).toContain('活动价');
    expect(Math.abs(page.now - Date.now() / 1000)).toBeLessThan(5);
    expect(page.goods).toHaveLength(8);
    const priced = await t.database.db
      .select()
      .from(s.activityGoods)
      .where(eq(s.activityGoods.activityId, ids.running));
    for (const g of page.goods) {
      const row = priced.find((p) => p.goodsId === g.id)!;
      expect(g.activity_price).toBe(row.priceFen! / 100);
      expect(g.activity_price).toBeLessThan(g.base_price);
    }
    const visitor = (await get(`/api/activity/${ids.running}`)).data;
    expect(
      visitor.goods.every((g: { base_price: null; activity_price: null }) => !g.base_price && !g.activity_price),
    ).toBe(true);
    expect(visitor.goods[0].price_tip).toBe('登录可见');
    const listing = (await get(`/api/activity/${ids.listing}`, buyer)).data;
    expect(listing.goods.every((g: { activity_price: number | null }) => g.activity_price === null)).toBe(true);
  });

  it('answers a paused or missing activity page with not found', async () => {
    for (const id of [ids.paused, 987654]) {
      const res = await t.inject({ method: 'GET', url: `/api/activity/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe('活动不存在');
    }
  });

  it('charges the activity price in the cart while the activity runs, and the catalogue price after it', async () => {
    const [line] = await t.database.db
      .select({ goodsId: s.activityGoods.goodsId, priceFen: s.activityGoods.priceFen, step: s.goods.middlePackage })
      .from(s.activityGoods)
      .innerJoin(s.goods, eq(s.goods.id, s.activityGoods.goodsId))
      .where(and(eq(s.activityGoods.activityId, ids.running), isNotNull(s.activityGoods.priceFen)))
      .limit(1);
    const added = await t.inject({
      method: 'POST',
      url: '/api/cart',
      headers: buyer,
      payload: { params: [{ goods_id: line!.goodsId, number: line!.step, ck_id: 0 }] },
    });
    expect(added.json().code).toBe(10000);
    const priceInCart = async () =>
      (await get('/api/cart/list', buyer)).data.data.find(
        (l: { goods: { id: number } }) => l.goods.id === line!.goodsId,
      ).price;
    expect(await priceInCart()).toBe(line!.priceFen! / 100);
    await t.database.db
      .update(s.activities)
      .set({ endsAt: new Date(Date.now() - 1000), startsAt: new Date(Date.now() - DAY) })
      .where(eq(s.activities.id, ids.running));
    expect(await priceInCart()).toBeGreaterThan(line!.priceFen! / 100);
    await t.database.db
      .update(s.activities)
      .set({ endsAt: new Date(Date.now() + 20 * DAY) })
      .where(eq(s.activities.id, ids.running));
  });
});

describe('POST /api/activity/tap: visits and clicks for the marketing report', () => {
  let t: TestApp;
  let buyer: Headers;
  let activityId: number;
  let adId: number;
  const tap = (payload: object, headers: Headers = BROWSER_HEADERS) =>
    t.inject({ method: 'POST', url: '/api/activity/tap', headers, payload }).then((r) => r.json());

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '100000' });
    buyer = await t.login('buyer');
    activityId = theRow(await t.database.db.select({ id: s.activities.id }).from(s.activities).limit(1)).id;
    adId = theRow(await t.database.db.select({ id: s.ads.id }).from(s.ads).limit(1)).id;
  });
  afterAll(() => t.close());

  it('records a buyer’s visit with the buyer, activity, position and day, once a minute per position', async () => {
    expect(await tap({ activity_id: activityId, position: 'yjh' }, buyer)).toMatchObject({ data: { recorded: 1 } });
    expect(await tap({ activity_id: activityId, position: 'yjh' }, buyer)).toMatchObject({ data: { recorded: 0 } });
    expect(await tap({ activity_id: activityId, position: 'hdzx_tab' }, buyer)).toMatchObject({
      data: { recorded: 1 },
    });
    const rows = await t.database.db.select().from(s.activityTaps).where(eq(s.activityTaps.activityId, activityId));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ adId: null, position: 'yjh', tapper: expect.stringMatching(/^u:\d+$/) });
    expect(rows[0]!.userId).toBeGreaterThan(0);
    expect(rows[0]!.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('records a visitor’s click on an ad without a buyer, keyed by a hash of the address', async () => {
    expect(await tap({ ad_id: adId, position: 'top' })).toMatchObject({ code: 10000, data: { recorded: 1 } });
    const [row] = await t.database.db.select().from(s.activityTaps).where(eq(s.activityTaps.adId, adId));
    expect(row).toMatchObject({ activityId: null, userId: null, position: 'top' });
    expect(row!.tapper).toMatch(/^a:[0-9a-f]{16}$/);
  });

  it('a flood of the same tap adds one row a minute', async () => {
    const minute = () => Math.floor(Date.now() / 60_000);
    const first = minute();
    const answers = await Promise.all(Array.from({ length: 30 }, () => tap({ ad_id: adId, position: 'corner' })));
    // One row per minute the flood spanned: a flood that crossed a minute's end is two minutes (a CI run met it).
    const minutes = minute() - first + 1;
    expect(answers.filter((a) => a.data.recorded === 1).length).toBeGreaterThanOrEqual(1);
    expect(answers.filter((a) => a.data.recorded === 1).length).toBeLessThanOrEqual(minutes);
  });

  it.each([
    [{ position: 'yjh' }, 'activity_id', '请指定活动或广告（二选一）'],
    [{ activity_id: 1, ad_id: 1, position: 'yjh' }, 'activity_id', '请指定活动或广告（二选一）'],
    [{ activity_id: 1, position: '<script>' }, 'position', '位置格式不正确'],
    [{ activity_id: 'x', position: 'yjh' }, 'activity_id', '活动格式不正确'],
  ])('refuses %j with 422 naming %s', async (payload, field, message) => {
    const res = await tap(payload);
    expect(res.code).toBe(422);
    expect(res.errors[field]).toEqual([message]);
  });

  it('refuses a tap on an activity or ad that does not exist', async () => {
    expect(await tap({ activity_id: 987654, position: 'yjh' })).toMatchObject({ code: 404, msg: '活动不存在' });
    expect(await tap({ ad_id: 987654, position: 'top' })).toMatchObject({ code: 404, msg: '广告不存在' });
  });
});

describe('zone menus follow the buyer’s flags (spec §6)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());
  const common = async (headers: Headers = {}) =>
    (await t.inject({ method: 'GET', url: '/api/focus/common', headers })).json().data;

  it('gives a visitor the general and devices menus only', async () => {
    const data = await common();
    expect(data.category.length).toBeGreaterThan(0);
    expect(data.category_qx.length).toBeGreaterThan(0);
    expect(data.category_yx).toEqual([]);
    expect(data.category_zy).toEqual([]);
  });

  it('gives the 优选 menu to a buyer with is_show_youx and the self-operated menu to one with is_special', async () => {
    const buyer = await t.login('buyer');
    const before = await common(buyer);
    expect(before.category_yx.length).toBeGreaterThan(0);
    expect(before.category_zy).toEqual([]);
    const userId = (await t.inject({ method: 'GET', url: '/api/user/base', headers: buyer })).json().data;
    expect(userId).toMatchObject({ is_show_youx: 1, is_special: 0 });
    await t.database.db
      .update(s.users)
      .set({ isShowYoux: false, isSpecial: true })
      .where(eq(s.users.username, userId.username));
    const after = await common(buyer);
    expect(after.category_yx).toEqual([]);
    expect(after.category_zy.length).toBeGreaterThan(0);
  });
});
