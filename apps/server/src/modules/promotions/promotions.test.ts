import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

describe('home blocks: ads, brand, news, recommendations, flash sale, daily specials', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());
  const get = async (url: string, headers: Record<string, string> = {}) =>
    (await t.inject({ method: 'GET', url, headers })).json();

  it('returns the home carousel by default and each position by flag', async () => {
    const banners = (await get('/api/focus')).data;
    expect(banners).toHaveLength(4);
    expect(banners[0].image).toMatch(/^\/images\/ads\/\d+\.svg$/);
    const byFlag = (await get('/api/focus/kxzq_ad?new_kxzq=1&right=1&login=1&yx=0')).data;
    expect(Object.keys(byFlag).sort()).toEqual(['login', 'new_kxzq', 'right']);
    expect(byFlag.right[0].title).toContain('每日特价');
    const ids = (await get(`/api/focus/kxzq_ad?ids=${banners[0].id},${banners[1].id}`)).data.ids;
    expect(ids.map((a: { id: number }) => a.id)).toEqual([banners[0].id, banners[1].id]);
    expect((await t.inject({ method: 'GET', url: '/api/focus?position=nowhere' })).statusCode).toBe(422);
  });

  it('shows a brand hall with its goods count', async () => {
    const brand = (await get('/api/focus/common')).data.brand[0];
    const data = (await get(`/api/focus/brand/${brand.id}`)).data;
    expect(data.brand.name).toBe(brand.name);
    expect(data.goods_count).toBeGreaterThan(0);
    expect((await t.inject({ method: 'GET', url: '/api/focus/brand/9999' })).statusCode).toBe(404);
  });

  it('lists news posts with 10-digit timestamps, by type', async () => {
    const all = (await get('/api/focus/postList')).data;
    expect(all.length).toBeGreaterThan(1);
    expect(String(all[0].created_at)).toHaveLength(10);
    expect(
      (await get('/api/focus/postList?type=company')).data.every((p: { type: string }) => p.type === 'company'),
    ).toBe(true);
  });

  it('recommends in-stock goods page by page', async () => {
    const page = (await get('/api/index_wntj/1')).data;
    expect(page.data).toHaveLength(20);
    expect(page.data.every((g: { number: number }) => g.number > 0)).toBe(true);
    const second = (await get('/api/index_wntj/2')).data;
    expect(second.data[0].id).not.toBe(page.data[0].id);
  });

  it('shows running flash sales with a countdown window, prices only to approved buyers', async () => {
    const anonymous = (await get('/api/index/spike')).data;
    expect(anonymous.list.length).toBeGreaterThan(0);
    expect(anonymous.end_time).toBeGreaterThan(anonymous.now);
    expect(anonymous.list[0]).toMatchObject({ spike_price: null, base_price: null });
    const buyer = (await get('/api/index/spike', await t.login('buyer'))).data;
    expect(buyer.list[0].spike_price).toBeLessThan(buyer.list[0].base_price);
  });

  it('lists today’s daily specials below the base price', async () => {
    const data = (await get('/api/activity/everyday_price', await t.login('buyer'))).data;
    expect(data.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.list.length).toBeGreaterThan(0);
    for (const item of data.list) expect(item.special_price).toBeLessThan(item.base_price);
  });

  it('charges a daily special at its special price in the cart and at checkout, whatever price the client sends', async () => {
    const buyer = await t.login('buyer');
    const { list } = (await get('/api/activity/everyday_price', buyer)).data;
    // A special without a ladder tier below it, so the special price is the one that applies.
    const special = list.find(
      (g: { number: number; ladder_price: { price: number }[]; special_price: number; middle_package: number }) =>
        g.number >= g.middle_package && g.ladder_price.every((tier) => tier.price >= g.special_price),
    );
    expect(special, 'a daily special in stock').toBeDefined();
    const added = await t.inject({
      method: 'POST',
      url: '/api/cart',
      headers: buyer,
      payload: { params: [{ goods_id: special.id, number: special.middle_package, price: special.base_price }] },
    });
    expect(added.json().code).toBe(10000);
    const lines = (await get('/api/cart/list', buyer)).data.data;
    const line = lines.find((l: { goods: { id: number }; type: number }) => l.goods.id === special.id && l.type === 0);
    expect(line.price).toBe(special.special_price);
    const preview = await t.inject({
      method: 'POST',
      url: '/api/cart/checkout',
      headers: buyer,
      payload: { ids: [line.id] },
    });
    expect(preview.json().data.lines[0]).toMatchObject({ price: special.special_price });
  });

  it('shows a goods’ running flash sale and today’s special price on its detail page, prices to approved buyers only', async () => {
    const buyer = await t.login('buyer');
    const spike = (await get('/api/index/spike', buyer)).data;
    const sold = spike.list[0];
    const detail = (await get(`/api/goods/detail/${sold.id}`, buyer)).data;
    expect(detail.flash_sale).toMatchObject({
      id: sold.spike_id,
      price: sold.spike_price,
      stock: sold.spike_stock,
      per_buyer_limit: sold.per_buyer_limit,
      end_time: spike.end_time,
    });
    expect(detail.flash_sale.now).toBeGreaterThan(1_000_000_000);
    expect((await get(`/api/goods/detail/${sold.id}`)).data.flash_sale.price).toBeNull();

    const special = (await get('/api/activity/everyday_price', buyer)).data.list[0];
    expect((await get(`/api/goods/detail/${special.id}`, buyer)).data.special_price).toBe(special.special_price);
    expect((await get(`/api/goods/detail/${special.id}`)).data.special_price).toBeNull();
  });
});
