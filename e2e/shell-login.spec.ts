import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_BUYER, openPage, screenshot } from './support/harness.ts';

const bodyText = (page: Page) => page.evaluate(() => document.body.innerText);

test('a buyer logs in with the form, returns where he was, sees his company, and logs out', async () => {
  const page = await openPage();
  await page.goto('/login?redirect=%2Fstar');
  await page.getByPlaceholder('请输入账号/手机号').fill(DEMO_BUYER.username);
  await page.getByPlaceholder('请输入密码').fill('wrong-password');
  await page.getByRole('button', { name: '登 录' }).click();
  // The refusal comes after the server has checked the password hash, which is slow on purpose.
  await expect.poll(() => bodyText(page), { timeout: 15_000 }).toContain('账号或密码错误');

  await page.getByPlaceholder('请输入密码').fill(DEMO_BUYER.password);
  await page.getByRole('button', { name: '登 录' }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/star');
  // The page reloads once after login (session flag), then shows the buyer's company and manager.
  await expect.poll(() => bodyText(page), { timeout: 15_000 }).toContain('杭州康宁大药房有限公司');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('reload_after_login'))).toBeNull();
  await expect.poll(() => bodyText(page)).toContain('客户经理');
  await screenshot(page, 'logged-in');

  // Logging out reloads the page as a visitor; /star needs a login, so it sends him to the login page (the
  // top bar's 请登录 shows only for a moment before that, too short to wait for on a busy machine).
  await page.getByRole('button', { name: '安全退出' }).click();
  await expect
    .poll(() => new URL(page.url()).pathname + new URL(page.url()).search, { timeout: 15_000 })
    .toBe('/login?redirect=%2Fstar');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('is_login'))).toBeNull();
  // The server has ended the session too: the home page greets a visitor.
  await page.goto('/');
  await expect.poll(() => bodyText(page), { timeout: 15_000 }).toContain('请登录');
});

test('a dialog takes its button texts from the Chinese antd locale', async () => {
  const page = await openPage();
  await page.goto('/login');
  await page.getByPlaceholder('请输入账号/手机号').fill(DEMO_BUYER.username);
  await page.getByPlaceholder('请输入密码').fill(DEMO_BUYER.password);
  await page.getByRole('button', { name: '登 录' }).click();
  await expect.poll(() => bodyText(page), { timeout: 15_000 }).toContain('杭州康宁大药房有限公司');
  // The address dialog keeps antd's own footer: 取消 / 确定 under zh_CN (Cancel / OK if the locale were lost).
  // It is closed again untouched, so the buyer's addresses stay as they were.
  await page.goto('/addr');
  await page.getByRole('button', { name: '新增收货地址' }).click();
  const dialog = page.locator('.ant-modal');
  await dialog.waitFor();
  await expect.poll(() => dialog.locator('.ant-modal-footer').innerText()).toMatch(/取\s*消[\s\S]*确\s*定/);
  await screenshot(page, 'zh-cn-dialog');
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
});

test('after login the next page shows the buyer at once: no 请登录 in the header, and /cart opened right away stays /cart', async () => {
  const page = await openPage();
  // Every change of every page of the tab: a header offering 请登录 once the login answer set the login flag.
  await page.context().addInitScript(() => {
    const check = () => {
      const bar = document.querySelector('.top-bar');
      if (
        location.pathname !== '/login' &&
        localStorage.getItem('is_login') === '1' &&
        bar?.textContent?.includes('请登录')
      )
        sessionStorage.setItem(
          'anonymous_after_login',
          `${sessionStorage.getItem('anonymous_after_login') ?? ''}${location.pathname};`,
        );
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto('/login');
  await page.getByPlaceholder('请输入账号/手机号').fill(DEMO_BUYER.username);
  await page.getByPlaceholder('请输入密码').fill(DEMO_BUYER.password);
  await page.getByRole('button', { name: '登 录' }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
  await page.waitForSelector('html[data-interactive]', { state: 'attached' });
  await expect
    .poll(() => page.locator('.top-bar').innerText(), { timeout: 15_000 })
    .toContain('杭州康宁大药房有限公司');

  // The buyer goes to the cart at once: no reload brings him back to the home page.
  await page.locator('.header-cart').click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/cart');
  await page.waitForTimeout(2000);
  expect(new URL(page.url()).pathname).toBe('/cart');
  await page.getByTestId('cart-page').waitFor();
  expect(await page.evaluate(() => sessionStorage.getItem('anonymous_after_login'))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('reload_after_login'))).toBeNull();
});
