import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipart, type TestApp } from '../../test/harness.ts';

type Headers = Record<string, string>;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('help centre and news: what buyers read, what staff write', () => {
  let t: TestApp;
  let marketing: Headers;
  const get = (url: string, headers: Headers = {}) => t.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers = marketing) =>
    t.inject({ method: 'POST', url, headers, payload });
  const data = async (url: string) => (await get(url)).json().data;

  beforeAll(async () => {
    t = await createTestApp();
    marketing = await t.loginStaff('marketing');
  });
  afterAll(() => t.close());

  it('the help menu lists every help group with its articles, route keys and versions', async () => {
    const menu = await data('/api/article/help_menu');
    expect(menu.map((g: { name: string }) => g.name)).toEqual(['新手指南', '支付配送', '服务保障', '关于我们']);
    const keys = menu.flatMap((g: { children: { key: string | null }[] }) => g.children.map((a) => a.key));
    for (const key of ['hyzc', 'gwzn', 'aqgy', 'ddzf', 'hwps', 'ypth', 'wzzz', 'yhxy', 'zskf', 'tsjy', 'link', 'yszc'])
      expect(keys).toContain(key);
    const footer = await data('/api/article/help_category');
    expect(footer.map((g: { children: unknown[] }) => g.children.length)).toEqual(
      menu.map((g: { children: unknown[] }) => g.children.length),
    );
  });

  it('a help article by id (the footer’s ?id=5) and by route key are the same article, with real text', async () => {
    const byId = await data('/api/article/help/5');
    expect(byId).toMatchObject({ id: 5, key: 'wzzz', category_name: '服务保障' });
    expect(await data('/api/article/help_key/wzzz')).toEqual(byId);
    const agreement = await data('/api/article/help_key/yhxy');
    expect(agreement.content).toContain('药品属于特殊商品');
    expect(agreement.content.length).toBeGreaterThan(1500);
    expect((await data('/api/article/help_key/yszc')).content).toContain('个人信息');
    expect((await get('/api/article/help/16')).statusCode).toBe(404); // a news item is not a help article
    expect((await get('/api/article/help_key/NOPE')).json().code).toBe(422);
  });

  it('qualifications list the configured licences with scope, validity and a drawn scan; contact has a map', async () => {
    const q = await data('/api/article/qualifications');
    expect(q.company_name).toBe('杭州康宁医药有限公司');
    expect(q.licences).toHaveLength(3);
    expect(q.licences[0]).toMatchObject({
      name: '药品经营许可证',
      number: '浙AA5710001',
      valid_until: '2030-06-30',
      image: '/images/licences/1.svg',
    });
    expect(q.licences[0].scope).toContain('中成药');
    const scan = await get(q.licences[0].image);
    expect(scan.headers['content-type']).toContain('image/svg+xml');
    expect(scan.body).toContain('浙AA5710001');
    expect((await get('/images/licences/9.svg')).statusCode).toBe(404);
    const contact = await data('/api/article/contact');
    expect(contact).toMatchObject({ hot_line: '400-800-1234', qq: ['800012345', '800012346'] });
    const map = await get(contact.map_image);
    expect(map.statusCode).toBe(200);
    expect(map.body).toContain('江南大道 1888 号');
  });

  it('news lists page newest first with covers; a detail names its neighbours in the list', async () => {
    const hy = await data('/api/article/news?kind=hy&page=1&page_size=4');
    const company = await data('/api/article/news?kind=company');
    expect(hy.total + company.total).toBeGreaterThanOrEqual(12);
    expect(hy.data).toHaveLength(4);
    expect(hy.data.every((n: { type: string }) => n.type === 'hy')).toBe(true);
    const times = hy.data.map((n: { published_at: number }) => n.published_at);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const cover = await get(hy.data[0].cover);
    expect(cover.headers['content-type']).toContain('image/svg+xml');
    const page2 = await data('/api/article/news?kind=hy&page=2&page_size=4');
    expect(page2.data[0].id).not.toBe(hy.data[0].id);

    const middle = await data(`/api/article/news/${hy.data[1].id}`);
    expect(middle.prev).toEqual({ id: hy.data[0].id, title: hy.data[0].title });
    expect(middle.next).toEqual({ id: hy.data[2].id, title: hy.data[2].title });
    expect((await data(`/api/article/news/${hy.data[0].id}`)).prev).toBeNull();
    expect(middle.content).toContain('<p>');
    expect((await get('/api/article/news?kind=other')).json().code).toBe(422);
  });

  it('sanitises on write: no <script>, no onerror=, no javascript: links; preview shows what will be stored', async () => {
    const dirty =
      '<p>正文<script>alert(1)</script></p><img src="/images/licences/1.svg" onerror="alert(2)"><a href="javascript:alert(3)">链接</a>';
    const created = (
      await post('/api/admin/content/articles', {
        category_id: 6,
        title: '消毒产品采购提示',
        summary: '摘要',
        content: dirty,
        is_published: 'true',
      })
    ).json().data;
    expect(created.content).toBe('<p>正文</p><img src="/images/licences/1.svg" /><a>链接</a>');
    const shown = await data(`/api/article/news/${created.id}`);
    expect(shown.content).not.toMatch(/script|onerror|javascript/i);
    const preview = (await post('/api/admin/content/preview', { content: dirty })).json().data.content;
    expect(preview).toBe(created.content);
  });

  it('drafts and scheduled articles stay hidden from buyers until published; every edit raises the version', async () => {
    const draft = (
      await post('/api/admin/content/articles', {
        category_id: 1,
        title: '首营资料下载说明',
        content: '<p>草稿</p>',
        route_key: 'syzl',
      })
    ).json().data;
    expect(draft.is_published).toBe(false);
    expect((await get(`/api/article/help/${draft.id}`)).statusCode).toBe(404);
    expect((await get('/api/article/help_key/syzl')).statusCode).toBe(404);
    const names = (await data('/api/article/help_menu')).flatMap((g: { children: { name: string }[] }) =>
      g.children.map((a) => a.name),
    );
    expect(names).not.toContain('首营资料下载说明');

    const published = (await post(`/api/admin/content/articles/${draft.id}/publish`, { is_published: 'true' })).json()
      .data;
    expect(published.version).toBe(draft.version + 1);
    const live = await data('/api/article/help_key/syzl');
    expect(live.content).toBe('<p>草稿</p>');

    const edited = (
      await post(`/api/admin/content/articles/${draft.id}`, {
        category_id: 1,
        title: '首营资料下载说明',
        content: '<p>已更新</p>',
        route_key: 'syzl',
      })
    ).json().data;
    expect(edited).toMatchObject({ is_published: true, version: draft.version + 2 });
    expect(await data('/api/article/help_key/syzl')).toMatchObject({
      content: '<p>已更新</p>',
      version: edited.version,
    });

    // A news item scheduled for tomorrow is not listed yet, nor in the home page's 资讯中心.
    const tomorrow = new Date(Date.now() + 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
    const scheduled = (
      await post('/api/admin/content/articles', {
        category_id: 7,
        title: '明日发布的公司新闻',
        is_published: 'true',
        published_at: tomorrow,
      })
    ).json().data;
    const companyIds = (await data('/api/article/news?kind=company&page_size=50')).data.map(
      (n: { id: number }) => n.id,
    );
    expect(companyIds).not.toContain(scheduled.id);
    expect((await data('/api/focus/postList?limit=50')).map((n: { id: number }) => n.id)).not.toContain(scheduled.id);
    expect((await get(`/api/article/news/${scheduled.id}`)).statusCode).toBe(404);

    await post(`/api/admin/content/articles/${draft.id}/publish`, { is_published: 'false' });
    expect((await get('/api/article/help_key/syzl')).statusCode).toBe(404);
  });

  it('refuses a taken route key, a key on news, and a category that is not help or news', async () => {
    const taken = (
      await post('/api/admin/content/articles', { category_id: 1, title: '重复', route_key: 'hyzc' })
    ).json();
    expect(taken).toMatchObject({ code: 820 });
    const onNews = (
      await post('/api/admin/content/articles', { category_id: 6, title: '资讯', route_key: 'abcd' })
    ).json();
    expect(onNews.code).toBe(822);
    const hot = (await post('/api/admin/content/articles', { category_id: 3, title: '热搜' })).json();
    expect(hot.code).toBe(821);
    const bad = (
      await post('/api/admin/content/articles', { category_id: 1, title: '', cover: 'javascript:x' })
    ).json();
    expect(bad.code).toBe(422);
    expect(Object.keys(bad.errors).sort()).toEqual(['cover', 'title']);
  });

  it('categories: a new help group shows in the store menu; renames are kept', async () => {
    const group = (await post('/api/admin/content/categories', { name: '售后服务', sort: 9 })).json().data;
    expect(group).toMatchObject({ kind: 'help', name: '售后服务', articles: 0 });
    const renamed = (await post(`/api/admin/content/categories/${group.id}`, { name: '售后与发票', sort: 9 })).json()
      .data;
    expect(renamed.name).toBe('售后与发票');
    expect((await data('/api/article/help_menu')).map((g: { name: string }) => g.name)).toContain('售后与发票');
    const all = (await get('/api/admin/content/categories', marketing)).json().data;
    expect(all.map((c: { kind: string }) => c.kind)).not.toContain('hot');
    expect((await post('/api/admin/content/categories/3', { name: 'x', sort: 0 })).statusCode).toBe(404);
  });

  it('a cover upload replaces the drawn cover; admin lists filter by kind and state; changes are audited', async () => {
    const item = (
      await post('/api/admin/content/articles', { category_id: 7, title: '有封面的新闻', is_published: 'true' })
    ).json().data;
    const upload = multipart({}, [{ name: 'file', filename: 'cover.png', bytes: PNG, type: 'image/png' }]);
    const covered = (
      await t.inject({
        method: 'POST',
        url: `/api/admin/content/articles/${item.id}/cover`,
        headers: { ...marketing, ...upload.headers },
        payload: upload.payload,
      })
    ).json().data;
    expect(covered.cover).toMatch(new RegExp(`^/images/articles/${item.id}/[0-9a-f]{24}\\.png$`));
    const image = await get(covered.cover);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await data(`/api/article/news/${item.id}`)).cover).toBe(covered.cover);

    const list = (await get('/api/admin/content/articles?kind=news&state=published&page_size=100', marketing)).json()
      .data;
    expect(list.data.every((a: { kind: string; is_published: boolean }) => a.kind === 'news' && a.is_published)).toBe(
      true,
    );
    expect(list.data.map((a: { id: number }) => a.id)).toContain(item.id);

    const audit = (
      await get(`/api/admin/audit?object_type=article&object_id=${item.id}`, await t.loginStaff('admin'))
    ).json().data.data;
    expect(audit.map((r: { action: string }) => r.action).sort()).toEqual(['article.cover', 'article.create']);
  });

  it('only content.manage may write: warehouse is refused, buyers too', async () => {
    const warehouse = await t.loginStaff('warehouse');
    expect((await post('/api/admin/content/articles', { category_id: 1, title: 'x' }, warehouse)).statusCode).toBe(403);
    expect((await get('/api/admin/content/articles', warehouse)).statusCode).toBe(403);
    const buyer = await t.login('buyer');
    expect((await post('/api/admin/content/articles/1/publish', { is_published: 'false' }, buyer)).statusCode).toBe(
      401,
    );
  });
});
