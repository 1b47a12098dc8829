import { z } from 'zod';
import { commaIds, id, idOrZero, page } from './fields.ts';
import { flag, pageOf } from './envelope.ts';
import { Limits } from '../codes/index.ts';

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
  is_free_shipping: flag,
  free_shipping_number: z.number().int(),
  ladder_price: z.array(z.object({ number: z.number().int(), price: z.number() })),
  ladder_price_type: z.number().int(),
  /** Medium package: the quantity step. */
  middle_package: z.number().int(),
});

/** A type 3 line's package: its price in yuan and parts. */
export const cartCombination = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  items: z.array(
    z.object({
      goods_id: z.number().int(),
      name: z.string(),
      ypgg: z.string(),
      sccj: z.string(),
      number: z.number().int(),
    }),
  ),
  end_time: z.number().int(),
});

/** A type 1 line's flash sale. */
export const cartFlashSale = z.object({
  id: z.number().int(),
  price: z.number(),
  stock: z.number().int(),
  per_buyer_limit: z.number().int(),
  end_time: z.number().int(),
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
  /** The welfare zone's discount on the line (福利专区), off `amount` before 满减. */
  welfare_amount: z.number(),
  /** total: gift units the line earns now; type 0 none, 1 the same goods, 2 another goods. */
  gift_data: z.object({ total: z.number().int(), type: z.number().int() }),
  key: z.string(),
  /** Flash sale id (type 1), combination id (type 3), else 0. */
  ck_id: z.number().int(),
  combination: cartCombination.nullable(),
  flash_sale: cartFlashSale.nullable(),
  /** price × number in yuan (server-computed). */
  amount: z.number(),
  /** Smallest quantity and step of the stepper (medium package, free-shipping number). */
  min_number: z.number().int(),
  step: z.number().int(),
  /** Why the line cannot be bought now (the invalid group), or null. */
  invalid_reason: z.string().nullable(),
});
export type CartItem = z.infer<typeof cartItem>;

export const cartListQuery = z.strictObject({
  page,
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(Limits.CART_LIST_DEFAULT_PAGE_SIZE)
    .default(Limits.CART_LIST_DEFAULT_PAGE_SIZE),
});

export const cartHint = z.object({
  /** '再买¥X可减¥Y', or '再买¥X包邮', or ''. */
  text: z.string(),
  manjian: z.object({ amount: z.number(), discount: z.number(), text: z.string() }).nullable(),
  shipping: z.object({ amount: z.number(), text: z.string() }).nullable(),
});
export type CartHint = z.infer<typeof cartHint>;

export const cartManjian = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Selected qualifying amount and the discount reached. */
  amount: z.number(),
  discount: z.number(),
  tiers: z.array(z.object({ amount: z.number(), discount: z.number(), status: flag })),
});

/** Totals of the selected lines, computed by the server's pricing (yuan). */
export const cartTotals = z.object({
  selected_count: z.number().int(),
  goods_amount: z.number(),
  /** The welfare zone's discount (福利专区折扣), after ladder prices and before 满减. */
  welfare_amount: z.number(),
  discount_amount: z.number(),
  shipping_amount: z.number(),
  payable_amount: z.number(),
});

/**
 * GET /api/cart/list — a page of lines plus the whole cart's pricing: shipping data, 满减 activities,
 * totals and the next hint. `selected_amount` is the selected goods amount (kept for the flyout).
 */
export const cartList = pageOf(cartItem).extend({
  selected_amount: z.number(),
  shipping: z.object({ shipping_amount: z.number(), no_trans_order_amount: z.number() }),
  activity: z.object({ manjians: z.array(cartManjian) }),
  totals: cartTotals,
  hint: cartHint,
});
export type CartList = z.infer<typeof cartList>;

/** POST api/cart/batch_delete {ids} — form-encoded as ids[0]=1&ids[1]=2. */
export const cartIdsBody = z.strictObject({
  ids: z.array(id).min(1).max(500),
});

/** The most one line may hold; an edit checks it only after the stock (cartEditBody). */
export const MAX_LINE_QUANTITY = 99_999;
export const MAX_LINE_QUANTITY_TEXT = `数量不能大于${MAX_LINE_QUANTITY}`;

/** Whole units, 1–99 999 ('1a', 1.5, 0, -1, 1e9 → 422). */
export const cartQuantity = z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY);

/**
 * A line of POST /api/cart {params}. The client's `price` is accepted for compatibility and ignored:
 * the server prices every line. Quantities are whole units, 1–99 999 ('1a', 1.5, 0, -1, 1e9 → 422).
 */
export const cartLineInput = z.strictObject({
  goods_id: id,
  price: z.coerce.number().optional(),
  number: cartQuantity,
  /** Type 1: the flash sale id; type 3: the combination id; otherwise 0. */
  ck_id: idOrZero.default(0),
  /** 0 ordinary, 1 flash sale, 3 combination (number = packages, goods_id = any part). */
  type: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1), z.literal(3)]))
    .default(0),
});
// 500: an imported purchase list (≤ 500 rows) is added with one call, all or nothing.
// `partial: 1` (a list's batch add): each line is added or refused on its own, and the answer says which.
export const addToCartBody = z.strictObject({
  params: z.array(cartLineInput).min(1).max(500),
  partial: z.coerce.number().pipe(flag).optional(),
});

/** The answer of a partial add: the cart's line count, and each refused line with the server's reason. */
export const cartAddResult = cartTotal.extend({
  added: z.array(z.number().int()).optional(),
  refused: z.array(z.object({ goods_id: z.number().int(), msg: z.string() })).optional(),
});
export type CartAddResult = z.infer<typeof cartAddResult>;

/**
 * POST api/cart/{id}/edit {params: {number}} — form-encoded as params[number]=20. A typed quantity over the
 * stock is told the stock however large it is, so this schema's bound is only what an integer holds
 * ('1a', 1.5, 0, 1e9 → 422); the 99,999 bound is the service's, after the stock check.
 */
export const cartEditBody = z.strictObject({
  params: z.strictObject({ number: z.coerce.number().int().min(1).max(999_999_999) }),
});

/** POST /api/cart/batch_select {ids, is_selected}. */
export const cartSelectBody = cartIdsBody.extend({ is_selected: z.coerce.number().pipe(flag) });

/** POST /api/cart/next_hint — the selected line ids as query (ids=1,2) or body; none: the cart's own selection. */
export const cartHintInput = z.strictObject({ ids: commaIds(500).optional() });

/** POST /api/cart/copy {ids, other_user_ids} — copy lines to other stores of the same company. */
export const cartCopyBody = cartIdsBody.extend({ other_user_ids: z.array(id).min(1).max(50) });
export const cartCopyResult = z.object({
  copied: z.array(z.object({ user_id: z.number().int(), total: z.number().int() })),
});
export type CartCopyResult = z.infer<typeof cartCopyResult>;
