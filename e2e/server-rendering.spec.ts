// Catalogue pages arrive rendered (ADR 008): readable without JavaScript, by a visitor and by a search
// engine, with the page's own title, description, canonical URL and, on a goods page, schema.org data;
// prices only for those who may see them, in the HTML too; then they hydrate without a mismatch.
import { expect, test } from 'vitest';
import { apiGet } from './support/store-api.ts';
import { baseUrl, consoleErrors, DEMO_BUYER, loginAs, openPage, PHONE, PHONE_AGENT } from './support/harness.ts';

type Goods = {
  id: number;
  name: string;
  sccj: string;
  ypgg: string;
  approval_number: string;
  number: number;
  goods_image: string[];
};
type Detail = Goods & { base_price: number | null };

/** The page as it arrives: HTML only, no script run. */
async function htmlOf(path: string, cookie = '', userAgent = ''): Promise<string> {
  const res = await fetch(`${baseUrl}${path}`, {
    headers: { ...(cookie ? { cookie } : {}), ...(userAgent ? { 'user-agent': userAgent } : {}) },
    redirect: 'manual',
  });
  expect(res.status).toBe(200);
  return res.text();
}

const ldJson = (html: string) => {
  const found = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  return found ? (JSON.parse(found[1]!) as Record<string, unknown>) : null;
};

test('a goods page arrives with its name, maker, spec, approval number, head and Product data, without a visitor’s price', async () => {
  const page = await openPage();
  const goods = (await apiGet<{ data: Goods[] }>(page, '/api/goods/list?page_size=1')).data[0]!;
  const html = await htmlOf(`/list/info/${goods.id}`);

  const root = html.slice(html.indexOf('<div id="root">'));
  for (const fact of [goods.name, goods.sccj, goods.ypgg, goods.approval_number]) expect(root).toContain(fact);
  expect(html).toMatch(new RegExp(`<title>${goods.name} [^<]*</title>`));
  expect(html).toMatch(/<meta name="description" content="[^"]*批准文号/);
  expect(html).toContain(`<link rel="canonical" href="${baseUrl}/list/info/${goods.id}" />`);
  // Its large picture (the page's LCP) is asked for from the head; its code only after the first paint.
  const head = html.slice(0, html.indexOf('</head>'));
  const preload = `<link rel="preload" as="image" href="${goods.goods_image[0]}" fetchpriority="high" />`;
  expect(head).toContain(preload);
  expect(head).not.toContain('<script type="module"');
  const product = ldJson(html)!;
  expect(product).toMatchObject({ '@type': 'Product', name: goods.name, manufacturer: { name: goods.sccj } });
  expect(product.offers).toBeUndefined();
  // Neither the markup nor the answers handed to the browser carry a price for a visitor.
  expect(root).toContain('登录可见');
  expect(html).not.toMatch(/"base_price":\d/);
  expect(root).not.toMatch(/¥\s*\d/);
});

test('the home page asks for its first banner (its LCP) from the head, ahead of its styles', async () => {
  const page = await openPage();
  const banner = (await apiGet<{ image: string }[]>(page, '/api/focus'))[0]!;
  for (const agent of ['', PHONE_AGENT]) {
    const html = await htmlOf('/', '', agent);
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = `<link rel="preload" as="image" href="${banner.image}" fetchpriority="high" />`;
    expect(head).toContain(preload);
    expect(head.indexOf(preload)).toBeLessThan(head.indexOf('<style>'));
    expect(head).not.toContain('<script type="module"');
  }
});

test('a buyer who may see prices gets them in the HTML and in the Product offer', async () => {
  const page = await openPage();
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const goods = (await apiGet<{ data: Detail[] }>(page, '/api/goods/list?page_size=1')).data[0]!;
  expect(goods.base_price).not.toBeNull();

  const html = await htmlOf(`/list/info/${goods.id}`, cookie);
  expect(ldJson(html)!.offers).toMatchObject({ priceCurrency: 'CNY', price: goods.base_price!.toFixed(2) });
  expect(html.slice(html.indexOf('<div id="root">'))).toContain(goods.base_price!.toFixed(2));
});

test('without JavaScript a visitor reads the list, a search and a zone; a phone gets the phone layout', async () => {
  const page = await openPage({ javaScriptEnabled: false });
  for (const path of ['/list', `/search?keywords=${encodeURIComponent('感冒')}`, '/qxzq']) {
    await page.goto(path);
    expect(await page.getByTestId('goods-card').count(), path).toBeGreaterThan(0);
    expect(await page.title(), path).not.toBe('');
    // One heading names the page (on the home page, the store's name).
    expect(await page.locator('h1').count(), path).toBe(1);
  }
  await page.goto('/');
  expect(await page.getByTestId('brand-wall').count()).toBe(1);
  expect(await page.locator('h1').innerText()).toContain('康宁医药采购商城');

  // A phone's User-Agent: the bottom tab bar is in the HTML, before any script measures the screen.
  // (The element, not the name: the page's stylesheets, written into it, name the class either way.)
  expect(await htmlOf('/list', '', PHONE_AGENT)).toContain('<nav class="phone-tab-bar"');
  expect(await htmlOf('/list')).not.toContain('<nav class="phone-tab-bar"');
});

test('without JavaScript a visitor reads the help centre, the licences and the news', async () => {
  const page = await openPage({ javaScriptEnabled: false });
  await page.goto('/help/fwbz/wzzz');
  // The licences from configuration, numbers and all, in the HTML as it arrived.
  expect(await page.locator('body').innerText()).toContain('药品经营许可证');
  await page.goto('/help/xrzn/hyzc');
  expect(await page.locator('.app-main').innerText()).toContain('会员注册');
  await page.goto('/news/company');
  // The title's link (the cover's holds only a picture).
  const first = page.locator('a[href^="/news/info/"]').filter({ hasText: /\S/ }).first();
  const title = (await first.innerText()).trim();
  const href = (await first.getAttribute('href'))!;
  expect(title).not.toBe('');
  await page.goto(href);
  expect(await page.locator('.app-main').innerText()).toContain(title);
  expect(await page.title()).not.toBe('');
});

test('a listing’s pictures past its first row load once the page can be used; without JavaScript, from <noscript>', async () => {
  const root = (await htmlOf('/list')).split('<div id="root">')[1]!;
  const held = root.match(/<img class="goods-image goods-image--later /g)?.length ?? 0;
  // A row of five cards on a desktop has its pictures at once; the rows below wait, each with a <noscript> copy.
  expect(held).toBeGreaterThanOrEqual(5);
  expect(root.match(/<noscript><img class="goods-image /g)?.length).toBe(held);

  const page = await openPage();
  await page.goto('/list');
  const cards = page.getByTestId('goods-card');
  await expect.poll(() => cards.locator('img.goods-image[src]').count()).toBe(await cards.count());
  expect(await cards.locator('noscript').count()).toBe(0);

  const plain = await openPage({ javaScriptEnabled: false });
  await plain.goto('/list');
  const plainCards = plain.getByTestId('goods-card');
  expect(await plainCards.locator('img.goods-image[src]').count()).toBe(await plainCards.count());
  expect(await plainCards.locator('img.goods-image--later').first().isVisible()).toBe(false);
  expect([...consoleErrors(page), ...consoleErrors(plain)]).toEqual([]);
});

test('pages that are not the catalogue stay client-rendered, and old paths redirect on the server', async () => {
  const cart = await htmlOf('/cart');
  expect(cart).toContain('<div id="root"></div>');
  expect(cart).not.toContain('id="ssr-state"');

  const res = await fetch(`${baseUrl}/register?from=ad`, { redirect: 'manual' });
  expect(res.status).toBe(302);
  expect(res.headers.get('location')).toBe('/register_index?from=ad');
});

test('a rendered page hydrates without a mismatch, and then works as before', async () => {
  const page = await openPage(PHONE);
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  // What the page's scripts add to it as stylesheets (not what the HTML parser reads): each one restyles the whole page.
  await page.addInitScript(() => {
    const added: string[] = [];
    Object.assign(window, { stylesAdded: added });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.addedNodes))
          if (node instanceof HTMLStyleElement && node.textContent && document.readyState !== 'loading')
            added.push(node.getAttribute('rc-util-key') ?? node.textContent.slice(0, 60));
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ['/', '/list', `/search?keywords=${encodeURIComponent('感冒')}`]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // The page's code was asked for once its first contentful paint was shown, not beside its HTML and pictures.
    const [paintedAt, codeAskedAt] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      performance.getEntriesByType('resource').find((entry) => /\/assets\/index-[^/]*\.js$/.test(entry.name))!
        .startTime,
    ]);
    expect(codeAskedAt, path).toBeGreaterThan(paintedAt);
    // antd's icons find their stylesheet in the page, under their own key, and write none of their own.
    expect(await page.evaluate(() => (window as unknown as { stylesAdded: string[] }).stylesAdded), path).toEqual([]);
    expect(await page.locator('head > style[rc-util-key="@ant-design-icons"]').count(), path).toBe(1);
  }
  // Their stylesheets came inside them: nothing held the first paint, and hydrating fetched none again.
  expect(stylesheets).toEqual([]);
  const desktop = await openPage();
  await desktop.goto('/list');
  await desktop.waitForLoadState('networkidle');
  // The search box is live: suggestions come from the API once the page has hydrated.
  await desktop.getByRole('combobox', { name: /搜索/ }).first().fill('gmly');
  await expect.poll(() => desktop.getByRole('option').count()).toBeGreaterThan(0);
  expect([...consoleErrors(page), ...consoleErrors(desktop)]).toEqual([]);
});

test('visitors share one render a second, then get it at once while it is rendered again; a buyer’s page is always their own', async () => {
  const timing = async (cookie = '') =>
    (await fetch(`${baseUrl}/list/no_image`, { headers: cookie ? { cookie } : {} })).headers.get('server-timing');
  const [first, second] = [await timing(), await timing()];
  expect(first).toMatch(/^render;dur=\d+/);
  // The second visitor got the same render (the same measured duration), not a new one.
  expect(second).toBe(first);
  // A second later the kept page is still sent at once, and rendered again behind it for the next visitor.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  expect(await timing()).toBe(first);
  await expect.poll(() => timing()).not.toBe(first);

  const page = await openPage();
  await loginAs(page, DEMO_BUYER.username, DEMO_BUYER.password);
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const html = await htmlOf('/list/no_image', cookie);
  expect(html).not.toContain('登录可见');
});
