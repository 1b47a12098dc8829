// What a spec does on a page: log in through the API, pick a region, wait out the page's timers, confirm a
// dialog. harness.ts re-exports these, so a spec imports everything from there.
import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';

const baseUrl: string = inject('baseUrl');

/**
 * Logs in through the API from inside the page's context, so the session cookie is the browser's.
 * Throws with the server's message when the login is refused. Returns the envelope's data.
 */
export async function loginAs(page: Page, username: string, password: string): Promise<unknown> {
  const res = await page.request.post(`${baseUrl}/api/user/login`, {
    form: { username, password },
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  const text = await res.text();
  let body: { code?: number; msg?: string; data?: unknown } = {};
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON: reported below */
  }
  if (res.status() !== 200 || body.code !== 10000) {
    throw new Error(`login as ${username} failed: HTTP ${res.status()} ${text.slice(0, 300)}`);
  }
  return body.data;
}

/**
 * Picks province → city → district in the open region cascader (`.region-cascader` already clicked). A click
 * that lands while the dropdown is still opening is lost, so each level is clicked until the next one shows.
 */
export async function pickRegion(page: Page, names: string[]): Promise<void> {
  const item = (name: string) => page.locator(`.ant-cascader-menu-item[title="${name}"]`);
  for (const [i, name] of names.entries()) {
    const next = names[i + 1];
    await expect
      .poll(async () => {
        await item(name).click();
        return next === undefined || (await item(next).isVisible());
      })
      .toBe(true);
  }
}

/**
 * Lets `ms` pass on the page's own clock, then two animation frames. A timer the page set for less than `ms`
 * before this call (a debounce, a delayed expand) has then fired and what it changed has been rendered,
 * however slowly the machine runs: timers fire in the order they fall due. For checking that something
 * did NOT happen after a timer; to wait for something that does happen, poll for it instead.
 */
export async function afterPageTimers(page: Page, ms: number): Promise<void> {
  await page.evaluate(
    (wait) =>
      new Promise<void>((done) =>
        setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => done())), wait),
      ),
    ms,
  );
}

/**
 * Clicks a button of the open antd confirm dialog once its opening animation has ended. Under load a click
 * during the zoom-in was once lost (the dialog stayed open and its action never ran), so this waits for
 * the dialog to carry no motion class, then clicks.
 */
export async function confirmDialog(page: Page, button: RegExp | string = /确\s*定|OK/): Promise<void> {
  const dialog = await settled(page.locator('.ant-modal-confirm'));
  await dialog.getByRole('button', { name: button }).click();
}

/**
 * Waits until an antd dialog, drawer or dropdown (`box`) shows and has finished its opening motion, and returns
 * it: a click on what it holds while it still zooms or slides in can be lost under load.
 */
export async function settled(box: Locator): Promise<Locator> {
  await box.waitFor();
  await expect.poll(() => box.evaluate((el) => /-(enter|appear)/.test(el.className))).toBe(false);
  return box;
}

/**
 * Clicks an option of an open antd select once its dropdown has finished opening. Under load a click during
 * the dropdown's slide-in was lost (the option stayed highlighted and nothing was chosen), as with dialogs.
 */
export async function pickOption(option: Locator): Promise<void> {
  await option.waitFor();
  await settled(option.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select-dropdown ")]'));
  await option.click();
}
