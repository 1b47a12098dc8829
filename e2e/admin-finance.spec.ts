import { expect, test } from 'vitest';
import { DEMO_BUYER, loginAs, loginStaff, openPage, screenshot } from './support/harness.ts';
import { apiGet, apiPost } from './support/store-api.ts';

const balanceOf = async (page: Parameters<typeof apiGet>[0]) =>
  (await apiGet<{ balance: number }>(page, '/api/user/user_money')).balance;

test('finance finds a buyer’s transfer top-up by its reference and confirms it once; the buyer’s balance grows by it', async () => {
  const buyer = await openPage();
  await loginAs(buyer, DEMO_BUYER.username, DEMO_BUYER.password);
  const before = await balanceOf(buyer);
  const asked = await apiPost<{ id: number; remittance_ref: string }>(buyer, '/api/cash_coupon/userRechargeTf', {
    amount: '2468.10',
  });

  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await loginStaff(page, 'finance');
  await page.goto('/admin/finance/recharges');
  await page.getByPlaceholder('汇款附言、单位名称或账号').fill(asked.remittance_ref);
  await page.getByPlaceholder('汇款附言、单位名称或账号').press('Enter');
  const rows = page.getByTestId('recharge-row');
  await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
  expect(await rows.first().innerText()).toMatch(/¥2468\.10[\s\S]*待确认到账/);
  await rows.first().getByRole('button', { name: '确认到账' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '确认到账' }).click();
  await expect.poll(() => page.locator('.ant-message').innerText()).toContain('已记入余额');
  await screenshot(page, 'admin-finance-recharge-confirmed');
  expect(await balanceOf(buyer)).toBeCloseTo(before + 2468.1, 2);

  // Confirmed ones leave the 待确认到账 list; 已到账 shows who confirmed it.
  await expect.poll(() => rows.count()).toBe(0);
  await page.getByText('已到账', { exact: true }).click();
  await expect.poll(() => rows.first().innerText()).toContain('钱财务');
});

test('finance adjusts a buyer’s balance from the buyer’s file, with the reason the buyer’s ledger shows', async () => {
  const buyer = await openPage();
  await loginAs(buyer, DEMO_BUYER.username, DEMO_BUYER.password);
  const before = await balanceOf(buyer);
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await loginStaff(page, 'finance');
  await page.goto(`/admin/buyers?keywords=${DEMO_BUYER.username}`);
  await page.getByTestId('buyer-row').first().getByRole('link').click();
  await page.getByRole('button', { name: '调整余额' }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '确认调整' });
  await dialog.getByLabel(/调整金额/).fill('-1.25');
  await dialog.getByLabel('原因').fill('运费差额补扣');
  await dialog.getByRole('button', { name: '确认调整' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(await balanceOf(buyer)).toBeCloseTo(before - 1.25, 2);
  const log = await apiGet<{ data: { type: string; amount: number; remark: string }[] }>(
    buyer,
    '/api/user/user_money_log',
  );
  expect(log.data[0]).toMatchObject({ type: 'adjust', amount: -1.25, remark: '运费差额补扣' });
});
