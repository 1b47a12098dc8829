import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_BUYER, loginAs, openPage, screenshot } from './support/harness.ts';
import { apiGet, apiPost } from './support/store-api.ts';

const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const path = (page: Page) => new URL(page.url()).pathname;

test('switching grid → table → no-image keeps the category, manufacturer and sort', async () => {
  const page = await openPage();
  await page.goto('/list?category_id=1');
  await page.getByTestId('goods-card').first().waitFor();

  const maker = page.getByTestId('facet-sccj').getByTestId('facet-option').first();
  const makerName = (await maker.getAttribute('title'))!;
  await maker.click();
  await page.getByRole('tab', { name: '销量' }).click();
  await expect.poll(() => query(page)).toEqual({ category_id: '1', sccj: makerName, sort: 'sales' });
  // Read the filtered, re-sorted page only once its queries have answered (cards of the previous
  // filter stay on screen until then).
  await page.waitForLoadState('networkidle');
  await expect
    .poll(async () => new Set(await page.getByTestId('goods-card').locator('.goods-card__maker').allInnerTexts()))
    .toEqual(new Set([makerName]));
  const total = await page.getByTestId('listing-total').innerText();
  const firstName = (await page.getByTestId('goods-card').first().locator('.goods-card__name').innerText()).trim();

  await page.getByTestId('view-table').click();
  await expect.poll(() => path(page)).toBe('/list/table');
  await expect.poll(() => query(page)).toEqual({ category_id: '1', sccj: makerName, sort: 'sales' });
  await page.getByTestId('goods-table').getByTestId('goods-row').first().waitFor();
  await expect.poll(() => page.getByTestId('listing-total').innerText()).toBe(total);
  await expect.poll(() => page.getByTestId('goods-row').first().innerText()).toContain(firstName);
  await expect.poll(() => page.getByTestId('goods-row').first().locator('img').count()).toBe(1);
  await screenshot(page, 'list-table');

  await page.getByTestId('view-no_image').click();
  await expect.poll(() => path(page)).toBe('/list/no_image');
  await expect.poll(() => query(page)).toEqual({ category_id: '1', sccj: makerName, sort: 'sales' });
  await page.getByTestId('goods-table-no-image').getByTestId('goods-row').first().waitFor();
  await expect.poll(() => page.getByTestId('listing-total').innerText()).toBe(total);
  expect(await page.getByTestId('goods-table-no-image').locator('img').count()).toBe(0);
  for (const row of await page.getByTestId('goods-row').allInnerTexts()) expect(row).toContain(makerName);

  await page.getByTestId('view-grid').click();
  await expect.poll(() => path(page)).toBe('/list');
  await expect.poll(() => query(page)).toEqual({ category_id: '1', sccj: makerName, sort: 'sales' });
  await page.getByTestId('goods-card').first().waitFor();
  await expect.poll(() => page.getByTestId('listing-total').innerText()).toBe(total);
});

test('a changed filter goes back to page 1 and the page is kept in the URL', async () => {
  const page = await openPage();
  await page.goto('/list');
  await page.getByTestId('goods-card').first().waitFor();
  await page.locator('.goods-listing__pagination').getByTitle('2', { exact: true }).click();
  await expect.poll(() => query(page).page).toBe('2');
  await page.getByText('仅显示有货').click();
  await expect.poll(() => query(page)).toEqual({ in_stock: '1' });
  // A price range typed the wrong way round is applied the right way round, with Enter.
  await page.getByLabel('最低价格').fill('20');
  await page.getByLabel('最高价格').fill('5.5');
  await page.getByLabel('最高价格').press('Enter');
  await expect.poll(() => query(page)).toEqual({ in_stock: '1', min_price: '5.5', max_price: '20' });
});

test('logged out, every price says 登录可见 and the detail page cannot add to cart', async () => {
  const page = await openPage();
  await page.goto('/list');
  await page.getByTestId('goods-card').first().waitFor();
  const cards = page.getByTestId('goods-card');
  const count = await cards.count();
  await expect.poll(() => cards.getByTestId('price-tip').count()).toBe(count);
  for (const tip of await cards.getByTestId('price-tip').allInnerTexts()) expect(tip).toBe('登录可见');
  expect(await page.locator('.goods-listing').innerText()).not.toMatch(/¥\d/);

  await cards.first().locator('.goods-card__name').click();
  await expect.poll(() => path(page)).toMatch(/^\/list\/info\/\d+$/);
  await expect.poll(() => page.getByTestId('detail-price').innerText()).toBe('登录可见');
  // Read once the detail has rendered: no price anywhere on it, and no way to add to cart.
  expect(await page.getByTestId('goods-detail').innerText()).not.toMatch(/¥\d/);
  expect(await page.getByTestId('add-to-cart').isDisabled()).toBe(true);
  await screenshot(page, 'detail-logged-out');

  const here = path(page);
  await page.getByTestId('detail-price').getByRole('link', { name: '登录可见' }).click();
  await expect.poll(() => path(page)).toBe('/login');
  await expect.poll(() => new URL(page.url()).searchParams.get('redirect')).toBe(here);
});

test('the heart on a goods card adds it to my favourites: 收藏成功, and my favourites list it', async () => {
  const page = await openPage();
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  await page.goto('/list');
  const card = page.getByTestId('goods-card').nth(2);
  await card.waitFor();
  const goodsId = Number((await card.locator('.goods-card__name').getAttribute('href'))!.split('/').pop());
  const favourites = async () =>
    (await apiGet<{ data: { id: number }[] }>(page, '/api/favorite?page=1')).data.map((g) => g.id);
  const cancel = () => apiPost(page, '/api/favorite/cancel', { 'goods_ids[0]': goodsId });
  if ((await favourites()).includes(goodsId)) await cancel();

  await card.getByRole('button', { name: '收藏' }).click();
  const dialog = page.locator('.ant-modal-confirm');
  await expect.poll(() => dialog.locator('.ant-modal-confirm-title').innerText()).toBe('收藏成功');
  // Newest first, so on the first page (other specs favourite goods of the same buyer meanwhile: not necessarily first).
  expect(await favourites()).toContain(goodsId);
  await cancel();
});
