import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRefusal } from '@store/shared/codes';
import { BROWSER_HEADERS, createTestApp, type TestApp } from '../../test/harness.ts';
import { MIN_ANSWER_MS } from './sms-codes.ts';
import { theRow } from '../../db/rows.ts';

describe('SMS codes and mobile look-ups cannot be abused', () => {
  let t: TestApp;
  let next = 0;
  const newMobile = () => `133${String(Date.now() % 1e6).padStart(6, '0')}${String(next++ % 100).padStart(2, '0')}`;
  const sendCode = (mobile: string, ip: string, scene = 'register') =>
    t.inject({
      method: 'POST',
      url: '/api/user/create_code',
      headers: BROWSER_HEADERS,
      payload: { mobile, scene },
      remoteAddress: ip,
    });
  const lookUp = (mobile: string, ip: string) =>
    t.inject({ method: 'GET', url: `/api/user/phone/${mobile}`, remoteAddress: ip });
  const timed = async (call: () => Promise<{ json(): { code: number } }>) => {
    const started = performance.now();
    const res = await call();
    return { ms: performance.now() - started, code: res.json().code };
  };
  const median = (values: number[]) => theRow([...values].sort((a, b) => a - b).slice(Math.floor(values.length / 2)));

  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('sends at most 5 codes an hour to one client address, whatever the mobiles', async () => {
    for (let i = 0; i < 5; i++) expect((await sendCode(newMobile(), '10.11.0.1')).json().code).toBe(10000);
    const refused = await sendCode(newMobile(), '10.11.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: AccountRefusal.SMS_ADDRESS_LIMIT.code,
      msg: '获取验证码太频繁，请1小时后再试',
      data: null,
    });
    expect((await sendCode(newMobile(), '10.11.0.2')).json().code).toBe(10000);
  });

  it('holds the address budget for requests at once too: 8 parallel, 5 sent', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => sendCode(newMobile(), '10.11.1.1')));
    expect(answers.map((r) => r.json().code).sort()).toEqual([10000, 10000, 10000, 10000, 10000, 625, 625, 625]);
  });

  it('answers at most 30 look-ups an hour from one client address', async () => {
    for (let i = 0; i < 30; i++) expect((await lookUp(newMobile(), '10.11.2.1')).statusCode).toBe(200);
    const refused = await lookUp(newMobile(), '10.11.2.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: AccountRefusal.SMS_ADDRESS_LIMIT_ON_LOOKUP.code,
      msg: '查询太频繁，请1小时后再试',
      data: null,
    });
    expect((await lookUp(newMobile(), '10.11.2.2')).json().data).toEqual({ exists: 0 });
  });

  it('answers before a slow SMS gateway has accepted the message, and never sooner than the floor', async () => {
    t.sms.delayMs = 2_000;
    try {
      const accepted = t.sms.accepted;
      const sent = await timed(() => sendCode(newMobile(), '10.11.3.1'));
      expect(sent.code).toBe(10000);
      // The answer came while the gateway still held the message: a behaviour, not a wall-clock bound.
      expect(t.sms.accepted).toBe(accepted);
      const refused = await timed(() => sendCode('13800000001', '10.11.3.2'));
      expect(refused.code).toBe(AccountRefusal.MOBILE_TAKEN.code);
      expect(refused.ms).toBeGreaterThanOrEqual(MIN_ANSWER_MS - 5);
    } finally {
      t.sms.delayMs = 0;
    }
  });

  it('takes the same time to refuse a registered mobile as to send to a new one (median of 10 each)', async () => {
    const taken: number[] = [];
    const fresh: number[] = [];
    for (let i = 0; i < 10; i++) {
      const refused = await timed(() => sendCode('13800000001', `10.11.4.${i}`));
      expect(refused.code).toBe(AccountRefusal.MOBILE_TAKEN.code);
      taken.push(refused.ms);
      const sent = await timed(() => sendCode(newMobile(), `10.11.5.${i}`));
      expect(sent.code).toBe(10000);
      fresh.push(sent.ms);
    }
    expect(Math.abs(median(taken) - median(fresh))).toBeLessThan(40);
  });

  it('takes the same time to look up a registered and an unregistered mobile (median of 10 each)', async () => {
    const taken: number[] = [];
    const fresh: number[] = [];
    for (let i = 0; i < 10; i++) {
      taken.push((await timed(() => lookUp('13800000001', '10.11.6.1'))).ms);
      fresh.push((await timed(() => lookUp(newMobile(), '10.11.6.1'))).ms);
    }
    expect(Math.abs(median(taken) - median(fresh))).toBeLessThan(20);
  });
});
