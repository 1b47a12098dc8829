import { expect, test } from 'vitest';
import { baseUrl, DEMO_BUYER, loginAs, openPage, screenshot } from './support/harness.ts';
import { consoleLogin } from './support/console.ts';
import { apiGet, XHR } from './support/store-api.ts';

type Nav = {
  id: number;
  name: string;
  url: string;
  image: string;
  is_open: number;
  parent_id: number | null;
  sort: number;
};

test('marketing renames a top nav item and adds a hot-search word in 内容; the store header shows both', async () => {
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await consoleLogin(page, 'marketing');
  const items = await apiGet<Nav[]>(page, '/api/admin/nav_items');
  const target =
    items.find((n) => n.parent_id === null && n.name === '领券中心') ?? items.find((n) => n.parent_id === null)!;
  const renamed = `${target.name.slice(0, 4)}天天`;

  await page.getByRole('menuitem', { name: '导航菜单' }).click();
  const row = page.getByTestId('nav-row').filter({ hasText: target.name }).first();
  await row.waitFor();
  await row.getByRole('button', { name: '编辑' }).click();
  const dialog = page.locator('.ant-modal');
  await dialog.getByLabel('导航名称').fill(renamed);
  await screenshot(page, 'admin-nav-form');
  await dialog.getByRole('button', { name: '保 存' }).click();
  await expect.poll(() => page.locator('.ant-message').innerText()).toContain('导航已保存');
  await page.getByTestId('nav-row').filter({ hasText: renamed }).first().waitFor();
  await screenshot(page, 'admin-nav');

  const word = `维D滴剂${Date.now() % 1000}`;
  await page.getByRole('menuitem', { name: '热搜词' }).click();
  await page.getByLabel('新热搜词').fill(word);
  await page.getByRole('button', { name: '添 加' }).click();
  const wordRow = page.getByTestId('hot-word-row').filter({ has: page.locator(`input[value="${word}"]`) });
  await wordRow.waitFor();
  // The header shows the first eight: move it to the front.
  await wordRow.getByLabel(`排序 ${word}`).fill('0');
  await wordRow.getByRole('button', { name: /^保\s?存$/ }).click();
  await expect.poll(() => page.locator('.ant-message').innerText()).toContain('热搜词已保存');
  await screenshot(page, 'admin-hot-words');

  // The buyer's header: the renamed nav item, and the word among the hot searches.
  const buyer = await openPage({ viewport: { width: 1440, height: 900 } });
  await loginAs(buyer, DEMO_BUYER.username, DEMO_BUYER.password);
  await buyer.goto('/');
  await buyer.locator('.nav-bar__items').getByText(renamed, { exact: true }).waitFor();
  await buyer.getByText(word, { exact: true }).first().waitFor();
  await screenshot(buyer, 'store-nav-renamed');

  // Put the nav back (specs share one store) and take the word out again.
  const back = await page.request.post(`${baseUrl}/api/admin/nav_items/${target.id}`, {
    form: {
      name: target.name,
      url: target.url,
      image: target.image,
      is_open: String(target.is_open === 1),
      sort: target.sort,
    },
    headers: XHR,
  });
  expect((await back.json()).code).toBe(10000);
  const words = await apiGet<{ id: number; name: string }[]>(page, '/api/admin/hot_words');
  const added = words.find((w) => w.name === word)!;
  const removed = await page.request.post(`${baseUrl}/api/admin/hot_words/${added.id}/delete`, { headers: XHR });
  expect((await removed.json()).code).toBe(10000);
});
