import { z } from 'zod';
import { flag, pageOf } from './envelope.ts';
import { countCap } from './list-count.ts';
import { id, page } from './fields.ts';

import { SORTS, ZONES } from './listing.ts';

export { SORTS, ZONES, type Zone } from './listing.ts';

const optionalId = id.optional();
const optionalFlag = z.coerce.number().pipe(flag).optional();
const yuan = z.coerce.number().min(0).max(1_000_000).optional();

/** GET /api/goods/list filters. `type` is the search type: 0 keywords match drugs, 1 manufacturers. */
export const goodsListQuery = z
  .strictObject({
    category_id: optionalId,
    zone: z.enum(ZONES).optional(),
    brand_id: optionalId,
    sccj: z.string().trim().max(100).optional(),
    ypgg: z.string().trim().max(100).optional(),
    keywords: z.string().trim().max(50).optional(),
    type: z.coerce
      .number()
      .pipe(z.union([z.literal(0), z.literal(1)]))
      .default(0),
    in_stock: optionalFlag,
    is_free_shipping: optionalFlag,
    min_price: yuan,
    max_price: yuan,
    sort: z.enum(SORTS).default('default'),
    page,
    page_size: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price, {
    message: '最低价不能高于最高价',
    path: ['min_price'],
  });
export type GoodsListQuery = z.infer<typeof goodsListQuery>;

export const ladderTier = z.object({ number: z.number().int(), price: z.number() });

/**
 * Goods as a buyer sees them (spec §3 plus what a pharma wholesaler must show). Prices are null and
 * ladder_price empty when the viewer may not see prices; `price_tip` then says why.
 */
export const goodsItem = z.object({
  id: z.number().int(),
  name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  bzdw: z.string(),
  base_price: z.number().nullable(),
  retail_price: z.number().nullable(),
  price_tip: z.string(),
  goods_image: z.array(z.string()),
  is_buy: flag,
  number: z.number().int(),
  is_youx: flag,
  type: z.number().int(),
  is_free_shipping: flag,
  free_shipping_number: z.number().int(),
  ladder_price: z.array(ladderTier),
  ladder_price_type: z.number().int(),
  tags: z.array(z.string()),
  approval_number: z.string(),
  dosage_form: z.string(),
  prescription_class: z.string(),
  drug_class: z.string(),
  expiry_date: z.string().nullable(),
  middle_package: z.number().int(),
  large_package: z.number().int(),
  sales: z.number().int(),
  /** 1 when the viewer has asked to be told when this out-of-stock goods is back (到货提醒). */
  arrival_notice: flag,
});
export type GoodsItem = z.infer<typeof goodsItem>;

/** A suggestion: a drug name (type 0) or a manufacturer (type 1), by its best-selling goods. */
export const suggestion = z.object({ id: z.number().int(), name: z.string(), sccj: z.string() });
export type Suggestion = z.infer<typeof suggestion>;

export const goodsPage = pageOf(goodsItem).extend({
  /**
   * Keywords that match no goods as typed (a mistyped initial: 'gmly'): the nearest matches the
   * suggestions found, by which `data` was listed instead. Absent when the keywords matched.
   */
  did_you_mean: z.array(suggestion).optional(),
  /**
   * A 药品 search (type 0) whose keywords find more goods by manufacturer: how many the 厂家 tab (type 1)
   * lists for them. Absent when the 药品 answer is as large or larger.
   */
  maker_total: z.number().int().optional(),
  /** Where `total` stops counting: a total of count_cap + 1 is "more than count_cap" (GET /api/goods/list). */
  count_cap: countCap.optional(),
});
export type GoodsPage = z.infer<typeof goodsPage>;

/** A flash sale of the goods that has not ended: its price (null when prices are hidden), stock and window. */
export const detailFlashSale = z.object({
  id: z.number().int(),
  price: z.number().nullable(),
  stock: z.number().int(),
  per_buyer_limit: z.number().int(),
  start_time: z.number().int(),
  end_time: z.number().int(),
  /** The server's clock (10-digit seconds), for the countdown. */
  now: z.number().int(),
});

export const goodsDetail = goodsItem.extend({
  /** The running or next flash sale of this goods, or null. */
  flash_sale: detailFlashSale.nullable(),
  /** Today's 每日特价 of this goods (null when none, or when prices are hidden). */
  special_price: z.number().nullable(),
  batch_number: z.string(),
  brand: z.object({ id: z.number(), name: z.string() }).nullable(),
  category_path: z.array(z.object({ id: z.number(), name: z.string() })),
  is_favorite: flag,
  /** The package insert (说明书) section by section (【成份】【适应症】…; a device's 产品说明); empty when none is on file. */
  instructions: z.array(z.object({ title: z.string(), body: z.string() })),
});
export type GoodsDetail = z.infer<typeof goodsDetail>;

export const goodsIdParams = z.strictObject({ id });

/** GET /api/goods/search — suggestions. */
export const suggestQuery = z.strictObject({
  keywords: z.string().trim().max(50).default(''),
  type: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .default(0),
});

/** GET /api/goods/facets — the manufacturers and specs among the goods a search or listing matches. */
export const facetsQuery = z.strictObject({
  keywords: z.string().trim().max(50).optional(),
  type: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .default(0),
  category_id: id.optional(),
  zone: z.enum(ZONES).optional(),
  brand_id: id.optional(),
});
export const facet = z.object({ name: z.string(), count: z.number().int() });
export const facets = z.object({ sccj: z.array(facet), ypgg: z.array(facet) });

/** A favourite (/star): `arrived` is 1 when an arrival notice of the buyer's for it was sent in the last 7 days. */
export const favoriteItem = goodsItem.extend({ arrived: flag });
export type FavoriteItem = z.infer<typeof favoriteItem>;
export const favoritePage = pageOf(favoriteItem);
export type FavoritePage = z.infer<typeof favoritePage>;

/** POST /api/favorite and /api/favorite/cancel {goods_ids}. */
export const favoriteBody = z.strictObject({ goods_ids: z.array(id).min(1).max(200) });
