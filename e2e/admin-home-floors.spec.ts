// 内容 → 首页楼层: marketing renames a floor and reorders its goods in the console, and the home page shows it
// so; hidden, it leaves the home page.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { apiGet } from './support/store-api.ts';
import { openPage, screenshot } from './support/harness.ts';
import { consoleLogin } from './support/console.ts';

type Floor = { id: number; title: string; goods: { id: number; name: string }[] };

/** The home page's floor headings, read again until the shared render has caught up. */
const homeTitles = async (page: Page) => {
  await page.goto('/');
  await page.getByTestId('home-floors').waitFor();
  return page.getByTestId('home-floor').locator('h2').allInnerTexts();
};

test('marketing renames a floor and reorders its goods; the home page shows it, and not once hidden', async () => {
  const admin = await openPage({ viewport: { width: 1440, height: 900 } });
  await consoleLogin(admin, 'marketing');
  await admin.getByRole('menuitem', { name: '首页楼层' }).click();
  const row = admin.getByTestId('floor-row').filter({ hasText: '器械耗材' });
  await row.waitFor();

  const visitor = await openPage({ viewport: { width: 1440, height: 900 } });
  const before = (await apiGet<Floor[]>(visitor, '/api/index/floors')).find((f) => f.title === '器械耗材')!;
  const title = `器械精选${Date.now() % 10_000}`;

  await row.getByRole('button', { name: '编辑' }).click();
  const dialog = admin.locator('.ant-modal');
  await dialog.getByLabel('楼层标题').fill(title);
  await dialog.getByRole('button', { name: `第 1 个 ${before.goods[0]!.name} 下移` }).click();
  await screenshot(admin, 'admin-floor-form');
  await dialog.getByRole('button', { name: '保 存' }).click();
  await expect.poll(() => admin.locator('.ant-message').innerText()).toContain('楼层已保存');
  const renamed = admin.getByTestId('floor-row').filter({ hasText: title });
  await renamed.waitFor();
  await screenshot(admin, 'admin-floors');

  await expect.poll(() => homeTitles(visitor), { timeout: 15_000 }).toContain(title);
  const floor = visitor.getByTestId('home-floor').filter({ has: visitor.locator('h2', { hasText: title }) });
  // By id (two goods of a floor may share a name): the card's name links to /list/info/{id}.
  const hrefs = await floor
    .locator('a.goods-card__name')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.slice(0, 2)).toEqual([`/list/info/${before.goods[1]!.id}`, `/list/info/${before.goods[0]!.id}`]);
  await screenshot(visitor, 'home-floors');

  await renamed.getByRole('button', { name: '隐藏' }).click();
  await expect.poll(() => renamed.innerText()).toContain('已隐藏');
  await expect.poll(() => homeTitles(visitor), { timeout: 15_000 }).not.toContain(title);
  await renamed.getByRole('button', { name: '显示' }).click();
  await expect.poll(() => renamed.innerText()).toContain('显示中');
});
