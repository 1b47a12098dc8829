import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { QualificationRefusal } from '@store/shared/codes';
import { auditLog, messages, users } from '../../db/schema.ts';
import { theRow } from '../../db/rows.ts';
import { makeBuyers, type Buyer } from '../../test/buyers.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

type Headers = Record<string, string>;

describe('资质变更: an approved buyer’s new company name or type waits for a reviewer', () => {
  let t: TestApp;
  let reviewer: Headers;
  const get = (url: string, headers: Headers) => t.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: Headers, payload: object) => t.inject({ method: 'POST', url, headers, payload });
  const company = (headers: Headers, values: { company: string; company_type?: string; name?: string }) =>
    post('/api/user/company', headers, {
      company_type: 'pharmacy',
      name: '测试',
      region: '浙江省 杭州市 西湖区',
      address: '文三路 1 号',
      ...values,
    });
  const base = async (headers: Headers) => (await get('/api/user/base', headers)).json().data;
  const change = async (headers: Headers) => (await get('/api/user/company', headers)).json().data.change;
  /** The invoice title the confirm page suggests: a document that prints the company. */
  const invoiceTitle = async (headers: Headers) =>
    (await get('/api/user/invoice_profile', headers)).json().data.suggestion?.title;
  const queue = async () =>
    (await get('/api/admin/company_changes', reviewer)).json().data as { id: number; user_id: number }[];
  const review = (id: number, body: object, headers = reviewer) =>
    post(`/api/admin/company_changes/${id}/review`, headers, body);
  const queued = async (buyer: Buyer) => theRow((await queue()).filter((c) => c.user_id === buyer.id));
  const inbox = (userId: number, title: string) =>
    t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, userId), eq(messages.title, title)));

  beforeAll(async () => {
    t = await createTestApp();
    reviewer = await t.loginStaff('reviewer');
  });
  afterAll(() => t.close());

  it('a rename after approval is pending: is_passed stays 1 and documents keep the approved name', async () => {
    const buyer = theRow(await makeBuyers(t, 1));
    const approved = (await base(buyer.headers)).company as string;
    const res = await company(buyer.headers, {
      company: '杭州新名大药房有限公司',
      company_type: 'chain',
      name: '新联系人',
    });
    expect(res.json()).toMatchObject({ code: 10000, msg: '已提交资质变更，审核通过后生效', data: { pending: true } });
    expect(await base(buyer.headers)).toMatchObject({ company: approved, is_passed: 1, name: '新联系人' });
    expect((await get('/api/user/company', buyer.headers)).json().data).toMatchObject({
      company: approved,
      company_type: 'pharmacy',
      name: '新联系人',
      is_passed: 1,
    });
    expect(await invoiceTitle(buyer.headers)).toBe(approved);
    expect(await change(buyer.headers)).toMatchObject({
      status: 'pending',
      company: '杭州新名大药房有限公司',
      company_type: 'chain',
      current_company: approved,
      current_company_type: 'pharmacy',
    });
    // A second submission replaces the waiting one; going back to the approved values withdraws it.
    await company(buyer.headers, { company: '杭州新名大药房二号', company_type: 'chain' });
    expect((await queue()).filter((c) => c.user_id === buyer.id)).toHaveLength(1);
    expect((await change(buyer.headers)).company).toBe('杭州新名大药房二号');
    expect((await company(buyer.headers, { company: approved })).json()).toMatchObject({
      msg: '保存成功',
      data: { pending: false },
    });
    expect(await change(buyer.headers)).toBeNull();
    expect((await queue()).filter((c) => c.user_id === buyer.id)).toEqual([]);
  });

  it('contact, region and address of an approved buyer save at once, with nothing to review', async () => {
    const buyer = theRow(await makeBuyers(t, 1));
    const approved = (await base(buyer.headers)).company as string;
    const res = await company(buyer.headers, { company: approved, name: '王五' });
    expect(res.json()).toMatchObject({ msg: '保存成功', data: { pending: false } });
    expect(await base(buyer.headers)).toMatchObject({ company: approved, name: '王五' });
    expect(await change(buyer.headers)).toBeNull();
  });

  it('a buyer not yet approved still edits its company freely', async () => {
    const pending = await t.login('pendingBuyer');
    const res = await company(pending, { company: '宁波仁和诊所（改名）', company_type: 'clinic' });
    expect(res.json()).toMatchObject({ msg: '保存成功', data: { pending: false } });
    expect(await base(pending)).toMatchObject({ company: '宁波仁和诊所（改名）', is_passed: 0 });
    expect(await change(pending)).toBeNull();
  });

  it('the reviewer approves: the new name is in force everywhere, the buyer is told, the decision is audited', async () => {
    const buyer = theRow(await makeBuyers(t, 1));
    const approved = (await base(buyer.headers)).company as string;
    await company(buyer.headers, { company: '杭州批准后大药房' });
    const asked = await queued(buyer);
    expect(asked).toMatchObject({ company: approved, new_company: '杭州批准后大药房', new_company_type: 'pharmacy' });
    const res = await review(asked.id, { action: 'approve' });
    expect(res.json()).toMatchObject({ code: 10000, data: { is_passed: 1 } });
    expect(await base(buyer.headers)).toMatchObject({ company: '杭州批准后大药房', is_passed: 1 });
    expect(await invoiceTitle(buyer.headers)).toBe('杭州批准后大药房');
    expect(await change(buyer.headers)).toBeNull();
    expect(await inbox(buyer.id, '资质变更审核通过')).toHaveLength(1);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company_change.approve'), eq(auditLog.objectId, String(buyer.id))));
    expect(audit).toMatchObject({ before: { company: approved }, after: { company: '杭州批准后大药房' } });
    // Decided once: a second decision (another reviewer, a double click) is refused.
    expect((await review(asked.id, { action: 'reject', reason: '重复' })).json().code).toBe(
      QualificationRefusal.COMPANY_CHANGE_REVIEWED.code,
    );
  });

  it('the reviewer rejects with a reason: the approved name stays and the buyer reads why', async () => {
    const buyer = theRow(await makeBuyers(t, 1));
    const approved = (await base(buyer.headers)).company as string;
    await company(buyer.headers, { company: '杭州驳回大药房' });
    const asked = await queued(buyer);
    expect((await review(asked.id, { action: 'reject', reason: '' })).statusCode).toBe(422);
    const res = await review(asked.id, { action: 'reject', reason: '与营业执照名称不一致' });
    expect(res.json().code).toBe(10000);
    expect(await base(buyer.headers)).toMatchObject({ company: approved, is_passed: 1 });
    expect(await invoiceTitle(buyer.headers)).toBe(approved);
    expect(await change(buyer.headers)).toMatchObject({
      status: 'rejected',
      company: '杭州驳回大药房',
      current_company: approved,
      reject_reason: '与营业执照名称不一致',
    });
    expect((await inbox(buyer.id, '资质变更未通过'))[0]?.content).toContain('与营业执照名称不一致');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, buyer.id));
    expect(row?.company).toBe(approved);
  });

  it('staff without the review permission get 403 on the queue and the decision, and nothing changes', async () => {
    const buyer = theRow(await makeBuyers(t, 1));
    const approved = (await base(buyer.headers)).company as string;
    await company(buyer.headers, { company: '杭州越权大药房' });
    const asked = await queued(buyer);
    for (const role of ['finance', 'warehouse', 'marketing'] as const) {
      const staff = await t.loginStaff(role);
      expect((await get('/api/admin/company_changes', staff)).statusCode, role).toBe(403);
      expect((await review(asked.id, { action: 'approve' }, staff)).statusCode, role).toBe(403);
    }
    expect((await review(asked.id, { action: 'approve' }, buyer.headers)).statusCode).toBe(401);
    expect(await base(buyer.headers)).toMatchObject({ company: approved });
    expect((await change(buyer.headers)).status).toBe('pending');
  });
});
