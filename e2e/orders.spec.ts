import { expect, test } from 'vitest';
import { DEMO_BUYER, loginAs, loginStaff, openPage, screenshot } from './support/harness.ts';
import { apiGet } from './support/store-api.ts';

const CSRF = { 'x-requested-with': 'XMLHttpRequest' };
type Order = {
  id: number;
  order_no: string;
  status: number;
  lines: { id: number; name: string; number: number; returned_number: number }[];
};

/** A 1×1 PNG, as a phone photo of a damaged box would be (type checked by bytes on the server). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a buyer switches order tabs, finds an order by its number and opens its detail', async () => {
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
  console.log(await screenshot(page, 'order-centre-search'));

  await page.locator('.order-card').getByRole('link', { name: target!.order_no }).click();
  await page.locator('.order-detail').waitFor();
  const detail = page.locator('.order-detail');
  await expect.poll(() => detail.locator('.order-detail__status-text').textContent()).toBe('已完成');
  await expect.poll(() => detail.locator('.ant-table-thead').textContent()).toContain('批号');
  await expect.poll(() => detail.locator('.order-timeline').textContent()).toContain('商品已出库');
  console.log(await screenshot(page, 'order-detail'));
});

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
  await page.locator('.ant-select-item-option', { hasText: '包装破损' }).click();
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
  console.log(await screenshot(page, 'return-refunded'));
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
  console.log(await screenshot(page, 'member-centre'));
  await page.locator('[data-count="pending_shipment"]').click();
  await expect.poll(() => page.url()).toContain('/order?status=1');

  await page.goto('/dzfp');
  const download = page.locator('.invoice-table a', { hasText: '下载' }).first();
  await download.waitFor();
  const href = await download.getAttribute('href');
  const file = await page.request.get(href!);
  expect(file.headers()['content-type']).toBe('application/pdf');
  console.log(await screenshot(page, 'invoices'));
});
