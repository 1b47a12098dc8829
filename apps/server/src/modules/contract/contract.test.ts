import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContractRefusal } from '@store/shared/codes';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { assertContractSigned } from './service.ts';

describe('annual purchase agreement (/dzht, 459)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());
  const idOf = async (username: string) =>
    (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;

  it('answers 459 with its message for a buyer who has not signed the agreement in force', async () => {
    await expect(assertContractSigned(t.database.db, await idOf('demo_pending'))).rejects.toMatchObject({
      code: ContractRefusal.CONTRACT_REQUIRED.code,
      message: expect.stringContaining('请先签署年度采购协议'),
    });
    await expect(assertContractSigned(t.database.db, await idOf('demo_buyer'))).resolves.toBeUndefined();
  });

  it('shows the agreement and records the signature with name, time and IP, once', async () => {
    const pending = await t.login('pendingBuyer');
    const current = (await t.inject({ method: 'GET', url: '/api/contract/current', headers: pending })).json().data;
    expect(current).toMatchObject({ is_signed: 0, title: `${new Date().getFullYear()}年度药品采购协议` });
    expect(current.content).toContain('不经营麻醉药品');
    const refused = await t.inject({
      method: 'POST',
      url: `/api/contract/${current.id}/sign`,
      headers: pending,
      payload: { signer_name: '陈立', agree: 0 },
    });
    expect(refused.json().msg).toBe('请阅读并同意协议');
    const signed = await t.inject({
      method: 'POST',
      url: `/api/contract/${current.id}/sign`,
      headers: pending,
      payload: { signer_name: '陈立', agree: 1 },
      remoteAddress: '203.0.113.7',
    });
    expect(signed.json().data).toMatchObject({ is_signed: 1, signer_name: '陈立' });
    expect(String(signed.json().data.signed_at)).toHaveLength(10);
    await t.inject({
      method: 'POST',
      url: `/api/contract/${current.id}/sign`,
      headers: pending,
      payload: { signer_name: '别人', agree: 1 },
    });
    expect(
      (await t.inject({ method: 'GET', url: '/api/contract/current', headers: pending })).json().data.signer_name,
    ).toBe('陈立');
    await expect(assertContractSigned(t.database.db, await idOf('demo_pending'))).resolves.toBeUndefined();
  });

  it('refuses a signature of an agreement that is not the one in force', async () => {
    const pending = await t.login('pendingBuyer');
    const current = (await t.inject({ method: 'GET', url: '/api/contract/current', headers: pending })).json().data;
    const res = await t.inject({
      method: 'POST',
      url: `/api/contract/${current.id + 1}/sign`,
      headers: pending,
      payload: { signer_name: '陈立', agree: 1 },
    });
    expect(res.json().code).toBe(ContractRefusal.CONTRACT_UPDATED.code);
  });
});
