/** A phone in browser tests: the screen specs open, and the check that a page fits it. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { PHONE as PHONE_SCREEN } from './harness.ts';

/** An iPhone-sized screen that, like a real phone, widens its layout viewport to fit wider content. */
export const PHONE = { ...PHONE_SCREEN, deviceScaleFactor: 2 };

/** The page fits the screen: nothing makes it scroll sideways (a phone would zoom out to show it). */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth, `${what}: page ${scrollWidth}px wide on a ${innerWidth}px screen`).toBeLessThanOrEqual(
    innerWidth,
  );
  expect(innerWidth, `${what}: the layout viewport widened`).toBe(PHONE.viewport.width);
}
