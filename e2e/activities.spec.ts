import { expect, test } from 'vitest';
import { baseUrl, DEMO_BUYER, loginAs, openPage, PHONE, screenshot } from './support/harness.ts';
import { apiGet, XHR } from './support/store-api.ts';

type Summary = { id: number; name: string; state: string };
type ActivityGoods = { id: number; name: string; activity_price: number | null; base_price: number | null };
type Page_ = { id: number; name: string; goods: ActivityGoods[] };

/** The seeded activities (seed/demo-activities.ts), by name, from the centre of ids 1–10. */
async function seeded(): Promise<Record<'priced' | 'listing' | 'future', Summary>> {
  const res = await fetch(`${baseUrl}/api/activity/centre?ids=1,2,3,4,5,6,7,8,9,10`);
  const list = ((await res.json()) as { data: { list: Summary[] } }).data.list;
  const named = (name: string) => list.find((a) => a.name === name)!;
  return { priced: named('冬季呼吸道用药专场'), listing: named('品牌药企联合推荐'), future: named('新年备货节预告') };
}

test('a buyer opens /yjh/{id}: banner, rules, countdown, goods at the activity price, one added to the cart', async () => {
  const { priced } = await seeded();
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  const activity = await apiGet<Page_>(page, `/api/activity/${priced.id}`);
  const target = activity.goods.find((g) => g.activity_price !== null)!;
  const before = (await apiGet<{ data: { id: number; goods: { id: number } }[] }>(page, '/api/cart/list')).data;
  expect(
    before.some((l) => l.goods.id === target.id),
    'the goods is not in the demo cart yet',
  ).toBe(false);

  await page.goto(`/yjh/${priced.id}`);
  const view = page.getByTestId('activity');
  await view.waitFor();
  expect(await page.getByTestId('activity-name').textContent()).toBe('冬季呼吸道用药专场');
  expect(await page.getByTestId('activity-rules').textContent()).toContain('活动价');
  expect(await page.getByTestId('activity-countdown').textContent()).toMatch(/距活动结束\d+天\d{2}:\d{2}:\d{2}/);
  expect(await view.locator('img.activity__banner').getAttribute('src')).toMatch(/^\/images\/activities\//);
  const card = view.getByTestId('goods-card').filter({ hasText: target.name }).first();
  expect(await card.textContent()).toContain('活动价');
  expect(await card.textContent()).toContain(target.activity_price!.toFixed(2));
  await screenshot(page, 'activity-yjh-1440');

  await card.getByTestId('add-box-button').click();
  await page.getByText('加入购物车成功').first().waitFor();
  const lines = (await apiGet<{ data: { id: number; price: number; goods: { id: number } }[] }>(page, '/api/cart/list'))
    .data;
  const line = lines.find((l) => l.goods.id === target.id)!;
  expect(line.price).toBe(target.activity_price);
  // The demo cart is shared by the specs: leave it as it was.
  await page.request.post(`${baseUrl}/api/cart/batch_delete`, { form: { 'ids[0]': String(line.id) }, headers: XHR });
});

test('/Hdzx/{ids}/{id} shows the activities as tabs, the one asked open, the coming one marked 未开始', async () => {
  const { priced, listing, future } = await seeded();
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  const ids = [priced.id, listing.id, future.id];
  await page.goto(`/Hdzx/${ids.join(',')}/${listing.id}`);
  const tabs = page.locator('.activity-centre__tabs .ant-tabs-tab');
  await expect
    .poll(() => tabs.allInnerTexts())
    .toEqual(['冬季呼吸道用药专场', '品牌药企联合推荐', '新年备货节预告（未开始）']);
  await expect.poll(() => page.getByTestId('activity-name').textContent()).toBe('品牌药企联合推荐');
  // A visitor sees the goods without prices.
  expect(await page.getByTestId('activity').textContent()).toContain('登录可见');

  await tabs.filter({ hasText: '新年备货节预告' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/Hdzx/${ids.join(',')}/${future.id}`);
  await expect.poll(() => page.getByTestId('activity-name').textContent()).toBe('新年备货节预告');
  await page.getByText('活动暂未开始').waitFor();
  expect(await page.getByTestId('activity-countdown').textContent()).toContain('距活动开始');
  await screenshot(page, 'activity-centre-1440');
});

test('/activity/... goes through /loading/activity to the running page, says 活动暂未开始, or shows /noActivity', async () => {
  const { priced, future } = await seeded();
  const page = await openPage();
  await page.goto(`/activity/yjh/${priced.id}`);
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/yjh/${priced.id}`);
  await page.getByTestId('activity').waitFor();

  await page.goto(`/activity/yjh/${future.id}`);
  await page.getByTestId('activity-not-started').waitFor();
  expect(new URL(page.url()).pathname).toBe('/loading/activity');
  expect(await page.getByTestId('activity-not-started').textContent()).toContain('活动暂未开始');

  for (const path of ['/activity/yjh/987654', '/yjh/987654', '/activity/no-such-activity']) {
    await page.goto(path);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/noActivity');
  }
  await page.getByText('活动不存在').first().waitFor();
});

test('on a 390 px phone the activity page and the centre fit the screen', async () => {
  const { priced, listing } = await seeded();
  const phone = await openPage(PHONE);
  await loginAs(phone, DEMO_BUYER.username, DEMO_BUYER.password);
  for (const path of [`/yjh/${priced.id}`, `/Hdzx/${priced.id},${listing.id}`]) {
    await phone.goto(path);
    await phone.getByTestId('activity').locator('[data-testid="goods-card"]').first().waitFor();
    const [scrollWidth, innerWidth] = await phone.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ]);
    expect(scrollWidth, `${path}: ${scrollWidth}px wide on a ${innerWidth}px screen`).toBeLessThanOrEqual(innerWidth);
  }
  await screenshot(phone, 'activity-centre-phone');
});
