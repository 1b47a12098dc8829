import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, PHONE } from './support/harness.ts';

// The listing's pager, 已选条件 chips and switches are plain markup (no antd on a listing): they keep antd's
// behaviour — ••• jumps 5 pages, the page size and 跳至 go where antd's went, a phone gets the simple pager.

const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

test('the pager jumps 5 pages with •••, steps with 上一页, changes the page size and goes to a typed page', async () => {
  const page = await openPage();
  await page.goto('/list');
  await page.getByTestId('goods-card').first().waitFor();
  const pager = page.locator('.goods-listing__pagination');
  const total = await page.getByTestId('listing-total').innerText();
  expect(await pager.getByText(/^共 \d+ 条$/).innerText()).toBe(`共 ${total} 条`);
  expect(await pager.getByRole('button', { name: '上一页' }).isDisabled()).toBe(true);

  await pager.getByRole('button', { name: '向后 5 页' }).click();
  await expect.poll(() => query(page)).toEqual({ page: '6' });
  await expect.poll(() => pager.locator('[aria-current="page"]').innerText()).toBe('6');
  await pager.getByRole('button', { name: '上一页' }).click();
  await expect.poll(() => query(page)).toEqual({ page: '5' });

  // A new page size starts again at page 1.
  await pager.getByRole('combobox', { name: '页码' }).selectOption('40');
  await expect.poll(() => query(page)).toEqual({ page_size: '40' });
  await expect.poll(() => page.getByTestId('goods-card').count()).toBe(40);

  const jumper = pager.getByRole('textbox', { name: '页', exact: true });
  await jumper.fill('3');
  await jumper.press('Enter');
  await expect.poll(() => query(page)).toEqual({ page: '3', page_size: '40' });
  // Past the last page goes to the last page, as antd's did.
  const last = Math.ceil(Number(total) / 40);
  await jumper.fill('999');
  await jumper.press('Enter');
  await expect.poll(() => query(page)).toEqual({ page: String(last), page_size: '40' });
});

test('已选条件 chips are removed by their button, and the switches work from the keyboard', async () => {
  const page = await openPage();
  await page.goto('/list?min_price=1&max_price=50');
  await page.getByTestId('goods-card').first().waitFor();
  await page.getByRole('button', { name: '移除 价格：1-50' }).click();
  await expect.poll(() => query(page)).toEqual({});
  await expect.poll(() => page.getByTestId('active-filters').count()).toBe(0);

  const freeShipping = page.getByRole('checkbox', { name: '包邮商品' });
  await freeShipping.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => query(page)).toEqual({ is_free_shipping: '1' });
  // The switch follows the address: it shows checked once the page has rendered the new query.
  await expect.poll(() => freeShipping.isChecked()).toBe(true);
});

test('on a phone the pager is the simple one: a typed page, then 下一页', async () => {
  const page = await openPage(PHONE);
  await page.goto('/list');
  await page.getByTestId('goods-card').first().waitFor();
  const pager = page.locator('.goods-listing__pagination');
  expect(await pager.getByRole('combobox').count()).toBe(0);
  const box = pager.getByRole('textbox', { name: '跳至' });
  await box.fill('4');
  await box.press('Enter');
  await expect.poll(() => query(page)).toEqual({ page: '4' });
  await expect.poll(() => box.inputValue()).toBe('4');
  await pager.getByRole('button', { name: '下一页' }).click();
  await expect.poll(() => query(page)).toEqual({ page: '5' });
  await expect.poll(() => box.inputValue()).toBe('5');
});
