import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRefusal, QualificationRefusal } from '@store/shared/codes';
import { and, eq } from 'drizzle-orm';
import { messages, qualifications, staff, users } from '../../db/schema.ts';
import { createTestApp, multipart, type TestApp } from '../../test/harness.ts';
import { sweepQualifications } from './sweep.ts';
import { theRow } from '../../db/rows.ts';

/** A real 1×1 PNG: the server sniffs bytes, not names. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const addDays = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe('qualifications: upload, review, business scope, expiry', () => {
  let t: TestApp;
  let pending: Record<string, string>;
  let operator: Record<string, string>;
  let buyer: Record<string, string>;
  const upload = (
    headers: Record<string, string>,
    fields: Record<string, string>,
    files = [{ name: 'files', filename: 'licence.png', bytes: PNG }],
  ) => {
    const body = multipart(fields, files);
    return t.inject({
      method: 'POST',
      url: '/api/user/zizhi',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const state = async (headers: Record<string, string>) =>
    (await t.inject({ method: 'GET', url: '/api/user/zizhi', headers })).json().data;

  beforeAll(async () => {
    t = await createTestApp();
    pending = await t.login('pendingBuyer');
    operator = await t.loginStaff('admin');
    buyer = await t.login('buyer');
  });
  afterAll(() => t.close());

  it('lists what a clinic must upload and shows an uploaded licence as pending', async () => {
    const before = await state(pending);
    expect(before.required.map((r: { name: string }) => r.name)).toEqual([
      '医疗机构执业许可证',
      '采购委托书',
      '采购人身份证',
    ]);
    const res = await upload(pending, {
      type: 'medical_institution_licence',
      number: 'PDY12345633020',
      valid_to: addDays(400),
    });
    expect(res.json()).toMatchObject({ code: 10000, msg: '上传成功，等待审核' });
    const after = await state(pending);
    expect(after.list[0]).toMatchObject({ type_name: '医疗机构执业许可证', status: 'pending', days_left: 400 });
    expect(after.list[0].files[0].url).toMatch(/^\/api\/user\/zizhi\/file\/\d+$/);
    expect(after.is_passed).toBe(0);
  });

  it('shows the buyer its purchaser’s ID number starred and other numbers whole, and keeps the whole number stored', async () => {
    const own = (await state(buyer)).list as { type: string; number: string }[];
    expect(own.find((l) => l.type === 'purchaser_id')?.number).toBe('330106********0021');
    expect(own.find((l) => l.type === 'drug_business_licence')?.number).toBe('浙AA5710088');
    expect(JSON.stringify(own)).not.toContain('19880101');
    const stored = await t.database.db
      .select()
      .from(qualifications)
      .where(and(eq(qualifications.type, 'purchaser_id'), eq(qualifications.number, '330106198801010021')));
    expect(stored).toHaveLength(1);
  });

  it('refuses a file that is not an image or PDF whatever its name, a file over 5 MB and a missing file', async () => {
    const fake = await upload(pending, { type: 'purchaser_id', number: '3302' }, [
      { name: 'files', filename: 'id.png', bytes: Buffer.from('just text pretending') },
    ]);
    expect(fake.statusCode).toBe(422);
    expect(fake.json().msg).toContain('不是 JPG、PNG、WebP 图片或 PDF 文件');
    const big = await upload(pending, { type: 'purchaser_id', number: '3302' }, [
      { name: 'files', filename: 'big.png', bytes: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) },
    ]);
    expect(big.statusCode).toBe(422);
    expect((await upload(pending, { type: 'purchaser_id', number: '3302' }, [])).json().msg).toBe('请上传证照图片');
  });

  it('names a refused file by its place, never by the name the browser sent', async () => {
    const evil = '<img src=x onerror=alert(1)>.png';
    const fake = await upload(pending, { type: 'purchaser_id', number: '3302' }, [
      { name: 'files', filename: 'ok.png', bytes: PNG },
      { name: 'files', filename: evil, bytes: Buffer.from('just text pretending') },
    ]);
    expect(fake.json()).toMatchObject({
      code: 422,
      errors: { files: ['第2个文件不是 JPG、PNG、WebP 图片或 PDF 文件'] },
    });
    const big = await upload(pending, { type: 'purchaser_id', number: '3302' }, [
      { name: 'files', filename: evil, bytes: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) },
    ]);
    expect(big.json()).toMatchObject({ code: 422, errors: { files: ['第1个文件超过 5MB'] } });
    for (const res of [fake, big]) expect(res.body).not.toContain('onerror');
    expect((await upload(pending, { type: 'passport', number: '1' })).statusCode).toBe(422);
    expect((await upload(pending, { type: 'purchaser_id', number: '1', valid_to: '2020-01-01' })).json().msg).toBe(
      '证照已过期，请上传有效证照',
    );
  });

  it('shows a scan to its owner and to reviewers only', async () => {
    const url = (await state(pending)).list[0].files[0].url;
    const own = await t.inject({ method: 'GET', url, headers: pending });
    expect(own.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(own.rawPayload, PNG)).toBe(0);
    expect((await t.inject({ method: 'GET', url, headers: buyer })).statusCode).toBe(404);
    const staffUrl = url.replace('/api/user/zizhi/file/', '/api/admin/qualification_files/');
    const reviewed = await t.inject({ method: 'GET', url: staffUrl, headers: await t.loginStaff('reviewer') });
    expect(Buffer.compare(reviewed.rawPayload, PNG)).toBe(0);
    expect(
      (await t.inject({ method: 'GET', url: staffUrl, headers: await t.loginStaff('warehouse') })).statusCode,
    ).toBe(403);
    expect((await t.inject({ method: 'GET', url: staffUrl, headers: buyer })).statusCode).toBe(401);
  });

  it('keeps the review API for staff: a buyer’s session is not a staff login and gets no data', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/admin/qualifications', headers: buyer });
    expect(res.json().code).toBe(10001);
    expect(res.json().data).toBeNull();
  });

  it('rejects with a reason, then approves every required licence: the buyer becomes qualified and sees prices', async () => {
    const first = (await state(pending)).list[0];
    const noReason = await t.inject({
      method: 'POST',
      url: `/api/admin/qualifications/${first.id}/review`,
      headers: operator,
      payload: { action: 'reject' },
    });
    expect(noReason.json().msg).toBe('请填写驳回原因');
    await t.inject({
      method: 'POST',
      url: `/api/admin/qualifications/${first.id}/review`,
      headers: operator,
      payload: { action: 'reject', reason: '图片模糊' },
    });
    expect((await state(pending)).list[0]).toMatchObject({ status: 'rejected', reject_reason: '图片模糊' });
    // The buyer is told in 我的消息, with the reason.
    const inbox = await t.database.db
      .select({ title: messages.title, content: messages.content })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.userId))
      .where(and(eq(users.username, 'demo_pending'), eq(messages.title, '证照审核未通过')));
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.content).toContain('图片模糊');
    // The rejection is in the audit log, with who did it and the reason; the refused first try left nothing.
    const audit = await t.inject({
      method: 'GET',
      url: `/api/admin/audit?object_type=licence&object_id=${first.id}`,
      headers: operator,
    });
    expect(audit.json().data.data).toEqual([
      expect.objectContaining({
        action: 'licence.reject',
        staff: expect.objectContaining({ username: 'admin' }),
        before: { status: 'pending' },
        after: { status: 'rejected', reject_reason: '图片模糊' },
      }),
    ]);

    await upload(pending, { type: 'medical_institution_licence', number: 'PDY12345633020', valid_to: addDays(400) });
    await upload(pending, { type: 'purchase_authorisation', number: 'WT-1', valid_to: addDays(300) });
    await upload(pending, { type: 'purchaser_id', number: '330203199001010011', valid_to: '' });
    const queue = (await t.inject({ method: 'GET', url: '/api/admin/qualifications', headers: operator })).json().data;
    expect(queue.filter((q: { company: string }) => q.company === '宁波仁和诊所')).toHaveLength(3);
    let last;
    for (const item of queue.filter((q: { company: string }) => q.company === '宁波仁和诊所')) {
      last = await t.inject({
        method: 'POST',
        url: `/api/admin/qualifications/${item.id}/review`,
        headers: operator,
        payload: { action: 'approve' },
      });
    }
    expect(last!.json().data).toEqual({ is_passed: 1 });
    expect(
      (
        await t.inject({
          method: 'POST',
          url: `/api/admin/qualifications/${queue[0].id}/review`,
          headers: operator,
          payload: { action: 'approve' },
        })
      ).json().code,
    ).toBe(QualificationRefusal.LICENCE_ALREADY_REVIEWED.code);
    const goods = (
      await t.inject({ method: 'GET', url: '/api/goods/list?page_size=5&zone=qxzq', headers: pending })
    ).json().data.data;
    expect(goods[0].base_price).toBeGreaterThan(0);
    expect((await t.inject({ method: 'GET', url: '/api/user/jyfw', headers: pending })).json().data.names).toEqual([
      '化学药品',
      '中成药',
      '中药饮片',
      '医疗器械',
      '保健食品',
    ]);
  });

  it('blocks a buyer again when a licence expires, and reminds once 30 days before', async () => {
    const me = theRow(await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo_buyer')));
    await t.database.db
      .update(qualifications)
      .set({ validTo: addDays(20) })
      .where(and(eq(qualifications.userId, me.id), eq(qualifications.type, 'purchase_authorisation')));
    const [a, b] = await Promise.all([sweepQualifications(t.database.db), sweepQualifications(t.database.db)]);
    expect(a.reminded + b.reminded).toBe(1);
    const reminders = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, me.id), eq(messages.title, '采购委托书即将到期')));
    expect(reminders).toHaveLength(1);
    expect((await sweepQualifications(t.database.db)).reminded).toBe(0);

    await t.database.db
      .update(qualifications)
      .set({ validTo: addDays(-1) })
      .where(and(eq(qualifications.userId, me.id), eq(qualifications.type, 'purchase_authorisation')));
    await sweepQualifications(t.database.db);
    expect((await t.inject({ method: 'GET', url: '/api/user/base', headers: buyer })).json().data.is_passed).toBe(0);
    expect((await t.inject({ method: 'GET', url: '/api/goods/hot', headers: buyer })).json().data[0].price_tip).toBe(
      '资质审核通过后可见',
    );
  });

  it('lets an operator assign a manager and disable a buyer, ending its sessions at once', async () => {
    const manager = theRow(
      await t.database.db.select({ id: staff.id }).from(staff).where(eq(staff.username, 'service2')),
    );
    const me = theRow(
      await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo_pending')),
    );
    expect(
      (
        await t.inject({
          method: 'POST',
          url: `/api/admin/users/${me.id}/manager`,
          headers: operator,
          payload: { staff_id: manager.id },
        })
      ).json().code,
    ).toBe(10000);
    expect(
      (await t.inject({ method: 'GET', url: '/api/user/base', headers: pending })).json().data.admin,
    ).toMatchObject({ name: '李强', is_default: 0 });
    await t.inject({ method: 'POST', url: `/api/admin/users/${me.id}/disable`, headers: operator });
    expect((await t.inject({ method: 'GET', url: '/api/user/base', headers: pending })).json().code).toBe(10001);
    const relogin = await t.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { username: 'demo_pending', password: 'Demo@2026' },
    });
    expect(relogin.json()).toMatchObject({ code: AccountRefusal.ACCOUNT_DISABLED.code, msg: '账号已停用，请联系客服' });
  });
});
