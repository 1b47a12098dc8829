// The home page's banner carousel (Embla, components/ad-carousel.tsx): the first banner shows at the banners' own
// 3:1 proportion on a desktop and on a phone, the others are inert until they slide in, a dot or an arrow moves to
// a banner, and a banner leads to where its ad points.
import { expect, test } from 'vitest';
import { apiGet } from './support/store-api.ts';
import { consoleErrors, openPage, PHONE } from './support/harness.ts';

type Ad = { id: number; title: string; url: string; image: string; goods_id: number | null };

const slides = (page: Awaited<ReturnType<typeof openPage>>) =>
  page.getByTestId('home-banner').locator('.ad-carousel__item');
const inertOf = (page: Awaited<ReturnType<typeof openPage>>) =>
  slides(page).evaluateAll((els) => els.map((e) => (e as HTMLElement).inert));

test('the first banner shows whole, the others are inert; a dot and the arrows move between them', async () => {
  const page = await openPage();
  await page.goto('/');
  const ads = await apiGet<Ad[]>(page, '/api/focus');
  expect(ads.length).toBeGreaterThanOrEqual(3);
  expect(await slides(page).count()).toBe(ads.length);
  expect(await inertOf(page)).toEqual(ads.map((_, i) => i !== 0));

  const banner = page.getByTestId('home-banner');
  // The page arrives with the first banner's picture only; every banner has its picture once the page is idle.
  const html = await (await page.request.get('/')).text();
  expect(ads.map((ad) => html.includes(`src="${ad.image}"`))).toEqual(ads.map((_, i) => i === 0));
  // Its address, that is: a banner beside the viewport is lazy and loads when it slides near.
  await expect
    .poll(() => banner.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src'))))
    .toEqual(ads.map((ad) => ad.image));
  const first = banner.locator('img').first();
  const box = (await first.boundingBox())!;
  // Drawn for 1200 × 400: shown at that proportion, not cropped to another height.
  expect(box.width / box.height).toBeCloseTo(3, 1);

  await banner.hover();
  await banner.getByRole('button', { name: new RegExp(`第 3 张：${ads[2]!.title}`) }).click();
  await expect.poll(() => inertOf(page)).toEqual(ads.map((_, i) => i !== 2));
  expect(await banner.getByRole('button', { name: /第 3 张/ }).getAttribute('aria-current')).toBe('true');
  await banner.getByRole('button', { name: '下一张' }).click();
  await expect.poll(() => inertOf(page)).toEqual(ads.map((_, i) => i !== 3 % ads.length));
  await banner.getByRole('button', { name: '上一张' }).click();
  await expect.poll(() => inertOf(page)).toEqual(ads.map((_, i) => i !== 2));
  expect(consoleErrors(page)).toEqual([]);
});

test('on a 390 px phone the banner keeps its proportion, and tapping it opens where its ad points', async () => {
  const page = await openPage(PHONE);
  await page.goto('/');
  const ads = await apiGet<Ad[]>(page, '/api/focus');
  const banner = page.getByTestId('home-banner');
  const box = (await banner.locator('img').first().boundingBox())!;
  expect(box.width).toBeGreaterThan(300);
  expect(box.width / box.height).toBeCloseTo(3, 1);
  const target = ads[0]!.goods_id ? `/list/info/${ads[0]!.goods_id}` : ads[0]!.url;
  await banner.locator('.ad-carousel__item').first().locator('a').click();
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toContain(target.split('?')[0]!);
});
