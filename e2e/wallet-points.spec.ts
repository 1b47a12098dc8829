import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  baseUrl,
  confirmDialog,
  DEMO_BUYER,
  loginAs,
  loginStaff,
  openPage,
  PHONE,
  screenshot,
  pickOption,
} from './support/harness.ts';
import { addLineByApi, apiGet, freshGoods, XHR } from './support/store-api.ts';

type PointsAnswer = {
  points: number;
  expiring: { points: number; expires_at: number };
  data: { type: string; change: number; order_id: number | null; order_no: string | null }[];
  total: number;
};

/** The points as /jfgl shows them. */
async function shownPoints(page: Page): Promise<number> {
  const points = page.getByTestId('points-balance');
  await expect.poll(() => points.textContent()).toMatch(/^\d+$/);
  return Number(await points.textContent());
}

const ledgerTypes = (page: Page) =>
  page.locator('.points-ledger tbody tr.ant-table-row td:nth-child(2)').allTextContents();

/** The buyer orders one medium package of a fresh goods through the API and pays it from the balance. */
async function paidOrder(buyer: Page): Promise<{ id: number; order_no: string; payable_amount: number }> {
  for (let skip = 0; skip < 8; skip++) {
    const goods = await freshGoods(buyer, { listPage: 6, skip });
    const lineId = await addLineByApi(buyer, goods).catch(() => null);
    if (!lineId) continue;
    const [address] = await apiGet<{ id: number }[]>(buyer, '/api/user/address');
    const placed = await (
      await buyer.request.post(`${baseUrl}/api/order`, {
        form: { 'ids[0]': String(lineId), address_id: String(address!.id) },
        headers: XHR,
      })
    ).json();
    if (placed.code !== 10000) throw new Error(`order: ${JSON.stringify(placed).slice(0, 300)}`);
    const paid = await (
      await buyer.request.post(`${baseUrl}/api/order/${placed.data.id}/pay`, {
        form: { method: 'balance' },
        headers: XHR,
      })
    ).json();
    if (paid.code !== 10000) throw new Error(`pay: ${JSON.stringify(paid).slice(0, 300)}`);
    return apiGet(buyer, `/api/order/${placed.data.id}/pay`);
  }
  throw new Error('no goods of list page 6 can be ordered by one medium package');
}

test('the demo buyer completes an order and finds its points on /jfgl, with the year-end expiry and filters', async () => {
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  const order = await paidOrder(page);
  // The warehouse ships it.
  const warehouse = await openPage();
  await loginStaff(warehouse, 'warehouse');
  const shipped = await (
    await warehouse.request.post(`${baseUrl}/api/admin/order/${order.id}/ship`, {
      data: { carrier: '顺丰速运', tracking_no: `SF${order.id}E2E` },
      headers: XHR,
    })
  ).json();
  expect(shipped.code).toBe(10000);

  // 我的积分 in the member centre leads to /jfgl.
  await page.goto('/user_hyzx');
  await page.locator('.member-points').click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/jfgl');
  const before = await shownPoints(page);
  const answer = await apiGet<PointsAnswer>(page, '/api/user/points_log');
  expect(before).toBe(answer.points);
  // The seed's carry-over from last year expires at this year-end.
  if (answer.expiring.points > 0)
    expect(await page.getByTestId('points-expiry').textContent()).toContain(`${answer.expiring.points} 积分将于`);
  await expect
    .poll(() => page.locator('.points-ledger tbody tr.ant-table-row').count())
    .toBe(Math.min(10, answer.total));

  // Confirming receipt completes the order and earns floor(yuan paid) points.
  await page.goto(`/order/info/${order.id}`);
  await page.getByRole('button', { name: '确认收货' }).click();
  await confirmDialog(page);
  await page.getByText('已确认收货').first().waitFor();
  const earned = Math.floor(order.payable_amount);
  await page.goto('/jfgl');
  await expect.poll(() => shownPoints(page)).toBe(before + earned);
  const top = page.locator('.points-ledger tbody tr.ant-table-row').first();
  expect(await top.locator('td:nth-child(2)').textContent()).toBe('购物获得');
  expect(await top.locator('.wallet-amount').textContent()).toBe(`+${earned}`);
  expect(await top.getByRole('link', { name: order.order_no }).getAttribute('href')).toBe(`/order/info/${order.id}`);
  expect(await top.textContent()).toMatch(/有效期至 \d{4}-12-31/);
  await screenshot(page, 'points-1440');

  // 购物获得 only, kept in the URL.
  await page.getByLabel('积分类型').click();
  await pickOption(page.locator('.ant-select-item-option').filter({ hasText: '购物获得' }));
  await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('earn');
  await expect
    .poll(async () => {
      const types = await ledgerTypes(page);
      return types.length > 0 && types.every((t) => t === '购物获得');
    })
    .toBe(true);
  // A range without any change shows the empty state; 清除筛选 brings back everything.
  await page.goto('/jfgl?from=2020-01-01&to=2020-01-31');
  await page.getByText('没有符合条件的积分记录').waitFor();
  await page.getByRole('button', { name: '清除筛选' }).click();
  await expect.poll(() => new URL(page.url()).search).toBe('');

  // On a phone the page fits the screen: no sideways scrolling.
  const phone = await openPage(PHONE);
  await loginAs(phone, DEMO_BUYER.username, DEMO_BUYER.password);
  await phone.goto('/wdqb_jfgl');
  expect(await shownPoints(phone)).toBe(before + earned);
  await phone.locator('.points-ledger tbody tr.ant-table-row').first().waitFor();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(phone, 'points-390');
});
