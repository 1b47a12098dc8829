import type { Page } from 'playwright-core';

/**
 * What a print shows after `click` asks for one (lib/print-alone): window.print is counted instead of opening a
 * dialog, the page is rendered for print, and the answer says whether the store's header and page still show and
 * what the printed copy (`selector`) holds. `done()` ends the print: back to the screen, `afterprint` fired.
 */
export async function printedAlone(page: Page, click: () => Promise<void>, selector: string) {
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await click();
  const printed = await page.evaluate(() => (window as unknown as { printed: number }).printed);
  await page.emulateMedia({ media: 'print' });
  const seen = await page.evaluate((copy) => {
    // Rendered at all under the print media (an element inside a hidden one keeps its own display value).
    const shown = (el: Element | null) => el !== null && el.getClientRects().length > 0;
    return {
      header: shown(document.querySelector('.app > header, header')),
      page: shown(document.querySelector('#root')),
      text: document.querySelector<HTMLElement>(copy)?.innerText ?? '',
      visible: shown(document.querySelector(copy)),
    };
  }, selector);
  const done = async () => {
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  };
  return { printed, ...seen, done };
}
