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

/** POST a form to an API path as the page's user (or staff); throws unless the answer is a success. */
export async function apiPost<T>(page: Page, path: string, form: Record<string, string | number> = {}): Promise<T> {
  const body = await (await page.request.post(`${baseUrl}${path}`, { form, headers: XHR })).json();
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

export type BuyableGoods = {
  id: number;
  name: string;
  is_buy: number;
  number: number;
  middle_package: number;
  is_free_shipping: number;
  ladder_price: unknown[];
};

/**
 * A buyable goods with plenty of stock that is not in the shared demo cart yet (specs share one server):
 * the `skip`-th of one page of the in-stock list, so specs that each take their own page and skip do not
 * buy the same goods.
 */
export async function freshGoods(
  page: Page,
  { listPage = 2, skip = 0, freeShipping = true }: { listPage?: number; skip?: number; freeShipping?: boolean } = {},
): Promise<BuyableGoods> {
  const inCart = new Set((await cartLines(page)).map((line) => line.goods.id));
  const path = `/api/goods/list?page_size=100&page=${listPage}&in_stock=1`;
  const found = (await apiGet<{ data: BuyableGoods[] }>(page, path)).data.filter(
    (g) => g.is_buy === 1 && g.number >= 200 && (freeShipping || g.is_free_shipping === 0) && !inCart.has(g.id),
  )[skip];
  if (!found) throw new Error('no buyable goods left outside the cart');
  return found;
}

/** Adds one medium package of the goods to the page user's cart; answers the new line's id. */
export async function addLineByApi(page: Page, goods: BuyableGoods): Promise<number> {
  const res = await page.request.post(`${baseUrl}/api/cart`, {
    form: {
      'params[0][goods_id]': String(goods.id),
      'params[0][number]': String(goods.middle_package),
      'params[0][ck_id]': '0',
    },
    headers: XHR,
  });
  const body = await res.json();
  if (body.code !== 10000) throw new Error(`add ${goods.id} to the cart: ${JSON.stringify(body).slice(0, 300)}`);
  return (await cartLines(page)).find((line) => line.goods.id === goods.id)!.id;
}
