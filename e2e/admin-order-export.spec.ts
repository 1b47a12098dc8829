import { expect, test } from 'vitest';
import ExcelJS from 'exceljs';
import { ORDER_EXPORT_HEADERS } from '@store/shared/api/admin-order-export';
import { loginStaff, openPage, screenshot } from './support/harness.ts';

const inDays = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

test('finance downloads 导出订单明细 from 订单管理: the sheet has the header and the demo buyer’s lines', async () => {
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await loginStaff(page, 'finance');

  // A range longer than a year is refused in the dialog, which says so before anything is downloaded.
  await page.goto(`/admin/orders?start_date=${inDays(-400)}&end_date=${inDays(0)}`);
  await page.getByRole('button', { name: '导出订单明细' }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '下单日期范围必填' });
  await expect.poll(() => dialog.innerText()).toContain('最长 366 天');
  await dialog.getByRole('button', { name: /导\s*出/ }).click();
  await expect
    .poll(() => dialog.locator('.ant-form-item-explain-error').innerText())
    .toBe('下单日期范围最长 366 天，请分段导出');
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await dialog.waitFor({ state: 'hidden' });

  // The list's days are the dialog's: the last 60 days, the demo buyer's company.
  await page.goto(`/admin/orders?start_date=${inDays(-60)}&end_date=${inDays(0)}`);
  await page.getByRole('button', { name: '导出订单明细' }).click();
  await dialog.getByLabel('采购商').fill('康宁大药房');
  await screenshot(page, 'admin-order-export-dialog');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: /导\s*出/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^订单明细-\d{8}\.xlsx$/);
  const path = await download.path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const sheet = book.worksheets[0]!;
  expect(sheet.name).toBe('订单明细');
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...ORDER_EXPORT_HEADERS]);
  expect(sheet.rowCount).toBeGreaterThan(1);
  const line = sheet.getRow(2).values as unknown[];
  const at = (header: (typeof ORDER_EXPORT_HEADERS)[number]) => line[ORDER_EXPORT_HEADERS.indexOf(header) + 1];
  expect(at('采购商')).toBe('杭州康宁大药房有限公司');
  expect(String(at('订单号'))).toMatch(/^\d{16,}$/);
  expect(typeof at('行金额')).toBe('number');
  expect(String(at('商品名称')).length).toBeGreaterThan(0);
  // The console stayed on 订单管理.
  expect(new URL(page.url()).pathname).toBe('/admin/orders');
});
