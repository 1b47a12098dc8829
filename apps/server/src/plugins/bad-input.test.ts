import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RequestRefusal } from '@store/shared/codes';
import { sql } from 'drizzle-orm';
import { BROWSER_HEADERS, createTestApp, type TestApp } from '../test/harness.ts';

/** Bad input answers a 4xx envelope naming what is wrong, never a 500 (issue #9, "No 5xx from bad input"). */
describe('bad input: guards first, bounded ids, no control characters, readable refusals', () => {
  let t: TestApp;
  let buyer: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    // Routes that fail the way a query can fail, to check the error handler's mapping of database refusals.
    t.app.get('/api/__db/:kind', async (request) => {
      const statements = {
        duplicate: sql`insert into hot_words (id, name) select id, name from hot_words limit 1`,
        out_of_range: sql`select 2147483648::int`,
        not_a_number: sql`select 'abc'::int`,
      };
      await t.database.db.execute(statements[(request.params as { kind: keyof typeof statements }).kind]);
      return { code: 10000, msg: 'success', data: null };
    });
    buyer = await t.login('buyer');
  });
  afterAll(() => t.close());

  it('asks an anonymous visitor to log in (10001, HTTP 401) before it looks at a bad body or query', async () => {
    const cases = [
      { method: 'POST', url: '/api/cart', payload: { params: 'nonsense' } },
      { method: 'POST', url: '/api/cart/batch_delete', payload: { ids: ['x'], extra: 1 } },
      { method: 'POST', url: '/api/order', payload: { address_id: '2147483648' } },
      { method: 'POST', url: '/api/user/updateUserInfo', payload: { name: 'a\u0000' } },
      { method: 'POST', url: '/api/user/address', headers: { 'content-type': 'text/plain' }, payload: 'x' },
      { method: 'POST', url: '/api/cart/9999999999/edit', payload: {} },
      { method: 'GET', url: '/api/order?page=abc&status=9' },
      { method: 'GET', url: '/api/user/user_money_log?page_size=100000' },
    ] as const;
    for (const c of cases) {
      const res = await t.inject({ ...c, headers: { ...BROWSER_HEADERS, ...('headers' in c ? c.headers : {}) } });
      expect(res.statusCode, c.url).toBe(401);
      expect(res.json(), c.url).toEqual({ code: 10001, msg: '请先登录', data: null });
    }
  });

  it('refuses ids past 2^31−1 in paths, queries and bodies with a 422 naming the field', async () => {
    const cases = [
      { method: 'GET', url: '/api/goods/detail/2147483648', field: 'id' },
      { method: 'GET', url: '/api/goods/detail/9007199254740992', field: 'id' },
      { method: 'GET', url: '/api/goods/list?category_id=2147483648', field: 'category_id' },
      {
        method: 'POST',
        url: '/api/cart',
        payload: { params: [{ goods_id: 2147483648, number: 1 }] },
        field: 'params.0.goods_id',
      },
      { method: 'POST', url: '/api/cart/batch_delete', payload: { ids: [1, 2 ** 53] }, field: 'ids.1' },
      { method: 'POST', url: '/api/favorite', payload: { goods_ids: ['2147483648'] }, field: 'goods_ids.0' },
    ] as const;
    for (const c of cases) {
      const res = await t.inject({ ...c, headers: buyer });
      expect(res.statusCode, c.url).toBe(422);
      expect(Object.keys(res.json().errors), c.url).toContain(c.field);
    }
    expect((await t.inject({ method: 'GET', url: '/api/goods/detail/2147483647' })).statusCode).toBe(404);
  });

  it('refuses a NUL or another control character in any text field with 422 包含非法字符', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/user/updateUserInfo',
      headers: buyer,
      payload: { name: '张\u0000三', phone: '13800000000' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 422, msg: '名称包含非法字符', errors: { name: ['名称包含非法字符'] } });
    const query = await t.inject({ method: 'GET', url: '/api/goods/list?keywords=%E6%84%9F%00' });
    expect(query.json()).toMatchObject({ code: 422, errors: { keywords: ['关键词包含非法字符'] } });
    const nested = await t.inject({
      method: 'POST',
      url: '/api/user/buy',
      headers: buyer,
      payload: { name: '阿莫西林', remarks: 'a\u001bb' },
    });
    expect(nested.json()).toMatchObject({ code: 422, errors: { remarks: ['备注包含非法字符'] } });
    const path = await t.inject({ method: 'GET', url: '/api/user/phone/1380000%0000' });
    expect(path.statusCode).toBe(422);
  });

  it('keeps tabs and line breaks in multi-line text', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/user/buy',
      headers: buyer,
      payload: { name: '阿莫西林', remarks: '第一行\r\n\t第二行' },
    });
    expect(res.json().code).toBe(10000);
  });

  it('answers a broken or unsupported body with a 4xx envelope', async () => {
    const cases = [
      { url: '/api/user/zizhi', headers: { 'content-type': 'multipart/form-data' }, payload: 'a=1' },
      { url: '/api/cart/import', headers: { 'content-type': 'multipart/form-data; boundary=' }, payload: '--x' },
      {
        url: '/api/cart',
        headers: { 'content-type': 'multipart/form-data; boundary=abc' },
        payload: '--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--abc--\r\n',
      },
      { url: '/api/cart', headers: { 'content-type': 'application/json' }, payload: '{"params":' },
      { url: '/api/cart', headers: { 'content-type': 'text/plain' }, payload: 'params' },
      { url: '/api/cart', headers: { 'content-type': 'application/json' }, payload: '"just a string"' },
    ];
    for (const c of cases) {
      const res = await t.inject({ method: 'POST', ...c, headers: { ...buyer, ...c.headers } });
      expect(res.statusCode, `${c.url} ${c.headers['content-type']}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${c.url} ${c.headers['content-type']}`).toBeLessThan(500);
      expect(res.json(), `${c.url} ${c.headers['content-type']}`).toMatchObject({
        code: expect.any(Number),
        msg: expect.stringMatching(/[\u4e00-\u9fa5]/),
        data: null,
      });
    }
  });

  it('answers a malformed percent-escape or an overlong path parameter with the envelope', async () => {
    for (const url of ['/api/goods/detail/%E0%A4%A', `/api/goods/detail/${'9'.repeat(500)}`]) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json(), url).toMatchObject({ code: expect.any(Number), msg: expect.any(String), data: null });
    }
  });

  it('turns a unique violation into a 409 refusal, a value the column cannot hold into a 422, and shows no SQL', async () => {
    const duplicate = await t.inject({ method: 'GET', url: '/api/__db/duplicate' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      code: RequestRefusal.DUPLICATE.code,
      msg: '该记录已存在，请勿重复提交',
      data: null,
    });
    for (const kind of ['out_of_range', 'not_a_number']) {
      const res = await t.inject({ method: 'GET', url: `/api/__db/${kind}` });
      expect(res.statusCode, kind).toBe(422);
      expect(res.json(), kind).toEqual({ code: 422, msg: '提交的信息有误', data: null });
    }
    expect(duplicate.body).not.toMatch(/insert|hot_words|violates/i);
  });
});
