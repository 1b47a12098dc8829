import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { AccountRefusal } from '@store/shared/codes';
import { loginAs, openPage, pickRegion, screenshot } from './support/harness.ts';
import { lastSmsCode } from './support/server-hooks.ts';

const bodyText = (page: Page) => page.evaluate(() => document.body.innerText);
const path = (page: Page) => new URL(page.url()).pathname;
const headers = { 'x-requested-with': 'XMLHttpRequest' };
let serial = 0;

/** A new pharmacy (username = its mobile), registered through the API, then logged out. */
async function freshAccount(page: Page, password = 'Test@2026x'): Promise<string> {
  const mobile = `134${String(Date.now() + serial++).slice(-8)}`;
  await page.request.post('/api/user/create_code', { form: { mobile, scene: 'register' }, headers });
  const code = await lastSmsCode(mobile);
  const registered = await page.request.post('/api/user/register', {
    form: { mobile, code, password, confirm_password: password },
    headers,
  });
  expect((await registered.json()).code).toBe(10000);
  await page.request.post('/api/user/company', {
    form: {
      company: `安全测试药房${mobile.slice(-5)}`,
      company_type: 'pharmacy',
      name: '孙测试',
      region: '浙江省 杭州市 上城区',
      address: '解放路 9 号',
    },
    headers,
  });
  await page.request.delete('/api/user/logout', { headers });
  return mobile;
}

/** The fields a login request sent (the page posts a form or JSON). */
const loginFields = (postData: string | null): Record<string, string> => {
  if (!postData) return {};
  try {
    return JSON.parse(postData) as Record<string, string>;
  } catch {
    return Object.fromEntries(new URLSearchParams(postData));
  }
};
/** The proof of work a login sent is the one the server handed out: sha256(salt + n) = challenge. */
const provesWork = (challenge: { salt: string; challenge: string }, answer: string) =>
  createHash('sha256').update(`${challenge.salt}${answer}`).digest('hex') === challenge.challenge;

test(
  'after 5 wrong passwords the login page passes the proof-of-work captcha by itself, and the owner logs in',
  { timeout: 60_000 },
  async () => {
    const page = await openPage();
    const mobile = await freshAccount(page);
    for (let i = 0; i < 5; i++) {
      const res = await page.request.post('/api/user/login', {
        form: { username: mobile, password: `Guess@${i}xyz` },
        headers,
      });
      expect((await res.json()).code).toBe(AccountRefusal.LOGIN_FAILED.code);
    }
    const logins: Record<string, string>[] = [];
    page.on('request', (r) => void (r.url().endsWith('/api/user/login') && logins.push(loginFields(r.postData()))));
    const challenges: { captcha_id: string; provider: string; salt: string; challenge: string }[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/user/captcha')) void r.json().then((body) => challenges.push(body.data));
    });

    // A wrong password: the server asks for the captcha (605), the page solves it in a worker and tries again,
    // with nothing to read or type; the answer to that try is the wrong password's.
    await page.goto('/login');
    await page.getByPlaceholder('请输入账号/手机号').fill(mobile);
    await page.getByPlaceholder('请输入密码').fill('Guess@9xyz');
    await page.getByRole('button', { name: '登 录' }).click();
    await expect.poll(() => bodyText(page), { timeout: 15_000 }).toContain('账号或密码错误');
    await expect.poll(() => bodyText(page)).toContain('登录前需通过安全验证');
    expect(await page.locator('img[alt="图形验证码"]').count()).toBe(0);
    await screenshot(page, 'captcha-passed-wrong-password');

    await page.getByPlaceholder('请输入密码').fill('Test@2026x');
    await page.getByRole('button', { name: '登 录' }).click();
    await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/');
    await expect.poll(() => bodyText(page), { timeout: 15_000 }).toContain(`安全测试药房${mobile.slice(-5)}`);

    // Three tries: without a captcha (605), then each with a fresh challenge's proof of work.
    expect(logins.map((fields) => Boolean(fields.captcha))).toEqual([false, true, true]);
    expect(challenges).toHaveLength(2);
    for (const [i, challenge] of challenges.entries()) {
      expect(challenge.provider).toBe('pow');
      expect(JSON.stringify(challenge)).not.toContain('<svg');
      expect(logins[i + 1]!.captcha_id).toBe(challenge.captcha_id);
      expect(provesWork(challenge, logins[i + 1]!.captcha!)).toBe(true);
    }
  },
);

test(
  'a buyer changes the password on /basic with the current one; a wrong current one is refused',
  { timeout: 60_000 },
  async () => {
    const page = await openPage();
    const mobile = await freshAccount(page);
    await loginAs(page, mobile, 'Test@2026x');
    await page.goto('/basic');
    await page.getByPlaceholder('请输入当前密码').fill('Wrong@2026x');
    await page.getByPlaceholder('至少8位').fill('password1');
    await page.getByRole('button', { name: '修改密码' }).click();
    await expect.poll(() => bodyText(page)).toContain('密码过于简单，请换一个更安全的密码');

    await page.getByPlaceholder('至少8位').fill('Fresh@2026y');
    await page.locator('#confirm_password').fill('Fresh@2026y');
    await page.getByRole('button', { name: '修改密码' }).click();
    await expect.poll(() => bodyText(page), { timeout: 15_000 }).toContain('当前密码不正确');
    await screenshot(page, 'wrong-current-password');
    await page.getByRole('button', { name: /知道了|确\s*定|OK/ }).click();

    await page.getByPlaceholder('请输入当前密码').fill('Test@2026x');
    await page.getByRole('button', { name: '修改密码' }).click();
    await expect.poll(() => bodyText(page), { timeout: 15_000 }).toContain('密码已修改');
    const old = await page.request.post('/api/user/login', {
      form: { username: mobile, password: 'Test@2026x' },
      headers,
    });
    expect((await old.json()).code).toBe(AccountRefusal.LOGIN_FAILED.code);
    const fresh = await page.request.post('/api/user/login', {
      form: { username: mobile, password: 'Fresh@2026y' },
      headers,
    });
    expect((await fresh.json()).code).toBe(10000);
  },
);

test(
  'the head account adds a store on /ddgl with the SMS code sent to the store’s mobile',
  { timeout: 60_000 },
  async () => {
    const page = await openPage();
    const head = await freshAccount(page);
    await loginAs(page, head, 'Test@2026x');
    const storeMobile = `134${String(Date.now() + serial++).slice(-8)}`;
    await page.goto('/ddgl');
    await page.getByLabel('门店名称').fill('安全测试药房滨江店');
    await page.getByLabel('联系人').fill('周店长');
    await page.getByPlaceholder('门店联系人的手机号').fill(storeMobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    const code = await lastSmsCode(storeMobile);
    await page.getByPlaceholder('请输入6位短信验证码').fill(code);
    await page.locator('.store-form .region-cascader').click();
    await pickRegion(page, ['浙江省', '杭州市', '滨江区']);
    await page.getByLabel('详细地址').fill('江南大道 200 号');
    await page.getByRole('button', { name: '添加门店' }).click();
    await expect
      .poll(() => page.locator('.store-list').innerText(), { timeout: 15_000 })
      .toContain('安全测试药房滨江店');
    await expect.poll(() => page.locator('.store-list').innerText()).toContain(storeMobile);
    await expect.poll(() => page.getByRole('button', { name: '切换到此门店' }).count()).toBe(1);
    await screenshot(page, 'store-added');
  },
);
