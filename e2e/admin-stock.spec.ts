import { expect, test } from 'vitest';
import { loginStaff, openPage, screenshot } from './support/harness.ts';

const inDays = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

test('the warehouse finds near-expiry batches, books a delivery in as a batch, and the goods’ sellable stock follows', async () => {
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await loginStaff(page, 'warehouse');
  await page.goto('/admin/stock?state=near_expiry');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThan(0);
  // Every row is within the window, soonest first.
  const expiries = await rows.locator('td:nth-child(5)').allInnerTexts();
  expect(expiries).toEqual([...expiries].sort());
  expect(new Set(await rows.locator('td:nth-child(6)').allInnerTexts())).toEqual(new Set(['近效期']));
  console.log(await screenshot(page, 'admin-stock-near-expiry'));

  // One goods' batches: book 24 units in under a new batch number.
  await rows.first().locator('td:first-child a').click();
  const sellable = page
    .locator('.ant-statistic')
    .filter({ hasText: '可售库存' })
    .locator('.ant-statistic-content-value');
  await expect.poll(() => sellable.innerText(), { timeout: 15_000 }).toMatch(/^\d/);
  const before = Number((await sellable.innerText()).replace(/\D/g, ''));
  await page.getByRole('button', { name: /入\s*库/ }).click();
  const form = page.locator('.ant-modal').filter({ hasText: '确认入库' });
  const batchNumber = `E2E${Date.now().toString(36).toUpperCase()}`;
  await form.getByLabel('批号').fill(batchNumber);
  await form.getByLabel('有效期至').fill(inDays(720));
  await form.getByLabel('有效期至').press('Enter');
  await form.getByLabel(/入库数量/).fill('24');
  await form.getByRole('button', { name: /确认入库/ }).click();
  await form.waitFor({ state: 'hidden' });
  const row = page.locator('.ant-table-row').filter({ hasText: batchNumber });
  await expect.poll(() => row.innerText()).toContain(inDays(720));
  await expect.poll(async () => Number((await sellable.innerText()).replace(/\D/g, ''))).toBe(before + 24);
  console.log(await screenshot(page, 'admin-stock-received'));

  // A count writes it down to 20; the reason is required.
  await row.getByRole('button', { name: '盘点/报损' }).click();
  const adjust = page.locator('.ant-modal').filter({ hasText: '确认调整' });
  await adjust.getByLabel(/实际数量/).fill('20');
  await adjust.getByRole('button', { name: /确认调整/ }).click();
  await expect.poll(() => adjust.locator('.ant-form-item-explain').innerText()).toBe('请填写调整原因');
  await adjust.getByLabel('原因').fill('盘点少 4 盒');
  await adjust.getByRole('button', { name: /确认调整/ }).click();
  await expect.poll(async () => Number((await sellable.innerText()).replace(/\D/g, ''))).toBe(before + 20);
});
