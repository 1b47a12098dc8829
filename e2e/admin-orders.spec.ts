import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { pdfText } from '../apps/server/src/test/pdf-text.ts';
import { baseUrl, DEMO_BUYER, loginAs, loginStaff, openPage, screenshot, pickOption } from './support/harness.ts';
import { addLineByApi, apiGet, freshGoods, XHR, type BuyableGoods } from './support/store-api.ts';

const inDays = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
type PayInfo = {
  id: number;
  order_no: string;
  status: number;
  pay_method: string;
  payable_amount: number;
  remittance_ref: string;
};

/**
 * A goods of the in-stock list (from the `skip`-th on) whose medium package the cart takes as it is (some
 * goods start above one package), and its new cart line.
 */
async function orderableGoods(buyer: Page, skip: number): Promise<{ goods: BuyableGoods; lineId: number }> {
  for (let next = skip; next < skip + 8; next++) {
    const goods = await freshGoods(buyer, { listPage: 4, skip: next });
    const lineId = await addLineByApi(buyer, goods).catch(() => null);
    if (lineId) return { goods, lineId };
  }
  throw new Error('no goods of list page 4 can be ordered by one medium package');
}

/** The buyer orders the cart line through the store's API and chooses how to pay. */
async function orderByApi(buyer: Page, lineId: number, method: 'balance' | 'transfer'): Promise<PayInfo> {
  const [address] = await apiGet<{ id: number }[]>(buyer, '/api/user/address');
  const placed = await (
    await buyer.request.post(`${baseUrl}/api/order`, {
      form: { 'ids[0]': String(lineId), address_id: String(address!.id) },
      headers: XHR,
    })
  ).json();
  if (placed.code !== 10000) throw new Error(`order: ${JSON.stringify(placed).slice(0, 300)}`);
  const paid = await (
    await buyer.request.post(`${baseUrl}/api/order/${placed.data.id}/pay`, { form: { method }, headers: XHR })
  ).json();
  if (paid.code !== 10000) throw new Error(`pay: ${JSON.stringify(paid).slice(0, 300)}`);
  return apiGet<PayInfo>(buyer, `/api/order/${placed.data.id}/pay`);
}

test('the warehouse ships an order from the batch it picks, and the delivery note names that batch', async () => {
  const buyer = await openPage();
  await loginAs(buyer, DEMO_BUYER.username, DEMO_BUYER.password);
  const { goods, lineId } = await orderableGoods(buyer, 0);

  // A delivery of this goods is booked in under a batch of its own, which the warehouse will choose.
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await loginStaff(page, 'warehouse');
  const batchNumber = `E2E${Date.now().toString(36).toUpperCase()}`;
  const received = await (
    await page.request.post(`${baseUrl}/api/admin/goods/${goods.id}/batches`, {
      form: { batch_number: batchNumber, expiry_date: inDays(500), quantity: '500' },
      headers: XHR,
    })
  ).json();
  expect(received.code).toBe(10000);
  const order = await orderByApi(buyer, lineId, 'balance');
  expect(order.status).toBe(1);

  // 订单管理 → 待发货 → the order, found by its number.
  await page.goto('/admin/orders');
  await page.locator('[data-queue="pending_shipment"]').click();
  await page.getByPlaceholder('订单号、采购商、手机号、汇款附言').fill(order.order_no);
  await page.getByRole('button', { name: /搜\s*索/ }).click();
  const row = page.locator('.ant-table-row').filter({ hasText: order.order_no });
  await expect.poll(() => page.locator('.ant-table-row').count(), { timeout: 15_000 }).toBe(1);
  await expect.poll(() => page.getByTestId('queue-count-pending_shipment').innerText()).toBe('1');
  await row.getByRole('link', { name: order.order_no }).click();
  const detail = page.getByTestId('order-detail');
  await expect.poll(() => detail.innerText(), { timeout: 15_000 }).toContain('待发货');

  // 发货: the line starts from the first-expiry-first-out suggestion; the warehouse picks the new batch instead.
  await page.getByRole('button', { name: /发\s*货/ }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '确认发货' });
  const pick = dialog.getByTestId('ship-pick');
  await expect.poll(() => pick.count(), { timeout: 15_000 }).toBeGreaterThan(0);
  while ((await pick.count()) > 1) await pick.last().getByRole('button', { name: '移除该批次' }).click();
  await pick.first().locator('.ant-select').click();
  await pickOption(page.locator('.ant-select-item-option').filter({ hasText: batchNumber }));
  await pick.first().getByLabel('数量').fill(String(goods.middle_package));
  await expect.poll(() => dialog.innerText()).toContain(`合计 ${goods.middle_package} / 应发 ${goods.middle_package}`);
  await dialog.getByLabel('物流公司').fill('顺丰速运');
  await dialog.getByLabel('运单号').fill('SF2026112500001');
  await screenshot(page, 'admin-orders-ship');
  await dialog.getByRole('button', { name: '确认发货' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => detail.innerText()).toContain('已发货');
  await expect.poll(() => detail.getByTestId('line-pick').innerText()).toContain(batchNumber);
  await expect.poll(() => detail.innerText()).toContain('SF2026112500001');
  await screenshot(page, 'admin-orders-shipped');

  // 随货同行单 opens in a new tab; the PDF it shows names the batch and the buyer. The headless shell has no
  // PDF viewer (it saves the file), so the tab's own navigation request is what is checked, not its URL bar.
  const noteUrl = `${baseUrl}/api/admin/order/${order.id}/delivery_note`;
  const [tab, opened] = await Promise.all([
    page.context().waitForEvent('page'),
    page.context().waitForEvent('request', (r) => r.url() === noteUrl && r.isNavigationRequest()),
    page.getByRole('link', { name: '随货同行单（PDF）' }).click(),
  ]);
  expect(opened.frame().page()).toBe(tab);
  const pdf = await page.request.get(noteUrl);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(bytes);
  expect(text).toContain(batchNumber);
  expect(text).toContain(inDays(500));
  expect(text).toContain(order.order_no);
  expect(text).toContain('杭州康宁大药房有限公司');
  expect(text).toContain(goods.name);
});

test('finance finds a transfer by its remittance reference, confirms it, and the buyer’s order shows 待发货', async () => {
  const buyer = await openPage();
  await loginAs(buyer, DEMO_BUYER.username, DEMO_BUYER.password);
  const { lineId } = await orderableGoods(buyer, 3);
  const order = await orderByApi(buyer, lineId, 'transfer');
  expect(order).toMatchObject({ status: 0, pay_method: 'transfer' });

  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await loginStaff(page, 'finance');
  await page.goto('/admin/orders');
  await page.locator('[data-queue="awaiting_transfer"]').click();
  await page.getByPlaceholder('订单号、采购商、手机号、汇款附言').fill(order.remittance_ref);
  await page.getByPlaceholder('如 1280.00').fill(order.payable_amount.toFixed(2));
  await page.getByRole('button', { name: /搜\s*索/ }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('keywords')).toBe(order.remittance_ref);
  const rows = page.locator('.ant-table-row');
  await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
  await expect.poll(() => rows.first().innerText()).toContain(order.order_no);
  await screenshot(page, 'admin-orders-transfer-queue');

  // The dialog repeats the reference and amount to check against the bank statement.
  await rows.first().getByRole('button', { name: '确认收款' }).click();
  const dialog = page.locator('.ant-modal-confirm');
  await expect.poll(() => dialog.getByTestId('transfer-confirm-ref').innerText()).toBe(order.remittance_ref);
  await expect
    .poll(() => dialog.getByTestId('transfer-confirm-amount').innerText())
    .toBe(`¥${order.payable_amount.toFixed(2)}`);
  await screenshot(page, 'admin-orders-transfer-confirm');
  await dialog.getByRole('button', { name: '确认收款' }).click();
  await page.getByText(`订单 ${order.order_no} 已确认收款，转入待发货`).waitFor();
  // It left the queue.
  await expect.poll(() => rows.count()).toBe(0);
  await expect.poll(() => page.getByTestId('queue-count-awaiting_transfer').innerText()).toBe('0');

  // The buyer's order centre shows it paid, waiting for shipment.
  await buyer.goto(`/order/info/${order.id}`);
  await expect.poll(() => buyer.locator('.order-detail__status-text').innerText(), { timeout: 15_000 }).toBe('待发货');
  expect(await apiGet<PayInfo>(buyer, `/api/order/${order.id}/pay`)).toMatchObject({ status: 1 });
});
