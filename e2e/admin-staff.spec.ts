import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot, pickOption } from './support/harness.ts';
import { consoleLogin } from './support/console.ts';

const bodyText = (page: Page) => page.evaluate(() => document.body.innerText);
const menuLabels = (page: Page) => page.locator('.shell__sider .ant-menu-title-content').allInnerTexts();

async function fillNewStaff(page: Page, username: string) {
  const form = page.locator('.ant-modal').filter({ hasText: '添加员工' });
  await form.waitFor();
  await form.getByLabel('用户名').fill(username);
  await form.getByLabel('姓名').fill('李发货');
  await form.getByLabel('初始密码').fill('Fahuo@2026x');
  await form.getByLabel('角色').click();
  await pickOption(page.locator('.ant-select-item-option[title="仓库发货"]'));
  // Ends with: after a first submit the button keeps its spinner's (hidden) "loading" label in its name.
  await form.getByRole('button', { name: /添\s*加$/ }).click();
  return form;
}

test('a super admin adds and disables a staff member, the audit log shows both, and a reviewer sees neither screen', async () => {
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await consoleLogin(page, 'admin');
  await page.getByRole('menuitem', { name: '员工与角色' }).click();
  const rowOf = (username: string) => page.locator('.staff-page__row').filter({ hasText: username });
  await expect.poll(() => rowOf('admin').innerText()).toContain('超级管理员');

  // Added with the warehouse role: the new row says who, which role, and that the account is in use.
  const username = `fahuo_${Date.now().toString(36)}`;
  await page.getByRole('button', { name: /添加员工/ }).click();
  const form = await fillNewStaff(page, username);
  await expect.poll(() => rowOf(username).innerText(), { timeout: 15_000 }).toMatch(/李发货[\s\S]*仓库发货[\s\S]*正常/);
  expect(await rowOf(username).innerText()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

  // The same username again: the server's 422 lands under the username field, the dialog stays open.
  await page.getByRole('button', { name: /添加员工/ }).click();
  await fillNewStaff(page, username);
  const usernameItem = form.locator('.ant-form-item').filter({ has: page.getByLabel('用户名') });
  await expect.poll(() => usernameItem.locator('.ant-form-item-explain').innerText()).toBe('用户名已存在');
  await form.getByRole('button', { name: /取\s*消/ }).click();
  await form.waitFor({ state: 'hidden' });

  // 停用 asks first, saying the staff member is logged out at once.
  await rowOf(username)
    .getByRole('button', { name: /停\s*用/ })
    .click();
  const confirm = page.locator('.ant-popconfirm');
  await expect.poll(() => confirm.innerText()).toContain('停用后该员工立即退出登录');
  await confirm.getByRole('button', { name: /停\s*用/ }).click();
  await expect.poll(() => rowOf(username).innerText()).toContain('已停用');
  await expect
    .poll(() =>
      rowOf(username)
        .getByRole('button', { name: /启\s*用/ })
        .count(),
    )
    .toBe(1);
  await screenshot(page, 'staff');
  await page.getByRole('tab', { name: '角色' }).click();
  await expect.poll(() => bodyText(page)).toContain('库存管理');
  await screenshot(page, 'roles');

  // 操作日志, filtered to staff objects: both changes, by 王管理, newest first.
  await page.getByRole('menuitem', { name: '操作日志' }).click();
  await page.getByLabel('对象类型').click();
  await pickOption(page.locator('.ant-select-item-option[title="员工"]'));
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect.poll(() => new URL(page.url()).search).toContain('object_type=staff');
  const rows = page.locator('.audit-page__row');
  await expect.poll(() => rows.first().innerText()).toContain('停用员工');
  // Other specs' changes (licences, orders…) are in the log too: wait for the filtered answer, not the first one.
  await expect.poll(async () => (await rows.allInnerTexts()).every((text) => text.includes('员工 #'))).toBe(true);
  const disabled = rows.filter({ hasText: '停用员工' }).first();
  const added = rows.filter({ hasText: '添加员工' }).first();
  expect(await disabled.innerText()).toContain('王管理（admin）');
  expect(await added.innerText()).toContain('王管理（admin）');
  // The disabling's record opens to what changed: 停用 否 → 是, and nothing that stayed the same.
  await disabled.getByRole('button', { name: /展开/ }).click();
  const diff = page.locator('.audit-page__diff');
  await expect.poll(() => diff.innerText()).toMatch(/停用\s+否\s+是/);
  expect(await diff.innerText()).not.toContain('用户名');
  await screenshot(page, 'audit');

  // A reviewer's menu has neither screen.
  const reviewer = await openPage({ viewport: { width: 1440, height: 900 } });
  await consoleLogin(reviewer, 'reviewer');
  await expect.poll(() => menuLabels(reviewer)).toContain('工作台');
  const labels = await menuLabels(reviewer);
  expect(labels).not.toContain('员工与角色');
  expect(labels).not.toContain('操作日志');
});
