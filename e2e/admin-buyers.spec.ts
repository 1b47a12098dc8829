import { expect, test } from 'vitest';
import { baseUrl, loginAs, loginStaff, openPage, screenshot, pickOption } from './support/harness.ts';
import { apiGet } from './support/store-api.ts';

test('customer service finds a buyer, opens its file, assigns a manager the buyer then sees, and disables and enables it', async () => {
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await loginStaff(page, 'service');
  await page.goto('/admin/buyers');
  await page.getByLabel('搜索').fill('demo_pending');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('keywords')).toBe('demo_pending');
  const rows = page.getByTestId('buyer-row');
  await expect.poll(() => rows.count()).toBe(1);
  expect(await rows.first().innerText()).toContain('宁波仁和诊所');
  await screenshot(page, 'admin-buyers-list');

  await rows.first().getByRole('link').click();
  await expect.poll(() => page.locator('h3').first().innerText(), { timeout: 15_000 }).toContain('宁波仁和诊所');
  // The manager is a customer-service staff member: 李强.
  await page.getByLabel('客户经理').click();
  await pickOption(page.locator('.ant-select-item-option').filter({ hasText: '李强' }));
  await expect.poll(() => page.locator('.ant-descriptions').innerText()).toContain('李强 13905710002');
  await screenshot(page, 'admin-buyer-file');

  const buyer = await openPage();
  await loginAs(buyer, 'demo_pending', 'Demo@2026');
  const base = await apiGet<{ admin: { name: string } }>(buyer, '/api/user/base');
  expect(base.admin.name).toBe('李强');

  // Disabled: the buyer is logged out at once; enabled again, it may log in.
  await page.getByRole('button', { name: /停\s*用/ }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /停\s*用/ })
    .click();
  await expect.poll(() => page.locator('h3').first().innerText()).toContain('已停用');
  const refused = await buyer.request.get(`${baseUrl}/api/user/base`);
  expect(((await refused.json()) as { code: number }).code).toBe(10001);
  await page.getByRole('button', { name: /启\s*用/ }).click();
  await expect.poll(() => page.locator('h3').first().innerText()).not.toContain('已停用');
  await loginAs(buyer, 'demo_pending', 'Demo@2026');
});

test('a reviewer narrows a buyer’s business scope to devices and health products, and the buyer’s 经营范围 says so', async () => {
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await loginStaff(page, 'reviewer');
  await page.goto('/admin/buyers?keywords=demo_buyer');
  await page.getByTestId('buyer-row').first().getByRole('link').click();
  const scope = page.locator('.buyer-page__scope');
  await scope.getByRole('button', { name: /修\s*改/ }).click();
  await scope.getByText('按证照所载类别').click();
  for (const name of ['化学药品', '中成药', '中药饮片']) await scope.getByLabel(name).uncheck();
  await scope.getByRole('button', { name: /保\s*存/ }).click();
  await expect.poll(() => scope.innerText()).toContain('按证照所载类别收窄');
  expect(await scope.locator('.ant-tag').allInnerTexts()).toEqual(['医疗器械', '保健食品']);

  const buyer = await openPage();
  await loginAs(buyer, 'demo_buyer', 'Demo@2026');
  expect((await apiGet<{ names: string[] }>(buyer, '/api/user/jyfw')).names).toEqual(['医疗器械', '保健食品']);

  // Back to what the licences allow, so the other specs' demo buyer buys drugs as before.
  await scope.getByRole('button', { name: /修\s*改/ }).click();
  await scope.getByText('按证照允许的全部类别').click();
  await scope.getByRole('button', { name: /保\s*存/ }).click();
  await expect.poll(() => scope.innerText()).toContain('按证照允许的全部类别');
  expect((await apiGet<{ names: string[] }>(buyer, '/api/user/jyfw')).names).toContain('化学药品');
});
