import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, openPage, screenshot } from './support/harness.ts';

type Category = { id: number; name: string; children: Category[] };

async function generalTree(): Promise<Category[]> {
  const res = await fetch(`${baseUrl}/api/focus/common`);
  return ((await res.json()) as { data: { category: Category[] } }).data.category;
}

const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const toggleOf = (page: Page) => page.getByRole('button', { name: '全部商品分类' });

test('the category menu opens by keyboard, moves by arrows and Tab into the flyout, and closes with Escape', async () => {
  const page = await openPage();
  const [first, second] = await generalTree();
  await page.goto('/list');
  const toggle = toggleOf(page);
  const menu = page.getByTestId('category-menu');
  await toggle.waitFor();
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  expect(await menu.isVisible()).toBe(false);

  for (const key of ['Enter', ' ', 'ArrowDown']) {
    await toggle.focus();
    await page.keyboard.press(key);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => focused(page)).toBe(first!.name);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => focused(page)).toBe('全部商品分类');
  }

  // ArrowDown moves to the next category; Tab walks from a category into its flyout.
  await toggle.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focused(page)).toBe(second!.name);
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => focused(page)).toBe(first!.name);
  const flyout = page.getByTestId('category-flyout');
  await flyout.waitFor();
  await page.keyboard.press('Tab');
  await expect.poll(() => focused(page)).toBe(first!.children[0]!.name);
  const firstThird = first!.children[0]!.children[0];
  if (firstThird) {
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(page)).toBe(firstThird.name);
  }
  // The open menu and flyout pass axe too (their greys and reds on dark and white grounds).
  const results = await new AxeBuilder({ page }).include('[data-testid="category-menu"]').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  await screenshot(page, 'flyout-by-keyboard');
  await page.keyboard.press('Escape');
  await expect.poll(() => focused(page)).toBe('全部商品分类');
});

test('the flyout lists every second- and third-level category, and a third level lists its goods', async () => {
  const page = await openPage();
  const tree = await generalTree();
  const withThird = tree.find((top) => top.children.some((child) => child.children.length > 0));
  expect(withThird, 'the demo tree has a third level').toBeDefined();
  await page.goto('/list');
  await toggleOf(page).click();
  await page.getByTestId('category-menu').getByRole('link', { name: withThird!.name, exact: true }).hover();
  const flyout = page.getByTestId('category-flyout');
  const shown = async (level: string) => flyout.locator(`a[data-level="${level}"]`).allInnerTexts();
  await expect.poll(() => shown('2')).toEqual(withThird!.children.map((c) => c.name));
  expect(await shown('3')).toEqual(withThird!.children.flatMap((c) => c.children.map((leaf) => leaf.name)));

  const leaf = withThird!.children.find((c) => c.children.length > 0)!.children[0]!; // found just above
  const api = await (await fetch(`${baseUrl}/api/goods/list?category_id=${leaf.id}&page_size=1`)).json();
  await flyout.getByRole('link', { name: leaf.name, exact: true }).click();
  await expect.poll(() => page.url()).toBe(`${baseUrl}/list?category_id=${leaf.id}`);
  await expect.poll(() => page.getByTestId('listing-total').innerText()).toBe(String(api.data.total));
  expect(api.data.total).toBeGreaterThan(0);
  await expect.poll(() => page.getByTestId('goods-card').count()).toBeGreaterThan(0);
  // The menu closed on the choice.
  expect(await page.getByTestId('category-menu').isVisible()).toBe(false);
  await screenshot(page, 'third-level-list');
});

test('on the home page the categories stay open and the button takes the focus into them', async () => {
  const page = await openPage();
  const [first] = await generalTree();
  await page.goto('/');
  const toggle = toggleOf(page);
  await page.getByTestId('category-menu').waitFor();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  await toggle.press('Enter');
  await expect.poll(() => focused(page)).toBe(first!.name);
  await page.getByTestId('category-flyout').waitFor();
  await page.keyboard.press('Escape');
  await expect.poll(() => focused(page)).toBe('全部商品分类');
  expect(await page.getByTestId('category-menu').isVisible()).toBe(true);
  expect(await page.getByTestId('category-flyout').count()).toBe(0);
});
