import { z } from 'zod';
import { flag, pageOf, pageQuery } from './envelope.ts';
import { blank, id, numeric, yuan } from './fields.ts';
import { batchRow } from './stock.ts';

/**
 * The points mall (积分商城 /jfsc) and points orders (积分订单 /jfdd), issue #15. The spec names the pages,
 * not the calls; they are designed in the spec's style: `GET /api/mall/goods`, `GET /api/mall/goods/{id}`,
 * `POST /api/mall/redeem`, `GET /api/user/points_orders[/{id}]`, `POST /api/user/points_orders/{id}/cancel|confirm`,
 * and the console's `/api/admin/mall/goods` and `/api/admin/points_orders`. Money is yuan with 2 decimals,
 * times are 10-digit seconds, points are whole.
 */

export const MALL_KINDS = ['goods', 'coupon', 'voucher'] as const;
export type MallKind = (typeof MALL_KINDS)[number];
export const MALL_KIND_TEXT: Readonly<Record<MallKind, string>> = {
  goods: '实物',
  coupon: '优惠券',
  voucher: '购物金',
};

/** Where a points order comes from: a redemption in the mall, or a goods prize won in the lottery (0 points). */
export const POINTS_ORDER_SOURCES = ['mall', 'lottery'] as const;
export type PointsOrderSource = (typeof POINTS_ORDER_SOURCES)[number];
export const POINTS_ORDER_SOURCE_TEXT: Readonly<Record<PointsOrderSource, string>> = {
  mall: '积分兑换',
  lottery: '抽奖奖品',
};

export const POINTS_ORDER_STATUS = { PENDING: 0, SHIPPED: 1, DONE: 2, CANCELLED: 3 } as const;
export const POINTS_ORDER_STATUS_TEXT: Readonly<Record<number, string>> = {
  0: '待发货',
  1: '已发货',
  2: '已完成',
  3: '已取消',
};

/** The most of one mall goods one redemption takes. */
export const REDEEM_MAX = 99;
const MAX_POINTS = 10_000_000;

const whole = (label: string, min: number, max: number) =>
  z.preprocess(
    numeric,
    z
      .number({ error: (i) => (i.input === undefined ? `${label}不能为空` : `${label}须为整数`) })
      .int(`${label}须为整数`)
      .min(min, `${label}不能小于${min}`)
      .max(max, `${label}不能超过${max}`),
  );
const seconds = z.coerce.number().int().min(0).max(9_999_999_999);
/** 0/1 as JSON or as the console's form-encoded strings ('0', '1'). */
const formFlag = z.preprocess((v) => (v === '1' ? 1 : v === '0' ? 0 : v), flag);

// ── the buyer ──

/** GET /api/mall/goods ?page,page_size,category,keywords,min_points,max_points */
export const mallGoodsQuery = pageQuery
  .extend({
    page_size: z.coerce.number().int().min(1).max(60).default(12),
    category: z.string().trim().max(30, '分类最多 30 个字符').default(''),
    keywords: z.string().trim().max(50, '关键词最多 50 个字符').default(''),
    min_points: z.preprocess(blank, whole('最低积分', 0, MAX_POINTS).optional()),
    max_points: z.preprocess(blank, whole('最高积分', 0, MAX_POINTS).optional()),
  })
  .refine((q) => q.min_points === undefined || q.max_points === undefined || q.min_points <= q.max_points, {
    path: ['max_points'],
    message: '最高积分不能低于最低积分',
  });
export type MallGoodsQuery = z.infer<typeof mallGoodsQuery>;

export const mallGoodsItem = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  kind: z.enum(MALL_KINDS),
  kind_text: z.string(),
  category: z.string(),
  description: z.string(),
  points_price: z.number().int(),
  /** The cash part per unit (yuan), paid from the account balance; 0 when points only. */
  cash: z.number(),
  /** Left to redeem. */
  stock: z.number().int(),
  sold: z.number().int(),
  /** Per buyer over the goods' life; null = no limit. */
  per_user_limit: z.number().int().nullable(),
  /** How many this buyer holds in live points orders (0 when not logged in). */
  redeemed: z.number().int(),
  starts_at: z.number().int().nullable(),
  ends_at: z.number().int().nullable(),
  /** Coupon: the template's face ('满500减30'); voucher: '¥10.00 购物金'; goods: ''. */
  grant_text: z.string(),
  /** Needs a delivery address (kind goods). */
  needs_address: flag,
});
export type MallGoodsItem = z.infer<typeof mallGoodsItem>;

export const mallGoodsPage = pageOf(mallGoodsItem).extend({
  /** The buyer's points; null when not logged in. */
  points: z.number().int().nullable(),
  /** The categories of goods on sale, for the filter. */
  categories: z.array(z.string()),
});
export type MallGoodsPage = z.infer<typeof mallGoodsPage>;

export const mallGoodsDetail = mallGoodsItem.extend({ points: z.number().int().nullable() });
export type MallGoodsDetail = z.infer<typeof mallGoodsDetail>;

/** POST /api/mall/redeem {goods_id, number, address_id} — address_id only for goods that ship. */
export const redeemBody = z.strictObject({
  goods_id: id,
  number: whole('兑换数量', 1, REDEEM_MAX),
  address_id: z.preprocess(blank, id.optional()),
});
export type RedeemBody = z.infer<typeof redeemBody>;

const addressSnapshot = z.object({
  name: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  address: z.string(),
});

export const pointsOrder = z.object({
  id: z.number().int(),
  order_no: z.string(),
  mall_goods_id: z.number().int(),
  /** 'lottery': a goods prize (0 points), which the buyer cannot cancel. */
  source: z.enum(POINTS_ORDER_SOURCES),
  source_text: z.string(),
  kind: z.enum(MALL_KINDS),
  kind_text: z.string(),
  name: z.string(),
  image: z.string(),
  number: z.number().int(),
  points_price: z.number().int(),
  points: z.number().int(),
  cash: z.number(),
  status: z.number().int(),
  status_text: z.string(),
  address: addressSnapshot.nullable(),
  carrier: z.string(),
  tracking_no: z.string(),
  batch_no: z.string(),
  /** 'YYYY-MM-DD' or null. */
  expiry_date: z.string().nullable(),
  cancel_reason: z.string(),
  created_at: z.number().int(),
  shipped_at: z.number().int().nullable(),
  completed_at: z.number().int().nullable(),
  cancelled_at: z.number().int().nullable(),
  can_cancel: flag,
  can_confirm: flag,
});
export type PointsOrder = z.infer<typeof pointsOrder>;

export const redeemAnswer = z.object({ order: pointsOrder, points: z.number().int() });
export type RedeemAnswer = z.infer<typeof redeemAnswer>;

/** GET /api/user/points_orders ?page,page_size,status */
export const pointsOrdersQuery = pageQuery.extend({
  status: z.preprocess(blank, z.coerce.number().int().min(0, '状态不正确').max(3, '状态不正确').optional()),
});
export type PointsOrdersQuery = z.infer<typeof pointsOrdersQuery>;
export const pointsOrdersPage = pageOf(pointsOrder);
export type PointsOrdersPage = z.infer<typeof pointsOrdersPage>;

// ── staff, in the console ──

/** GET /api/admin/mall/goods ?page,keywords,status */
export const adminMallGoodsQuery = pageQuery.extend({
  keywords: z.string().trim().max(50, '关键词最多 50 个字符').default(''),
  status: z.preprocess(blank, z.coerce.number().int().min(0, '状态不正确').max(1, '状态不正确').optional()),
});
export type AdminMallGoodsQuery = z.infer<typeof adminMallGoodsQuery>;

export const adminMallGoods = mallGoodsItem.omit({ redeemed: true }).extend({
  status: z.number().int(),
  sort: z.number().int(),
  is_drug: flag,
  goods_id: z.number().int().nullable(),
  coupon_id: z.number().int().nullable(),
  voucher_amount: z.number().nullable(),
  voucher_days: z.number().int().nullable(),
  created_at: z.number().int(),
});
export type AdminMallGoods = z.infer<typeof adminMallGoods>;
export const adminMallGoodsPage = pageOf(adminMallGoods);

/** POST /api/admin/mall/goods, POST /api/admin/mall/goods/{id} */
export const mallGoodsBody = z
  .strictObject({
    name: z.string().trim().min(1, '请填写商品名称').max(60, '商品名称最多 60 个字符'),
    /** Not sent by the console (it uploads the picture: POST …/goods/{id}/image); when absent, kept. */
    image: z.string().trim().max(500, '图片地址过长').optional(),
    kind: z.enum(MALL_KINDS, { error: '兑换类型不正确' }),
    goods_id: z.preprocess(blank, id.optional()),
    coupon_id: z.preprocess(blank, id.optional()),
    voucher_amount: z.preprocess(blank, yuan('购物金金额', 0.01, 10_000).optional()),
    voucher_days: z.preprocess(blank, whole('购物金有效天数', 1, 3650).optional()),
    is_drug: formFlag.default(0),
    category: z.string().trim().max(30, '分类最多 30 个字符').default(''),
    points_price: whole('兑换积分', 1, MAX_POINTS),
    cash: z.preprocess(blank, yuan('加价金额', 0, 100_000).default(0)),
    stock: whole('库存', 0, 1_000_000),
    per_user_limit: z.preprocess(blank, whole('每人限兑', 1, 10_000).optional()),
    starts_at: z.preprocess(blank, seconds.optional()),
    ends_at: z.preprocess(blank, seconds.optional()),
    sort: z.preprocess(blank, whole('排序', 0, 100_000).default(0)),
    description: z.string().trim().max(2000, '说明最多 2000 个字').default(''),
  })
  .superRefine((b, ctx) => {
    if (b.kind === 'coupon' && b.coupon_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['coupon_id'], message: '请选择兑换的优惠券' });
    if (b.kind === 'voucher' && b.voucher_amount === undefined)
      ctx.addIssue({ code: 'custom', path: ['voucher_amount'], message: '请填写购物金金额' });
    if (b.kind === 'voucher' && b.voucher_days === undefined)
      ctx.addIssue({ code: 'custom', path: ['voucher_days'], message: '请填写购物金有效天数' });
    if (b.starts_at !== undefined && b.ends_at !== undefined && b.ends_at <= b.starts_at)
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: '结束时间须晚于开始时间' });
  });
export type MallGoodsBody = z.infer<typeof mallGoodsBody>;

/** POST /api/admin/mall/goods/{id}/status {status} — 1 on sale, 0 paused. */
export const mallGoodsStatusBody = z.strictObject({ status: formFlag });

/** GET /api/admin/points_orders ?page,status,keywords (order no, buyer) */
export const adminPointsOrdersQuery = pageQuery.extend({
  keywords: z.string().trim().max(50, '关键词最多 50 个字符').default(''),
  status: z.preprocess(blank, z.coerce.number().int().min(0, '状态不正确').max(3, '状态不正确').optional()),
});
export type AdminPointsOrdersQuery = z.infer<typeof adminPointsOrdersQuery>;
export const adminPointsOrder = pointsOrder.extend({
  is_drug: flag,
  /** The catalogue goods that ships (null: a gift, carrier and tracking only). */
  goods_id: z.number().int().nullable(),
  buyer: z.object({ id: z.number().int(), company: z.string(), username: z.string() }),
});
export type AdminPointsOrder = z.infer<typeof adminPointsOrder>;
export const adminPointsOrdersPage = pageOf(adminPointsOrder);

/** One stock batch a points order ships from, and how many of it. */
export const pointsOrderPick = z.strictObject({
  batch_id: id,
  quantity: z.coerce.number().int().min(1, '数量至少为 1').max(1_000_000),
});
export type PointsOrderPick = z.infer<typeof pointsOrderPick>;

/**
 * POST /api/admin/points_orders/{id}/ship. A batch-tracked catalogue goods ships from stock batches: `picks`
 * (quantities adding up to the order's), or none for first-expiry-first-out. An untracked drug takes the
 * batch and its expiry typed by hand; a gift only the carrier and tracking number.
 */
export const pointsOrderShipBody = z.strictObject({
  carrier: z.string().trim().min(1, '请填写物流公司').max(30, '物流公司最多 30 个字符'),
  tracking_no: z.string().trim().min(1, '请填写物流单号').max(40, '物流单号最多 40 个字符'),
  batch_no: z.string().trim().max(40, '批号最多 40 个字符').default(''),
  expiry_date: z.preprocess(blank, z.iso.date({ error: '有效期格式不正确' }).optional()),
  picks: z.array(pointsOrderPick).max(50).default([]),
});
export type PointsOrderShipBody = z.infer<typeof pointsOrderShipBody>;

/**
 * GET /api/admin/points_orders/{id}/batches: for the ship screen, whether the goods ships from stock batches,
 * what first-expiry-first-out would take, what the batches cannot cover, and every batch to pick instead
 * (unexpired, with units, nearest expiry first).
 */
export const pointsOrderBatches = z.object({
  tracked: z.boolean(),
  number: z.number().int(),
  short: z.number().int(),
  picks: z.array(
    z.object({
      batch_id: z.number().int(),
      batch_number: z.string(),
      expiry_date: z.string(),
      available: z.number().int(),
      quantity: z.number().int(),
    }),
  ),
  batches: z.array(batchRow),
});
export type PointsOrderBatches = z.infer<typeof pointsOrderBatches>;

/** POST /api/admin/points_orders/{id}/cancel {reason} */
export const pointsOrderCancelBody = z.strictObject({
  reason: z.string().trim().min(1, '请填写取消原因').max(200, '取消原因最多 200 个字'),
});
