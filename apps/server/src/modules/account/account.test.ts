import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRefusal } from '@store/shared/codes';
import { eq, sql } from 'drizzle-orm';
import { smsCodes, users } from '../../db/schema.ts';
import { BROWSER_HEADERS, createTestApp, sessionCookieOf, type TestApp } from '../../test/harness.ts';

describe('registration, SMS codes and password reset', () => {
  let t: TestApp;
  let next = 0;
  const newMobile = () => `139${String(Date.now() % 1e6).padStart(6, '0')}${String(next++ % 100).padStart(2, '0')}`;
  const post = (url: string, payload: object, headers: Record<string, string> = BROWSER_HEADERS) =>
    t.inject({ method: 'POST', url, headers, payload });
  // Each code comes from its own address: the per-address budget (5 an hour) is tested in sms-abuse.test.ts.
  let address = 0;
  const sendCode = (mobile: string, scene = 'register') =>
    t.inject({
      method: 'POST',
      url: '/api/user/create_code',
      headers: BROWSER_HEADERS,
      payload: { mobile, scene },
      remoteAddress: `10.7.${(address >> 8) & 255}.${address++ & 255}`,
    });
  /** Moves a mobile's codes back in time, as if the buyer had waited. */
  const age = (mobile: string, seconds: number) =>
    t.database.db
      .update(smsCodes)
      .set({
        createdAt: sql`${smsCodes.createdAt} - make_interval(secs => ${seconds})`,
        expiresAt: sql`${smsCodes.expiresAt} - make_interval(secs => ${seconds})`,
      })
      .where(eq(smsCodes.mobile, mobile));

  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('registers a mobile with the texted code and logs the buyer in, not yet qualified', async () => {
    const mobile = newMobile();
    expect((await sendCode(mobile)).json()).toMatchObject({ code: 10000, msg: '验证码已发送' });
    const code = t.sms.last(mobile)!;
    expect(code).toMatch(/^\d{6}$/);
    const res = await post('/api/user/register', {
      mobile,
      code,
      password: 'Good@pass1',
      confirm_password: 'Good@pass1',
    });
    expect(res.json()).toMatchObject({ code: 10000, msg: '注册成功' });
    const headers = { ...BROWSER_HEADERS, cookie: sessionCookieOf(res) };
    const base = (await t.inject({ method: 'GET', url: '/api/user/base', headers })).json().data;
    expect(base).toMatchObject({ username: mobile, phone: mobile, is_passed: 0, company: '' });
    const company = await post(
      '/api/user/company',
      {
        company: '杭州仁心大药房',
        company_type: 'pharmacy',
        name: '刘洋',
        region: '浙江省 杭州市 上城区',
        address: '解放路 18 号',
      },
      headers,
    );
    expect(company.json().code).toBe(10000);
    expect((await t.inject({ method: 'GET', url: '/api/user/base', headers })).json().data.company).toBe(
      '杭州仁心大药房',
    );
    expect((await t.inject({ method: 'GET', url: `/api/user/phone/${mobile}` })).json().data).toEqual({ exists: 1 });
  });

  it('tells the form whether a mobile is taken, and refuses a malformed one', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/user/phone/13800000001' })).json().data).toEqual({ exists: 1 });
    expect((await t.inject({ method: 'GET', url: `/api/user/phone/${newMobile()}` })).json().data).toEqual({
      exists: 0,
    });
    const bad = await t.inject({ method: 'GET', url: '/api/user/phone/12345' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toBe('手机号格式不正确');
  });

  it('sends at most one code per mobile per 60 seconds, even for two clicks at once', async () => {
    const mobile = newMobile();
    const [a, b] = await Promise.all([sendCode(mobile), sendCode(mobile)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 429]);
    expect([a, b].find((r) => r.statusCode === 429)!.json()).toMatchObject({
      code: AccountRefusal.SMS_TOO_FREQUENT.code,
      msg: '验证码发送太频繁，请60秒后再试',
    });
    await age(mobile, 61);
    expect((await sendCode(mobile)).statusCode).toBe(200);
  });

  it('sends at most 10 codes a day to one mobile', async () => {
    const mobile = newMobile();
    for (let i = 0; i < 10; i++) {
      expect((await sendCode(mobile)).statusCode).toBe(200);
      await age(mobile, 61);
    }
    expect((await sendCode(mobile)).json()).toMatchObject({
      code: AccountRefusal.SMS_DAILY_LIMIT.code,
      msg: '今日验证码发送次数已达上限',
    });
  });

  it('refuses an expired code', async () => {
    const mobile = newMobile();
    await sendCode(mobile);
    const code = t.sms.last(mobile)!;
    await age(mobile, 301);
    const res = await post('/api/user/register', { mobile, code, password: 'Good@pass1' });
    expect(res.json()).toMatchObject({ code: AccountRefusal.SMS_CODE_INVALID.code, msg: '验证码错误或已过期' });
  });

  it('uses a code once: a second registration with it fails, even concurrently', async () => {
    const mobile = newMobile();
    await sendCode(mobile);
    const code = t.sms.last(mobile)!;
    const [a, b] = await Promise.all([
      post('/api/user/register', { mobile, code, password: 'Good@pass1' }),
      post('/api/user/register', { mobile, code, password: 'Good@pass1' }),
    ]);
    expect([a.json().code, b.json().code].sort((x, y) => x - y)).toEqual([622, 10000]);
    expect(await t.database.db.select().from(users).where(eq(users.mobile, mobile))).toHaveLength(1);
  });

  it('spends a code after 5 wrong tries', async () => {
    const mobile = newMobile();
    await sendCode(mobile);
    const code = t.sms.last(mobile)!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await post('/api/user/register', { mobile, code: wrong, password: 'Good@pass1' })).json().code).toBe(
        AccountRefusal.SMS_CODE_INVALID.code,
      );
    expect((await post('/api/user/register', { mobile, code, password: 'Good@pass1' })).json().code).toBe(
      AccountRefusal.SMS_CODE_INVALID.code,
    );
  });

  it('will not send a register code to a registered mobile, nor a reset code to an unknown one', async () => {
    expect((await sendCode('13800000001', 'register')).json()).toMatchObject({
      code: AccountRefusal.MOBILE_TAKEN.code,
    });
    expect((await sendCode(newMobile(), 'forget')).json()).toMatchObject({
      code: AccountRefusal.MOBILE_UNKNOWN.code,
      msg: '该手机号未注册',
    });
  });

  it('checks the password rules and the confirmation', async () => {
    const short = await post('/api/user/register', { mobile: newMobile(), code: '123456', password: 'short' });
    expect(short.json()).toMatchObject({ code: 422, msg: '密码至少8位' });
    const blank = await post('/api/user/register', { mobile: newMobile(), code: '123456', password: '          ' });
    expect(blank.json()).toMatchObject({ code: 422, errors: { password: ['密码不能全是空格'] } });
    const common = await post('/api/user/register', { mobile: newMobile(), code: '123456', password: 'Qwertyuiop' });
    expect(common.json()).toMatchObject({ code: 422, errors: { password: ['密码过于简单，请换一个更安全的密码'] } });
    const mobile = newMobile();
    const own = await post('/api/user/register', { mobile, code: '123456', password: mobile });
    expect(own.json()).toMatchObject({ code: 422, errors: { password: ['密码不能与账号或手机号相同'] } });
    const mismatch = await post('/api/user/register', {
      mobile: newMobile(),
      code: '123456',
      password: 'Good@pass1',
      confirm_password: 'Other@pass1',
    });
    expect(mismatch.json().errors.confirm_password).toEqual(['两次输入的密码不一致']);
  });

  it('resets a forgotten password and ends every session of the account', async () => {
    const mobile = newMobile();
    await sendCode(mobile);
    const reg = await post('/api/user/register', { mobile, code: t.sms.last(mobile)!, password: 'First@pass1' });
    const oldSession = { ...BROWSER_HEADERS, cookie: sessionCookieOf(reg) };
    await age(mobile, 61);
    await sendCode(mobile, 'forget');
    const weak = await post('/api/user/forget_password', { mobile, code: t.sms.last(mobile)!, password: 'password1' });
    expect(weak.json()).toMatchObject({ code: 422, msg: '密码过于简单，请换一个更安全的密码' });
    const res = await post('/api/user/forget_password', {
      mobile,
      code: t.sms.last(mobile)!,
      password: 'Second@pass2',
    });
    expect(res.json()).toMatchObject({ code: 10000 });
    expect((await t.inject({ method: 'GET', url: '/api/user/base', headers: oldSession })).json().code).toBe(10001);
    expect((await post('/api/user/login', { username: mobile, password: 'First@pass1' })).json().code).toBe(
      AccountRefusal.LOGIN_FAILED.code,
    );
    expect((await post('/api/user/login', { username: mobile, password: 'Second@pass2' })).json().code).toBe(10000);
  });

  it('changes the password of a logged-in buyer and ends its other sessions only', async () => {
    const mobile = newMobile();
    await sendCode(mobile);
    const first = sessionCookieOf(
      await post('/api/user/register', { mobile, code: t.sms.last(mobile)!, password: 'First@pass1' }),
    );
    const second = sessionCookieOf(await post('/api/user/login', { username: mobile, password: 'First@pass1' }));
    const res = await post(
      '/api/user/resetPassword',
      { old_password: 'First@pass1', password: 'Third@pass3' },
      { ...BROWSER_HEADERS, cookie: second },
    );
    expect(res.json().code).toBe(10000);
    expect((await t.inject({ method: 'GET', url: '/api/user/base', headers: { cookie: second } })).json().code).toBe(
      10000,
    );
    expect((await t.inject({ method: 'GET', url: '/api/user/base', headers: { cookie: first } })).json().code).toBe(
      10001,
    );
  });
});
