import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, confirmDialog, DEMO_BUYER, loginAs, openPage, screenshot } from './support/harness.ts';
import { addLineByApi, apiGet, freshGoods, XHR } from './support/store-api.ts';

const VAT = {
  title: '杭州康宁大药房有限公司滨江分公司',
  tax_no: '91330108MA2KXXXX9Y',
  bank_name: '中国工商银行杭州滨江支行',
  bank_account: '1202026109000654321',
  register_address: '浙江省杭州市滨江区江南大道 100 号',
  register_phone: '0571-86660000',
};

/** Specs share the demo buyer: its invoice profiles are removed before and after, so others see none. */
async function deleteProfiles(page: Page): Promise<void> {
  const { list } = await apiGet<{ list: { id: number }[] }>(page, '/api/user/invoice_profile');
  for (const p of list) {
    await page.request.post(`${baseUrl}/api/user/invoice_profile/${p.id}/delete`, { headers: XHR });
  }
}

test('a buyer keeps invoice profiles in the member centre, and the confirm page orders with the default one', async () => {
  const page = await openPage();
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  await deleteProfiles(page);
  try {
    // No profile yet: the page offers the company's details, and the dialog opens with them.
    await page.goto('/fptt');
    await page.getByRole('link', { name: '发票抬头' }).waitFor();
    await page.getByRole('button', { name: '使用本单位信息' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '新增发票抬头' });
    await expect.poll(() => dialog.getByLabel('发票抬头').inputValue()).toBe('杭州康宁大药房有限公司');
    await expect.poll(() => dialog.getByLabel('纳税人识别号').inputValue()).toBe('91330106MA2H0XXXX1');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    const table = page.locator('.invoice-profile-list');
    await expect.poll(() => table.locator('tbody tr.ant-table-row').first().innerText()).toContain('默认抬头');

    // A VAT special profile: its bank details are asked for, with the schema's messages.
    await page.getByRole('button', { name: '新增发票抬头' }).click();
    await dialog.getByText('增值税专用发票').click();
    await dialog.getByLabel('发票抬头').fill(VAT.title);
    await dialog.getByLabel('纳税人识别号').fill(VAT.tax_no.toLowerCase());
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.getByText('增值税专用发票须填写开户银行').waitFor();
    await dialog.getByLabel('开户银行').fill(VAT.bank_name);
    await dialog.getByLabel('银行账号').fill(VAT.bank_account);
    await dialog.getByLabel('注册地址').fill(VAT.register_address);
    await dialog.getByLabel('注册电话').fill(VAT.register_phone);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    const vatRow = table.locator('tbody tr.ant-table-row', { hasText: VAT.title });
    await expect.poll(() => vatRow.innerText()).toContain(VAT.tax_no);

    // Made the default, it moves to the top with the tag.
    await vatRow.getByRole('button', { name: '设为默认' }).click();
    await expect.poll(() => table.locator('tbody tr.ant-table-row').first().innerText()).toContain(VAT.title);
    await expect.poll(() => vatRow.innerText()).toContain('默认抬头');
    await screenshot(page, 'invoice-profiles');

    // The confirm page chooses the default profile and its type on arrival.
    const lineId = await addLineByApi(page, await freshGoods(page, { listPage: 3 }));
    await page.goto(`/cart/step2?ids=${lineId}`);
    await page.getByTestId('checkout-confirm').waitFor();
    const invoice = page.getByTestId('checkout-invoice');
    await expect.poll(() => invoice.locator('.ant-radio-button-wrapper-checked').innerText()).toBe('增值税专用发票');
    await expect.poll(() => invoice.locator('.invoice-profile-select').innerText()).toContain(VAT.title);
    await expect.poll(() => page.getByTestId('invoice-profile-summary').innerText()).toContain(VAT.bank_account);
    await expect.poll(() => page.locator('.address-card[aria-checked="true"]').count()).toBe(1);
    await screenshot(page, 'invoice-profiles-confirm');
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/cart\/step3\/\d+$/);
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());

    // The order carries the profile's title and tax number.
    await page.goto(`/order/info/${orderId}`);
    const detail = page.locator('.order-detail');
    await expect.poll(() => detail.innerText()).toContain(`增值税专用发票：${VAT.title}`);
    await expect.poll(() => detail.innerText()).toContain(VAT.tax_no);

    // Deleting the default makes the remaining profile the default.
    await page.goto('/fptt');
    await table.locator('tbody tr.ant-table-row', { hasText: VAT.title }).getByRole('button', { name: '删除' }).click();
    await confirmDialog(page);
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(1);
    await expect.poll(() => table.locator('tbody tr.ant-table-row').first().innerText()).toContain('默认抬头');
  } finally {
    await deleteProfiles(page);
  }
});
