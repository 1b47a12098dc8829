import { expect, test } from 'vitest';
import { baseUrl, DEMO_BUYER, loginAs, openPage, screenshot } from './support/harness.ts';
import { cartLines, XHR } from './support/store-api.ts';

test('typing gmly and picking 感冒灵颗粒 with the keyboard opens its detail page', async () => {
  const page = await openPage();
  await page.goto('/');
  const input = page.getByTestId('search-input');
  await input.click();
  await input.pressSequentially('gmly', { delay: 30 });
  // Wait for the list that answers 'gmly' itself, not a list still settling after the debounce.
  const suggestionNames = async () =>
    (await page.getByTestId('suggestion-item').locator('span').allInnerTexts()).map((n) => n.trim());
  await expect.poll(suggestionNames).toContain('感冒灵颗粒');
  const names = await suggestionNames();
  const index = names.indexOf('感冒灵颗粒');
  for (let i = 0; i <= index; i++) await input.press('ArrowDown');
  await screenshot(page, 'gmly-suggestions');
  await input.press('Enter');

  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/list\/info\/\d+$/);
  await expect.poll(() => page.getByTestId('detail-name').innerText()).toContain('感冒灵颗粒');
  await expect.poll(() => page.getByTestId('detail-attributes').innerText()).toContain('批准文号');
  await expect.poll(() => page.title()).toContain('商品详情');
});

test('a typed keyword lists matching goods, narrows by manufacturer, and /search brings the keyword back', async () => {
  const page = await openPage();
  await page.goto('/');
  const input = page.getByTestId('search-input');
  await input.fill('感冒');
  await input.press('Escape');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/search');
  await expect.poll(() => new URL(page.url()).searchParams.get('keywords')).toBe('感冒');
  // Routes are lazy: until the search page's code arrives the home page (with its own goods cards)
  // is still on screen, so wait for what only the search page shows.
  await expect.poll(() => page.getByTestId('search-keyword').innerText()).toBe('感冒');
  // The total reads '-' until the listing query answers.
  const listedTotal = async () => Number(await page.getByTestId('listing-total').innerText());
  await expect.poll(listedTotal).toBeGreaterThan(0);
  await page.getByTestId('goods-card').first().waitFor();
  const total = await listedTotal();
  for (const name of await page.getByTestId('goods-card').locator('.goods-card__name').allInnerTexts())
    expect(name).toMatch(/感|冒/);

  // Narrow to the first manufacturer in the facets: every card is that maker's.
  const maker = page.getByTestId('facet-sccj').getByTestId('facet-option').first();
  const makerName = (await maker.getAttribute('title'))!;
  await maker.click();
  await expect.poll(() => new URL(page.url()).searchParams.get('sccj')).toBe(makerName);
  await expect.poll(async () => Number(await page.getByTestId('listing-total').innerText())).toBeLessThanOrEqual(total);
  await expect
    .poll(async () => new Set(await page.getByTestId('goods-card').locator('.goods-card__maker').allInnerTexts()))
    .toEqual(new Set([makerName]));
  await screenshot(page, 'search-by-maker');

  // Spec §3: the keyword lives in session storage; coming back to /search restores it.
  await page.goto('/list');
  await page.goto('/search');
  await expect.poll(() => new URL(page.url()).searchParams.get('keywords')).toBe('感冒');
  await expect.poll(() => page.getByTestId('search-keyword').innerText()).toBe('感冒');
  await expect.poll(() => input.inputValue()).toBe('感冒');
});

test('Enter on gmly lists the goods its suggestions found, under 您是不是要找', async () => {
  const page = await openPage();
  await page.goto('/');
  const input = page.getByTestId('search-input');
  await input.fill('gmly');
  await input.press('Escape');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect.poll(() => page.getByTestId('search-keyword').innerText()).toBe('gmly');
  const hint = page.getByTestId('did-you-mean');
  await expect.poll(() => hint.innerText()).toContain('您是不是要找');
  expect(await hint.innerText()).toContain('感冒灵颗粒');
  await expect
    .poll(async () => page.getByTestId('goods-card').locator('.goods-card__name').allInnerTexts())
    .toContainEqual(expect.stringContaining('感冒灵颗粒'));
  await screenshot(page, 'gmly-results');
  // A suggested name searches for it as typed.
  await hint.getByRole('link', { name: '感冒灵颗粒', exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('keywords')).toBe('感冒灵颗粒');
  await expect.poll(() => hint.count()).toBe(0);
});

test('Enter in a card’s quantity box adds once; the 加入购物车 tap right after it does not add again', async () => {
  const page = await openPage();
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  const inCart = new Set((await cartLines(page)).map((l) => l.goods.id));
  await page.goto('/search?keywords=gmly');
  await page.getByTestId('goods-card').first().waitFor();
  const boxes = page.getByTestId('goods-card').getByTestId('add-box');
  let card = boxes.first();
  for (let i = 0; i < (await boxes.count()); i++) {
    const box = boxes.nth(i);
    const id = Number(await box.getAttribute('data-goods-id'));
    if (inCart.has(id) || (await box.getByTestId('add-box-quantity').count()) === 0) continue;
    if (await box.getByTestId('add-box-quantity').isDisabled()) continue;
    card = box;
    break;
  }
  const goodsId = Number(await card.getAttribute('data-goods-id'));
  expect(inCart.has(goodsId), 'a gmly goods not in the cart yet').toBe(false);
  const adds: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/cart' && adds.push(r.url()));

  const quantity = card.getByTestId('add-box-quantity');
  await quantity.fill('30');
  await quantity.press('Enter');
  await page.getByText('加入购物车成功').first().waitFor();
  const typed = Number(await quantity.inputValue());
  await card.getByTestId('add-box-button').click();
  // Give a second add every chance to be sent and land.
  await page.waitForTimeout(800);
  await page.waitForLoadState('networkidle');
  const line = (await cartLines(page)).find((l) => l.goods.id === goodsId) as { id: number; number?: number };
  try {
    expect(adds, 'adds sent').toHaveLength(1);
    const full = await (await page.request.get(`${baseUrl}/api/cart/list`)).json();
    const number = (full.data.data as { id: number; number: number }[]).find((l) => l.id === line.id)!.number;
    expect(number).toBe(typed);
    // The card says the quantity went to the cart.
    await expect.poll(() => card.innerText()).toContain('已加入');
    await screenshot(page, 'gmly-added-once');
  } finally {
    await page.request.post(`${baseUrl}/api/cart/batch_delete`, { headers: XHR, data: { ids: [line.id] } });
  }
});

test('searching 同仁堂 under 药品 says its makers have more goods and switches to the 厂家 tab', async () => {
  const page = await openPage();
  await page.goto('/');
  const input = page.getByTestId('search-input');
  await input.fill('同仁堂');
  await input.press('Escape');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect.poll(() => page.getByTestId('search-keyword').innerText()).toBe('同仁堂');
  expect(new URL(page.url()).searchParams.get('type') ?? '0').toBe('0');
  const drugTotal = async () => Number(await page.getByTestId('listing-total').innerText());
  await expect.poll(drugTotal).toBeGreaterThan(0);

  const hint = page.getByTestId('maker-hint');
  await expect.poll(() => hint.innerText()).toMatch(/在厂家中找到 \d+ 个商品/);
  const makerCount = Number(/在厂家中找到 (\d+) 个商品/.exec(await hint.innerText())![1]);
  expect(makerCount).toBeGreaterThan(await drugTotal());
  await screenshot(page, 'maker-hint');

  await hint.getByRole('link').click();
  await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('1');
  await expect.poll(() => page.locator('.search-page__title').innerText()).toContain('厂家');
  await expect.poll(async () => Number(await page.getByTestId('listing-total').innerText())).toBe(makerCount);
  expect(await hint.count()).toBe(0);
  for (const maker of await page.getByTestId('goods-card').locator('.goods-card__maker').allInnerTexts())
    expect(maker).toContain('同仁堂');
});
