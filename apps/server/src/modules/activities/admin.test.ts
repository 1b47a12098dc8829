import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { stringify } from 'qs';
import * as s from '../../db/schema.ts';
import { BROWSER_HEADERS, createTestApp, multipart, type TestApp } from '../../test/harness.ts';
import { ordinaryGoods } from '../../test/goods.ts';

type Headers = Record<string, string>;
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('营销 → 活动: activities with goods, schedule and banner, paused and resumed, the taps report, all audited', () => {
  let t: TestApp;
  let marketing: Headers;
  let goodsIds: number[];
  const now = () => Math.floor(Date.now() / 1000);
  /** The console sends form-encoded bodies (goods[0][goods_id]=…), as qs writes them. */
  const post = (url: string, headers: Headers, body: object) =>
    t
      .inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: stringify(body, { arrayFormat: 'indices', encodeValuesOnly: true }),
      })
      .then((r) => r.json());
  const get = (url: string, headers: Headers = {}) => t.inject({ method: 'GET', url, headers }).then((r) => r.json());
  const audits = (action: string, objectId: number) =>
    t.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, action), eq(s.auditLog.objectId, String(objectId))));

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '100000' });
    marketing = await t.loginStaff('marketing');
    goodsIds = (await ordinaryGoods(t, eq(s.goods.isListed, true)).orderBy(desc(s.goods.id)).limit(3)).map((g) => g.id);
  });
  afterAll(() => t.close());

  it('refuses bad input with 422 naming the field, goods off the shelves with 830; the warehouse may not', async () => {
    const bad = await post('/api/admin/activities', marketing, { name: '', starts_at: now(), ends_at: now() - 60 });
    expect(bad.code).toBe(422);
    expect(Object.keys(bad.errors)).toEqual(expect.arrayContaining(['name', 'ends_at']));
    const twice = await post('/api/admin/activities', marketing, {
      name: '重复',
      starts_at: now(),
      ends_at: now() + 60,
      goods: [{ goods_id: goodsIds[0] }, { goods_id: goodsIds[0] }],
    });
    expect(twice.errors['goods.1.goods_id']).toEqual(['同一商品不能重复添加']);
    const cheap = await post('/api/admin/activities', marketing, {
      name: '价格',
      starts_at: now(),
      ends_at: now() + 60,
      goods: [{ goods_id: goodsIds[0], price: '0' }],
    });
    expect(cheap.errors['goods.0.price']).toEqual(['活动价必须大于0']);
    const missing = await post('/api/admin/activities', marketing, {
      name: '缺货',
      starts_at: now(),
      ends_at: now() + 60,
      goods: [{ goods_id: 987654 }],
    });
    expect(missing).toMatchObject({ code: 830, msg: '商品不存在或已下架：987654' });
    const warehouse = await t.loginStaff('warehouse');
    expect((await get('/api/admin/activities', warehouse)).code).toBe(403);
    expect((await post('/api/admin/activities', warehouse, { name: 'x' })).code).toBe(403);
  });

  it('creates an activity with priced and listed goods that the store shows; edits, pauses and resumes it', async () => {
    const created = await post('/api/admin/activities', marketing, {
      name: '春季补货专场',
      rules: '活动价限时供应',
      starts_at: now() - 60,
      ends_at: now() + 86_400,
      sort: 5,
      goods: [
        { goods_id: goodsIds[0], price: '1.23' },
        { goods_id: goodsIds[1], price: '' },
      ],
    });
    expect(created).toMatchObject({
      code: 10000,
      msg: '活动已创建',
      data: { name: '春季补货专场', state: 'running', goods_count: 2 },
    });
    const id = created.data.id as number;
    expect(created.data.banner).toBe(`/images/activities/${id}.svg`);
    expect(await audits('activities.create', id)).toHaveLength(1);

    const detail = (await get(`/api/admin/activities/${id}`, marketing)).data;
    expect(detail.goods.map((g: { goods_id: number; price: number | null }) => [g.goods_id, g.price])).toEqual([
      [goodsIds[0], 1.23],
      [goodsIds[1], null],
    ]);
    const buyer = await t.login('buyer');
    const page = (await get(`/api/activity/${id}`, buyer)).data;
    expect(page.goods.map((g: { activity_price: number | null }) => g.activity_price)).toEqual([1.23, null]);

    const edited = await post(`/api/admin/activities/${id}`, marketing, {
      name: '春季补货专场（加场）',
      rules: '活动价限时供应',
      starts_at: now() - 60,
      ends_at: now() + 86_400,
      goods: [{ goods_id: goodsIds[2], price: '2.5' }],
    });
    expect(edited).toMatchObject({ code: 10000, data: { name: '春季补货专场（加场）', goods_count: 1 } });
    const [audit] = await audits('activities.update', id);
    expect(audit!.before).toMatchObject({ name: '春季补货专场', goods: [{ goods_id: goodsIds[0], price: 1.23 }, {}] });
    expect((await get(`/api/activity/${id}`, buyer)).data.goods.map((g: { id: number }) => g.id)).toEqual([
      goodsIds[2],
    ]);

    const paused = await post(`/api/admin/activities/${id}/status`, marketing, { status: 0 });
    expect(paused).toMatchObject({ code: 10000, msg: '活动已暂停', data: { state: 'paused', state_text: '已暂停' } });
    expect((await get(`/api/activity/link?ids=${id}`)).data.state).toBe('ended');
    expect((await t.inject({ method: 'GET', url: `/api/activity/${id}` })).statusCode).toBe(404);
    expect(await audits('activities.pause', id)).toHaveLength(1);
    const resumed = await post(`/api/admin/activities/${id}/status`, marketing, { status: 1 });
    expect(resumed).toMatchObject({ msg: '活动已恢复', data: { state: 'running' } });
    expect((await get(`/api/activity/link?ids=${id}`)).data).toMatchObject({ state: 'running', id });
    expect(await audits('activities.resume', id)).toHaveLength(1);
  });

  it('an uploaded banner replaces the drawn one and is served while it is the activity’s', async () => {
    const id = (await get('/api/admin/activities?keywords=春季补货', marketing)).data.data[0].id as number;
    const notImage = multipart({}, [{ name: 'file', filename: 'a.png', bytes: Buffer.from('nope') }]);
    const refused = await t.inject({
      method: 'POST',
      url: `/api/admin/activities/${id}/banner`,
      headers: { ...marketing, ...notImage.headers },
      payload: notImage.payload,
    });
    expect(refused.json()).toMatchObject({ code: 422, errors: { file: ['文件不是 JPG、PNG 或 WebP 图片'] } });
    const body = multipart({}, [{ name: 'file', filename: 'banner.png', bytes: PNG }]);
    const uploaded = await t.inject({
      method: 'POST',
      url: `/api/admin/activities/${id}/banner`,
      headers: { ...marketing, ...body.headers },
      payload: body.payload,
    });
    const banner = uploaded.json().data.banner as string;
    expect(banner).toMatch(new RegExp(`^/images/activities/${id}/[0-9a-f]{24}\\.png$`));
    const served = await t.inject({ method: 'GET', url: banner });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await t.inject({ method: 'GET', url: `/images/activities/${id}.svg` })).statusCode).toBe(200);
    expect(await audits('activities.banner', id)).toHaveLength(1);
  });

  it('the goods picker finds listed goods by name', async () => {
    const [goods] = await t.database.db.select().from(s.goods).where(eq(s.goods.id, goodsIds[0]!));
    const options = (
      await get(`/api/admin/activities/goods-options?keywords=${encodeURIComponent(goods!.name)}`, marketing)
    ).data;
    expect(options.map((o: { goods_id: number }) => o.goods_id)).toContain(goods!.id);
  });

  it('the taps report counts taps per activity and per ad by day, with visitors and buyers', async () => {
    const id = (await get('/api/admin/activities?keywords=春季补货', marketing)).data.data[0].id as number;
    const [ad] = await t.database.db.select().from(s.ads).limit(1);
    const buyer = await t.login('buyer');
    const tap = (payload: object, headers: Headers) =>
      t.inject({ method: 'POST', url: '/api/activity/tap', headers, payload });
    await tap({ activity_id: id, position: 'yjh' }, buyer);
    await tap({ activity_id: id, position: 'yjh_goods' }, buyer);
    await tap({ activity_id: id, position: 'yjh' }, BROWSER_HEADERS);
    await tap({ ad_id: ad!.id, position: 'top' }, BROWSER_HEADERS);
    const report = (await get('/api/admin/activities/taps', marketing)).data;
    expect(report.to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const mine = report.rows.find(
      (r: { kind: string; target_id: number }) => r.kind === 'activity' && r.target_id === id,
    );
    expect(mine).toMatchObject({ name: '春季补货专场（加场）', taps: 3, visitors: 2, buyers: 1, day: report.to });
    const adRow = report.rows.find(
      (r: { kind: string; target_id: number }) => r.kind === 'ad' && r.target_id === ad!.id,
    );
    expect(adRow).toMatchObject({ name: ad!.title, taps: 1, visitors: 1, buyers: 0 });
    expect(
      (await get(`/api/admin/activities`, marketing)).data.data.find((a: { id: number }) => a.id === id).taps,
    ).toBe(3);
    const bad = await get('/api/admin/activities/taps?from=2026-02-01&to=2026-01-01', marketing);
    expect(bad).toMatchObject({ code: 422, errors: { to: ['结束日期不能早于开始日期'] } });
  });
});
