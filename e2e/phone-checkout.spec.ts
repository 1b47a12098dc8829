import { expect, test } from 'vitest';
import { baseUrl, DEMO_BUYER, loginAs, openPage, screenshot } from './support/harness.ts';
import { apiGet, cartLines, freshGoods, reselectCartLines } from './support/store-api.ts';
import { tickOnlyLine } from './support/cart-page.ts';
import { expectNoSidewaysScroll, PHONE } from './support/phone-screen.ts';

// The phone journey that buys: it changes the demo buyer's cart, orders and wallet, so it runs with the
// shared specs (e2e/vitest.config.ts); the phone's other pages are checked in phone.spec.ts.

test('on a 390 px phone a buyer searches, opens a goods, adds it, checks out and pays from the wallet, without sideways scrolling', async () => {
  const page = await openPage(PHONE);
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  const goods = await freshGoods(page, { listPage: 3 });

  await page.goto('/');
  await page.getByRole('navigation', { name: '手机导航' }).waitFor();
  await expectNoSidewaysScroll(page, 'home');
  // The categories open in a drawer.
  await page.getByRole('button', { name: '分类' }).click();
  await page.getByTestId('category-drawer').getByText('中西成药').waitFor();
  await page.keyboard.press('Escape');

  // Search with suggestions, from the header box.
  const input = page.getByTestId('search-input');
  await input.fill(goods.name);
  await page.locator('.search-box__dropdown li').first().waitFor();
  await expectNoSidewaysScroll(page, 'search suggestions');
  await input.press('Enter');
  await expect.poll(() => page.getByTestId('search-keyword').innerText()).toBe(goods.name);
  // Several goods may share a name (other specs, other makers): open this one by its link.
  const card = page.getByTestId('goods-card').filter({ has: page.locator(`a[href="/list/info/${goods.id}"]`) });
  await card.waitFor();
  await expectNoSidewaysScroll(page, 'search results');
  await screenshot(page, 'phone-search');

  // The detail page: the add button sits in the bottom bar, on screen without scrolling or zooming.
  await card.locator('.goods-card__name').click();
  await expect.poll(() => page.getByTestId('detail-name').innerText()).toContain(goods.name);
  await expectNoSidewaysScroll(page, 'detail');
  const add = page.getByTestId('add-to-cart');
  const box = (await add.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.viewport.height);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.viewport.width);
  await screenshot(page, 'phone-detail');
  await add.click();
  await page.getByText('加入购物车成功').waitFor();
  const lines = await cartLines(page);
  const lineId = lines.find((line) => line.goods.id === goods.id)!.id;
  const selectedBefore = lines.filter((line) => line.is_selected === 1 && line.id !== lineId).map((line) => line.id);

  // The bar's 购物车 leads to the cart; only the new line is ticked for checkout.
  await page.getByTestId('detail-actions').getByRole('link', { name: '购物车' }).click();
  await page.getByTestId('cart-page').waitFor();
  await page.locator(`[data-line-id="${lineId}"]`).waitFor();
  await expectNoSidewaysScroll(page, 'cart');
  await tickOnlyLine(page, lineId);
  await screenshot(page, 'phone-cart');
  await page.getByRole('button', { name: '去结算' }).click();

  await page.getByTestId('checkout-confirm').waitFor();
  await expect.poll(() => page.getByTestId('checkout-lines').innerText()).toContain(goods.name);
  await expect.poll(() => page.locator('.address-card[aria-checked="true"]').count()).toBe(1);
  await expectNoSidewaysScroll(page, 'confirm');
  await screenshot(page, 'phone-confirm');
  await page.getByRole('button', { name: '提交订单' }).click();

  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/cart\/step3\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  await page.getByTestId('pay-order-no').waitFor();
  await expectNoSidewaysScroll(page, 'pay');
  await page.locator('.pay-method[data-method="balance"]').click();
  await page.getByRole('button', { name: '立即支付' }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: '确定支付' }).click();
  await expect.poll(() => page.url()).toBe(`${baseUrl}/cart/step4?id=${orderId}`);
  await page.getByText('支付成功').waitFor();
  await expectNoSidewaysScroll(page, 'paid');

  // The order list and the order, paid by balance.
  await page.goto('/order');
  await page
    .getByText(String((await apiGet<{ order_no: string }>(page, `/api/order/${orderId}/pay`)).order_no))
    .waitFor();
  await expectNoSidewaysScroll(page, 'order list');
  await page.goto(`/order/info/${orderId}`);
  await expect.poll(() => page.locator('.order-detail').innerText()).toContain(goods.name);
  await expectNoSidewaysScroll(page, 'order detail');
  await screenshot(page, 'phone-order');
  expect(await apiGet<{ status: number; pay_method: string }>(page, `/api/order/${orderId}/pay`)).toMatchObject({
    status: 1,
    pay_method: 'balance',
  });

  // Leave the shared demo cart's selection as it was.
  await reselectCartLines(page, selectedBefore);
});
