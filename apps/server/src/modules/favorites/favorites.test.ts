import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

describe('favourites and search facets', () => {
  let t: TestApp;
  let buyer: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    buyer = await t.login('buyer');
  });
  afterAll(() => t.close());

  it('adds favourites once, shows them on the detail page and in /star, and cancels them', async () => {
    const hot = (await t.inject({ method: 'GET', url: '/api/goods/hot', headers: buyer })).json().data;
    const ids = [hot[0].id, hot[1].id];
    const added = await t.inject({ method: 'POST', url: '/api/favorite', headers: buyer, payload: { goods_ids: ids } });
    expect(added.json()).toMatchObject({ code: 10000, msg: '收藏成功' });
    await t.inject({ method: 'POST', url: '/api/favorite', headers: buyer, payload: { goods_ids: [ids[0]] } });
    const page = (await t.inject({ method: 'GET', url: '/api/favorite?page=1', headers: buyer })).json().data;
    expect(page.total).toBe(2);
    expect(page.data[0].base_price).toBeGreaterThan(0);
    expect(
      (await t.inject({ method: 'GET', url: `/api/goods/detail/${ids[0]}`, headers: buyer })).json().data.is_favorite,
    ).toBe(1);
    const cancelled = await t.inject({
      method: 'POST',
      url: '/api/favorite/cancel',
      headers: buyer,
      payload: { goods_ids: [ids[0]] },
    });
    expect(cancelled.json().msg).toBe('取消收藏成功');
    expect(
      (await t.inject({ method: 'GET', url: `/api/goods/detail/${ids[0]}`, headers: buyer })).json().data.is_favorite,
    ).toBe(0);
    const other = await t.login('pendingBuyer');
    expect((await t.inject({ method: 'GET', url: '/api/favorite', headers: other })).json().data.total).toBe(0);
  });

  it('refuses an unknown goods', async () => {
    expect(
      (await t.inject({ method: 'POST', url: '/api/favorite', headers: buyer, payload: { goods_ids: [99999999] } }))
        .statusCode,
    ).toBe(404);
  });

  it('counts manufacturers and specs among the goods a keyword matches', async () => {
    const data = (await t.inject({ method: 'GET', url: '/api/goods/facets?keywords=感冒&type=0' })).json().data;
    expect(data.sccj.length).toBeGreaterThan(0);
    expect(data.sccj[0].count).toBeGreaterThanOrEqual(data.sccj[data.sccj.length - 1].count);
    const total = (await t.inject({ method: 'GET', url: '/api/goods/list?keywords=感冒&type=0' })).json().data.total;
    expect(data.ypgg.reduce((sum: number, f: { count: number }) => sum + f.count, 0)).toBeLessThanOrEqual(total);
  });
});
