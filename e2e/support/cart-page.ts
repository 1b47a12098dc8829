/** Steps on the cart page (/cart) that several journeys take. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * On the open cart page, ticks only this line for checkout. The boxes follow the server's answer, so each
 * click waits for the selected count rather than checking the box itself.
 */
export async function tickOnlyLine(page: Page, lineId: number): Promise<void> {
  const selectAll = page.getByTestId('cart-footer').getByRole('checkbox', { name: '全选' });
  const selectedCount = () => page.getByTestId('selected-count').innerText();
  if (!(await selectAll.isChecked())) {
    await selectAll.click();
    await expect.poll(() => selectAll.isChecked()).toBe(true);
  }
  await selectAll.click();
  await expect.poll(selectedCount).toBe('0');
  await page.locator(`[data-line-id="${lineId}"]`).getByRole('checkbox', { name: '选择' }).click();
  await expect.poll(selectedCount).not.toBe('0');
}
