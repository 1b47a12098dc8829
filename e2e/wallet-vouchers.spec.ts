import { expect, test } from 'vitest';
import { baseUrl, DEMO_BUYER, loginAs, loginStaff, openPage, PHONE_AGENT, screenshot } from './support/harness.ts';
import { apiGet, cartLines, freshGoods, XHR } from './support/store-api.ts';

type VoucherPage = { usable_amount: number; counts: number[] };
type LogRow = { type: string; amount: number; order_no: string | null };

test('marketing grants a 购物金 voucher; the buyer pays part of an order with it, the balance the rest, and sees the pay row on /xjq', async () => {
  // 营销 → 购物金 → 发放购物金, in the console.
  const console_ = await openPage({ viewport: { width: 1440, height: 900 } });
  await loginStaff(console_, 'marketing');
  await console_.goto('/admin/promotions/cash-coupons');
  await console_.getByRole('button', { name: '发放购物金' }).click();
  const dialog = console_.locator('.ant-modal').filter({ hasText: '确认发放' });
  await dialog.getByLabel('采购商账号').fill(DEMO_BUYER.username);
  await dialog.getByLabel(/金额/).fill('30');
  await dialog.getByLabel('发放原因').fill('老客户回馈');
  await dialog.getByRole('button', { name: '确认发放' }).click();
  await expect.poll(() => console_.locator('.ant-message').innerText()).toContain('购物金已发放');
  await expect.poll(() => console_.getByTestId('cash-coupon-row').first().innerText()).toContain('老客户回馈');
  await screenshot(console_, 'admin-cash-coupons');

  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  const usable = (await apiGet<VoucherPage>(page, '/api/user/cash_coupon')).usable_amount;
  expect(usable).toBeGreaterThanOrEqual(30);

  // A line worth more than all the vouchers, so the balance pays a part too.
  const goods = await freshGoods(page, { listPage: 4, freeShipping: false });
  // The list's item carries the price a buyer sees (base_price), beside the fields freshGoods names.
  const price = (goods as typeof goods & { base_price: number | null }).base_price ?? 1;
  const packages = Math.ceil((usable + 50) / (price * goods.middle_package));
  const added = await page.request.post(`${baseUrl}/api/cart`, {
    form: {
      'params[0][goods_id]': String(goods.id),
      'params[0][number]': String(goods.middle_package * Math.max(1, packages)),
      'params[0][ck_id]': '0',
    },
    headers: XHR,
  });
  expect((await added.json()).code).toBe(10000);
  const lineId = (await cartLines(page)).find((line) => line.goods.id === goods.id)!.id;

  await page.goto(`/cart/step2?ids=${lineId}`);
  await page.getByTestId('checkout-confirm').waitFor();
  await expect.poll(() => page.locator('.address-card[aria-checked="true"]').count()).toBe(1);
  const total = (key: string) => page.locator(`[data-total="${key}"] dd`).innerText();
  const before = await total('payable');
  const section = page.getByTestId('checkout-voucher');
  await expect.poll(() => section.innerText()).toContain(`使用购物金 ¥${usable.toFixed(2)}`);
  expect(await page.locator('[data-total="voucher"]').count()).toBe(0);
  await section.getByRole('checkbox').check();
  await expect.poll(() => total('voucher')).toBe(`-¥${usable.toFixed(2)}`);
  const payable = await total('payable');
  expect(Number(payable.slice(1))).toBeCloseTo(Number(before.slice(1)) - usable, 2);
  await screenshot(page, 'checkout-voucher');
  await page.getByRole('button', { name: '提交订单' }).click();

  // The rest from the balance.
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/cart\/step3\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect.poll(() => page.getByTestId('pay-amount').innerText()).toBe(payable);
  await page.locator('.pay-method[data-method="balance"]').click();
  await page.getByRole('button', { name: '立即支付' }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: '确定支付' }).click();
  await page.getByText('支付成功').waitFor();

  // The order shows what the vouchers paid.
  await page.goto(`/order/info/${orderId}`);
  await expect.poll(() => page.locator('.order-amounts').innerText()).toContain(`购物金抵扣：-¥${usable.toFixed(2)}`);
  const orderNo = (await apiGet<{ order_no: string }>(page, `/api/order/${orderId}`)).order_no;

  // /xjq: nothing usable left, and the ledger's newest row is this order's payment.
  await page.goto('/xjq');
  await expect.poll(() => page.getByTestId('voucher-usable').innerText()).toBe('¥0.00');
  const first = page.locator('.voucher-ledger tbody tr.ant-table-row').first();
  await expect.poll(() => first.innerText()).toContain('订单抵扣');
  expect(await first.innerText()).toContain(orderNo);
  const log = await apiGet<{ data: LogRow[] }>(page, '/api/user/cash_coupon_log');
  expect(log.data[0]).toMatchObject({ type: 'pay', order_no: orderNo });
  const paid = log.data.filter((row) => row.type === 'pay' && row.order_no === orderNo);
  expect(paid.reduce((sum, row) => sum + row.amount, 0)).toBeCloseTo(-usable, 2);
  // The used-up tab lists the spent vouchers, the granted one among them.
  await page.getByRole('tab', { name: /已用完/ }).click();
  await expect
    .poll(() => page.getByTestId('voucher-card').allInnerTexts())
    .toContainEqual(expect.stringContaining('老客户回馈'));
  await screenshot(page, 'xjq-used');
});

test('on a 390 px phone 我的现金券 fits the screen without sideways scrolling', async () => {
  const page = await openPage({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    userAgent: PHONE_AGENT,
  });
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  await page.goto('/wdqb_xjq?status=1');
  await page.getByTestId('voucher-usable').waitFor();
  await page.locator('.voucher-ledger tbody tr.ant-table-row').first().waitFor();
  await page.waitForLoadState('networkidle');
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth, `page ${scrollWidth}px wide on a ${innerWidth}px screen`).toBeLessThanOrEqual(innerWidth);
  await screenshot(page, 'xjq-phone');
});

test('marketing keeps 充值优惠 in the console; the recharge dialog shows the offers and which one the typed amount hits', async () => {
  const console_ = await openPage({ viewport: { width: 1440, height: 900 } });
  await loginStaff(console_, 'marketing');
  await console_.goto('/admin/promotions/recharge-offers');
  const seeded = console_.locator('.ant-table-row').filter({ hasText: '充5000送100' });
  await expect.poll(() => seeded.first().innerText()).toContain('进行中');
  // A bonus at least the threshold is refused under its field.
  await console_.getByRole('button', { name: '新建充值优惠' }).click();
  const dialog = console_.locator('.ant-modal').filter({ hasText: '新建充值优惠' });
  await dialog.getByLabel('活动名称').fill('充100送200');
  await dialog.getByLabel('充值门槛（元）').fill('100');
  await dialog.getByLabel('赠送购物金（元）').fill('200');
  await dialog.getByLabel('活动时间').first().click();
  await console_.locator('.ant-picker-dropdown .ant-picker-cell-today').first().click();
  await console_.locator('.ant-picker-dropdown .ant-picker-ok button').click();
  await console_.locator('.ant-picker-dropdown .ant-picker-cell-today').last().click();
  await console_.locator('.ant-picker-dropdown .ant-picker-header-super-next-btn').first().click();
  await console_.locator('.ant-picker-dropdown .ant-picker-cell-in-view').filter({ hasText: /^15$/ }).first().click();
  await console_.locator('.ant-picker-dropdown .ant-picker-ok button').click();
  await dialog.getByRole('button', { name: '保 存' }).click();
  await dialog.getByText('赠送金额须小于充值门槛').waitFor();
  await dialog.getByRole('button', { name: '取 消' }).click();
  await screenshot(console_, 'admin-recharge-offers');

  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  await page.goto('/yegl');
  await page.getByRole('button', { name: /充\s*值/ }).click();
  await page.locator('.recharge-offers').getByText('充5000送100').waitFor();
  await page.getByPlaceholder('请输入充值金额').fill('3000');
  await expect.poll(() => page.getByTestId('recharge-offer-hint').innerText()).toBe('再充 ¥2000.00 可得 ¥100.00');
  await page.getByPlaceholder('请输入充值金额').fill('6000');
  await expect.poll(() => page.getByTestId('recharge-offer-hint').innerText()).toContain('到账后赠送购物金 ¥100.00');
  await screenshot(page, 'recharge-offers');
});
