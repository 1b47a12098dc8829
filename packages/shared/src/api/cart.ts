import { z } from 'zod';
import { flag, pageOf } from './envelope.ts';
import { Limits } from '../codes.ts';

/** GET api/cart/total — number of lines in the buyer's cart (header badge, sidebar). */
export const cartTotal = z.object({ total: z.number().int() });
export type CartTotal = z.infer<typeof cartTotal>;

/** The goods as a cart line shows them (a subset of the catalogue's goods, prices in yuan). */
export const cartGoods = z.object({
  id: z.number().int(),
  name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  bzdw: z.string(),
  base_price: z.number(),
  goods_image: z.array(z.string()),
  is_buy: flag,
  number: z.number().int(),
});

/** Cart item (spec §3). `price` is the server's unit price in yuan for the line's quantity. */
export const cartItem = z.object({
  id: z.number().int(),
  type: z.number().int(),
  goods: cartGoods,
  number: z.number().int(),
  price: z.number(),
  is_selected: flag,
  with_coupon: flag,
  goods_manjian_amount: z.number(),
  gift_data: z.object({ total: z.number().int(), type: z.number().int() }),
  key: z.string(),
});
export type CartItem = z.infer<typeof cartItem>;

export const cartListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(Limits.CART_LIST_DEFAULT_PAGE_SIZE).default(Limits.CART_LIST_DEFAULT_PAGE_SIZE),
});

/** GET /api/cart/list — a page of lines plus the selected lines' amount in yuan. */
export const cartList = pageOf(cartItem).extend({ selected_amount: z.number() });
export type CartList = z.infer<typeof cartList>;

/** POST api/cart/batch_delete {ids} — form-encoded as ids[0]=1&ids[1]=2. */
export const cartIdsBody = z.strictObject({
  ids: z.array(z.coerce.number().int().positive()).min(1).max(500),
});

/**
 * A line of POST /api/cart {params}. The client's `price` is accepted for compatibility and ignored:
 * the server prices every line. Quantities are whole units, 1–99 999 ('1a', 1.5, 0, -1, 1e9 → 422).
 */
export const cartLineInput = z.strictObject({
  goods_id: z.coerce.number().int().positive(),
  price: z.coerce.number().optional(),
  number: z.coerce.number().int().min(1).max(99_999),
  ck_id: z.coerce.number().int().min(0).default(0),
  /** Only ordinary lines (0) are added here; flash-sale (1) and combination (3) lines come from their activity pages. */
  type: z.coerce.number().pipe(z.literal(0)).default(0),
});
// 500: an imported purchase list (≤ 500 rows) is added with one call, all or nothing.
export const addToCartBody = z.strictObject({ params: z.array(cartLineInput).min(1).max(500) });
