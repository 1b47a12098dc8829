import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { OrderRefusal } from '@store/shared/codes';
import { auditLog, goods } from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';
import { BROWSER_HEADERS, createTestApp, type TestApp } from '../../test/harness.ts';
import { userIdOf } from '../../test/orders-fixture.ts';

type Headers = Record<string, string>;

describe('the console’s buyers: list, file, account manager, business scope, enable', () => {
  let t: TestApp;
  let service: Headers;
  let reviewer: Headers;
  let buyerId: number;
  let pendingId: number;
  const get = (url: string, headers: Headers = service) => t.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers: Headers = service) =>
    t.inject({ method: 'POST', url, headers, payload });
  const list = async (query: string) => (await get(`/api/admin/buyers?${query}`)).json().data;

  beforeAll(async () => {
    t = await createTestApp();
    [service, reviewer] = await Promise.all([t.loginStaff('service'), t.loginStaff('reviewer')]);
    [buyerId, pendingId] = await Promise.all([userIdOf(t, 'buyer'), userIdOf(t, 'pendingBuyer')]);
  });
  afterAll(() => t.close());

  it('finds buyers by company, mobile or username, and filters by review state, region and manager', async () => {
    const byCompany = await list(`keywords=${encodeURIComponent('康宁大药房')}`);
    expect(byCompany.data.map((b: { id: number }) => b.id)).toEqual([buyerId]);
    expect(byCompany.data[0]).toMatchObject({ username: 'demo_buyer', review: 'passed', is_passed: 1, disabled: 0 });
    expect((await list('keywords=13800000001')).data.map((b: { id: number }) => b.id)).toEqual([buyerId]);
    const waiting = await list('review=not_passed&keywords=demo_pending');
    expect(waiting.data).toEqual([expect.objectContaining({ id: pendingId, is_passed: 0 })]);
    expect((await list('review=passed&keywords=demo_pending')).total).toBe(0);
    expect((await list(`region=${encodeURIComponent('火星')}`)).total).toBe(0);
    const staffId = (await get('/api/admin/managers'))
      .json()
      .data.find((m: { name: string }) => m.name === '张敏').staff_id;
    const managed = await list(`manager_id=${staffId}`);
    expect(managed.data.every((b: { manager: { staff_id: number } }) => b.manager.staff_id === staffId)).toBe(true);
    expect((await get('/api/admin/buyers?review=maybe')).json()).toMatchObject({
      code: 422,
      errors: { review: expect.any(Array) },
    });
  });

  it('opens a buyer’s file: licences, scope, addresses, orders and wallet', async () => {
    const file = (await get(`/api/admin/buyers/${buyerId}`)).json().data;
    expect(file).toMatchObject({
      id: buyerId,
      company: '杭州康宁大药房有限公司',
      manager: { name: expect.any(String) },
    });
    expect(file.licences.length).toBeGreaterThan(0);
    expect(file.licences.every((l: { status: string }) => l.status === 'approved')).toBe(true);
    expect(file.scope).toMatchObject({ limit: null, effective: file.scope.licences });
    expect(file.addresses.some((a: { is_default: number }) => a.is_default === 1)).toBe(true);
    expect(file.orders.count).toBeGreaterThan(0);
    expect(file.orders.recent[0]).toMatchObject({ order_no: expect.any(String), status_text: expect.any(String) });
    expect(file.wallet.balance).toBeGreaterThan(0);
    expect((await get('/api/admin/buyers/999999')).statusCode).toBe(404);
  });

  it('assigns a customer-service staff member as manager; the buyer sees their name and phone', async () => {
    const managers = (await get('/api/admin/managers')).json().data;
    expect(managers.map((m: { name: string }) => m.name)).toEqual(['张敏', '李强']);
    const zhang = managers[0];
    expect((await post(`/api/admin/users/${pendingId}/manager`, { staff_id: zhang.staff_id })).json().code).toBe(10000);
    const pending = await t.login('pendingBuyer');
    expect((await get('/api/user/base', pending)).json().data.admin).toMatchObject({
      name: '张敏',
      phone: '13905710001',
    });
    // Only customer-service staff manage buyers: the reviewer is not one.
    const reviewerId = (await get('/api/admin/auth/me', reviewer)).json().data.id;
    expect((await post(`/api/admin/users/${pendingId}/manager`, { staff_id: reviewerId })).json()).toMatchObject({
      code: 404,
      msg: '客户经理不存在（须为在职的客服人员）',
    });
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'buyer.manager'), eq(auditLog.objectId, String(pendingId))));
    expect(row?.after).toMatchObject({ staff_id: zhang.staff_id, name: '张敏' });
  });

  it('a reviewer narrows the business scope to the licence’s classes: the buyer cannot buy outside it until it is restored', async () => {
    const buyer = await t.login('buyer');
    const drug = theRow(
      await t.database.db
        .select({ id: goods.id, step: goods.middlePackage })
        .from(goods)
        .where(
          and(
            eq(goods.drugClass, 'ordinary'),
            eq(goods.type, 0),
            eq(goods.isBuy, true),
            eq(goods.isListed, true),
            sql`${goods.stock} >= 1000`,
          ),
        )
        .limit(1),
    );
    const addDrug = () => post('/api/cart', { params: [{ goods_id: drug.id, number: drug.step, ck_id: 0 }] }, buyer);
    expect(
      (await post(`/api/admin/users/${buyerId}/scope`, { mode: 'limit', scope: [] }, reviewer)).json(),
    ).toMatchObject({
      code: 422,
      errors: { scope: ['请至少选择一类经营范围'] },
    });
    expect(
      (await post(`/api/admin/users/${buyerId}/scope`, { mode: 'limit', scope: ['device', 'health'] }, reviewer)).json()
        .code,
    ).toBe(10000);
    expect((await get('/api/user/jyfw', buyer)).json().data.scope).toEqual(['device', 'health']);
    expect((await addDrug()).json().code).toBe(OrderRefusal.OUT_OF_SCOPE.code);
    const file = (await get(`/api/admin/buyers/${buyerId}`)).json().data;
    expect(file.scope).toMatchObject({ limit: ['device', 'health'], effective: ['device', 'health'] });
    expect((await post(`/api/admin/users/${buyerId}/scope`, { mode: 'licences' }, reviewer)).json().code).toBe(10000);
    expect((await get('/api/user/jyfw', buyer)).json().data.scope).toContain('ordinary');
    expect((await addDrug()).json().code).toBe(10000);
  });

  it('disables and enables a buyer: disabled ones cannot log in, enabled ones can again', async () => {
    const login = () =>
      t.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: BROWSER_HEADERS,
        payload: { username: 'demo_pending', password: 'Demo@2026' },
      });
    expect((await post(`/api/admin/users/${pendingId}/disable`, {})).json().code).toBe(10000);
    expect((await list('disabled=1&keywords=demo_pending')).total).toBe(1);
    expect((await login()).json().code).not.toBe(10000);
    expect((await post(`/api/admin/users/${pendingId}/enable`, {})).json().code).toBe(10000);
    expect((await login()).json().code).toBe(10000);
    expect((await list('disabled=0&keywords=demo_pending')).total).toBe(1);
  });
});
