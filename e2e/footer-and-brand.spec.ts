import { expect, test } from 'vitest';
import { consoleErrors, openPage, screenshot } from './support/harness.ts';

// Issue #36 item 25, spec §3: the client state's footer style and brand flag. Store pages carry the full
// footer, the login and registration pages the legal lines only (and ask for no help or link data); every
// page of the brand zone keeps the nav's 品牌专区 current, not only the zone's own address.

test('store pages have the full footer; login and store registration the legal lines only, without its requests', async () => {
  const page = await openPage();
  await page.goto('/');
  const footer = page.locator('footer.site-footer');
  await expect.poll(() => footer.innerText(), { timeout: 15_000 }).toContain('客服热线');
  expect(await footer.getAttribute('class')).toContain('site-footer--full');
  expect(await footer.locator('.site-footer__help dl').count()).toBeGreaterThan(0);

  for (const path of ['/login', '/register/dd/step1']) {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(path);
    await expect.poll(() => footer.innerText(), { timeout: 15_000 }).toContain('药品经营许可证');
    expect(await footer.getAttribute('class')).toContain('site-footer--simple');
    expect(await footer.innerText()).not.toContain('客服热线');
    expect(await footer.locator('.site-footer__help, .site-footer__promises').count()).toBe(0);
    expect(asked.filter((p) => /help|friend|link/i.test(p) && p.startsWith('/api/'))).toEqual([]);
    page.removeAllListeners('request');
  }
  await screenshot(page, 'login-simple-footer');
  expect(consoleErrors(page)).toEqual([]);
});

test('every page of the brand zone keeps 品牌专区 current in the nav', async () => {
  const page = await openPage();
  await page.goto('/ppzq');
  const current = page.locator('.nav-bar__items > li.is-current');
  await expect.poll(() => current.innerText(), { timeout: 15_000 }).toContain('品牌专区');
  // A brand's own page, reached from the zone.
  await page.locator('a[href^="/ppzq/info/"]').first().click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/ppzq\/info\/\d+/);
  await expect.poll(() => current.innerText()).toContain('品牌专区');
  expect(await current.count()).toBe(1);
  // Elsewhere the zone's entry is not current.
  await page.goto('/mrtj');
  await expect.poll(() => current.innerText(), { timeout: 15_000 }).toContain('每日特价');
  expect(await current.count()).toBe(1);
});
