import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, DEMO_BUYER, loginAs, openPage, screenshot } from './support/harness.ts';
import { consoleLogin } from './support/console.ts';
import { tickOnlyLine } from './support/cart-page.ts';
import { addLineByApi, apiGet, cartLines, freshGoods, reselectCartLines, XHR } from './support/store-api.ts';

type Line = { id: number; amount: number; welfare_amount: number; is_selected: number };

const welfareGoods = (page: Page, action: 'add' | 'remove', id: number) =>
  page.request.post(`${baseUrl}/api/admin/welfare/goods/${action}`, {
    form: { 'goods_ids[0]': String(id) },
    headers: XHR,
  });

test('a goods put in 福利专区 shows its 94折 discount line in the cart and on the confirm page', async () => {
  const buyer = await openPage({ viewport: { width: 1440, height: 900 } });
  await loginAs(buyer, DEMO_BUYER.username, DEMO_BUYER.password);
  const goods = await freshGoods(buyer, { freeShipping: false, skip: 3 });
  const staff = await openPage();
  await consoleLogin(staff, 'marketing');
  const { percent } = await apiGet<{ percent: number }>(staff, '/api/welfare');
  expect((await (await welfareGoods(staff, 'add', goods.id)).json()).code).toBe(10000);
  try {
    const selected = (await cartLines(buyer)).filter((l) => l.is_selected === 1).map((l) => l.id);
    const lineId = await addLineByApi(buyer, goods);
    const line = (await apiGet<{ data: Line[] }>(buyer, '/api/cart/list')).data.find((l) => l.id === lineId)!;
    const unitFen = Math.round((line.amount * 100) / goods.middle_package);
    const expected = ((unitFen - Math.floor((unitFen * percent) / 100)) * goods.middle_package) / 100;
    expect(line.welfare_amount).toBeCloseTo(expected, 2);
    expect(line.welfare_amount).toBeGreaterThan(0);

    await buyer.goto('/cart');
    await tickOnlyLine(buyer, lineId);
    const row = buyer.locator(`[data-testid="cart-line"][data-line-id="${lineId}"]`);
    await expect.poll(() => row.getByTestId('line-welfare').innerText()).toBe(`福利专区折扣 -¥${expected.toFixed(2)}`);
    await expect.poll(() => buyer.getByTestId('welfare-amount').innerText()).toBe(`-¥${expected.toFixed(2)}`);
    await screenshot(buyer, 'welfare-cart');

    await buyer.getByRole('button', { name: '去结算' }).click();
    await buyer.getByTestId('checkout-confirm').waitFor();
    const total = (key: string) => buyer.locator(`[data-total="${key}"] dd`).innerText();
    await expect.poll(() => total('welfare')).toBe(`-¥${expected.toFixed(2)}`);
    await screenshot(buyer, 'welfare-confirm');

    await buyer.request.post(`${baseUrl}/api/cart/batch_delete`, { form: { 'ids[0]': String(lineId) }, headers: XHR });
    await reselectCartLines(buyer, selected);
  } finally {
    await welfareGoods(staff, 'remove', goods.id);
  }
});
