import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  DEMO_BUYER,
  loginAs,
  loginStaff,
  openPage,
  PHONE,
  screenshot,
  pickOption,
  settled,
} from './support/harness.ts';
import { apiGet, apiPost } from './support/store-api.ts';

type LedgerRow = { type: string; type_text: string; amount: number; order_id: number | null; remark: string };

/** The balance as the page shows it, in yuan: '¥54354.00' → 54354. */
async function shownBalance(page: Page): Promise<number> {
  const balance = page.getByTestId('wallet-balance');
  await expect.poll(() => balance.textContent()).toMatch(/^¥\d/);
  return Number((await balance.textContent())!.replace('¥', ''));
}

const ledgerTypes = (page: Page) =>
  page.locator('.wallet-ledger tbody tr.ant-table-row td:nth-child(2)').allTextContents();

test('a buyer reads the balance and the ledger, filters it, asks for a transfer top-up, and sees it credited once finance confirms it', async () => {
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  // The member centre's 账户余额 leads here.
  await page.goto('/user_hyzx');
  await page.locator('.member-balance').click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/yegl');

  const before = await shownBalance(page);
  expect(before).toBe((await apiGet<{ balance: number }>(page, '/api/user/user_money')).balance);
  const all = await apiGet<{ data: LedgerRow[]; total: number }>(page, '/api/user/user_money_log');
  expect(all.data.some((r) => r.type === 'pay')).toBe(true);
  await expect.poll(() => page.locator('.wallet-ledger tbody tr.ant-table-row').count()).toBe(Math.min(10, all.total));

  // 订单支付 only: every row is a payment, out of the wallet, with its order.
  await page.getByLabel('收支类型').click();
  await pickOption(page.locator('.ant-select-item-option').filter({ hasText: '订单支付' }));
  await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('pay');
  await expect
    .poll(async () => {
      const types = await ledgerTypes(page);
      return types.length > 0 && types.every((t) => t === '订单支付');
    })
    .toBe(true);
  const payRows = page.locator('.wallet-ledger tbody tr.ant-table-row');
  expect(await payRows.first().locator('.wallet-amount').textContent()).toMatch(/^-¥\d+\.\d{2}$/);
  expect(await payRows.first().getByRole('link', { name: '查看订单' }).getAttribute('href')).toMatch(
    /^\/order\/info\/\d+$/,
  );

  // A date range without any movement shows none.
  await page.goto('/yegl?type=pay&from=2020-01-01&to=2020-01-31');
  await page.getByText('没有符合条件的记录').waitFor();
  await page.getByRole('button', { name: '清除筛选' }).click();
  await expect.poll(() => new URL(page.url()).search).toBe('');

  // 充值: the server's refusal appears under the amount; then ¥1,000 by bank transfer.
  await page.getByRole('button', { name: /充\s*值/ }).click();
  await settled(page.locator('.ant-modal').filter({ hasText: '账户充值' }));
  await page.getByRole('radio', { name: '对公转账' }).check();
  const amount = page.getByPlaceholder('请输入充值金额');
  await amount.fill('0.5');
  await page.getByRole('button', { name: /下一步/ }).click();
  await page
    .locator('.recharge-form .ant-form-item-explain-error')
    .filter({ hasText: '充值金额不能少于1元' })
    .waitFor();
  await amount.fill('1000');
  await page.getByRole('button', { name: /下一步/ }).click();
  const ref = (await page.getByTestId('recharge-ref').textContent())!;
  expect(ref).toMatch(/^CZ/);
  expect(await page.getByTestId('recharge-amount').textContent()).toBe('¥1000.00');
  const accountNo = (await page.getByTestId('recharge-account-no').textContent())!;
  expect(accountNo).not.toBe('');
  expect(await page.getByTestId('recharge-account-name').textContent()).not.toBe('');
  await screenshot(page, 'transfer-details');
  await page.getByRole('button', { name: '我知道了' }).click();
  await page.getByTestId('recharge-result').waitFor({ state: 'detached' });

  // Until finance confirms, the request waits in 待确认到账 and the balance is unchanged.
  const pending = page.locator('.wallet-pending tbody tr').filter({ hasText: ref });
  await pending.getByText('待确认到账').waitFor();
  expect(await pending.textContent()).toContain('¥1000.00');
  expect(await shownBalance(page)).toBe(before);
  // A buyer who closed the dialog finds the account and the reference again.
  await pending.getByRole('button', { name: '汇款信息' }).click();
  await expect.poll(() => page.getByTestId('recharge-ref').textContent()).toBe(ref);
  expect(await page.getByTestId('recharge-account-no').textContent()).toBe(accountNo);
  await page.getByRole('button', { name: '我知道了' }).click();

  // Finance sees the transfer arrive and confirms it in the console (here through its API).
  const mine = await apiGet<{ data: { id: number; remittance_ref: string }[] }>(page, '/api/user/recharges?pending=1');
  const recharge = mine.data.find((r) => r.remittance_ref === ref)!;
  await loginStaff(page, 'finance');
  await apiPost(page, `/api/admin/recharges/${recharge.id}/confirm`);

  await page.reload();
  await expect.poll(() => shownBalance(page)).toBe(Math.round((before + 1000) * 100) / 100);
  const first = page.locator('.wallet-ledger tbody tr.ant-table-row').first();
  await expect.poll(() => first.locator('td').nth(1).textContent()).toBe('充值');
  expect(await first.locator('.wallet-amount').textContent()).toBe('+¥1000.00');
  expect(await first.textContent()).toContain(ref);
  expect(await page.locator('.wallet-pending').filter({ hasText: ref }).count()).toBe(0);
  await screenshot(page, 'balance-after-confirm');
});

test('a buyer tops up online at the sandbox cashier and comes back to see it arrive in the balance and its ledger', async () => {
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  await page.goto('/yegl');
  const before = await shownBalance(page);

  await page.getByRole('button', { name: /充\s*值/ }).click();
  // Online is preselected: the sandbox is the test build's gateway.
  await expect.poll(() => page.getByRole('radio', { name: '在线支付（沙箱）' }).isChecked()).toBe(true);
  await page.getByPlaceholder('请输入充值金额').fill('256.80');
  await page.getByRole('button', { name: /去支付/ }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/api/pay/sandbox/cashier');
  expect(await page.getByTestId('sandbox-amount').innerText()).toBe('256.80');
  const ref = (await page.getByTestId('sandbox-subject').innerText()).replace('余额充值 ', '');
  expect(ref).toMatch(/^CZ\d+$/);
  // Nothing is credited before the gateway says so.
  expect((await apiGet<{ balance: number }>(page, '/api/user/user_money')).balance).toBe(before);
  await page.getByRole('button', { name: '确认支付' }).click();

  await expect.poll(() => new URL(page.url()).pathname).toBe('/yegl');
  await expect
    .poll(() => page.getByTestId('recharge-arrival').textContent())
    .toContain('充值成功，¥256.80 已记入账户余额');
  await expect.poll(() => shownBalance(page)).toBe(Math.round((before + 256.8) * 100) / 100);
  const first = page.locator('.wallet-ledger tbody tr.ant-table-row').first();
  await expect.poll(() => first.locator('td').nth(1).textContent()).toBe('充值');
  expect(await first.locator('.wallet-amount').textContent()).toBe('+¥256.80');
  expect(await first.textContent()).toContain(`在线充值 ${ref}`);
  await screenshot(page, 'online-recharge-arrived');
});

test('on a 390 px phone the balance page fits the screen without sideways scrolling', async () => {
  const page = await openPage({ ...PHONE, deviceScaleFactor: 2 });
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  await page.goto('/wdqb_yegl');
  await page.locator('.wallet-ledger tbody tr.ant-table-row').first().waitFor();
  await page.waitForLoadState('networkidle');
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth, `page ${scrollWidth}px wide on a ${innerWidth}px screen`).toBeLessThanOrEqual(innerWidth);
  expect(innerWidth).toBe(390);
  // The amount column, the one a buyer checks, stays on screen.
  const amount = await page.locator('.wallet-ledger tbody tr.ant-table-row .wallet-amount').first().boundingBox();
  expect(amount!.x + amount!.width).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: /充\s*值/ }).click();
  await page.getByPlaceholder('请输入充值金额').waitFor();
  await screenshot(page, 'phone-balance');
});
