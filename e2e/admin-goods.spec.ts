import { expect, test } from 'vitest';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { baseUrl, loginAs, openPage, screenshot } from './support/harness.ts';
import { consoleLogin } from './support/console.ts';
import { apiGet, XHR } from './support/store-api.ts';

type AdminGoods = { id: number; name: string; base_price: number; [key: string]: unknown };

/** Puts a goods' saved form back as it was (specs share one store): its detail is its own form body. */
async function restore(page: Page, goods: AdminGoods) {
  const { id, images: _i, stock: _s, sales: _n, created_at: _c, updated_at: _u, ...form } = goods;
  const body = Object.fromEntries(Object.entries(form).filter(([, value]) => value !== null));
  const res = await page.request.post(`${baseUrl}/api/admin/goods/${id}`, { data: body, headers: XHR });
  expect((await res.json()).code).toBe(10000);
}

test('marketing edits a goods price in the console and the buyer’s detail page shows it', async () => {
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await consoleLogin(page, 'marketing');
  // A health product, which the other specs do not buy: its price is put back at the end anyway.
  const [picked] = (
    await apiGet<{ data: AdminGoods[] }>(page, '/api/admin/goods?drug_class=health&listed=1&page_size=1')
  ).data;
  const before = await apiGet<AdminGoods>(page, `/api/admin/goods/${picked!.id}`);
  const newPrice = (before.base_price + 3.21).toFixed(2);

  await page.getByRole('menuitem', { name: '商品管理' }).click();
  await page.getByPlaceholder('名称、厂家、批准文号或拼音首字母').fill(before.name);
  await page.getByRole('button', { name: '查 询' }).click();
  // The search's count, as the API counts it (through search's terms, listed and unlisted goods alike).
  const found = await apiGet<{ total: number }>(page, `/api/admin/goods?keywords=${encodeURIComponent(before.name)}`);
  expect(found.total).toBeGreaterThan(0);
  await expect.poll(() => page.getByTestId('goods-total').innerText()).toBe(`共 ${found.total} 个商品`);
  await page.getByRole('link', { name: before.name, exact: true }).first().click();
  await expect.poll(() => page.getByLabel('商品名称').inputValue()).toBe(before.name);
  const price = page.getByLabel('供货价（元）');
  await price.fill(newPrice);
  await page.getByRole('button', { name: '保 存' }).click();
  await expect.poll(() => page.locator('.ant-message').innerText()).toContain('已保存');

  // The change is in the goods' 调价记录, by the marketing user.
  await page.getByRole('tab', { name: '调价记录' }).click();
  const row = page.locator('.price-log .ant-table-row').first();
  await expect.poll(() => row.innerText()).toContain(`¥${before.base_price.toFixed(2)} → ¥${newPrice}`);
  expect(await row.innerText()).toContain('孙运营');
  await screenshot(page, 'admin-goods-price-log');

  // The buyer sees the new price on the goods page at once.
  const buyer = await openPage();
  await loginAs(buyer, 'demo_buyer', 'Demo@2026');
  await buyer.goto(`/list/info/${before.id}`);
  await expect.poll(() => buyer.getByTestId('detail-price').innerText()).toContain(newPrice);

  await restore(page, before);
});

test('an import with one bad row changes nothing and shows that row’s error', async () => {
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await consoleLogin(page, 'marketing');
  await page.getByRole('menuitem', { name: '商品管理' }).click();

  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('商品');
  sheet.addRow(['商品名称', '生产厂家', '规格', '包装单位', '供货价']);
  sheet.addRow(['导入测试维C片', '杭州测试制药有限公司', '0.1g*100片', '瓶', 8.5]);
  sheet.addRow(['导入测试钙片', '杭州测试制药有限公司', '60片', '瓶', '八块五']);
  const buffer = Buffer.from(await book.xlsx.writeBuffer());

  await page.locator('.goods-page__actions input[type=file]').setInputFiles({
    name: '商品导入.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  const dialog = page.locator('.ant-modal').filter({ hasText: '导入结果' });
  await expect.poll(() => dialog.innerText(), { timeout: 15_000 }).toContain('有 1 行有误，未导入任何商品');
  const error = dialog.locator('.import-report__errors .ant-table-row').first();
  expect((await error.innerText()).split(/\s+/)).toEqual(['3', '供货价', '供货价格式不正确']);
  await screenshot(page, 'admin-goods-import-report');

  // All or nothing: the good row was not created either.
  const found = await apiGet<{ total: number }>(
    page,
    `/api/admin/goods?keywords=${encodeURIComponent('导入测试维C片')}`,
  );
  expect(found.total).toBe(0);
});

test('a photo marketing uploads reaches the buyer scaled to the screen, as AVIF', async () => {
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await consoleLogin(page, 'marketing');
  const [picked] = (
    await apiGet<{ data: AdminGoods[] }>(page, '/api/admin/goods?drug_class=health&listed=1&page_size=1&page=2')
  ).data;
  const goods = await apiGet<AdminGoods & { images: string[] }>(page, `/api/admin/goods/${picked!.id}`);
  const { default: sharp } = await import('sharp');
  const photo = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#2f7fd0' } })
    .png()
    .toBuffer();

  await page.goto(`/admin/goods/${goods.id}?tab=images`);
  await page.locator('.goods-images__panel input[type=file]').setInputFiles({
    name: '实拍图.png',
    mimeType: 'image/png',
    buffer: photo,
  });
  const items = page.locator('.goods-images__item');
  await expect.poll(() => items.count()).toBe(goods.images.length + 1);
  const after = await apiGet<{ images: string[] }>(page, `/api/admin/goods/${goods.id}`);
  const uploaded = after.images.at(-1)!;
  // The photo as the main picture (specs share one store: the order is put back at the end).
  const order = (images: string[]) =>
    page.request.post(`${baseUrl}/api/admin/goods/${goods.id}/images/order`, { data: { images }, headers: XHR });
  await order([uploaded, ...goods.images]);

  const buyer = await openPage({ viewport: { width: 1440, height: 900 } });
  const served = buyer.waitForResponse((res) => res.url().includes(`${uploaded}?w=`));
  await buyer.goto(`/list/info/${goods.id}`);
  const response = await served;
  expect(response.headers()['content-type']).toBe('image/avif');
  const main = buyer.getByTestId('detail-gallery').locator('.detail-gallery__main img');
  await expect
    .poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // A 400 px box on a 1× screen: the 640 px variant at most, never the 1000 px upload.
  const width = Number(new URL(await main.evaluate((img: HTMLImageElement) => img.currentSrc)).searchParams.get('w'));
  expect(width).toBeGreaterThanOrEqual(400);
  expect(width).toBeLessThanOrEqual(640);
  expect((await response.body()).length).toBeLessThan(photo.length);

  await order([...goods.images, uploaded]);
  const removed = await page.request.post(`${baseUrl}/api/admin/goods/${goods.id}/images/remove`, {
    data: { image: uploaded },
    headers: XHR,
  });
  expect((await removed.json()).code).toBe(10000);
});
