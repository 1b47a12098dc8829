import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRefusal } from '@store/shared/codes';
import { count, eq } from 'drizzle-orm';
import { loginFailures, smsCodes } from '../../db/schema.ts';
import { BROWSER_HEADERS, createTestApp, sessionCookieOf, type TestApp } from '../../test/harness.ts';
import { theRow } from '../../db/rows.ts';

describe('changing the password of a logged-in buyer', () => {
  let t: TestApp;
  let next = 0;
  const newMobile = () => `135${String(Date.now() % 1e6).padStart(6, '0')}${String(next++ % 100).padStart(2, '0')}`;
  const post = (
    url: string,
    payload: object,
    headers: Record<string, string> = BROWSER_HEADERS,
    remoteAddress = '10.8.0.1',
  ) => t.inject({ method: 'POST', url, headers, payload, remoteAddress });
  /** A freshly registered buyer (username = mobile) and its session headers. */
  const newBuyer = async (password = 'First@pass1') => {
    const mobile = newMobile();
    await post('/api/user/create_code', { mobile, scene: 'register' }, BROWSER_HEADERS, `10.8.1.${next}`);
    const registered = await post('/api/user/register', { mobile, code: t.sms.last(mobile)!, password });
    return { mobile, headers: { ...BROWSER_HEADERS, cookie: sessionCookieOf(registered) } };
  };
  const change = (headers: Record<string, string>, body: object, ip = '10.8.0.1') =>
    post('/api/user/resetPassword', body, headers, ip);
  const loginWith = (username: string, password: string) =>
    post('/api/user/login', { username, password }, BROWSER_HEADERS, '10.8.9.9');

  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('asks for the current password or an SMS code', async () => {
    const { headers } = await newBuyer();
    const res = await change(headers, { password: 'Second@pass2' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ old_password: ['请输入当前密码'] });
  });

  it('changes the password with the current one', async () => {
    const { mobile, headers } = await newBuyer();
    expect(
      (
        await change(headers, {
          old_password: 'First@pass1',
          password: 'Second@pass2',
          confirm_password: 'Second@pass2',
        })
      ).json(),
    ).toMatchObject({ code: 10000, msg: '密码已修改' });
    expect((await loginWith(mobile, 'Second@pass2')).json().code).toBe(10000);
  });

  it('refuses a wrong current password and counts it as a failed login of the account', async () => {
    const { mobile, headers } = await newBuyer();
    const res = await change(headers, { old_password: 'Not@mine99', password: 'Second@pass2' });
    expect(res.json()).toEqual({ code: AccountRefusal.CURRENT_PASSWORD_WRONG.code, msg: '当前密码不正确', data: null });
    const row = theRow(
      await t.database.db.select({ n: count() }).from(loginFailures).where(eq(loginFailures.ip, '10.8.0.1')),
    );
    expect(row.n).toBeGreaterThanOrEqual(1);
    expect((await loginWith(mobile, 'First@pass1')).json().code).toBe(10000);
  });

  it('stops an address after 10 wrong current passwords, as for logins', async () => {
    const { headers } = await newBuyer();
    for (let i = 0; i < 10; i++)
      expect(
        (await change(headers, { old_password: `Guess@${i}xyz`, password: 'Second@pass2' }, '10.8.5.5')).json().code,
      ).toBe(AccountRefusal.CURRENT_PASSWORD_WRONG.code);
    const blocked = await change(headers, { old_password: 'First@pass1', password: 'Second@pass2' }, '10.8.5.5');
    expect(blocked.statusCode).toBe(429);
    expect(
      (await change(headers, { old_password: 'First@pass1', password: 'Second@pass2' }, '10.8.5.6')).json().code,
    ).toBe(10000);
  });

  it('refuses a new password equal to the username or mobile, or a common one, with a Chinese message', async () => {
    const { mobile, headers } = await newBuyer();
    const same = await change(headers, { old_password: 'First@pass1', password: mobile });
    expect(same.json()).toMatchObject({ code: 422, errors: { password: ['密码不能与账号或手机号相同'] } });
    const demo = await change(await t.login('buyer'), { old_password: 'Demo@2026', password: 'DEMO_BUYER' });
    expect(demo.json()).toMatchObject({ code: 422, msg: '密码不能与账号或手机号相同' });
    const common = await change(headers, { old_password: 'First@pass1', password: 'iloveyou' });
    expect(common.json()).toMatchObject({ code: 422, msg: '密码过于简单，请换一个更安全的密码' });
    const blank = await change(headers, { old_password: 'First@pass1', password: '\u3000\u3000\u3000\u3000        ' });
    expect(blank.json()).toMatchObject({ code: 422, msg: '密码不能全是空格' });
  });

  it('changes the password with an SMS code sent to the account’s own mobile, once', async () => {
    const { mobile, headers } = await newBuyer();
    await t.database.db
      .update(smsCodes)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(smsCodes.mobile, mobile));
    expect((await post('/api/user/create_code', { mobile, scene: 'password' }, headers, '10.8.2.1')).json().code).toBe(
      10000,
    );
    const code = t.sms.last(mobile)!;
    expect(
      (await change(headers, { code: code === '000000' ? '111111' : '000000', password: 'Second@pass2' })).json().code,
    ).toBe(AccountRefusal.SMS_CODE_INVALID.code);
    expect((await change(headers, { code, password: 'Second@pass2' })).json().code).toBe(10000);
    expect((await change(headers, { code, password: 'Third@pass3' })).json().code).toBe(
      AccountRefusal.SMS_CODE_INVALID.code,
    );
    expect((await loginWith(mobile, 'Second@pass2')).json().code).toBe(10000);
  });

  it('sends a password code only to the logged-in account’s own mobile, and only when logged in', async () => {
    const { headers } = await newBuyer();
    const other = await post(
      '/api/user/create_code',
      { mobile: '13800000001', scene: 'password' },
      headers,
      '10.8.3.1',
    );
    expect(other.json()).toEqual({
      code: AccountRefusal.SMS_NOT_YOUR_MOBILE.code,
      msg: '请使用本账号绑定的手机号',
      data: null,
    });
    const anonymous = await post(
      '/api/user/create_code',
      { mobile: '13800000001', scene: 'password' },
      BROWSER_HEADERS,
      '10.8.3.2',
    );
    expect(anonymous.statusCode).toBe(401);
  });

  it('a password code of one account does not change another account’s password', async () => {
    const a = await newBuyer();
    await t.database.db
      .update(smsCodes)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(smsCodes.mobile, a.mobile));
    await post('/api/user/create_code', { mobile: a.mobile, scene: 'password' }, a.headers, '10.8.4.1');
    const code = t.sms.last(a.mobile)!;
    // The code was asked for by a; b has no code of its own, so nothing matches.
    const b = await newBuyer();
    expect((await change(b.headers, { code, password: 'Second@pass2' })).json().code).toBe(
      AccountRefusal.SMS_CODE_INVALID.code,
    );
  });
});
