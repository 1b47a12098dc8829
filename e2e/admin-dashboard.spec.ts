import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, openPage, screenshot, pickOption } from './support/harness.ts';
import { consoleLogin } from './support/console.ts';

const WIDE = { viewport: { width: 1440, height: 900 } };
const menuLabels = (page: Page) => page.locator('.shell__sider .ant-menu-title-content').allInnerTexts();
const figureTitles = (page: Page) => page.locator('.dashboard-figure .ant-statistic-title').allInnerTexts();
const figure = (page: Page, title: string) =>
  page.locator('.dashboard-figure').filter({ has: page.locator('.ant-statistic-title', { hasText: title }) });

/** The dashboard as the server answers this page's staff member. */
async function dashboardOf(page: Page) {
  const res = await page.request.get(`${baseUrl}/api/admin/dashboard`);
  return (await res.json()).data as { queues: Record<string, unknown>; sales?: { today: { orders: number } } };
}

test('the super admin sees every figure and the 30-day chart; 待发货 opens its queue; a reviewer sees only theirs', async () => {
  const page = await openPage(WIDE);
  await consoleLogin(page, 'admin');
  await expect
    .poll(() => figureTitles(page), { timeout: 15_000 })
    .toEqual([
      '待审核采购商',
      '待发货',
      '待确认转账',
      '售后待处理',
      '30 天内到期证照',
      '今日订单',
      '今日成交额',
      '本月订单',
      '本月成交额',
    ]);
  // The cards show the server's figures (the demo store has paid orders waiting to ship).
  const board = await dashboardOf(page);
  await expect
    .poll(() => figure(page, '待发货').locator('.ant-statistic-content-value').innerText())
    .toBe(String(board.queues.orders_to_ship));
  expect(Number(board.queues.orders_to_ship)).toBeGreaterThan(0);
  expect(await figure(page, '今日成交额').innerText()).toMatch(/¥\s*[\d,]+\.\d{2}/);

  // The chart is drawn (echarts, loaded with the dashboard only) at the card's width.
  const chart = page.locator('.dashboard-chart svg');
  await chart.waitFor({ timeout: 15_000 });
  const box = (await chart.boundingBox())!;
  expect(box.width).toBeGreaterThan(600);
  expect(box.height).toBeGreaterThan(200);
  expect(await page.locator('.dashboard-chart').innerText()).toContain('订单数');
  await screenshot(page, 'dashboard-admin');

  await figure(page, '待发货').click();
  await expect
    .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
    .toBe('/admin/orders?tab=pending_shipment');

  // A reviewer: the licence queues only, no money, no chart; the server answers no more than that.
  const reviewer = await openPage(WIDE);
  await consoleLogin(reviewer, 'reviewer');
  await expect.poll(() => figureTitles(reviewer), { timeout: 15_000 }).toEqual(['待审核采购商', '30 天内到期证照']);
  expect(await reviewer.locator('.dashboard-chart').count()).toBe(0);
  expect(await reviewer.locator('body').innerText()).not.toContain('成交额');
  const answered = await dashboardOf(reviewer);
  expect(answered.sales).toBeUndefined();
  expect(Object.keys(answered.queues).sort()).toEqual(['buyers_to_review', 'licences_expiring']);
  await screenshot(reviewer, 'dashboard-reviewer');
  await figure(reviewer, '待审核采购商').click();
  await expect.poll(() => new URL(reviewer.url()).pathname).toBe('/admin/buyers/review');
});

test('a super admin makes a role of two permissions and gives it to a new staff member, whose menu has just those', async () => {
  const tag = Date.now().toString(36).slice(-5);
  const roleName = `值班${tag}`;
  const page = await openPage(WIDE);
  await consoleLogin(page, 'admin');
  await page.getByRole('menuitem', { name: '员工与角色' }).click();
  await page.getByRole('tab', { name: '角色' }).click();
  await page.getByRole('button', { name: /新建角色/ }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '新建角色' });
  await dialog.waitFor();
  await dialog.getByLabel('角色代码').fill(`duty_${tag}`);
  await dialog.getByLabel('角色名称').fill(roleName);
  await dialog.getByRole('checkbox', { name: '查看工作台' }).check();
  await dialog.getByRole('checkbox', { name: '操作日志' }).check();
  await screenshot(page, 'role-dialog');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await dialog.waitFor({ state: 'hidden' });
  const roleRow = page.locator('.roles-list__row').filter({ hasText: roleName });
  await expect.poll(() => roleRow.innerText()).toMatch(/查看工作台[\s\S]*操作日志/);

  // A new staff member with the role.
  await page.getByRole('tab', { name: '员工' }).click();
  await page.getByRole('button', { name: /添加员工/ }).click();
  const add = page.locator('.ant-modal').filter({ hasText: '添加员工' });
  await add.waitFor();
  const username = `duty_${tag}`;
  await add.getByLabel('用户名').fill(username);
  await add.getByLabel('姓名').fill('周值班');
  await add.getByLabel('初始密码').fill('Duty@2026x');
  await add.getByLabel('角色').click();
  await pickOption(page.locator(`.ant-select-item-option[title="${roleName}"]`));
  await add.getByRole('button', { name: /添\s*加$/ }).click();
  const staffRow = page.locator('.staff-page__row').filter({ hasText: username });
  await expect.poll(() => staffRow.innerText(), { timeout: 15_000 }).toContain(roleName);

  // The role is in use: 删除 is not offered.
  await page.getByRole('tab', { name: '角色' }).click();
  expect(await roleRow.getByRole('button', { name: /删\s*除/ }).isDisabled()).toBe(true);
  await screenshot(page, 'roles-edit');

  // The new staff member's console: 工作台 and 操作日志, nothing else, and no figures to show.
  const duty = await openPage(WIDE);
  await consoleLogin(duty, username, 'Duty@2026x');
  await expect.poll(() => menuLabels(duty)).toEqual(['工作台', '操作日志']);
  await expect.poll(() => duty.locator('body').innerText()).toContain('你的角色没有需要在工作台查看的数据');

  // Given 资质审核 as well, the same session has it on its next page load.
  await roleRow.getByRole('button', { name: /编\s*辑/ }).click();
  const edit = page.locator('.ant-modal').filter({ hasText: `编辑角色：${roleName}` });
  await edit.waitFor();
  await edit.getByRole('checkbox', { name: '资质审核' }).check();
  await edit.getByRole('button', { name: /保\s*存/ }).click();
  await edit.waitFor({ state: 'hidden' });
  await expect.poll(() => roleRow.innerText()).toContain('资质审核');
  await duty.reload();
  await expect.poll(() => menuLabels(duty), { timeout: 15_000 }).toEqual(['工作台', '采购商', '资质审核', '操作日志']);
  await expect.poll(() => figureTitles(duty)).toEqual(['待审核采购商']);
  await screenshot(duty, 'dashboard-custom-role');
});
