import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

describe('shell data: common, links, articles, site config', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ SITE_TITLE: '测试商城', ICP: '浙ICP备0000号' })));
  afterAll(() => t.close());

  it('returns hot words, nav, the four category trees, brands and a 10-digit server timestamp', async () => {
    const data = (await t.inject({ method: 'GET', url: '/api/focus/common' })).json().data;
    expect(data.rnss.map((w: { name: string }) => w.name)).toContain('感冒灵');
    expect(data.nav.length).toBeLessThanOrEqual(9);
    expect(data.nav[0]).toMatchObject({ name: '首页', url: '/', is_open: 0 });
    expect(data.nav.find((n: { name: string }) => n.name === '品牌专区').children).toHaveLength(2);
    expect(data.category.length).toBeGreaterThan(7);
    expect(data.category[0]).toMatchObject({ name: '中西成药', logo: '', logo1: '' });
    expect(data.category[0].children.map((c: { name: string }) => c.name)).toContain('感冒用药');
    expect(data.category_qx.length).toBeGreaterThan(0);
    // A visitor has neither the 优选 nor the self-operated zone menu (spec §6; activities.test.ts: by flags).
    expect([data.category_yx, data.category_zy]).toEqual([[], []]);
    expect(data.brand.map((b: { name: string }) => b.name)).toContain('华润三九');
    expect(String(data.timestamp)).toHaveLength(10);
    expect(Math.abs(data.timestamp - Date.now() / 1000)).toBeLessThan(5);
  });

  it('returns the friendly links, each with a url', async () => {
    const data = (await t.inject({ method: 'GET', url: '/api/global/links' })).json().data;
    expect(data[0]).toEqual({ id: expect.any(Number), name: '国家药品监督管理局', url: 'https://www.nmpa.gov.cn' });
  });

  it('returns article category 3 (hot search) with its articles', async () => {
    const data = (await t.inject({ method: 'GET', url: '/api/article/category?category_id=3' })).json().data;
    expect(data).toMatchObject({ id: 3, name: '热门搜索' });
    expect(data.children.map((a: { name: string }) => a.name)).toContain('感冒灵颗粒');
  });

  it('refuses a non-numeric category id with 422 naming the field', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/article/category?category_id=abc' });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe('分类格式不正确');
  });

  it('answers a missing article category with not found', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/article/category?category_id=999' })).statusCode).toBe(404);
  });

  it('returns the footer help categories with their articles; article 5 is the company qualifications', async () => {
    const data = (await t.inject({ method: 'GET', url: '/api/article/help_category' })).json().data;
    expect(data.map((c: { name: string }) => c.name)).toEqual(['新手指南', '支付配送', '服务保障', '关于我们']);
    const all = data.flatMap((c: { children: { id: number; name: string }[] }) => c.children);
    expect(all.find((a: { id: number }) => a.id === 5)).toEqual({ id: 5, name: '企业资质' });
  });

  it('returns the public site configuration from the environment', async () => {
    const data = (await t.inject({ method: 'GET', url: '/api/global/site' })).json().data;
    expect(data).toMatchObject({ site_title: '测试商城', icp: '浙ICP备0000号' });
    expect(data.controlled_drugs_statement).toContain('麻醉药品');
    expect(data.licences[0].name).toBe('药品经营许可证');
  });
});
