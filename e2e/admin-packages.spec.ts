import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_BUYER, loginAs, openPage, pickOption, screenshot } from './support/harness.ts';
import { consoleLogin } from './support/console.ts';

/** Picks the goods whose option starts with `name` in the `index`-th 套餐商品 select of the form. */
async function pickGoods(page: Page, index: number, name: string) {
  const select = page.getByRole('combobox', { name: '套餐商品' }).nth(index);
  await select.click();
  await select.fill(name);
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: name }).first();
  await pickOption(option);
}

test('marketing builds a package in 营销 → 套餐; the buyer finds it on /zhzq until it is taken off sale', async () => {
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await consoleLogin(page, 'marketing');
  await page.getByRole('menuitem', { name: '套餐' }).click();
  await page.getByTestId('package-row').first().waitFor();
  const name = `换季护理套餐${Date.now() % 100_000}`;

  await page.getByRole('button', { name: '新建套餐' }).click();
  const dialog = page.locator('.ant-modal');
  await dialog.getByLabel('套餐名称').fill(name);
  await pickGoods(page, 0, '感冒灵颗粒');
  await pickGoods(page, 1, '复方板蓝根颗粒');
  await dialog.getByLabel('数量').first().fill('2');
  await dialog.getByLabel('套餐价').fill('39.90');
  await screenshot(page, 'admin-package-form');
  await dialog.getByRole('button', { name: '保 存' }).click();
  await expect.poll(() => page.locator('.ant-message').innerText()).toContain('套餐已创建');
  const row = page.getByTestId('package-row').filter({ hasText: name });
  await row.waitFor();
  expect(await row.innerText()).toContain('¥39.90');
  expect(await row.innerText()).toContain('进行中');
  await screenshot(page, 'admin-packages');

  // The buyer sees it on /zhzq: two goods, ×2 of the first, at ¥39.90.
  const buyer = await openPage({ viewport: { width: 1440, height: 900 } });
  await loginAs(buyer, DEMO_BUYER.username, DEMO_BUYER.password);
  await buyer.goto('/zhzq');
  const card = buyer.getByTestId('zhzq-card').filter({ hasText: name });
  await card.waitFor();
  expect(await card.getByTestId('zhzq-price').innerText()).toContain('39.90');
  expect(await card.innerText()).toMatch(/感冒灵颗粒[\s\S]*× 2[\s\S]*复方板蓝根颗粒/);

  // 下架: gone from the store.
  await row.getByRole('button', { name: '下架' }).click();
  await expect.poll(() => row.innerText()).toContain('已下架');
  await buyer.reload();
  await buyer.getByTestId('zhzq-card').first().waitFor();
  expect(await buyer.getByTestId('zhzq-card').filter({ hasText: name }).count()).toBe(0);
});
