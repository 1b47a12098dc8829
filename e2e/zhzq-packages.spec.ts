import { expect, test } from 'vitest';
import { DEMO_BUYER, loginAs, openPage, screenshot } from './support/harness.ts';
import { apiGet, apiPost } from './support/store-api.ts';

type Card = { id: number; name: string; price: number | null; reason: string | null; packages_left: number };
type Line = { id: number; type: number; ck_id: number; number: number; price: number; amount: number };

test('a package from /zhzq lands in the cart as one line at the package price', async () => {
  const page = await openPage({ viewport: { width: 1440, height: 900 } });
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  const cards = await apiGet<Card[]>(page, '/api/zhzq/packages');
  const card = cards.find((c) => c.reason === null && c.packages_left >= 2 && c.price !== null);
  expect(card, 'the demo seed has a package on sale').toBeDefined();
  // The demo cart is shared by specs: leave no line of this package behind from an earlier run.
  const before = (await apiGet<{ data: Line[] }>(page, '/api/cart/list')).data.filter(
    (l) => l.type === 3 && l.ck_id === card!.id,
  );
  for (const line of before) await apiPost(page, '/api/cart/batch_delete', { 'ids[0]': line.id });

  await page.goto('/zhzq');
  const box = page.locator(`[data-testid="zhzq-card"][data-package-id="${card!.id}"]`);
  await box.waitFor();
  expect(await box.getByTestId('zhzq-price').textContent()).toContain(card!.price!.toFixed(2));
  expect(await box.getByTestId('zhzq-saving').textContent()).toMatch(/^省¥\d+\.\d{2}$/);
  // Two packages with the stepper, then 加入购物车.
  await box.getByRole('button', { name: '增加', exact: true }).click();
  await expect.poll(() => box.getByTestId('zhzq-quantity').inputValue()).toBe('2');
  await screenshot(page, 'zhzq-1440');
  await box.getByTestId('zhzq-add').click();
  await page.getByText('加入购物车成功').waitFor();

  const lines = (await apiGet<{ data: Line[] }>(page, '/api/cart/list')).data.filter(
    (l) => l.type === 3 && l.ck_id === card!.id,
  );
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ number: 2, price: card!.price });
  expect(lines[0]!.amount).toBeCloseTo(card!.price! * 2, 2);

  // The cart page shows it as one package line at the package price.
  await page.goto('/cart');
  const row = page.locator(`[data-testid="cart-line"][data-line-id="${lines[0]!.id}"]`);
  await row.waitFor();
  expect(await row.textContent()).toContain(card!.name);
  expect(await row.getByTestId('line-price').textContent()).toContain(card!.price!.toFixed(2));
  await screenshot(page, 'zhzq-cart-1440');
  await apiPost(page, '/api/cart/batch_delete', { 'ids[0]': lines[0]!.id });
});
