import { z } from 'zod';
import { flag, pageOf, pageQuery } from './envelope.ts';
import { blank, formBoolean, id, numeric, yuan } from './fields.ts';

/**
 * Packages (套餐, /zhzq 组合购) and the welfare zone (福利专区, /welfare), issue #16. The store reads
 * `GET /api/zhzq/packages` and `GET /api/welfare`; a package goes to the cart through the existing
 * `POST /api/cart` as a type 3 line (`ck_id` = the package id, `number` = packages). The console's calls are
 * `/api/admin/combinations…` and `/api/admin/welfare…` (营销, promotions.manage). Money is yuan with 2
 * decimals at this edge, times are 10-digit seconds.
 */

const whole = (label: string, min: number, max: number) =>
  z.preprocess(
    numeric,
    z
      .number({ error: (i) => (i.input === undefined ? `${label}不能为空` : `${label}须为整数`) })
      .int(`${label}须为整数`)
      .min(min, `${label}不能小于${min}`)
      .max(max, `${label}不能超过${max}`),
  );
const seconds = (label: string) =>
  z.preprocess(
    numeric,
    z
      .number({ error: (i) => (i.input === undefined ? `请选择${label}` : `${label}格式不正确`) })
      .int()
      .min(0)
      .max(9_999_999_999),
  );

/** The most parts a package holds. */
export const COMBO_PARTS_MAX = 10;

// ── the store ──

/** GET /api/welfare: the zone's percent (94 = 94折) and how the store writes it. */
export const welfareInfo = z.object({ percent: z.number().int(), text: z.string() });
export type WelfareInfo = z.infer<typeof welfareInfo>;

/** A part of a package as /zhzq lists it; prices only for a buyer who may see them (null otherwise). */
export const comboPart = z.object({
  goods_id: z.number().int(),
  name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  bzdw: z.string(),
  image: z.string(),
  /** Units of this goods in one package. */
  number: z.number().int(),
  /** The goods' own unit price (base price), for the saving. */
  price: z.number().nullable(),
  stock: z.number().int(),
});

export const comboCard = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The package price; null with `price_tip` when the viewer may not see prices. */
  price: z.number().nullable(),
  /** Σ part price × number: what the parts cost bought one by one. */
  original_price: z.number().nullable(),
  saving: z.number().nullable(),
  price_tip: z.string(),
  start_time: z.number().int(),
  end_time: z.number().int(),
  /** Packages that can be bought now: the fewest any part's stock (and the package's own limit) allows. */
  packages_left: z.number().int(),
  /** Why it cannot be bought now (售罄, 库存不足, a part off sale …), or null. */
  reason: z.string().nullable(),
  items: z.array(comboPart),
});
export type ComboCard = z.infer<typeof comboCard>;
export const comboList = z.array(comboCard);

// ── the console ──

export const adminComboQuery = pageQuery.extend({
  keywords: z.string().trim().max(50, '关键词最多 50 个字符').default(''),
});
export type AdminComboQuery = z.infer<typeof adminComboQuery>;

export const adminCombo = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  original_price: z.number(),
  items: z.array(
    z.object({
      goods_id: z.number().int(),
      name: z.string(),
      sccj: z.string(),
      ypgg: z.string(),
      number: z.number().int(),
      base_price: z.number(),
      stock: z.number().int(),
    }),
  ),
  starts_at: z.number().int(),
  ends_at: z.number().int(),
  is_on: flag,
  stock_limit: z.number().int().nullable(),
  /** Packages sold in orders not cancelled. */
  sold: z.number().int(),
  /** 未开始 / 进行中 / 已结束 / 已下架 */
  status_text: z.string(),
});
export type AdminCombo = z.infer<typeof adminCombo>;
export const adminComboPage = pageOf(adminCombo);
export type AdminComboPage = z.infer<typeof adminComboPage>;

/** POST /api/admin/combinations[/{id}]: form-encoded as items[0][goods_id]=1&items[0][number]=2 … */
export const comboBody = z
  .strictObject({
    name: z.string().trim().min(1, '请填写套餐名称').max(60, '套餐名称最多 60 个字符'),
    price: yuan('套餐价', 0.01),
    items: z
      .array(z.strictObject({ goods_id: id, number: whole('数量', 1, 9_999) }), { error: '请添加套餐商品' })
      .min(1, '请添加套餐商品')
      .max(COMBO_PARTS_MAX, `套餐最多 ${COMBO_PARTS_MAX} 种商品`),
    starts_at: seconds('开始时间'),
    ends_at: seconds('结束时间'),
    stock_limit: z.preprocess(blank, whole('套餐库存', 0, 1_000_000).optional()),
    is_on: formBoolean('请选择是否上架').default(true),
  })
  .refine((b) => b.ends_at > b.starts_at, { path: ['ends_at'], message: '结束时间须晚于开始时间' })
  .refine((b) => new Set(b.items.map((i) => i.goods_id)).size === b.items.length, {
    path: ['items'],
    message: '同一商品在套餐中只能出现一次',
  });
export type ComboBody = z.infer<typeof comboBody>;

export const comboStatusBody = z.strictObject({ is_on: formBoolean('请选择上架或下架') });

/** GET /api/admin/welfare: the percent, and a page of the zone's goods. */
export const adminWelfareQuery = pageQuery.extend({
  keywords: z.string().trim().max(50, '关键词最多 50 个字符').default(''),
});
export type AdminWelfareQuery = z.infer<typeof adminWelfareQuery>;
export const adminWelfareGoods = z.object({
  id: z.number().int(),
  name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  base_price: z.number(),
  /** The base price at the zone's percent, as an ordinary line of one unit pays it. */
  welfare_price: z.number(),
  stock: z.number().int(),
  is_listed: flag,
});
export const adminWelfare = pageOf(adminWelfareGoods).extend({ percent: z.number().int(), text: z.string() });
export type AdminWelfare = z.infer<typeof adminWelfare>;

export const welfarePercentBody = z.strictObject({ percent: whole('折扣', 1, 100) });
export const welfareGoodsBody = z.strictObject({
  goods_ids: z.array(id, { error: '请选择商品' }).min(1, '请选择商品').max(200, '一次最多 200 个商品'),
});
export type WelfareGoodsBody = z.infer<typeof welfareGoodsBody>;
