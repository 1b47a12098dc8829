import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

describe('multi-store management (/ddgl)', () => {
  let t: TestApp;
  let head: Record<string, string>;
  const newStore = { company: '杭州康宁大药房滨江店', name: '赵敏', mobile: '13700000001', region: '浙江省 杭州市 滨江区', address: '江南大道 100 号' };
  beforeAll(async () => {
    t = await createTestApp();
    head = await t.login('buyer');
  });
  afterAll(() => t.close());

  it('starts as a company of one store, the head and current one', async () => {
    const stores = (await t.inject({ method: 'GET', url: '/api/user/stores', headers: head })).json().data;
    expect(stores).toHaveLength(1);
    expect(stores[0]).toMatchObject({ company: '杭州康宁大药房有限公司', is_head: 1, is_current: 1 });
  });

  it('adds a store that is its own buyer, awaiting its own licence review', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/user/stores', headers: head, payload: newStore });
    expect(res.json()).toMatchObject({ code: 10000, msg: '门店已添加' });
    const stores = (await t.inject({ method: 'GET', url: '/api/user/stores', headers: head })).json().data;
    expect(stores.map((s: { company: string }) => s.company)).toEqual(['杭州康宁大药房有限公司', '杭州康宁大药房滨江店']);
    expect(stores[1]).toMatchObject({ is_head: 0, is_current: 0, is_passed: 0 });
    expect((await t.inject({ method: 'POST', url: '/api/user/stores', headers: head, payload: newStore })).json().code).toBe(623);
  });

  it('switches the active store with a new session; the old session ends', async () => {
    const stores = (await t.inject({ method: 'GET', url: '/api/user/stores', headers: head })).json().data;
    const res = await t.inject({ method: 'POST', url: `/api/user/stores/${stores[1].id}/switch`, headers: head });
    const switched = { 'x-requested-with': 'XMLHttpRequest', cookie: `sid=${res.json().data.token}` };
    expect((await t.inject({ method: 'GET', url: '/api/user/base', headers: switched })).json().data.company).toBe('杭州康宁大药房滨江店');
    expect((await t.inject({ method: 'GET', url: '/api/user/base', headers: head })).statusCode).toBe(401);
    const back = (await t.inject({ method: 'GET', url: '/api/user/stores', headers: switched })).json().data;
    expect(back.find((s: { is_current: number }) => s.is_current === 1).id).toBe(stores[1].id);
  });

  it('will not switch into another company’s store: not found', async () => {
    const other = await t.login('pendingBuyer');
    const mine = (await t.inject({ method: 'GET', url: '/api/user/stores', headers: await t.login('buyer') })).json().data;
    const res = await t.inject({ method: 'POST', url: `/api/user/stores/${mine[0].id}/switch`, headers: other });
    expect(res.statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/user/base', headers: other })).json().data.company).toBe('宁波仁和诊所');
  });
});
