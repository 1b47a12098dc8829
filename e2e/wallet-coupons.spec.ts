import { expect, test } from 'vitest';
import { baseUrl, DEMO_BUYER, loginAs, loginStaff, openPage, screenshot, pickOption } from './support/harness.ts';
import { addLineByApi, apiGet, freshGoods, XHR } from './support/store-api.ts';

type MyCoupons = { data: { id: number; name: string; status: number; order_id: number | null }[] };

test('a buyer claims a coupon in 领券中心, sees it in 我的优惠券, uses it at checkout and the order shows the discount', async () => {
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  await loginStaff(page, 'marketing');
  // Marketing puts a coupon for one goods in the centre (a goods no other journey buys, so no other
  // journey's confirm page sees it); no threshold, ¥1 off.
  const goods = await freshGoods(page, { listPage: 4, freeShipping: false });
  const name = `单品立减券${Date.now() % 1_000_000}`;
  const created = await (
    await page.request.post(`${baseUrl}/api/admin/coupons`, {
      data: {
        name,
        type: 1,
        amount: '1',
        min_amount: '0',
        scope_kind: 'goods',
        scope_ids: [goods.id],
        valid_kind: 'days',
        valid_days: 7,
        total_quantity: 10,
        in_centre: 1,
      },
      headers: XHR,
    })
  ).json();
  expect(created.code).toBe(10000);

  // 领券中心: the newest coupon comes first, 剩余 100%; 立即领取 turns into 已领取.
  await page.goto('/lqzx');
  const card = page.getByTestId('centre-coupon').filter({ hasText: name });
  await expect.poll(() => card.innerText()).toContain('剩余 100%');
  expect(await card.innerText()).toContain('限指定商品');
  await card.getByRole('button', { name: '立即领取' }).click();
  await page.getByText('领取成功').waitFor();
  await expect.poll(() => card.getByRole('button').innerText()).toMatch(/已\s*领\s*取/);
  await expect.poll(() => card.innerText()).toContain('剩余 90%');
  await screenshot(page, 'coupon-centre');

  // 我的优惠券 (the member centre's 优惠券 tile leads there): the coupon among the unused ones.
  await page.goto('/user_hyzx');
  await page.locator('.member-coupons').click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/yhq');
  const mine = page.getByTestId('my-coupon').filter({ hasText: name });
  await mine.waitFor();
  await expect
    .poll(() => page.locator('.coupon-filters').getByRole('tab', { selected: true }).innerText())
    .toMatch(/^未使用\(\d+\)$/);
  await screenshot(page, 'my-coupons');

  // Checkout: the coupon is judged on the server; the ones that do not fit say why.
  const lineId = await addLineByApi(page, goods);
  await page.goto(`/cart/step2?ids=${lineId}`);
  await page.getByTestId('checkout-confirm').waitFor();
  const couponSelect = page.locator('.coupon-select');
  await expect.poll(() => couponSelect.getAttribute('class')).not.toContain('ant-select-disabled');
  await couponSelect.click();
  await page
    .locator('.ant-select-item-option', { hasText: '满2000减100' })
    .filter({ hasText: '未达到使用门槛，还差¥' })
    .waitFor();
  await pickOption(page.locator('.ant-select-item-option', { hasText: name }));
  await expect.poll(() => couponSelect.innerText()).toContain(name);
  const total = (key: string) => page.locator(`[data-total="${key}"] dd`).innerText();
  await expect.poll(() => total('coupon')).toBe('-¥1.00');
  await screenshot(page, 'coupon-checkout');
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/cart\/step3\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());

  // The order shows the discount; the coupon is used by it.
  await page.goto(`/order/info/${orderId}`);
  await expect.poll(() => page.locator('.order-detail').innerText()).toContain('优惠券：-¥1.00');
  const used = await apiGet<MyCoupons>(page, '/api/user/coupon?status=1&page_size=100');
  expect(used.data.find((c) => c.name === name)).toMatchObject({ status: 1, order_id: orderId });
  await page.goto('/yhq?status=1');
  await page.getByTestId('my-coupon').filter({ hasText: name }).getByText('已使用').waitFor();
});
