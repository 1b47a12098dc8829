import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

describe('my messages', () => {
  let t: TestApp;
  let buyer: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    buyer = await t.login('buyer');
  });
  afterAll(() => t.close());
  const page = async (query = '', headers = buyer) =>
    (await t.inject({ method: 'GET', url: `/api/user/message${query}`, headers })).json().data;

  it('lists the buyer’s messages newest first with the unread count', async () => {
    const data = await page();
    expect(data.total).toBe(4);
    expect(data.unread).toBe(3);
    expect(String(data.data[0].created_at)).toHaveLength(10);
    expect((await page('?is_read=0')).total).toBe(3);
  });

  it('marks one message read and the badge count follows', async () => {
    const unread = (await page('?is_read=0')).data[0];
    expect(
      (await t.inject({ method: 'POST', url: `/api/user/message/${unread.id}/read`, headers: buyer })).json().code,
    ).toBe(10000);
    expect((await page()).unread).toBe(2);
    expect((await t.inject({ method: 'GET', url: '/api/user/base', headers: buyer })).json().data.message_count).toBe(
      2,
    );
  });

  it('will not let another buyer read or mark a message: not found', async () => {
    const other = await t.login('pendingBuyer');
    expect((await page('', other)).total).toBe(0);
    const mine = (await page()).data[0];
    expect(
      (await t.inject({ method: 'POST', url: `/api/user/message/${mine.id}/read`, headers: other })).statusCode,
    ).toBe(404);
  });

  it('marks all read', async () => {
    expect(
      (await t.inject({ method: 'POST', url: '/api/user/message/read_all', headers: buyer })).json().data.updated,
    ).toBe(2);
    expect((await page()).unread).toBe(0);
  });
});
