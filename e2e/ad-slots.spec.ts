import { expect, test } from 'vitest';
import { loginStaff, openPage, screenshot, pickOption, settled } from './support/harness.ts';
import { apiGet, apiPost } from './support/store-api.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('marketing puts up a corner ad without a link; visitors see it, get 活动未开始, and close it for the day; the top banner leads to its page', async () => {
  // A visitor has the home page open already: the store keeps visitors' pages for a few seconds, and what the
  // console saves must still show on the next visitor's page at once.
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await page.goto('/');
  await page.getByTestId('top-ad').waitFor();
  const console_ = await openPage({ viewport: { width: 1440, height: 900 } });
  await loginStaff(console_, 'marketing');
  await console_.goto('/admin/promotions/ads');
  await console_.getByRole('button', { name: '新建广告' }).click();
  const dialog = console_.locator('.ant-modal').filter({ hasText: '新建广告' });
  await dialog.getByLabel('广告位').fill('右下角');
  await pickOption(console_.locator('.ant-select-item-option').filter({ hasText: '右下角浮窗' }));
  await dialog.getByLabel('广告标题').fill('冬季备货节 敬请期待');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await dialog.waitFor({ state: 'hidden' });
  const row = console_.locator('.ant-table-row').filter({ hasText: '冬季备货节 敬请期待' });
  await expect.poll(() => row.innerText()).toMatch(/右下角浮窗[\s\S]*无链接[\s\S]*展示中/);
  await row.locator('input[type=file]').setInputFiles({ name: 'corner.png', mimeType: 'image/png', buffer: PNG });
  await expect.poll(() => row.locator('img').getAttribute('src')).toMatch(/^\/images\/ads\/\d+\/[0-9a-f]{24}\.png$/);
  await screenshot(console_, 'admin-ads');

  await page.goto('/');
  const corner = page.getByTestId('corner-ad');
  await expect.poll(() => corner.getAttribute('aria-label')).toBe('冬季备货节 敬请期待');
  await corner.getByRole('button', { name: '冬季备货节 敬请期待' }).click();
  await page.locator('.ant-modal-confirm').getByText('活动未开始').waitFor();
  await (await settled(page.locator('.ant-modal-confirm'))).getByRole('button').click();
  const top = page.getByTestId('top-ad');
  await top.waitFor();
  await screenshot(page, 'ad-slots');

  // Closed for the day: they stay closed on the next page and after a reload.
  await corner.getByRole('button', { name: '关闭广告' }).click();
  await top.getByRole('button', { name: '关闭广告' }).click();
  await page.reload();
  await page.locator('.app-main').waitFor();
  await page.waitForLoadState('networkidle');
  expect(await corner.count()).toBe(0);
  expect(await top.count()).toBe(0);

  // Another visitor (another browser) still sees the top banner, and it leads to its page.
  const other = await openPage({ viewport: { width: 1440, height: 900 } });
  await other.goto('/');
  await other.getByTestId('top-ad').getByRole('button', { name: '全场满 800 元包邮' }).click();
  await expect.poll(() => new URL(other.url()).pathname).toBe('/yx/rule');

  // Taken down, so the specs after this one see the store as seeded.
  const ads = await apiGet<{ data: { id: number; title: string }[] }>(console_, '/api/admin/ads?position=corner');
  for (const ad of ads.data.filter((a) => a.title === '冬季备货节 敬请期待'))
    await apiPost(console_, `/api/admin/ads/${ad.id}/delete`);
});
