import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, pickRegion, screenshot } from './support/harness.ts';
import { lastSmsCode } from './support/server-hooks.ts';

const bodyText = (page: Page) => page.evaluate(() => document.body.innerText);
const path = (page: Page) => new URL(page.url()).pathname;
/** A mobile nobody has used in this server's life: 137 + the last 8 digits of the clock. */
const freshMobile = () => `137${String(Date.now()).slice(-8)}`;

test(
  'a pharmacy registers in three steps with an SMS code, then logs in with its mobile and logs out',
  { timeout: 90_000 },
  async () => {
    const page = await openPage();
    const mobile = freshMobile();
    const company = `杭州测试大药房${mobile.slice(-4)}有限公司`;

    await page.goto('/register');
    await expect.poll(() => path(page)).toBe('/register/step1');
    await page.getByPlaceholder('请输入手机号').fill(mobile);
    await page.getByPlaceholder('请输入手机号').blur();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => bodyText(page)).toMatch(/\d+秒后重发/);
    const code = await lastSmsCode(mobile);
    await page.getByPlaceholder('请输入6位短信验证码').fill(code);
    await page.getByPlaceholder('至少8位').fill('Test@2026x');
    await page.getByPlaceholder('请再次输入密码').fill('Test@2026x');
    await screenshot(page, 'step1');
    await page.getByRole('button', { name: '下一步' }).click();

    await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/register/step2');
    await page.getByPlaceholder('与营业执照上的名称一致').fill(company);
    await page.getByPlaceholder('采购负责人姓名').fill('李测试');
    await page.locator('.region-cascader').click();
    await pickRegion(page, ['浙江省', '杭州市', '上城区']);
    await page.getByPlaceholder('街道、门牌号').fill('解放路 100 号');
    await screenshot(page, 'step2');
    await page.getByRole('button', { name: '下一步' }).click();

    await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/register/step3');
    await expect
      .poll(() => page.locator('.licence-card', { hasText: '药品经营许可证' }).innerText(), { timeout: 15_000 })
      .toContain('未上传');
    await screenshot(page, 'step3');
    await page.getByRole('link', { name: '稍后上传' }).click();
    await expect.poll(() => path(page)).toBe('/user_hyzx');
    await expect.poll(() => bodyText(page), { timeout: 15_000 }).toContain(company);
    await expect.poll(() => bodyText(page)).toContain('去上传资质');

    // Log out: the member centre needs a login, so the buyer lands on the login page; log in with the mobile.
    await page.getByRole('button', { name: '安全退出' }).click();
    await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/login');
    await page.getByPlaceholder('请输入账号/手机号').fill(mobile);
    await page.getByPlaceholder('请输入密码').fill('Test@2026x');
    await page.getByRole('button', { name: '登 录' }).click();
    await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/user_hyzx');
    await expect.poll(() => bodyText(page), { timeout: 15_000 }).toContain(company);
    await page.goto('/');
    await expect.poll(() => page.locator('.top-bar__company').textContent(), { timeout: 15_000 }).toBe(company);
    await page.getByRole('button', { name: '安全退出' }).click();
    await expect.poll(() => bodyText(page), { timeout: 15_000 }).toContain('请登录');
  },
);

test('a mobile already registered is refused on leaving the field', async () => {
  const page = await openPage();
  const mobile = freshMobile();
  // Register it through the API first.
  const headers = { 'x-requested-with': 'XMLHttpRequest' };
  await page.request.post('/api/user/create_code', { form: { mobile, scene: 'register' }, headers });
  const code = await lastSmsCode(mobile);
  const res = await page.request.post('/api/user/register', {
    form: { mobile, code, password: 'Test@2026x', confirm_password: 'Test@2026x' },
    headers,
  });
  expect((await res.json()).code).toBe(10000);

  await page.goto('/register/step1');
  await page.getByPlaceholder('请输入手机号').fill(mobile);
  await page.getByPlaceholder('请输入手机号').blur();
  await expect.poll(() => bodyText(page)).toContain('该手机号已注册');
});

test('the login page offers WeChat login, registration and the forgotten-password link', async () => {
  const page = await openPage();
  await page.goto('/login');
  await page.getByRole('button', { name: '微信登录' }).waitFor();
  await expect.poll(() => page.locator('a[href="/register"]').count()).toBeGreaterThan(0);
  await expect.poll(() => page.locator('a[href="/forget"]').count()).toBeGreaterThan(0);
});
