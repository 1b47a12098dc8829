/**
 * Reading and nudging the store through its API from a spec, with the page's own session cookie (so a
 * spec can pick its data and check what the server holds after a journey in the browser).
 */
import type { Page } from 'playwright-core';
import { baseUrl } from './harness.ts';

export const XHR = { 'x-requested-with': 'XMLHttpRequest' } as const;

/** GET an API path as the page's user; throws with the server's answer unless it is a success (10000). */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const body = await (await page.request.get(`${baseUrl}${path}`)).json();
  if (body.code !== 10000) throw new Error(`${path}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.data as T;
}

export type CartLineRef = { id: number; is_selected: number; goods: { id: number } };

/** The lines of the page user's cart, as the server lists them. */
export const cartLines = async (page: Page): Promise<CartLineRef[]> =>
  (await apiGet<{ data: CartLineRef[] }>(page, '/api/cart/list')).data;

/** Ticks these cart lines again: specs share the demo cart and leave its selection as they found it. */
export async function reselectCartLines(page: Page, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const form = Object.fromEntries([...ids.map((id, i) => [`ids[${i}]`, String(id)]), ['is_selected', '1']]);
  await page.request.post(`${baseUrl}/api/cart/batch_select`, { form, headers: XHR });
}
