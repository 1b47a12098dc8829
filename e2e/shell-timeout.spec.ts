import { expect, test } from 'vitest';
import { openPage, screenshot } from './support/harness.ts';
import { testHook } from './support/server-hooks.ts';

test('a request slower than 30 s shows the 温馨提示 dialog with a refresh button', async () => {
  const page = await openPage();
  // The page's clock is fake, so 30 s pass at once; the server holds the call long enough.
  await page.clock.install();
  await testHook.delay('/api/focus/common', 45_000);
  // The 30 s count starts when the page asks; moving the clock before that would move it for nothing.
  const asked = page.waitForRequest((req) => req.url().includes('/api/focus/common'));
  // An address no visitor opened: a home page another spec opened in the last seconds would be sent as the
  // server kept it (ADR 008), with its answers, and the page would not ask at all.
  await page.goto('/?from=timeout-spec');
  await page.getByTestId('search-input').waitFor();
  await asked;
  expect(await page.locator('.ant-modal-confirm').count()).toBe(0);
  await page.clock.fastForward(29_000);
  expect(await page.locator('.ant-modal-confirm').count()).toBe(0);
  await page.clock.fastForward(1_500);
  const dialog = page.locator('.ant-modal-confirm');
  await dialog.waitFor();
  const text = await dialog.innerText();
  expect(text).toContain('温馨提示');
  expect(text).toContain('请求超时，请刷新页面');
  await screenshot(page, 'timeout-dialog');

  await testHook.reset();
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: '刷新页面' }).click()]);
});
