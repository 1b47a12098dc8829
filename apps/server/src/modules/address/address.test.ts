import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressRefusal } from '@store/shared/codes';
import { addresses } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

describe('delivery addresses', () => {
  let t: TestApp;
  let buyer: Record<string, string>;
  let other: Record<string, string>;
  const valid = {
    consignee: '王芳',
    mobile: '13800000001',
    region_code: '330106',
    detail: '文三路 90 号 1 楼',
    is_default: 0,
  };
  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    t.inject({ method, url, headers, ...(payload && { payload }) });
  const list = async (headers: Record<string, string>) =>
    (await call('GET', '/api/user/address', headers)).json().data as {
      id: number;
      is_default: number;
      district: string;
    }[];

  beforeAll(async () => {
    t = await createTestApp();
    buyer = await t.login('buyer');
    other = await t.login('pendingBuyer');
    // Start from a buyer with an empty address book (the demo data gives the demo buyer one).
    await t.database.db.delete(addresses);
  });
  afterAll(() => t.close());

  it('derives province, city and district from the region code; the first address is the default', async () => {
    const res = await call('POST', '/api/user/address', buyer, valid);
    expect(res.json().data).toMatchObject({
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      is_default: 1,
      consignee: '王芳',
    });
  });

  it('handles a municipality district (Beijing 东城区) with the province as the city', async () => {
    const res = await call('POST', '/api/user/address', buyer, { ...valid, region_code: '110101' });
    expect(res.json().data).toMatchObject({ province: '北京市', city: '北京市', district: '东城区', is_default: 0 });
  });

  it('keeps exactly one default when another address becomes the default', async () => {
    const created = (await call('POST', '/api/user/address', buyer, { ...valid, is_default: 1 })).json().data;
    const rows = await list(buyer);
    expect(rows.filter((r) => r.is_default === 1).map((r) => r.id)).toEqual([created.id]);
    const first = rows.find((r) => r.id !== created.id)!;
    await Promise.all([
      call('POST', `/api/user/address/${first.id}/default`, buyer),
      call('POST', `/api/user/address/${created.id}/default`, buyer),
    ]);
    expect((await list(buyer)).filter((r) => r.is_default === 1)).toHaveLength(1);
  });

  it('makes the oldest remaining address the default when the default is deleted', async () => {
    const rows = await list(buyer);
    const current = rows.find((r) => r.is_default === 1)!;
    await call('POST', `/api/user/address/${current.id}/delete`, buyer);
    const after = await list(buyer);
    expect(after.filter((r) => r.is_default === 1)).toHaveLength(1);
    expect(after.find((r) => r.is_default === 1)!.id).toBe(Math.min(...after.map((r) => r.id)));
  });

  it('refuses bad input with Chinese messages naming the field', async () => {
    for (const [payload, field, message] of [
      [{ ...valid, mobile: '123' }, 'mobile', '手机号格式不正确'],
      [{ ...valid, region_code: '999999' }, 'region_code', '请选择所在地区'],
      [{ ...valid, region_code: 'abc' }, 'region_code', '请选择所在地区'],
      [{ ...valid, consignee: '' }, 'consignee', '请填写收货人'],
    ] as const) {
      const res = await call('POST', '/api/user/address', buyer, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
  });

  it('never lets another buyer read, change, default or delete an address: not found', async () => {
    const mine = (await list(buyer))[0];
    expect(await list(other)).toEqual([]);
    for (const url of [
      `/api/user/address/${mine!.id}/edit`,
      `/api/user/address/${mine!.id}/default`,
      `/api/user/address/${mine!.id}/delete`,
    ]) {
      const res = await call('POST', url, other, url.endsWith('edit') ? valid : undefined);
      expect(res.statusCode, url).toBe(404);
    }
    expect((await list(buyer)).find((r) => r.id === mine!.id)?.district).toBe(mine!.district);
  });

  it('keeps at most 20 addresses per buyer', async () => {
    const existing = (await list(other)).length;
    for (let i = existing; i < 20; i++)
      expect((await call('POST', '/api/user/address', other, valid)).statusCode).toBe(200);
    expect((await call('POST', '/api/user/address', other, valid)).json()).toMatchObject({
      code: AddressRefusal.ADDRESS_LIMIT.code,
    });
  });

  it('serves the region tree', async () => {
    const tree = (await t.inject({ method: 'GET', url: '/api/region' })).json().data;
    const zhejiang = tree.find((p: { name: string }) => p.name === '浙江省');
    expect(zhejiang.children.find((c: { name: string }) => c.name === '杭州市').children.length).toBeGreaterThan(5);
  });

  it('requires login', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/user/address' })).statusCode).toBe(401);
  });
});
