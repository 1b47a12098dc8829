import { expect, test } from 'vitest';
import { DEMO_BUYER, loginAs, loginStaff, openPage, screenshot, pickOption } from './support/harness.ts';
import { apiGet, apiPost } from './support/store-api.ts';

type Option = { goods_id: number; name: string; ypgg: string; base_price: number };
type Detail = {
  id: number;
  name: string;
  rules: string;
  starts_at: number;
  ends_at: number;
  sort: number;
  goods: { goods_id: number; price: number | null }[];
};

test('marketing edits an activity in 营销 → 活动 (name, a goods at an activity price); the store shows it, the report counts the visit', async () => {
  const console_ = await openPage({ viewport: { width: 1440, height: 900 } });
  await loginStaff(console_, 'marketing');
  const list = await apiGet<{ data: { id: number; name: string }[] }>(
    console_,
    `/api/admin/activities?keywords=${encodeURIComponent('品牌药企联合推荐')}`,
  );
  const id = list.data[0]!.id;
  const before = await apiGet<Detail>(console_, `/api/admin/activities/${id}`);
  const options = await apiGet<Option[]>(
    console_,
    `/api/admin/activities/goods-options?keywords=${encodeURIComponent('颗粒')}`,
  );
  const added = options.find((o) => !before.goods.some((g) => g.goods_id === o.goods_id))!;
  const price = Math.max(0.01, Math.floor(added.base_price * 70) / 100);

  await console_.goto('/admin/promotions/activities');
  const row = console_.locator('.ant-table-row').filter({ hasText: '品牌药企联合推荐' });
  await expect.poll(() => row.innerText()).toMatch(/进行中/);
  await row.getByRole('button', { name: '编辑' }).click();
  const dialog = console_.locator('.ant-modal').filter({ hasText: '编辑活动' });
  await dialog.getByLabel('活动名称').fill('品牌药企联合推荐 周末场');
  await dialog.getByLabel('添加活动商品').fill(added.name);
  await pickOption(
    console_
      .locator('.ant-select-item-option')
      .filter({ hasText: `${added.name} ${added.ypgg}` })
      .first(),
  );
  await dialog.getByLabel(`${added.name} 活动价`).fill(String(price));
  await screenshot(console_, 'admin-activity-form');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await dialog.waitFor({ state: 'hidden' });
  const edited = console_.locator('.ant-table-row').filter({ hasText: '品牌药企联合推荐 周末场' });
  await expect.poll(() => edited.innerText()).toContain(String(before.goods.length + 1));
  await screenshot(console_, 'admin-activities');

  // The store shows the new name and the goods at its activity price.
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  await page.goto(`/yjh/${id}`);
  await expect.poll(() => page.getByTestId('activity-name').textContent()).toBe('品牌药企联合推荐 周末场');
  const card = page.getByTestId('goods-card').filter({ hasText: added.name }).first();
  await expect.poll(() => card.textContent()).toContain(price.toFixed(2));
  expect(await card.textContent()).toContain('活动价');

  // The visit is in 活动点击报表.
  await console_.goto('/admin/promotions/activity-taps');
  const reportRow = console_.locator('.ant-table-row').filter({ hasText: '品牌药企联合推荐 周末场' }).first();
  await expect.poll(() => reportRow.innerText()).toMatch(/活动[\s\S]*品牌药企联合推荐 周末场[\s\S]*\d+/);
  await screenshot(console_, 'admin-activity-taps');

  // Put back as seeded, for the specs after this one.
  const form: Record<string, string | number> = {
    name: before.name,
    rules: before.rules,
    starts_at: before.starts_at,
    ends_at: before.ends_at,
    sort: before.sort,
  };
  before.goods.forEach((g, i) => {
    form[`goods[${i}][goods_id]`] = g.goods_id;
    if (g.price !== null) form[`goods[${i}][price]`] = g.price;
  });
  await apiPost(console_, `/api/admin/activities/${id}`, form);
});
