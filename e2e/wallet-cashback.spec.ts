import { expect, test } from 'vitest';
import type { CashbackPage } from '@store/shared/api/cashback';
import { DEMO_BUYER, loginAs, loginStaff, openPage, PHONE, screenshot } from './support/harness.ts';
import { apiGet } from './support/store-api.ts';

test('marketing sets up a 满额返 activity in the console; the buyer’s /hb shows its tiers and this month’s progress', async () => {
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await loginStaff(page, 'marketing');
  await page.goto('/admin/promotions/cashback');
  await page.getByRole('button', { name: '新建活动' }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '新建满额返活动' });
  await dialog.getByLabel('活动名称').fill('测试满额返');
  // The server's rule comes back under the field: tiers must climb.
  await dialog.getByLabel('第 1 档 月实付满').fill('100');
  await dialog.getByLabel('返', { exact: true }).fill('5');
  await dialog.getByRole('button', { name: '添加档位' }).click();
  await dialog.getByLabel('第 2 档 月实付满').fill('50');
  await dialog.getByLabel('返', { exact: true }).nth(1).fill('6');
  for (const [label, day] of [
    ['开始日期', '2026-01-01'],
    ['结束日期', '2027-12-31'],
  ]) {
    await dialog.getByLabel(label!).fill(day!);
    await dialog.getByLabel(label!).press('Enter');
  }
  await dialog.getByLabel('账户余额').check();
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await dialog.getByText('档位门槛须逐档升高，返现比例不能低于上一档').waitFor();
  await dialog.getByLabel('第 2 档 月实付满').fill('100000');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await dialog.waitFor({ state: 'hidden' });
  const row = page.locator('.ant-table-row').filter({ hasText: '测试满额返' });
  await expect.poll(() => row.innerText()).toMatch(/满100返5%，满100000返6%[\s\S]*账户余额[\s\S]*进行中/);
  await screenshot(page, 'admin-cashback');

  const buyer = await openPage({ viewport: { width: 1440, height: 900 } });
  await loginAs(buyer, DEMO_BUYER.username, DEMO_BUYER.password);
  const server = await apiGet<CashbackPage>(buyer, '/api/user/cashback');
  const mine = server.activities.find((a) => a.name === '测试满额返')!;
  await buyer.goto('/hb');
  const card = buyer.getByTestId('cashback-activity').filter({ hasText: '测试满额返' });
  await expect.poll(() => card.getByTestId('cashback-counted').innerText()).toBe(`¥${mine.counted.toFixed(2)}`);
  expect(await card.getByTestId('cashback-estimated').innerText()).toBe(`¥${mine.estimated.toFixed(2)}`);
  expect(await card.getByTestId('cashback-next').innerText()).toBe(
    mine.next ? `再采购 ¥${mine.next.gap.toFixed(2)} 即可享受 ${mine.next.rate}% 返现` : '已达到最高返现档位',
  );
  // The seeded activity is there too.
  await buyer.getByTestId('cashback-activity').filter({ hasText: '月度采购满额返' }).waitFor();
  await screenshot(buyer, 'cashback-page');

  // Paused, it leaves the buyer's page.
  await row.getByRole('button', { name: '暂停' }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /暂\s*停/ })
    .click();
  await expect.poll(() => row.innerText()).toContain('已暂停');
  await buyer.reload();
  await buyer.getByTestId('cashback-activity').first().waitFor();
  expect(await buyer.getByTestId('cashback-activity').filter({ hasText: '测试满额返' }).count()).toBe(0);
});

test('on a 390 px phone /hb fits the screen', async () => {
  const page = await openPage({ ...PHONE, deviceScaleFactor: 2 });
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  await page.goto('/hb');
  await page.getByTestId('cashback-activity').first().waitFor();
  await page.waitForLoadState('networkidle');
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth, `page ${scrollWidth}px wide on a ${innerWidth}px screen`).toBeLessThanOrEqual(innerWidth);
  await screenshot(page, 'phone-cashback');
});
