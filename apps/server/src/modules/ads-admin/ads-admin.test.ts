import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatStoreTime } from '@store/shared/rules/store-time';
import { createTestApp, multipart, type TestApp } from '../../test/harness.ts';

type Headers = Record<string, string>;
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const storeTime = (ms: number) => formatStoreTime(ms, 'YYYY-MM-DD HH:mm');

describe('广告位: ads with picture, link and schedule; preview slots show what is coming', () => {
  let t: TestApp;
  let marketing: Headers;
  const post = (url: string, payload: object, headers = marketing) =>
    t.inject({ method: 'POST', url, headers, payload });
  const slots = async (query: string) =>
    (await t.inject({ method: 'GET', url: `/api/focus/kxzq_ad?${query}` })).json().data;

  beforeAll(async () => {
    t = await createTestApp();
    marketing = await t.loginStaff('marketing');
  });
  afterAll(() => t.close());

  it('checks the body: a slot that exists, an in-store or https link, an end after the start', async () => {
    const bad = (
      await post('/api/admin/ads', {
        position: 'sky',
        title: '',
        url: 'javascript:alert(1)',
        starts_at: '2026-12-01 10:00',
        ends_at: '2026-11-01 10:00',
      })
    ).json();
    expect(bad.code).toBe(422);
    expect(Object.keys(bad.errors).sort()).toEqual(['position', 'title', 'url']);
    const order = (
      await post('/api/admin/ads', {
        position: 'top',
        title: '通栏',
        starts_at: '2026-12-01 10:00',
        ends_at: '2026-11-01 10:00',
      })
    ).json();
    expect(order.errors).toEqual({ ends_at: ['结束时间须晚于开始时间'] });
    expect(
      (await post('/api/admin/ads', { position: 'top', title: 'x' }, await t.loginStaff('warehouse'))).statusCode,
    ).toBe(403);
  });

  it('an upcoming ad shows ahead in the top and corner slots (with its start), not in the carousel', async () => {
    const tomorrow = storeTime(Date.now() + 86_400_000);
    const top = (await post('/api/admin/ads', { position: 'corner', title: '双十二预告', starts_at: tomorrow })).json()
      .data;
    const banner = (await post('/api/admin/ads', { position: 'banner', title: '轮播预告', starts_at: tomorrow })).json()
      .data;
    expect(top).toMatchObject({ state: 'upcoming', position_name: '右下角浮窗', image: `/images/ads/${top.id}.svg` });
    const shown = await slots('corner=1');
    const corner = shown.corner.find((a: { id: number }) => a.id === top.id);
    const frame = (await t.inject({ method: 'GET', url: '/api/focus/slots' })).json().data;
    expect(frame.corner.map((a: { id: number }) => a.id)).toContain(top.id);
    expect(frame.top.length).toBeGreaterThan(0);
    expect(corner.starts_at).toBe(Math.floor(new Date(`${tomorrow.replace(' ', 'T')}:00+08:00`).getTime() / 1000));
    const carousel = (await t.inject({ method: 'GET', url: '/api/focus?position=banner' })).json().data;
    expect(carousel.map((a: { id: number }) => a.id)).not.toContain(banner.id);

    // Started: no start any more; ended: gone.
    const started = await post(`/api/admin/ads/${top.id}`, {
      position: 'corner',
      title: '双十二',
      url: '',
      starts_at: storeTime(Date.now() - 60_000),
    });
    expect(started.json().data.state).toBe('running');
    expect((await slots('corner=1')).corner.find((a: { id: number }) => a.id === top.id)).toMatchObject({
      starts_at: null,
      url: '',
    });
    await post(`/api/admin/ads/${top.id}`, {
      position: 'corner',
      title: '双十二',
      ends_at: storeTime(Date.now() - 60_000),
    });
    expect((await slots('corner=1')).corner.map((a: { id: number }) => a.id)).not.toContain(top.id);
  });

  it('an uploaded picture replaces the drawn one and is served while it is the ad’s; delete removes the ad', async () => {
    const ad = (await post('/api/admin/ads', { position: 'top', title: '图片广告', url: '/yx' })).json().data;
    const notImage = multipart({}, [{ name: 'file', filename: 'a.png', bytes: Buffer.from('not an image') }]);
    const refused = await t.inject({
      method: 'POST',
      url: `/api/admin/ads/${ad.id}/image`,
      headers: { ...marketing, ...notImage.headers },
      payload: notImage.payload,
    });
    expect(refused.json()).toMatchObject({ code: 422, errors: { file: ['文件不是 JPG、PNG 或 WebP 图片'] } });
    const body = multipart({}, [{ name: 'file', filename: 'top.png', bytes: PNG }]);
    const uploaded = (
      await t.inject({
        method: 'POST',
        url: `/api/admin/ads/${ad.id}/image`,
        headers: { ...marketing, ...body.headers },
        payload: body.payload,
      })
    ).json().data;
    expect(uploaded.image).toMatch(new RegExp(`^/images/ads/${ad.id}/[0-9a-f]{24}\\.png$`));
    const served = await t.inject({ method: 'GET', url: uploaded.image });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // A made-up name under the same ad is not served.
    expect((await t.inject({ method: 'GET', url: `/images/ads/${ad.id}/${'0'.repeat(24)}.png` })).statusCode).toBe(404);

    const list = (await t.inject({ method: 'GET', url: '/api/admin/ads?position=top', headers: marketing })).json()
      .data;
    expect(list.data.map((a: { id: number }) => a.id)).toContain(ad.id);
    expect((await post(`/api/admin/ads/${ad.id}/delete`, {})).json().code).toBe(10000);
    expect((await t.inject({ method: 'GET', url: uploaded.image })).statusCode).toBe(404);
    expect((await post(`/api/admin/ads/${ad.id}/delete`, {})).statusCode).toBe(404);
  });
});
