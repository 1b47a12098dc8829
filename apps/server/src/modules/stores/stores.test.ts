// @pglite: the engine branch of the concurrent store additions
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRefusal } from '@store/shared/codes';
import { eq, sql } from 'drizzle-orm';
import { smsCodes, users } from '../../db/schema.ts';
import { hashPassword } from '../../lib/password.ts';
import { BROWSER_HEADERS, createTestApp, sessionCookieOf, type TestApp } from '../../test/harness.ts';

describe('multi-store management (/ddgl)', () => {
  let t: TestApp;
  let head: Record<string, string>;
  let address = 0;
  const newStore = {
    company: '杭州康宁大药房滨江店',
    name: '赵敏',
    mobile: '13700000001',
    region: '浙江省 杭州市 滨江区',
    address: '江南大道 100 号',
  };
  const stores = async (headers: Record<string, string>) =>
    (await t.inject({ method: 'GET', url: '/api/user/stores', headers })).json().data;
  const askCode = (headers: Record<string, string>, mobile: string) =>
    t.inject({
      method: 'POST',
      url: '/api/user/create_code',
      headers,
      payload: { mobile, scene: 'bind' },
      remoteAddress: `10.12.0.${address++}`,
    });
  /** The SMS code the store's mobile receives when this head asks to bind it. */
  const bindCode = async (headers: Record<string, string>, mobile: string) => {
    expect((await askCode(headers, mobile)).json().code).toBe(10000);
    return t.sms.last(mobile)!;
  };
  const add = (headers: Record<string, string>, body: object) =>
    t.inject({ method: 'POST', url: '/api/user/stores', headers, payload: body });
  const switchTo = (headers: Record<string, string>, id: number) =>
    t.inject({ method: 'POST', url: `/api/user/stores/${id}/switch`, headers });
  /** As if the store's owner had waited out the 60 s resend rule. */
  const ageCodes = (mobile: string) =>
    t.database.db
      .update(smsCodes)
      .set({ createdAt: sql`${smsCodes.createdAt} - interval '61 seconds'` })
      .where(eq(smsCodes.mobile, mobile));

  beforeAll(async () => {
    t = await createTestApp();
    head = await t.login('buyer');
  });
  afterAll(() => t.close());

  it('starts as a company of one store, the head and current one', async () => {
    const list = await stores(head);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ company: '杭州康宁大药房有限公司', is_head: 1, is_current: 1 });
  });

  it('will not add a store without the SMS code sent to its mobile', async () => {
    const missing = await add(head, { ...newStore, mobile: '13700000009' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.code).toEqual(['验证码不能为空']);
    const code = await bindCode(head, '13700000009');
    const wrong = await add(head, {
      ...newStore,
      mobile: '13700000009',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json()).toMatchObject({ code: AccountRefusal.SMS_CODE_INVALID.code, msg: '验证码错误或已过期' });
    expect(await stores(head)).toHaveLength(1);
  });

  it('will not send a bind code to a registered mobile, nor to someone not logged in', async () => {
    expect((await askCode(head, '13800000002')).json()).toMatchObject({
      code: AccountRefusal.MOBILE_TAKEN_TO_BIND.code,
      msg: AccountRefusal.MOBILE_TAKEN_TO_BIND.msg,
    });
    expect((await askCode(BROWSER_HEADERS, '13700000008')).statusCode).toBe(401);
  });

  it('adds a store with its mobile’s code; the store is its own buyer, awaiting its own licence review', async () => {
    const res = await add(head, { ...newStore, code: await bindCode(head, newStore.mobile) });
    expect(res.json()).toMatchObject({ code: 10000, msg: '门店已添加' });
    const list = await stores(head);
    expect(list.map((s: { company: string }) => s.company)).toEqual(['杭州康宁大药房有限公司', '杭州康宁大药房滨江店']);
    expect(list[1]).toMatchObject({ is_head: 0, is_current: 0, is_passed: 0 });
    await ageCodes(newStore.mobile);
    expect((await askCode(head, newStore.mobile)).json().code).toBe(AccountRefusal.MOBILE_TAKEN.code);
  });

  it('a code another head asked for does not add the store to this company', async () => {
    const other = await t.login('pendingBuyer');
    await ageCodes('13700000007');
    const code = await bindCode(other, '13700000007');
    expect((await add(head, { ...newStore, mobile: '13700000007', code })).json().code).toBe(
      AccountRefusal.SMS_CODE_INVALID.code,
    );
    expect(
      (await add(other, { ...newStore, mobile: '13700000007', company: '宁波仁和诊所分店', code })).json().code,
    ).toBe(10000);
  });

  it('switches from the head to a store with a new session; the old session ends', async () => {
    head = await t.login('buyer');
    const list = await stores(head);
    const res = await switchTo(head, list[1].id);
    const switched = { ...BROWSER_HEADERS, cookie: sessionCookieOf(res) };
    expect((await t.inject({ method: 'GET', url: '/api/user/base', headers: switched })).json().data.company).toBe(
      '杭州康宁大药房滨江店',
    );
    expect((await t.inject({ method: 'GET', url: '/api/user/base', headers: head })).json().code).toBe(10001);
    const back = await stores(switched);
    expect(back.find((s: { is_current: number }) => s.is_current === 1).id).toBe(list[1].id);
  });

  it('a store cannot switch to the head account, nor add stores of its own', async () => {
    head = await t.login('buyer');
    const list = await stores(head);
    const store = { ...BROWSER_HEADERS, cookie: sessionCookieOf(await switchTo(head, list[1].id)) };
    const up = await switchTo(store, list[0].id);
    expect(up.statusCode).toBe(403);
    expect(up.json()).toMatchObject({
      code: AccountRefusal.STORE_HEAD_ONLY.code,
      msg: '门店账号不能切换到总部或其他门店，请退出后用总部账号登录',
    });
    expect((await t.inject({ method: 'GET', url: '/api/user/base', headers: store })).json().data.company).toBe(
      '杭州康宁大药房滨江店',
    );
    expect((await askCode(store, '13700000006')).json()).toMatchObject({
      code: AccountRefusal.STORE_HEAD_ONLY_TO_ADD.code,
      msg: '请用总部账号添加门店',
    });
    expect((await add(store, { ...newStore, mobile: '13700000006', code: '123456' })).json().code).toBe(
      AccountRefusal.STORE_HEAD_ONLY.code,
    );
  });

  it('a store cannot switch to a sibling store', async () => {
    head = await t.login('buyer');
    await add(head, {
      ...newStore,
      company: '杭州康宁大药房西湖店',
      mobile: '13700000005',
      code: await bindCode(head, '13700000005'),
    });
    const list = await stores(head);
    expect(list).toHaveLength(3);
    const store = { ...BROWSER_HEADERS, cookie: sessionCookieOf(await switchTo(head, list[1].id)) };
    expect((await switchTo(store, list[2].id)).json().code).toBe(AccountRefusal.STORE_HEAD_ONLY.code);
  });

  it('will not switch into another company’s store: not found', async () => {
    const other = await t.login('pendingBuyer');
    const mine = await stores(await t.login('buyer'));
    const res = await switchTo(other, mine[1].id);
    expect(res.statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/user/base', headers: other })).json().data.company).toBe(
      '宁波仁和诊所',
    );
  });

  it('eight adds of one mobile with its code at once: one store, seven refusals, no server error', async () => {
    head = await t.login('buyer');
    const mobile = '13700000004';
    const code = await bindCode(head, mobile);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => add(head, { ...newStore, company: `并发门店${i}`, mobile, code })),
    );
    expect(answers.map((r) => r.statusCode).filter((s) => s >= 500)).toEqual([]);
    expect(answers.map((r) => r.json().code).sort()).toEqual([10000, 622, 622, 622, 622, 622, 622, 622]);
    expect(await t.database.db.select().from(users).where(eq(users.mobile, mobile))).toHaveLength(1);
  });

  it('eight heads adding one mobile at once, each with its own code: one store, seven 该手机号已注册', async () => {
    const mobile = '13700000003';
    const passwordHash = await hashPassword('Head@pass1');
    const heads: Record<string, string>[] = [];
    for (let i = 0; i < 8; i++) {
      const username = `race_head_${i}`;
      await t.database.db.insert(users).values({ username, passwordHash, company: `并发总部${i}` });
      const login = await t.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: BROWSER_HEADERS,
        payload: { username, password: 'Head@pass1' },
        remoteAddress: `10.12.1.${i}`,
      });
      heads.push({ ...BROWSER_HEADERS, cookie: sessionCookieOf(login) });
    }
    const codes: string[] = [];
    for (const h of heads) {
      await ageCodes(mobile);
      codes.push(await bindCode(h, mobile));
    }
    const addAll = () =>
      Promise.all(heads.map((h, i) => add(h, { ...newStore, company: `并发门店${i}`, mobile, code: codes[i] })));
    let answers: Awaited<ReturnType<typeof addAll>>;
    if (t.database.kind === 'postgres') {
      // Let all eight read the users table but none write it until each has seen the mobile free: then
      // the unique index, not the "already registered" check, decides between them.
      let pending!: ReturnType<typeof addAll>;
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`lock table users in share mode`);
        pending = addAll();
        const waiting = async () =>
          (
            (await tx.execute(
              sql`select count(*)::int as n from pg_locks where not granted and relation = 'users'::regclass`,
            )) as unknown as { rows: { n: number }[] }
          ).rows[0]!.n;
        for (const deadline = Date.now() + 15_000; (await waiting()) < 8 && Date.now() < deadline;)
          await new Promise((resolve) => setTimeout(resolve, 50));
      });
      answers = await pending;
    } else {
      answers = await addAll();
    }
    expect(answers.map((r) => r.statusCode).filter((s) => s >= 500)).toEqual([]);
    expect(answers.map((r) => r.json().code).sort()).toEqual([10000, 623, 623, 623, 623, 623, 623, 623]);
    expect(answers.filter((r) => r.json().code === 623).map((r) => r.json().msg)).toEqual(
      Array(7).fill('该手机号已注册'),
    );
    expect(await t.database.db.select().from(users).where(eq(users.mobile, mobile))).toHaveLength(1);
  });
});
