import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { feedback } from '../../db/schema.ts';
import { BROWSER_HEADERS, createTestApp, type TestApp } from '../../test/harness.ts';

describe('feedback and purchase requests', () => {
  let t: TestApp;
  let buyer: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    buyer = await t.login('buyer');
  });
  afterAll(() => t.close());

  it('stores a complaint from an anonymous visitor and a suggestion linked to the buyer', async () => {
    const anonymous = await t.inject({
      method: 'POST',
      url: '/api/user/feedback',
      headers: BROWSER_HEADERS,
      payload: { kind: 'complaint', content: '配送太慢了，三天才到', contact: '13800000000' },
    });
    expect(anonymous.json()).toMatchObject({ code: 10000, msg: '感谢您的反馈，我们会尽快处理' });
    await t.inject({
      method: 'POST',
      url: '/api/user/feedback',
      headers: buyer,
      payload: { content: '希望增加更多中药饮片规格' },
    });
    const rows = await t.database.db.select().from(feedback).where(eq(feedback.kind, 'suggestion'));
    expect(rows[0]!.userId).not.toBeNull();
  });

  it('refuses feedback that is too short', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/user/feedback',
      headers: buyer,
      payload: { content: '差' },
    });
    expect(res.json()).toMatchObject({ code: 422, msg: '请至少写5个字' });
  });

  it('posts a purchase request with only the drug name; contact comes from the profile', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/user/buy',
      headers: buyer,
      payload: { name: '盐酸氨溴索口服溶液', sccj: '', ypgg: '', number: '', remarks: '' },
    });
    expect(res.json().code).toBe(10000);
    expect(res.json().data.message).toContain('客户经理');
    const list = (await t.inject({ method: 'GET', url: '/api/user/buy?page=1', headers: buyer })).json().data;
    expect(list.data[0]).toMatchObject({
      name: '盐酸氨溴索口服溶液',
      contact_name: '王芳',
      contact_phone: '13800000001',
      status: 'pending',
      number: null,
    });
  });

  it('requires the drug name with 此项不能为空, and never takes a contact from the form', async () => {
    const empty = await t.inject({ method: 'POST', url: '/api/user/buy', headers: buyer, payload: { name: '' } });
    expect(empty.json()).toMatchObject({ code: 422, msg: '此项不能为空' });
    const forged = await t.inject({
      method: 'POST',
      url: '/api/user/buy',
      headers: buyer,
      payload: { name: '维生素E', contact_phone: '10086' },
    });
    expect(forged.statusCode).toBe(422);
  });

  it('shows a buyer only its own requests, in the list and one by one', async () => {
    const other = await t.login('pendingBuyer');
    expect((await t.inject({ method: 'GET', url: '/api/user/buy', headers: other })).json().data.total).toBe(0);
    const buyer = await t.login('buyer');
    const [mine] = (await t.inject({ method: 'GET', url: '/api/user/buy', headers: buyer })).json().data.data;
    expect((await t.inject({ method: 'GET', url: `/api/user/buy/${mine.id}`, headers: buyer })).json().data).toEqual(
      mine,
    );
    expect((await t.inject({ method: 'GET', url: `/api/user/buy/${mine.id}`, headers: other })).statusCode).toBe(404);
  });
});
