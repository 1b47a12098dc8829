import { expect, test } from 'vitest';
import { DEMO_BUYER, loginAs, openPage, PHONE, screenshot } from './support/harness.ts';
import { apiGet } from './support/store-api.ts';

const tile = (page: Awaited<ReturnType<typeof openPage>>, label: string) =>
  page.getByRole('region', { name: label }).locator('.wallet-tile__value');

test('我的钱包 shows what each part of the wallet holds, as the server counts it, and leads to each page', async () => {
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  const [money, base, coupons, vouchers] = await Promise.all([
    apiGet<{ balance: number }>(page, '/api/user/user_money'),
    apiGet<{ points: number }>(page, '/api/user/base'),
    apiGet<{ total: number }>(page, '/api/user/couponNum'),
    apiGet<{ usable_amount: number }>(page, '/api/user/cash_coupon'),
  ]);
  await page.goto('/wdqb');
  await expect.poll(() => tile(page, '账户余额（元）').innerText()).toBe(`¥${money.balance.toFixed(2)}`);
  await expect.poll(() => tile(page, '积分').innerText()).toBe(String(base.points));
  await expect.poll(() => tile(page, '可用优惠券（张）').innerText()).toBe(String(coupons.total));
  await expect.poll(() => tile(page, '可用购物金（元）').innerText()).toBe(`¥${vouchers.usable_amount.toFixed(2)}`);
  await page.getByTestId('wallet-cashback').waitFor();
  await screenshot(page, 'wallet-hub');

  await page.getByRole('link', { name: '积分明细' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/jfgl');
  await page.getByRole('link', { name: '钱包总览' }).click();
  await page.getByRole('link', { name: '去领券中心' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/lqzx');
});

test('on a 390 px phone 我的钱包 fits the screen', async () => {
  const page = await openPage({ ...PHONE, deviceScaleFactor: 2 });
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  await page.goto('/wdqb');
  await page.getByTestId('wallet-tiles').waitFor();
  await page.waitForLoadState('networkidle');
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth, `page ${scrollWidth}px wide on a ${innerWidth}px screen`).toBeLessThanOrEqual(innerWidth);
  await screenshot(page, 'phone-wallet-hub');
});
