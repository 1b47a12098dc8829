import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, DEMO_BUYER, loginAs, loginStaff, openPage, screenshot, pickOption } from './support/harness.ts';
import { addLineByApi, apiGet, freshGoods } from './support/store-api.ts';
import { pdfText } from '../apps/server/src/test/pdf-text.ts';
import { printedAlone } from './support/print.ts';
import ExcelJS from 'exceljs';
import { RECEIVING_EXPORT_HEADERS } from '@store/shared/api/receiving';

const DAY = 86_400_000;

const CSRF = { 'x-requested-with': 'XMLHttpRequest' };
type Order = {
  id: number;
  order_no: string;
  created_at: number;
  status: number;
  pay_method: string;
  paid_amount: number;
  lines: { id: number; name: string; number: number; returned_number: number }[];
};

/** A 1×1 PNG, as a phone photo of a damaged box would be (type checked by bytes on the server). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a buyer switches order tabs, finds an order by its number, opens its detail, prints it and downloads its 随货同行单 and 入库验收单', async () => {
  const page = await openPage();
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  await page.goto('/order');
  await page.locator('.order-card').first().waitFor();
  await page.getByRole('tab', { name: /已完成/ }).click();
  await expect.poll(() => page.url()).toContain('status=3');
  await expect
    .poll(async () => {
      const states = await page.locator('.order-card__status').allTextContents();
      return states.length > 0 && states.every((s) => s === '已完成');
    })
    .toBe(true);

  const completed = await apiGet<{ data: Order[] }>(page, '/api/order?status=3');
  const target = completed.data[completed.data.length - 1];
  await page.getByRole('tab', { name: '全部订单' }).click();
  await page.getByLabel('订单号或商品名称').fill(target!.order_no);
  await page
    .locator('.order-search')
    .getByRole('button', { name: /搜\s*索/ })
    .click();
  await expect.poll(() => page.locator('.order-card').count()).toBe(1);
  await screenshot(page, 'order-centre-search');

  await page.locator('.order-card').getByRole('link', { name: target!.order_no }).click();
  await page.locator('.order-detail').waitFor();
  const detail = page.locator('.order-detail');
  await expect.poll(() => detail.locator('.order-detail__status-text').textContent()).toBe('已完成');
  await expect.poll(() => detail.locator('.ant-table-thead').textContent()).toContain('批号');
  await expect.poll(() => detail.locator('.order-timeline').textContent()).toContain('商品已出库');
  await screenshot(page, 'order-detail');
  // The waybill opens the carrier's tracking (快递100) in a new tab.
  const waybill = detail.getByTestId('waybill-link');
  expect(await waybill.getAttribute('href')).toMatch(/^https:\/\/www\.kuaidi100\.com\/chaxun\?com=\w+&nu=\w+$/);
  expect(await waybill.getAttribute('target')).toBe('_blank');

  // 打印订单 prints the order's details alone, without the store around them or the order's buttons.
  const printed = await printedAlone(page, () => detail.getByTestId('print-order').click(), '.order-print');
  expect(printed).toMatchObject({ printed: 1, header: false, page: false, visible: true });
  for (const words of ['采购订单', target!.order_no, '商品清单', '订单跟踪', ...target!.lines.map((l) => l.name)])
    expect(printed.text, words).toContain(words);
  for (const words of ['打印订单', '再次购买']) expect(printed.text, words).not.toContain(words);
  await screenshot(page, 'order-print');
  await printed.done();
  await expect.poll(() => page.locator('.order-print').count()).toBe(0);

  // The buyer's own 随货同行单, for receiving the goods: it opens in a new tab (the headless shell saves a PDF
  // rather than showing it, so the tab's navigation is checked), and names the order, the buyer and each line.
  const noteUrl = `${baseUrl}/api/order/${target!.id}/delivery_note`;
  const [tab, opened] = await Promise.all([
    page.context().waitForEvent('page'),
    page.context().waitForEvent('request', (r) => r.url() === noteUrl && r.isNavigationRequest()),
    detail.getByTestId('delivery-note-link').click(),
  ]);
  expect(opened.frame().page()).toBe(tab);
  const pdf = await page.request.get(noteUrl);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  // A long name wraps in its cell: compared without the line breaks.
  const flat = (words: string) => words.replace(/\s+/g, '');
  const text = flat(pdfText(await pdf.body()));
  for (const words of ['随货同行单', target!.order_no, '杭州康宁大药房有限公司', ...target!.lines.map((l) => l.name)])
    expect(text, words).toContain(flat(words));

  // 入库验收单 of this order, and of the days the list's range holds: the .xlsx a pharmacy receives against.
  const own = await downloadedSheet(page, () => detail.getByTestId('receiving-export-link').click());
  expect(new Set(own.map((row) => row.订单号))).toEqual(new Set([target!.order_no]));
  expect(new Set(own.map((row) => row.商品名称))).toEqual(new Set(target!.lines.map((l) => l.name)));
  for (const row of own) expect(row.批号, row.商品名称).not.toBe('');
  await page.goto('/order');
  await screenshot(page, 'order-list-receiving-export');
  const all = await downloadedSheet(page, () => page.getByTestId('receiving-export').click());
  const shipped = await apiGet<{ data: Order[] }>(page, '/api/order?status=2');
  const recent = [...shipped.data, ...completed.data].filter((o) => o.created_at * 1000 > Date.now() - 29 * DAY);
  expect(recent.length).toBeGreaterThan(0);
  for (const order of recent) expect(all.map((row) => row.订单号)).toContain(order.order_no);
});

/** The .xlsx a click downloads, as rows keyed by the receiving sheet's headers. */
async function downloadedSheet(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  expect(download.suggestedFilename()).toMatch(/^入库验收单-\d{8}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const [header, ...rows] = book.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
  expect(header!.slice(1)).toEqual([...RECEIVING_EXPORT_HEADERS]);
  return rows.map(
    (r) =>
      Object.fromEntries(RECEIVING_EXPORT_HEADERS.map((h, i) => [h, String(r[i + 1] ?? '')])) as Record<
        (typeof RECEIVING_EXPORT_HEADERS)[number],
        string
      >,
  );
}

test('a buyer asks to return goods with a photo; the operator approves and the buyer sees the refund and the history', async () => {
  const page = await openPage();
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  const completed = await apiGet<{ data: Order[] }>(page, '/api/order?status=3');
  const order = completed.data.find((o) => o.lines.some((l) => l.number - l.returned_number >= 1))!;
  const balanceBefore = (await apiGet<{ balance: number }>(page, '/api/user/user_money')).balance;

  await page.goto(`/order/returnInfo/${order.id}`);
  await page.locator('.after-sales-form').waitFor();
  await page.locator('.after-sales-form .ant-input-number-input').first().fill('1');
  await page.locator('.after-sales-form .ant-select').click();
  await pickOption(page.locator('.ant-select-item-option', { hasText: '包装破损' }));
  await page.getByPlaceholder('请描述具体问题').fill('外箱受潮，一盒包装破损');
  await page
    .locator('.after-sales-form input[type=file]')
    .setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: PNG });
  await page
    .locator(
      '.after-sales-form .ant-upload-list-item-done, .after-sales-form .ant-upload-list-item:not(.ant-upload-list-item-uploading)',
    )
    .first()
    .waitFor();
  await page.getByRole('button', { name: '提交退货申请' }).click();
  const request = page.locator('.after-sales-request').first();
  await expect.poll(() => request.locator('.after-sales-status').textContent()).toBe('待审核');
  await expect.poll(() => request.locator('.after-sales-photos img').count()).toBe(1);
  const requestId = Number(await request.getAttribute('data-request-id'));

  const operator = await openPage();
  await loginStaff(operator, 'service');
  const review = await operator.request.post(`/api/admin/after_sales/${requestId}/review`, {
    form: { action: 'approve', refund_to: 'balance' },
    headers: CSRF,
  });
  const reviewed = await review.json();
  expect(reviewed.code).toBe(10000);

  await page.reload();
  const done = page.locator(`.after-sales-request[data-request-id="${requestId}"]`);
  await expect.poll(() => done.locator('.after-sales-status').textContent()).toBe('已退款');
  await expect.poll(() => done.locator('.after-sales-history').textContent()).toContain('审核通过');
  await expect.poll(() => done.locator('.after-sales-refund').textContent()).toContain('退至账户余额');
  await screenshot(page, 'return-refunded');
  const balanceAfter = (await apiGet<{ balance: number }>(page, '/api/user/user_money')).balance;
  expect(Math.round((balanceAfter - balanceBefore) * 100)).toBe(Math.round(reviewed.data.refund_amount * 100));
  await page.goto('/user_hyzx');
  await expect.poll(() => page.locator('.member-balance b').textContent()).toBe(`¥${balanceAfter.toFixed(2)}`);
});

test('the member centre shows order counts linking to the tabs, and /dzfp downloads the issued invoice', async () => {
  const page = await openPage();
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  const counts = await apiGet<Record<string, number>>(page, '/api/order/counts');
  await page.goto('/user_hyzx');
  await expect.poll(() => page.locator('[data-count="shipped"] b').textContent()).toBe(String(counts.shipped));
  await screenshot(page, 'member-centre');
  await page.locator('[data-count="pending_shipment"]').click();
  await expect.poll(() => page.url()).toContain('/order?status=1');

  await page.goto('/dzfp');
  const download = page.locator('.invoice-table a', { hasText: '下载' }).first();
  await download.waitFor();
  const href = await download.getAttribute('href');
  const file = await page.request.get(href!);
  expect(file.headers()['content-type']).toBe('application/pdf');
  await screenshot(page, 'invoices');
});

/** The 取消订单 dialog's text on the order's detail page; the dialog is closed with 再想想 (nothing changes). */
async function cancelDialogText(page: Page, orderId: number): Promise<string> {
  await page.goto(`/order/info/${orderId}`);
  await page.locator('.order-detail').getByRole('button', { name: '取消订单' }).click();
  const dialog = page.locator('.ant-modal-confirm');
  await expect.poll(() => dialog.textContent()).toContain('确定取消该订单吗');
  const text = (await dialog.textContent()) ?? '';
  await dialog.getByRole('button', { name: '再想想' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  return text;
}

test('cancelling a paid order says where the money goes: the balance, the wallet for a transfer, the gateway for an online payment', async () => {
  const page = await openPage();
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  const waiting = (await apiGet<{ data: Order[] }>(page, '/api/order?status=1&page_size=50')).data;

  const byBalance = waiting.find((o) => o.pay_method === 'balance' && o.paid_amount > 0)!;
  const balanceText = await cancelDialogText(page, byBalance.id);
  expect(balanceText).toContain(`已支付的 ¥${byBalance.paid_amount.toFixed(2)} 将退回您的账户余额`);

  const byTransfer = waiting.find((o) => o.pay_method === 'transfer' && o.paid_amount > 0)!;
  expect(await cancelDialogText(page, byTransfer.id)).toContain('将退回您的账户余额（不退回对公账户）');

  // An order paid online through the sandbox gateway (the test build's only one), paid by the API the cashier posts.
  const lineId = await addLineByApi(page, await freshGoods(page, { listPage: 3, skip: 4, freeShipping: false }));
  await page.goto(`/cart/step2?ids=${lineId}`);
  await page.getByTestId('checkout-confirm').waitFor();
  await expect.poll(() => page.locator('.address-card[aria-checked="true"]').count()).toBe(1);
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/cart\/step3\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  const start = await page.request.post(`${baseUrl}/api/order/${orderId}/pay`, {
    form: { method: 'online', gateway: 'sandbox' },
    headers: CSRF,
  });
  const cashier = new URL((await start.json()).data.redirect_url, baseUrl);
  const paid = await page.request.post(`${baseUrl}/api/pay/sandbox/pay`, {
    form: Object.fromEntries(cashier.searchParams),
    headers: { origin: baseUrl },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  await expect.poll(async () => (await apiGet<Order>(page, `/api/order/${orderId}`)).status).toBe(1);

  const onlineText = await cancelDialogText(page, orderId);
  expect(onlineText).toContain('将原路退回原支付渠道（支付宝/微信）');
  expect(onlineText).not.toContain('账户余额');

  // Cancelled: the money goes back through the gateway, as the dialog said, and the wallet is untouched.
  const balanceBefore = (await apiGet<{ balance: number }>(page, '/api/user/user_money')).balance;
  await page.locator('.order-detail').getByRole('button', { name: '取消订单' }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: '确定取消' }).click();
  await expect.poll(() => page.locator('.order-detail__status-text').textContent()).toBe('已取消');
  await expect.poll(() => page.locator('.order-timeline').textContent()).toContain('将原路退回');
  expect((await apiGet<{ balance: number }>(page, '/api/user/user_money')).balance).toBe(balanceBefore);
  await screenshot(page, 'cancelled-online-order');
});
