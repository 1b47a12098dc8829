import { expect, test } from 'vitest';
import { loadConfig } from '../apps/server/src/config.ts';
import { baseUrl, openPage, screenshot } from './support/harness.ts';

// The server under test inherits this environment, so its site title is the one the config yields here.
const siteTitle = loadConfig({ ...process.env, NODE_ENV: 'test', TEST_HOOKS: '1' }).SITE_TITLE;

test('the store answers its health check', async () => {
  const res = await fetch(`${baseUrl}/api/health`);
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ code: 10000 });
});

test('a visitor opening the home page sees a Chinese store with the site title', async () => {
  const page = await openPage();
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  await expect.poll(() => page.title(), { timeout: 15_000 }).toContain(siteTitle);
  await expect.poll(() => page.evaluate(() => document.body.innerText), { timeout: 15_000 }).toMatch(/[\u4e00-\u9fff]/);
  await screenshot(page, 'home');
});
