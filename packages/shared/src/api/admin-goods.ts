import { z } from 'zod';
import { flag, pageOf } from './envelope.ts';
import { blank, id, MAX_INT4, numeric, page, yuan } from './fields.ts';
import { ZONES } from './goods.ts';
import { countCap } from './list-count.ts';
import { DRUG_CLASSES } from '../rules/qualification.ts';

/**
 * The console's goods (issue #13, 商品管理): the list's filters, the goods form (also each row of an
 * .xlsx import, so both are checked by one schema), the price-change log. Bodies arrive form-encoded
 * (every value a string), as JSON, or from a spreadsheet cell: numbers and flags are read from strings,
 * and an empty cell is a missing value.
 */

export const PRESCRIPTION_CLASSES = ['', 'OTC甲', 'OTC乙', 'Rx'] as const;
/** 'none' is the only class the store sells; the others are special management (GSP), refused with code 610. */
export const CONTROL_CLASSES = ['none', 'narcotic', 'psychotropic', 'toxic', 'radioactive', 'precursor'] as const;
export const CONTROL_CLASS_NAMES: Record<(typeof CONTROL_CLASSES)[number], string> = {
  none: '非特殊管理药品',
  narcotic: '麻醉药品',
  psychotropic: '精神药品',
  toxic: '医疗用毒性药品',
  radioactive: '放射性药品',
  precursor: '药品类易制毒化学品',
};
export const ZONE_NAMES: Record<(typeof ZONES)[number], string> = {
  yx: '包邮专区',
  kxzq: '控销专区',
  qxzq: '器械专区',
  zyyp: '中药专区',
  jxqzc: '近效期专区',
  jmzq: '加盟专区',
  ppzq: '品牌专区',
  mrtj: '每日特价',
  welfare: '全场94折',
};
export const LADDER_TYPE_NAMES = { 0: '按起购数量（满 N 件起）', 1: '按数量上限（N 件以内）' } as const;
export const MAX_LADDER_TIERS = 5;

/** '' and null are "not given"; a string is read as a number (NaN when it is not one: 格式不正确). */
const int = (min: number, max = MAX_INT4) => z.preprocess(numeric, z.number().int().min(min).max(max));
const optionalInt = (min: number, max = MAX_INT4) =>
  z.preprocess(numeric, z.number().int().min(min).max(max).optional());
const toFlag = (v: unknown) => {
  const given = blank(typeof v === 'string' ? v.trim() : v);
  if (given === true || given === 'true' || given === '是') return 1;
  if (given === false || given === 'false' || given === '否') return 0;
  return typeof given === 'string' ? Number(given) : given;
};
const flagOr = (fallback: 0 | 1) => z.preprocess(toFlag, flag.default(fallback));
const text = (max: number) => z.string().trim().max(max);
const list = <T extends z.ZodType>(item: T, max: number) => z.preprocess((v) => blank(v) ?? [], z.array(item).max(max));

export const ladderTierInput = z.strictObject({
  number: int(1, 1_000_000),
  price: yuan('阶梯价', 0.01),
});

/** One section of the package insert: 【成份】【适应症】… */
export const instructionSection = z.strictObject({ title: text(20).min(1), body: text(5000).min(1) });

/**
 * POST /api/admin/goods (create) and /api/admin/goods/:id (edit: the whole form, so a list left empty is
 * emptied), and one row of an import. Stock is not here (库存 is stock.manage's, by batch), nor images
 * (uploaded and ordered on their own).
 */
export const goodsBody = z
  .strictObject({
    name: text(60).min(1),
    sccj: text(60).min(1),
    ypgg: text(60).min(1),
    bzdw: text(10).min(1),
    approval_number: text(40).default(''),
    prescription_class: z.enum(PRESCRIPTION_CLASSES).default(''),
    drug_class: z.enum(DRUG_CLASSES).default('ordinary'),
    dosage_form: text(20).default(''),
    control_class: z.enum(CONTROL_CLASSES).default('none'),
    base_price: yuan('供货价', 0.01),
    retail_price: z.preprocess((v) => blank(v) ?? 0, yuan('零售价', 0)),
    ladder_price_type: z.preprocess(numeric, z.union([z.literal(0), z.literal(1)]).default(0)),
    ladder_price: list(ladderTierInput, MAX_LADDER_TIERS),
    middle_package: z.preprocess((v) => blank(v) ?? 1, int(1, 100_000)),
    large_package: z.preprocess((v) => blank(v) ?? 1, int(1, 1_000_000)),
    is_free_shipping: flagOr(0),
    free_shipping_number: z.preprocess((v) => blank(v) ?? 0, int(0, 1_000_000)),
    tags: list(text(10).min(1), 8),
    zones: list(z.enum(ZONES), ZONES.length),
    /** The goods' place in the general tree (any level); the zone trees' categories are `zone_category_ids`. */
    category_id: optionalInt(1),
    zone_category_ids: list(id, 20),
    brand_id: optionalInt(1),
    is_listed: flagOr(1),
    is_buy: flagOr(1),
    is_youx: flagOr(0),
    sort_weight: z.preprocess((v) => blank(v) ?? 0, int(-1_000_000, 1_000_000)),
    instructions: list(instructionSection, 30),
  })
  .superRefine((body, ctx) => {
    const tiers = body.ladder_price;
    tiers.forEach((tier, index) => {
      const previous = tiers[index - 1];
      if (tier.price > body.base_price)
        ctx.addIssue({ code: 'custom', path: ['ladder_price', index, 'price'], message: '阶梯价不能高于供货价' });
      if (previous && tier.number <= previous.number)
        ctx.addIssue({
          code: 'custom',
          path: ['ladder_price', index, 'number'],
          message: '阶梯价的数量须从小到大排列且不能重复',
        });
      else if (previous && tier.price > previous.price)
        ctx.addIssue({
          code: 'custom',
          path: ['ladder_price', index, 'price'],
          message: '数量越多阶梯价应越低：不能高于上一档',
        });
    });
    if (body.large_package < body.middle_package)
      ctx.addIssue({ code: 'custom', path: ['large_package'], message: '大包装不能小于中包装' });
  });
export type GoodsBody = z.infer<typeof goodsBody>;
export type GoodsBodyInput = z.input<typeof goodsBody>;

/** GET /api/admin/goods: the catalogue's filters, unlisted goods included. */
export const adminGoodsQuery = z.strictObject({
  keywords: text(50).optional(),
  category_id: optionalInt(1),
  brand_id: optionalInt(1),
  zone: z.preprocess(blank, z.enum(ZONES).optional()),
  drug_class: z.preprocess(blank, z.enum(DRUG_CLASSES).optional()),
  listed: z.preprocess(toFlag, flag.optional()),
  in_stock: z.preprocess(toFlag, flag.optional()),
  page,
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminGoodsQuery = z.infer<typeof adminGoodsQuery>;
/** GET /api/admin/goods/export: the list's filters, every page. */
export const goodsExportQuery = adminGoodsQuery.omit({ page: true, page_size: true });

export const adminGoodsRow = z.object({
  id: z.number().int(),
  name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  bzdw: z.string(),
  approval_number: z.string(),
  prescription_class: z.string(),
  drug_class: z.string(),
  base_price: z.number(),
  retail_price: z.number(),
  stock: z.number().int(),
  sales: z.number().int(),
  image: z.string().nullable(),
  brand_id: z.number().int().nullable(),
  is_listed: flag,
  is_buy: flag,
  updated_at: z.number().int(),
});
export type AdminGoodsRow = z.infer<typeof adminGoodsRow>;
/** `total` counts up to `count_cap` (list-count.ts): count_cap + 1 means more than that. */
export const adminGoodsPage = pageOf(adminGoodsRow).extend({ count_cap: countCap });
export type AdminGoodsPage = z.infer<typeof adminGoodsPage>;

const ladderTier = z.object({ number: z.number().int(), price: z.number() });

/** GET /api/admin/goods/:id: the form's values as saved, with what the form does not edit. */
export const adminGoodsDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  bzdw: z.string(),
  approval_number: z.string(),
  prescription_class: z.enum(PRESCRIPTION_CLASSES),
  drug_class: z.enum(DRUG_CLASSES),
  dosage_form: z.string(),
  control_class: z.string(),
  base_price: z.number(),
  retail_price: z.number(),
  ladder_price_type: z.number().int(),
  ladder_price: z.array(ladderTier),
  middle_package: z.number().int(),
  large_package: z.number().int(),
  is_free_shipping: flag,
  free_shipping_number: z.number().int(),
  tags: z.array(z.string()),
  zones: z.array(z.enum(ZONES)),
  category_id: z.number().int().nullable(),
  zone_category_ids: z.array(z.number().int()),
  brand_id: z.number().int().nullable(),
  is_listed: flag,
  is_buy: flag,
  is_youx: flag,
  sort_weight: z.number().int(),
  instructions: z.array(z.object({ title: z.string(), body: z.string() })),
  images: z.array(z.string()),
  stock: z.number().int(),
  sales: z.number().int(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type AdminGoodsDetail = z.infer<typeof adminGoodsDetail>;

export const listedBody = z.strictObject({ is_listed: z.preprocess(toFlag, flag) });

/** A price change of a goods (goods_price_changes): before and after, who and when. */
export const priceChangeRow = z.object({
  id: z.number().int(),
  source: z.enum(['edit', 'import']),
  staff: z.object({ id: z.number().int(), name: z.string() }),
  base_price: z.object({ before: z.number(), after: z.number() }),
  retail_price: z.object({ before: z.number(), after: z.number() }),
  ladder_price_type: z.object({ before: z.number().int(), after: z.number().int() }),
  ladder_price: z.object({ before: z.array(ladderTier), after: z.array(ladderTier) }),
  created_at: z.number().int(),
});
export type PriceChangeRow = z.infer<typeof priceChangeRow>;

/** Images: at most this many per goods, each JPEG, PNG or WebP up to this size. */
export const MAX_GOODS_IMAGES = 10;
export const MAX_GOODS_IMAGE_BYTES = 2 * 1024 * 1024;
/** POST /api/admin/goods/:id/images/order — the goods' images in their new order (the same set). */
export const imagesOrderBody = z.strictObject({ images: z.array(z.string().max(200)).min(1).max(MAX_GOODS_IMAGES) });
/** POST /api/admin/goods/:id/images/remove */
export const imageRemoveBody = z.strictObject({ image: z.string().min(1).max(200) });
export const goodsImages = z.object({ images: z.array(z.string()) });

/** Goods (or batch) rows one import takes, under its one header row. */
export const MAX_IMPORT_ROWS = 50_000;

/**
 * What one .xlsx the console imports (goods, a delivery note of stock batches) may hold. It is read in a
 * worker thread, never on the request thread, and more is refused with a 422 naming the limit
 * (docs/decisions/006-uploads-off-the-event-loop.md). 20,000 exported goods of 27 columns unzip to about
 * 26 MB, their sheet to about 19 MB, and take 7–10 s to read on a 2-core machine.
 */
export const STAFF_SHEET_LIMITS = {
  /** The uploaded file. */
  bytes: 5 * 1024 * 1024,
  /** Rows of the first sheet, the header and blank rows counted: MAX_IMPORT_ROWS and the header. */
  lines: MAX_IMPORT_ROWS + 1,
  columns: 50,
  /** Characters in one cell. */
  cellLength: 500,
  /** All the workbook's parts together after unzipping, and any one of them. */
  unzippedBytes: 40 * 1024 * 1024,
  unzippedPartBytes: 20 * 1024 * 1024,
  /** Parts in the archive (Excel writes 10–20). */
  zipEntries: 200,
  /** A part over 1 MB that unzips to more than this many times its packed size is a zip bomb. */
  compressionRatio: 500,
  /** Reading one file, from the moment the worker thread starts on it. */
  parseMs: 30_000,
} as const;
export const MAX_IMPORT_BYTES = STAFF_SHEET_LIMITS.bytes;
export const importRowError = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowError>;
/** The .xlsx import's answer: what it did, or why nothing was done (every row's errors). */
export const importReport = z.object({
  /** False when any row had an error: then nothing was written (all or nothing). */
  applied: z.boolean(),
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(importRowError),
});
export type ImportReport = z.infer<typeof importReport>;
