import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as s from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeBuyers, type Buyer } from '../../test/buyers.ts';

type Headers = Record<string, string>;

describe('营销 → 抽奖活动: activities and prizes with live remaining, pausing, the winners report, all audited', () => {
  let t: TestApp;
  let marketing: Headers;
  let buyers: Buyer[];
  const now = () => Math.floor(Date.now() / 1000);
  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    t.inject({ method, url, headers, ...(payload ? { payload } : {}) }).then((r) => r.json());
  const audits = (action: string, objectId: number) =>
    t.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, action), eq(s.auditLog.objectId, String(objectId))));

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '100000' });
    marketing = await t.loginStaff('marketing');
    buyers = await makeBuyers(t, 3);
    // The seeded activity steps aside: this one is the current one.
    await t.database.db.update(s.lotteryActivities).set({ status: 0 });
  });
  afterAll(() => t.close());

  it('creates an activity and its prizes; refuses bad input with 422 naming the field; warehouse may not', async () => {
    const bad = await call('POST', '/api/admin/lottery', marketing, {
      name: '',
      starts_at: now(),
      ends_at: now() - 10,
    });
    expect(bad.code).toBe(422);
    expect(Object.keys(bad.errors)).toContain('name');
    const warehouse = await t.loginStaff('warehouse');
    expect((await call('GET', '/api/admin/lottery', warehouse)).code).toBe(403);

    const created = await call('POST', '/api/admin/lottery', marketing, {
      name: '春季抽奖',
      rules: '每天一次',
      starts_at: now() - 60,
      ends_at: now() + 86_400,
      draws_per_day: 2,
      draws_total: '',
      points_cost: 0,
      min_paid: 0,
    });
    expect(created).toMatchObject({ code: 10000, data: { name: '春季抽奖', state: 'running', draws_total: null } });
    const id = created.data.id as number;
    expect(await audits('lottery.create', id)).toHaveLength(1);

    const noPoints = await call('POST', `/api/admin/lottery/${id}/prizes`, marketing, {
      kind: 'points',
      name: '积分',
      weight: 1,
    });
    expect(noPoints.code).toBe(422);
    expect(Object.keys(noPoints.errors)).toEqual(['points']);
    const missingCoupon = await call('POST', `/api/admin/lottery/${id}/prizes`, marketing, {
      kind: 'coupon',
      name: '券',
      coupon_id: 999_999,
      weight: 1,
    });
    expect(missingCoupon.code).toBe(815);

    const prize = await call('POST', `/api/admin/lottery/${id}/prizes`, marketing, {
      kind: 'points',
      name: '50积分',
      remarks: '立即到账',
      points: 50,
      quantity: 2,
      weight: 10,
    });
    expect(prize.code).toBe(10000);
    await call('POST', `/api/admin/lottery/${id}/prizes`, marketing, { kind: 'thanks', name: '谢谢参与', weight: 0 });
    expect(await audits('lottery.prize.create', prize.data.id)).toHaveLength(1);

    // Live remaining: two buyers draw, the detail shows what is left.
    for (const b of buyers.slice(0, 2))
      expect((await call('GET', `/api/draw?id=${id}`, b.headers)).data.prize.name).toBe('50积分');
    const detail = (await call('GET', `/api/admin/lottery/${id}`, marketing)).data;
    expect(detail).toMatchObject({ draws: 2, buyers: 2, wins: 2 });
    expect(detail.prizes[0]).toMatchObject({ name: '50积分', quantity: 2, remaining: 0, won: 2, chance: 0 });

    // A quantity below what was won is refused; above it, remaining moves by the difference.
    const tooFew = await call('POST', `/api/admin/lottery/prizes/${prize.data.id}`, marketing, {
      kind: 'points',
      name: '50积分',
      points: 50,
      quantity: 1,
      weight: 10,
    });
    expect(tooFew).toMatchObject({ code: 816, msg: '该奖品已抽出 2 份，数量不能少于已抽出的份数' });
    const raised = await call('POST', `/api/admin/lottery/prizes/${prize.data.id}`, marketing, {
      kind: 'points',
      name: '50积分',
      points: 50,
      quantity: 5,
      weight: 10,
    });
    expect(raised.code).toBe(10000);
    const after = (await call('GET', `/api/admin/lottery/${id}`, marketing)).data.prizes[0];
    expect(after).toMatchObject({ quantity: 5, remaining: 3, won: 2, chance: 100 });
    expect(await audits('lottery.prize.update', prize.data.id)).toHaveLength(1);

    // The winners report names the buyers; paused, the activity takes no draws and the popup has none.
    const winners = await call('GET', `/api/admin/lottery/${id}/winners`, marketing);
    expect(winners.data.total).toBe(2);
    expect(winners.data.data[0]).toMatchObject({ kind: 'points', prize_name: '50积分', shipping: null });
    const paused = await call('POST', `/api/admin/lottery/${id}/status`, marketing, { status: 0 });
    expect(paused).toMatchObject({ code: 10000, msg: '抽奖活动已暂停', data: { state: 'paused' } });
    expect((await call('GET', '/api/draw/simple', buyers[2]!.headers)).data).toBeNull();
    expect((await call('GET', `/api/draw?id=${id}`, buyers[2]!.headers)).code).toBe(810);
    expect(await audits('lottery.pause', id)).toHaveLength(1);

    const list = await call('GET', '/api/admin/lottery?keywords=春季', marketing);
    expect(list.data).toMatchObject({ total: 1, data: [{ id, state_text: '已暂停', draws: 2 }] });
  });
});
