import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { StaffMe } from '@store/shared/api/staff';
import { createHash } from 'node:crypto';
import { AccountRefusal, SUCCESS_CODES } from '@store/shared/codes';
import { openPage, screenshot, STAFF_PASSWORD } from './support/harness.ts';

// The demo super admin (issue #13; README's demo staff accounts).
const ADMIN = { username: 'admin', password: 'Admin@2026' } as const;

// The console's home is /admin/ or /admin (its router's basename) alike.
const pathOf = (page: Page) => new URL(page.url()).pathname.replace(/(.)\/$/, '$1');
const bodyText = (page: Page) => page.evaluate(() => document.body.innerText);

async function submitLogin(page: Page, username: string, password: string) {
  await page.getByPlaceholder('用户名', { exact: true }).fill(username);
  await page.getByPlaceholder('密码', { exact: true }).fill(password);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/admin/auth/login')),
    page.getByRole('button', { name: '登 录' }).click(),
  ]);
  return (await response.json()) as { code: number; msg: string; data: StaffMe | null };
}

test('staff log in to the console, stay logged in across a reload, and log out', async () => {
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await page.goto('/admin/');
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/admin/login');
  await page.getByRole('button', { name: '登 录' }).waitFor();
  await screenshot(page, 'login');

  // A wrong password: the page shows the server's own words (checked after the slow password hash).
  const refused = await submitLogin(page, ADMIN.username, 'wrong-password');
  expect(SUCCESS_CODES).not.toContain(refused.code);
  await expect.poll(() => page.locator('.ant-alert').innerText(), { timeout: 15_000 }).toContain(refused.msg);
  expect(pathOf(page)).toBe('/admin/login');

  const welcome = await submitLogin(page, ADMIN.username, ADMIN.password);
  expect(SUCCESS_CODES).toContain(welcome.code);
  const me = welcome.data!;
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/admin');
  await expect.poll(() => bodyText(page)).toContain(me.name);
  const shell = await bodyText(page);
  expect(shell).toContain('工作台');
  expect(shell).toContain(me.role.name);
  await screenshot(page, 'shell');

  // The session is the cookie's, not the page's memory.
  await page.reload();
  await expect.poll(() => bodyText(page), { timeout: 15_000 }).toContain(me.name);
  expect(pathOf(page)).toBe('/admin');

  await page.getByRole('button', { name: /退出登录/ }).click();
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/admin/login');
  // The server has ended the session too: the console sends the visitor back to the login page.
  await page.goto('/admin/');
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/admin/login');
});

test('a visitor sent to the login page from a console address returns there after logging in', async () => {
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await page.goto('/admin/no-such-screen?tab=1');
  await expect
    .poll(() => new URL(page.url()).pathname + new URL(page.url()).search, { timeout: 15_000 })
    .toBe('/admin/login?redirect=%2Fno-such-screen%3Ftab%3D1');
  const welcome = await submitLogin(page, ADMIN.username, ADMIN.password);
  expect(SUCCESS_CODES).toContain(welcome.code);
  await expect
    .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
    .toBe('/admin/no-such-screen?tab=1');
  await expect.poll(() => bodyText(page)).toContain('页面不存在');
});

test('after 5 wrong passwords the console login passes the proof-of-work captcha by itself', async () => {
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await page.goto('/admin/login');
  for (let i = 0; i < 5; i++) {
    const res = await page.request.post('/api/admin/auth/login', {
      data: { username: 'service2', password: `Guess@${i}xyz` },
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect((await res.json()).code).toBe(AccountRefusal.LOGIN_FAILED.code);
  }
  const logins: Record<string, string>[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/admin/auth/login'))
      logins.push(Object.fromEntries(new URLSearchParams(r.postData() ?? '')));
  });
  const challenge = page.waitForResponse((r) => r.url().endsWith('/api/admin/auth/captcha'));

  // The first try is asked for the captcha (605); the page solves it in a worker and tries again by itself.
  const asked = await submitLogin(page, 'service2', STAFF_PASSWORD);
  expect(asked.code).toBe(AccountRefusal.CAPTCHA_REQUIRED.code);
  const { data } = await (await challenge).json();
  expect(data).toMatchObject({ provider: 'pow', algorithm: 'SHA-256' });
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/admin');
  await expect.poll(() => bodyText(page), { timeout: 15_000 }).toContain('李强');
  await screenshot(page, 'captcha-passed');
  expect(logins).toHaveLength(2);
  expect(logins[1]!.captcha_id).toBe(data.captcha_id);
  expect(createHash('sha256').update(`${data.salt}${logins[1]!.captcha}`).digest('hex')).toBe(data.challenge);
});
