import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { confirmDialog, openPage, screenshot } from './support/harness.ts';
import { lastSmsCode } from './support/server-hooks.ts';

const bodyText = (page: Page) => page.evaluate(() => document.body.innerText);
const path = (page: Page) => new URL(page.url()).pathname;
const headers = { 'x-requested-with': 'XMLHttpRequest' };

/** A new pharmacy, registered and logged in through the API in the page's context. */
async function freshPharmacy(page: Page, prefix: string): Promise<{ mobile: string; company: string }> {
  const mobile = `${prefix}${String(Date.now()).slice(-8)}`;
  await page.request.post('/api/user/create_code', { form: { mobile, scene: 'register' }, headers });
  const code = await lastSmsCode(mobile);
  const registered = await page.request.post('/api/user/register', {
    form: { mobile, code, password: 'Test@2026x', confirm_password: 'Test@2026x' },
    headers,
  });
  expect((await registered.json()).code).toBe(10000);
  const company = `微信测试药房${mobile.slice(-5)}`;
  await page.request.post('/api/user/company', {
    form: { company, company_type: 'pharmacy', name: '孙测试', region: '浙江省 杭州市 上城区', address: '解放路 2 号' },
    headers,
  });
  return { mobile, company };
}

/** The development stand-in for WeChat's consent page: name the WeChat user and agree. */
async function consent(page: Page, nickname: string) {
  await page.waitForURL(/\/api\/wechat\/dev\/authorize/);
  await page.locator('input[name=nickname]').fill(nickname);
  await page.getByRole('button', { name: '同意授权' }).click();
}

test('a buyer binds WeChat, logs in with it, and unbinds it', async () => {
  const page = await openPage();
  const { mobile, company } = await freshPharmacy(page, '133');
  const nickname = `测试微信${mobile}`;

  await page.goto('/bdwx');
  await page.getByRole('button', { name: '绑定微信' }).click();
  // Back on /bdwx, the account's first load is answered before the bind but arrives after it (as on a
  // busy CI machine once; each waits for the other, at most 1.5 s): the page must still show the binding.
  let accountRead = () => {};
  let bound = () => {};
  const accountReadOnce = new Promise<void>((resolve) => (accountRead = resolve));
  const boundOnce = new Promise<void>((resolve) => (bound = resolve));
  await page.route('**/api/user/base', async (route) => {
    const response = await route.fetch();
    accountRead();
    await Promise.race([boundOnce, new Promise((resolve) => setTimeout(resolve, 1_500))]);
    await route.fulfill({ response });
  });
  await page.route('**/api/user/bind_wechat', async (route) => {
    await Promise.race([accountReadOnce, new Promise((resolve) => setTimeout(resolve, 3_000))]);
    await route.fulfill({ response: await route.fetch() });
    setTimeout(bound, 300);
  });
  await consent(page, nickname);
  await expect.poll(() => bodyText(page), { timeout: 15_000 }).toContain('已绑定微信');
  await page.unrouteAll();
  await expect.poll(() => new URL(page.url()).search).toBe('');

  await page.request.delete('/api/user/logout', { headers });
  await page.goto('/login');
  await page.getByRole('button', { name: '微信登录' }).click();
  await consent(page, nickname);
  await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/');
  await expect.poll(() => page.locator('.top-bar__company').textContent(), { timeout: 15_000 }).toBe(company);

  await page.goto('/bdwx');
  await page.getByRole('button', { name: '解除绑定' }).click();
  await confirmDialog(page);
  await expect.poll(() => bodyText(page), { timeout: 15_000 }).toContain('未绑定微信');
  await screenshot(page, 'unbound');
});

test('a buyer signs the electronic contract with a name and the consent box', async () => {
  const page = await openPage();
  await freshPharmacy(page, '134');
  await page.goto('/dzht');
  await page.getByRole('button', { name: '签署合同' }).click();
  await expect.poll(() => bodyText(page)).toContain('请阅读并同意协议');
  await page.getByPlaceholder('请填写签署人姓名').fill('孙签署');
  await page.getByText('我已阅读并同意').click();
  await page.getByRole('button', { name: '签署合同' }).click();
  await expect.poll(() => bodyText(page), { timeout: 15_000 }).toContain('签署人：孙签署');
  await screenshot(page, 'signed');
});

test('a visitor registers after WeChat authorisation and the new account is bound to that WeChat', async () => {
  const page = await openPage();
  const mobile = `132${String(Date.now()).slice(-8)}`;
  const nickname = `注册微信${mobile}`;
  await page.goto('/register/wechat');
  await page.getByRole('button', { name: '微信授权' }).click();
  await consent(page, nickname);
  await expect.poll(() => bodyText(page), { timeout: 15_000 }).toContain('微信授权成功');
  await page.getByPlaceholder('请输入手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByPlaceholder('请输入6位短信验证码').fill(await lastSmsCode(mobile));
  await page.getByPlaceholder('至少8位').fill('Test@2026x');
  await page.getByPlaceholder('请再次输入密码').fill('Test@2026x');
  await page.getByRole('button', { name: '注册并绑定微信' }).click();
  await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/register/step2');

  const base = await (await page.request.get('/api/user/base')).json();
  expect(base.data.wechat).toBe('已绑定');
});
