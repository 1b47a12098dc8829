import { expect, test } from 'vitest';
import { baseUrl, loginAs, openPage, screenshot } from './support/harness.ts';
import { apiGet } from './support/store-api.ts';

/** A real 1×1 PNG: the server checks a scan by its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const inDays = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
type Goods = { id: number; base_price: number | null };

test('a reviewer approves demo_pending’s licences in the console, and that buyer then sees prices', async () => {
  // The clinic uploads what a clinic needs (the store's /zzzj does the same call).
  const buyer = await openPage();
  await loginAs(buyer, 'demo_pending', 'Demo@2026');
  const licences = [
    { type: 'medical_institution_licence', number: 'PDY12345633020', valid_to: inDays(400) },
    { type: 'purchase_authorisation', number: 'WT-2026-7', valid_to: inDays(300) },
    { type: 'purchaser_id', number: '330203199001010011', valid_to: '' },
  ];
  for (const licence of licences) {
    const res = await buyer.request.post(`${baseUrl}/api/user/zizhi`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      multipart: { ...licence, files: { name: 'licence.png', mimeType: 'image/png', buffer: PNG } },
    });
    expect((await res.json()).code).toBe(10000);
  }
  const before = await apiGet<{ data: Goods[] }>(buyer, '/api/goods/list?page_size=5');
  expect(before.data.every((g) => g.base_price === null)).toBe(true);

  // The reviewer works the queue in the console: each licence's scan beside its fields, then 通过.
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await page.goto('/admin/login');
  await page.getByPlaceholder('用户名', { exact: true }).fill('reviewer');
  await page.getByPlaceholder('密码', { exact: true }).fill('Admin@2026');
  await page.getByRole('button', { name: '登 录' }).click();
  await page.getByRole('menuitem', { name: '资质审核' }).click();
  const rows = page.getByTestId('review-row').filter({ hasText: '宁波仁和诊所' });
  await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(3);
  const panel = page.getByTestId('licence-panel');
  await rows.first().click();
  await expect.poll(() => panel.innerText()).toContain('诊所');
  // The scan is shown from the staff route, and it is the buyer's image.
  const scan = panel.locator('img.licence-panel__scan').first();
  await expect.poll(() => scan.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await screenshot(page, 'review-queue');
  for (let left = 3; left > 0; left--) {
    await rows.first().click();
    await panel.getByRole('button', { name: '通 过' }).click();
    await expect.poll(() => rows.count()).toBe(left - 1);
  }
  // (Other buyers' licences may still wait: other specs upload some.)

  // The buyer now sees prices, on the list and on a goods page.
  const after = await apiGet<{ data: Goods[] }>(buyer, '/api/goods/list?page_size=5');
  expect(after.data.some((g) => (g.base_price ?? 0) > 0)).toBe(true);
  const priced = after.data.find((g) => (g.base_price ?? 0) > 0)!;
  await buyer.goto(`/list/info/${priced.id}`);
  await expect.poll(() => buyer.getByTestId('detail-price').innerText()).toMatch(/¥\d/);
  // The approval reached 我的消息.
  const inbox = await apiGet<{ data: { title: string }[] }>(buyer, '/api/user/message?page=1');
  expect(inbox.data.map((m) => m.title)).toContain('证照审核通过');
});
