import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  baseUrl,
  DEMO_BUYER,
  loginAs,
  loginStaff,
  openPage,
  pickRegion,
  screenshot,
  pickOption,
} from './support/harness.ts';
import { addLineByApi, apiGet, cartLines, freshGoods, reselectCartLines, XHR } from './support/store-api.ts';
import { tickOnlyLine } from './support/cart-page.ts';

type PayInfo = {
  id: number;
  order_no: string;
  status: number;
  pay_method: string;
  payable_amount: number;
  remittance_ref: string;
};

const orderIdOf = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop());

test('a buyer searches, adds to the cart, confirms with a plain invoice, pays by balance and sees the order paid', async () => {
  const page = await openPage();
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  const goods = await freshGoods(page, { freeShipping: false });

  // Search → the goods card → its detail page → add to cart.
  await page.goto('/');
  const input = page.getByTestId('search-input');
  await input.fill(goods.name);
  await input.press('Enter');
  await expect.poll(() => page.getByTestId('search-keyword').innerText()).toBe(goods.name);
  await page.getByTestId('goods-card').locator('.goods-card__name', { hasText: goods.name }).first().click();
  await expect.poll(() => page.getByTestId('detail-name').innerText()).toContain(goods.name);
  await page.getByTestId('add-to-cart').click();
  await page.getByText('加入购物车成功').waitFor();
  const before = await cartLines(page);
  const lineId = before.find((line) => line.goods.id === goods.id)!.id;
  const selectedBefore = before.filter((line) => line.is_selected === 1 && line.id !== lineId).map((line) => line.id);

  // /cart: only the new line selected, then 去结算 carries its id to the confirm page.
  await page.goto('/cart');
  await page.getByTestId('cart-page').waitFor();
  await tickOnlyLine(page, lineId);
  await page.getByRole('button', { name: '去结算' }).click();
  await expect.poll(() => page.url()).toBe(`${baseUrl}/cart/step2?ids=${lineId}`);
  await page.getByTestId('checkout-confirm').waitFor();
  await expect
    .poll(() => page.getByTestId('cart-steps').locator('.ant-steps-item-process').innerText())
    .toContain('确认订单');
  await expect.poll(() => page.getByTestId('checkout-lines').innerText()).toContain(goods.name);
  // The default address is chosen on arrival.
  await expect.poll(() => page.locator('.address-card[aria-checked="true"]').count()).toBe(1);
  const total = (key: string) => page.locator(`[data-total="${key}"] dd`).innerText();
  const shipping = await total('shipping');
  expect(shipping).not.toBe('¥0.00');
  // Under ¥500 of goods the freight coupon is the one that saves the most: it is chosen on arrival.
  const couponSelect = page.locator('.coupon-select');
  await expect.poll(() => couponSelect.innerText()).toContain('运费券');
  await expect.poll(() => total('coupon')).toBe(`-${shipping.slice(1)}`);

  // The buyer may still choose: each choice asks the server again, and the page shows its new totals. The
  // select is disabled while the server is asked, and a click on it then opens nothing: wait until it can
  // be used, and until the choice shows in it.
  const choose = async (option: string) => {
    await expect.poll(() => couponSelect.getAttribute('class')).not.toContain('ant-select-disabled');
    await couponSelect.click();
    await pickOption(page.locator('.ant-select-item-option', { hasText: option }));
    await expect.poll(() => couponSelect.innerText()).toContain(option);
  };
  await choose('不使用优惠券');
  await expect.poll(() => total('coupon')).toBe('-¥0.00');
  await choose('运费券');
  await expect.poll(() => total('coupon')).toBe(`-${shipping.slice(1)}`);
  const payable = await total('payable');
  expect(payable).toBe(await total('goods'));

  // 普通发票 starts from the company's details (this buyer keeps no invoice profile); without a title it is
  // stopped on the page with the shared schema's message.
  await expect.poll(() => page.getByTestId('checkout-invoice').getAttribute('aria-busy')).toBe('false');
  await page.getByTestId('checkout-invoice').getByText('普通发票').click();
  await expect.poll(() => page.locator('input[name="tax_no"]').inputValue()).toBe('91330106MA2H0XXXX1');
  await page.locator('input[name="invoice_title"]').fill('');
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.getByTestId('checkout-invoice').getByText('请填写发票抬头').waitFor();
  await page.locator('input[name="invoice_title"]').fill('杭州康宁大药房有限公司');
  await page.getByText('随货索取药检报告').click();
  await screenshot(page, 'checkout-confirm');
  await page.getByRole('button', { name: '提交订单' }).click();

  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/cart\/step3\/\d+$/);
  const orderId = orderIdOf(page);
  await page.getByTestId('pay-order-no').waitFor();
  await expect.poll(() => page.getByTestId('pay-amount').innerText()).toBe(payable);
  await expect.poll(() => page.locator('.pay-method[data-method="balance"]').getAttribute('aria-checked')).toBe('true');
  await screenshot(page, 'checkout-pay');
  await page.getByRole('button', { name: '立即支付' }).click();
  const dialog = page.locator('.ant-modal-confirm');
  await dialog.getByText('将从账户余额中扣除').waitFor();
  await expect.poll(() => dialog.innerText()).toContain(payable);
  await dialog.getByRole('button', { name: '确定支付' }).click();

  await expect.poll(() => page.url()).toBe(`${baseUrl}/cart/step4?id=${orderId}`);
  await page.getByText('支付成功').waitFor();
  await expect.poll(() => page.getByTestId('paid-summary').innerText()).toContain(payable);
  await screenshot(page, 'checkout-paid');

  // The order centre shows it paid by balance, with the invoice and document wishes.
  await page.getByRole('link', { name: '查看订单' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/order/info/${orderId}`);
  const detail = page.locator('.order-detail');
  await expect.poll(() => detail.innerText()).toContain('普通发票');
  await expect.poll(() => detail.innerText()).toContain('杭州康宁大药房有限公司');
  await expect.poll(() => detail.innerText()).toContain('药检报告');
  const info = await apiGet<PayInfo>(page, `/api/order/${orderId}/pay`);
  await expect.poll(() => detail.innerText()).toContain(info.order_no);
  expect(info).toMatchObject({ status: 1, pay_method: 'balance' });
  expect(`¥${info.payable_amount.toFixed(2)}`).toBe(payable);
  // The ordered line left the cart.
  expect((await cartLines(page)).some((line) => line.id === lineId)).toBe(false);

  // Opened again, the pay page says the order is paid instead of offering payment.
  await page.goto(`/cart/step3/${orderId}`);
  await page.getByText('该订单已支付').waitFor();

  // Leave the shared demo cart's selection as it was.
  await reselectCartLines(page, selectedBefore);
});

test('a bank-transfer order shows the account, amount and remittance reference, and turns paid when the operator confirms', async () => {
  const page = await openPage();
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  const lineId = await addLineByApi(page, await freshGoods(page, { skip: 1, freeShipping: false }));

  await page.goto(`/cart/step2?ids=${lineId}`);
  await page.getByTestId('checkout-confirm').waitFor();
  await expect.poll(() => page.locator('.address-card[aria-checked="true"]').count()).toBe(1);

  // A new delivery address added in place becomes the chosen one.
  await page.getByTestId('checkout-address').getByRole('button', { name: '新增收货地址' }).click();
  const dialog = page.locator('.ant-modal');
  // The dialog empties its fields again when the region list arrives: pick the region first (its options are
  // that list), then type.
  await dialog.locator('.region-cascader').click();
  await pickRegion(page, ['浙江省', '杭州市', '上城区']);
  await dialog.getByLabel('收货人').fill('李仓管');
  await dialog.getByLabel('手机号').fill('13812340001');
  await dialog.getByLabel('详细地址').fill('清泰街 18 号 仓库');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect
    .poll(() => page.locator('.address-card[aria-checked="true"]').innerText(), { timeout: 15_000 })
    .toContain('清泰街 18 号 仓库');

  await page.getByRole('button', { name: '提交订单' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/cart\/step3\/\d+$/);
  const orderId = orderIdOf(page);

  await page.locator('.pay-method[data-method="transfer"]').click();
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect.poll(() => page.url()).toBe(`${baseUrl}/cart/hm?id=${orderId}`);
  const info = await apiGet<PayInfo>(page, `/api/order/${orderId}/pay`);
  expect(info.pay_method).toBe('transfer');
  expect(info.remittance_ref).not.toBe('');
  await expect.poll(() => page.getByTestId('transfer-ref').innerText()).toBe(info.remittance_ref);
  await expect.poll(() => page.getByTestId('transfer-amount').innerText()).toBe(`¥${info.payable_amount.toFixed(2)}`);
  await expect.poll(() => page.getByTestId('transfer-page').innerText()).toContain('待发货');
  // A pay page: the step image at 支付订单, no search box.
  await expect
    .poll(() => page.locator('[data-testid="cart-steps"] .ant-steps-item-process').innerText())
    .toContain('支付订单');
  await screenshot(page, 'checkout-transfer');

  // Finance confirms the receipt; the page then says the order is paid.
  const operator = await openPage();
  await loginStaff(operator, 'finance');
  const confirm = await operator.request.post(`${baseUrl}/api/admin/order/${orderId}/confirm_transfer`, {
    headers: XHR,
  });
  expect((await confirm.json()).code).toBe(10000);
  await page.reload();
  await page.getByText('该订单已支付').waitFor();
  expect(await apiGet<PayInfo>(page, `/api/order/${orderId}/pay`)).toMatchObject({ status: 1 });
});

test('paying online goes to the sandbox cashier and comes back to 支付成功 once the signed notification lands', async () => {
  const page = await openPage();
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  const lineId = await addLineByApi(page, await freshGoods(page, { skip: 2, freeShipping: false }));

  await page.goto(`/cart/step2?ids=${lineId}`);
  await page.getByTestId('checkout-confirm').waitFor();
  await expect.poll(() => page.locator('.address-card[aria-checked="true"]').count()).toBe(1);
  const payable = await page.locator('[data-total="payable"] dd').innerText();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/cart\/step3\/\d+$/);
  const orderId = orderIdOf(page);

  await page.locator('.pay-method[data-gateway="sandbox"]').click();
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/api/pay/sandbox/cashier');
  await expect.poll(async () => `¥${await page.getByTestId('sandbox-amount').innerText()}`).toBe(payable);
  await page.getByRole('button', { name: '确认支付' }).click();

  await expect.poll(() => page.url()).toBe(`${baseUrl}/cart/step4?id=${orderId}`);
  await page.getByText('支付成功').waitFor();
  expect(await apiGet<PayInfo>(page, `/api/order/${orderId}/pay`)).toMatchObject({ status: 1, pay_method: 'online' });
});

test('paying by scanning shows the QR code, and the page moves to 支付成功 once the money has arrived', async () => {
  const page = await openPage();
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  const lineId = await addLineByApi(page, await freshGoods(page, { skip: 3, freeShipping: false }));
  await page.goto(`/cart/step2?ids=${lineId}`);
  await page.getByTestId('checkout-confirm').waitFor();
  await expect.poll(() => page.locator('.address-card[aria-checked="true"]').count()).toBe(1);
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/cart\/step3\/\d+$/);
  const orderId = orderIdOf(page);

  // The test build has only the sandbox, which pays through its cashier page; its answer is turned into
  // a code to scan as WeChat Pay native gives one. "Scanning" is then paying the same trade at the cashier.
  let cashierUrl = '';
  await page.route(`${baseUrl}/api/order/${orderId}/pay`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const response = await route.fetch();
    const body = await response.json();
    cashierUrl = body.data.redirect_url;
    await route.fulfill({
      response,
      json: {
        ...body,
        data: { ...body.data, redirect_url: null, qr_code_url: `weixin://wxpay/bizpayurl?pr=${orderId}` },
      },
    });
  });
  await page.locator('.pay-method[data-gateway="sandbox"]').click();
  await page.getByRole('button', { name: '立即支付' }).click();
  const scan = page.getByTestId('pay-scan');
  await scan.getByText('请使用微信扫一扫完成支付').waitFor();
  await expect.poll(() => scan.locator('canvas').count()).toBe(1);
  await screenshot(page, 'checkout-scan');
  expect(cashierUrl).toMatch(/^\/api\/pay\/sandbox\/cashier\?/);

  const form = Object.fromEntries(new URL(cashierUrl, baseUrl).searchParams);
  const paid = await page.request.post(`${baseUrl}/api/pay/sandbox/pay`, {
    form,
    headers: { origin: baseUrl },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  // The pay page asks the server every 2 s while unpaid, so it may take a turn or two to notice.
  await expect.poll(() => page.url(), { timeout: 15_000 }).toBe(`${baseUrl}/cart/step4?id=${orderId}`);
  await page.getByText('支付成功').waitFor();
});
