import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_BUYER, loginAs, openPage, pickRegion, screenshot, settled } from './support/harness.ts';
import { lastSmsCode } from './support/server-hooks.ts';

const bodyText = (page: Page) => page.evaluate(() => document.body.innerText);
const headers = { 'x-requested-with': 'XMLHttpRequest' };
let serial = 0;

/** A new pharmacy, registered and logged in through the API in the page's context (own mobile per call). */
async function freshPharmacy(page: Page): Promise<string> {
  const mobile = `135${String(Date.now() + serial++).slice(-8)}`;
  await page.request.post('/api/user/create_code', { form: { mobile, scene: 'register' }, headers });
  const code = await lastSmsCode(mobile);
  const registered = await page.request.post('/api/user/register', {
    form: { mobile, code, password: 'Test@2026x', confirm_password: 'Test@2026x' },
    headers,
  });
  expect((await registered.json()).code).toBe(10000);
  const company = `测试药房${mobile.slice(-5)}`;
  const saved = await page.request.post('/api/user/company', {
    form: { company, company_type: 'pharmacy', name: '赵测试', region: '浙江省 杭州市 上城区', address: '解放路 1 号' },
    headers,
  });
  expect((await saved.json()).code).toBe(10000);
  return company;
}

test('a buyer adds a delivery address with the region picker and sees it listed', async () => {
  const page = await openPage();
  await freshPharmacy(page);
  await page.goto('/addr');
  await page.getByRole('button', { name: '新增收货地址' }).click();
  const dialog = page.locator('.ant-modal');
  // The dialog empties its fields again when the region list arrives: pick the region first (its options are
  // that list), then type.
  await dialog.locator('.region-cascader').click();
  await pickRegion(page, ['浙江省', '杭州市', '上城区']);
  await dialog.getByLabel('收货人').fill('钱收货');
  await dialog.getByLabel('手机号').fill('1381234');
  await dialog.getByLabel('详细地址').click();
  await expect.poll(() => dialog.innerText()).toContain('手机号格式不正确');
  await dialog.getByLabel('手机号').fill('13812345678');
  await dialog.getByLabel('详细地址').fill('清泰街 8 号 2 楼');
  await dialog.getByLabel('设为默认地址').check();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect
    .poll(() => page.locator('.address-list').innerText(), { timeout: 15_000 })
    .toContain('浙江省 杭州市 上城区 清泰街 8 号 2 楼');
  await expect.poll(() => page.locator('.address-list').innerText()).toContain('默认地址');
  await screenshot(page, 'address-added');
});

test('a buyer uploads a licence image and sees it under review', async () => {
  const page = await openPage();
  await freshPharmacy(page);
  await page.goto('/zzzj');
  await page.getByText('上传证照').waitFor();
  // A 1×1 PNG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.locator('.licence-card', { hasText: '营业执照' }).getByRole('button', { name: '去上传' }).click();
  await page.getByPlaceholder('请填写证照上的编号').fill('91330100TEST0001X');
  await page.getByText('长期', { exact: true }).click();
  await page
    .locator('.licence-upload-form input[type=file]')
    .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: '提交审核' }).click();
  const card = page.locator('.licence-card', { hasText: '营业执照' });
  await expect.poll(() => card.innerText(), { timeout: 15_000 }).toContain('审核中');
  await expect.poll(() => card.innerText()).toContain('91330100TEST0001X');
  // The thumbnail is served to the session's owner.
  await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  // The form has moved on to the next licence still missing, so the next submit does not replace this one.
  const names = await page.locator('.licence-card .ant-card-head-title').allInnerTexts();
  const next = names.find((name) => name !== '营业执照');
  expect(next).toBeTruthy();
  const chosenType = page.locator('.licence-upload-form .ant-select').first();
  await expect.poll(() => chosenType.innerText()).toBe(next);
  expect(await page.getByPlaceholder('请填写证照上的编号').inputValue()).toBe('');
  await screenshot(page, 'licence-pending');
});

test('a file that is not an image or PDF is refused before sending', async () => {
  const page = await openPage();
  await freshPharmacy(page);
  await page.goto('/zzzj');
  await page
    .locator('.licence-upload-form input[type=file]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect.poll(() => bodyText(page)).toContain('notes.txt 格式不支持');
});

test('the purchase request dialog asks for the drug name on blur and shows the server message', async () => {
  const page = await openPage();
  await freshPharmacy(page);
  await page.goto('/pzqg');
  await page.getByRole('button', { name: '发布求购' }).first().click();
  const dialog = page.locator('.ant-modal');
  await dialog.getByPlaceholder('请输入药品名称').focus();
  await dialog.getByPlaceholder('请输入生产厂家').focus();
  await expect.poll(() => dialog.innerText()).toContain('此项不能为空');
  await dialog.getByPlaceholder('请输入药品名称').fill('盐酸氨溴索口服溶液');
  await dialog.getByPlaceholder('请输入生产厂家').fill('测试药业');
  await expect.poll(() => dialog.innerText()).toContain('赵测试');
  await dialog.getByRole('button', { name: '提交求购' }).click();
  const sent = await settled(page.locator('.ant-modal-confirm'));
  await screenshot(page, 'purchase-request-sent');
  await sent.getByRole('button').click();
  await expect.poll(() => bodyText(page), { timeout: 15_000 }).toContain('盐酸氨溴索口服溶液');
  // Its detail page, from the row's link and straight from its address without the list page.
  const href = await page.getByRole('link', { name: '盐酸氨溴索口服溶液' }).getAttribute('href');
  await page.goto(href!);
  await expect.poll(() => bodyText(page)).toContain('测试药业');
  await page.goto(page.url().replace(/&page=\d+/, ''));
  await expect.poll(() => page.locator('.pzqg-detail').innerText()).toContain('盐酸氨溴索口服溶液');
});

test('the demo buyer reads a message and the unread badge goes down', async () => {
  const page = await openPage();
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  await page.goto('/wdxx');
  const tab = page.getByRole('tab', { name: /未读消息/ });
  await expect.poll(() => tab.innerText()).toMatch(/未读消息（\d+）/);
  const before = Number((await tab.innerText()).match(/（(\d+)）/)![1]);
  if (before === 0) return; // an earlier run read them all
  await page.locator('.message-item__title').first().click();
  await (await settled(page.locator('.ant-modal-confirm'))).getByRole('button').click();
  await expect.poll(() => tab.innerText(), { timeout: 15_000 }).toContain(`（${before - 1}）`);
});

test('a visitor sends a complaint from the complaints and suggestions page', async () => {
  const page = await openPage();
  await page.goto('/help/us/tsjy');
  await page.getByPlaceholder('请详细描述您的问题或建议').fill('太短');
  await page.getByRole('button', { name: /提\s*交/ }).click();
  await expect.poll(() => bodyText(page)).toContain('请至少写5个字');
  await page.getByPlaceholder('请详细描述您的问题或建议').fill('配送比约定时间晚了两天，希望改进。');
  await page.getByRole('button', { name: /提\s*交/ }).click();
  await expect.poll(() => bodyText(page), { timeout: 15_000 }).toContain('提交成功，感谢您的反馈');
});
