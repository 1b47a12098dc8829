import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { QcReport, QcReportPage } from '@store/shared/api/qc-reports';
import { DEMO_BUYER, baseUrl, loginAs, openPage, screenshot } from './support/harness.ts';
import { printedAlone } from './support/print.ts';

/** A demo drug with a report on file: 感冒灵颗粒 has a package insert and an approval number. */
async function reportOfADrug(page: Page): Promise<QcReport> {
  const res = await page.request.get(`${baseUrl}/api/qc_report?keywords=${encodeURIComponent('感冒灵颗粒')}`);
  const found = ((await res.json()) as { data: QcReportPage }).data.data[0];
  if (!found) throw new Error('the demo data has no report of 感冒灵颗粒');
  return found;
}

test('a visitor reads the package insert and the approval number, and sees the batches to log in for', async () => {
  const page = await openPage();
  const report = await reportOfADrug(page);
  await page.goto(`/list/info/${report.goods_id}`);
  await expect
    .poll(() => page.getByTestId('detail-approval-number').innerText(), { timeout: 15_000 })
    .toBe(`批准文号：${report.approval_number}`);

  await page.getByRole('tab', { name: '说明书' }).click();
  const insert = page.getByTestId('goods-instructions');
  await expect.poll(() => insert.innerText()).toContain('【用法用量】');
  await expect.poll(() => insert.innerText()).toContain(`【批准文号】\n${report.approval_number}`);
  await expect.poll(() => insert.innerText()).toContain(report.sccj);
  await screenshot(page, 'instructions');

  await page.getByRole('tab', { name: '质检报告' }).click();
  const table = page.getByTestId('qc-report-table');
  await expect.poll(() => table.innerText()).toContain(report.batch_number);
  await expect.poll(() => table.innerText()).toContain('登录后查看');
});

test('a buyer downloads a batch report from the detail page as a PDF', async () => {
  const page = await openPage();
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  const report = await reportOfADrug(page);
  await page.goto(`/list/info/${report.goods_id}`);
  await page.getByRole('tab', { name: '质检报告' }).click();
  const row = page.getByTestId('qc-report-table').locator('tr', { hasText: report.batch_number });
  const link = row.getByRole('link', { name: '下载' });
  await link.waitFor({ timeout: 15_000 });
  await screenshot(page, 'batch-reports');

  // What the link serves: a PDF, to the buyer's own session.
  const href = await link.getAttribute('href');
  const file = await page.request.get(`${baseUrl}${href}`);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // Clicking it downloads the file under its Chinese name.
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`质检报告-${report.goods_name}-${report.batch_number}.pdf`);
});

test('the header link opens 质检报告查询, which finds a report by its batch number', async () => {
  const page = await openPage();
  const report = await reportOfADrug(page);
  await page.goto('/');
  await page.getByRole('link', { name: '质检报告查询' }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/zjbg');
  await expect.poll(() => page.title()).toContain('质检报告查询');

  const search = page.getByPlaceholder('商品名称 / 拼音首字母 / 批号');
  await search.fill(report.batch_number);
  await search.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('keywords')).toBe(report.batch_number);
  const row = page.getByTestId('qc-report-table').locator('tbody tr', { hasText: report.batch_number });
  await expect.poll(() => row.first().innerText(), { timeout: 15_000 }).toContain(report.goods_name);
  await expect.poll(() => row.first().innerText()).toContain(report.report_no);
  await screenshot(page, 'zjbg-search');
});

test('a pack with no batch of its own shows the drug’s reports /zjbg offers, and 说明书 prints alone', async () => {
  const page = await openPage();
  // 连花清瘟胶囊 comes in several packs; the one without its own batch on file shares the others' reports.
  const found = await page.request.get(`${baseUrl}/api/qc_report?keywords=${encodeURIComponent('连花清瘟胶囊')}`);
  const reports = ((await found.json()) as { data: QcReportPage }).data.data;
  const packs = await page.request.get(`${baseUrl}/api/goods/list?keywords=${encodeURIComponent('连花清瘟胶囊')}`);
  const listed = ((await packs.json()) as { data: { data: { id: number; name: string; approval_number: string }[] } })
    .data.data;
  const bare = listed.find((g) => g.name === '连花清瘟胶囊' && !reports.some((r) => r.goods_id === g.id))!;
  const sameDrug = reports.filter((r) => r.approval_number === bare.approval_number);
  expect(sameDrug.length).toBeGreaterThan(0);

  await page.goto(`/list/info/${bare.id}`);
  await page.getByRole('tab', { name: '质检报告' }).click();
  const table = page.getByTestId('qc-report-table');
  await expect.poll(() => table.innerText(), { timeout: 15_000 }).toContain(sameDrug[0]!.batch_number);
  const text = await table.innerText();
  expect(text).not.toContain('暂无质检报告');
  for (const report of sameDrug) expect(text).toContain(report.batch_number);
  await screenshot(page, 'reports-of-the-drug');

  // 打印说明书 prints the insert and nothing else of the page.
  await page.getByRole('tab', { name: '说明书' }).click();
  const printed = await printedAlone(
    page,
    () => page.getByRole('button', { name: '打印说明书' }).click(),
    '.instructions-print',
  );
  expect(printed).toMatchObject({ printed: 1, header: false, page: false, visible: true });
  expect(printed.text).toContain('【用法用量】');
  expect(printed.text).toContain('连花清瘟胶囊');
  expect(printed.text).not.toContain('打印说明书');
  await screenshot(page, 'instructions-print');
  await printed.done();
  await expect.poll(() => page.locator('.instructions-print').count()).toBe(0);
});
