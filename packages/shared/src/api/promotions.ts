import { z } from 'zod';
import { commaIds, id } from './fields.ts';
import { goodsItem } from './goods.ts';

export const ad = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  url: z.string(),
  goods_id: z.number().int().nullable(),
  /** When the activity it advertises starts (10-digit seconds); null: running. The top, corner and login
   * slots show an ad before it starts, and its link then answers '活动暂未开始'. */
  starts_at: z.number().int().nullable(),
});
export type Ad = z.infer<typeof ad>;

export const AD_POSITIONS = [
  'banner',
  'new_kxzq',
  'right',
  'xrtj',
  'top',
  'ppzq',
  'kxzq',
  'zyzq',
  'login',
  'yx',
  'corner',
] as const;
export type AdPosition = (typeof AD_POSITIONS)[number];

/** The slots that show an ad ahead of its start, as a notice of what is coming (issue #15). */
export const PREVIEW_AD_POSITIONS: readonly AdPosition[] = ['top', 'corner', 'login'];

/** What the console calls each slot. */
export const AD_POSITION_NAMES: Readonly<Record<AdPosition, string>> = {
  banner: '首页轮播',
  new_kxzq: '控销新品',
  right: '首页右侧',
  xrtj: '新人推荐',
  top: '顶部通栏',
  ppzq: '品牌专区',
  kxzq: '控销专区',
  zyzq: '中药专区',
  login: '登录页',
  yx: '包邮专区',
  corner: '右下角浮窗',
};

/** GET /api/focus?position= — ads of one position (default: the home carousel). */
export const focusQuery = z.strictObject({ position: z.enum(AD_POSITIONS).default('banner') });

const positionFlag = z.coerce
  .number()
  .pipe(z.union([z.literal(0), z.literal(1)]))
  .optional();
/** GET /api/focus/kxzq_ad?new_kxzq=1&right=1… — each flag set to 1 returns that position's ads; ids=1,2 returns those ads. */
export const positionAdsQuery = z.strictObject({
  ids: commaIds(100).optional(),
  new_kxzq: positionFlag,
  right: positionFlag,
  xrtj: positionFlag,
  top: positionFlag,
  ppzq: positionFlag,
  kxzq: positionFlag,
  zyzq: positionFlag,
  login: positionFlag,
  yx: positionFlag,
  corner: positionFlag,
});
export const positionAds = z.record(z.string(), z.array(ad));

export const brandFocus = z.object({
  brand: z.object({ id: z.number(), name: z.string(), logo: z.string(), description: z.string() }),
  ads: z.array(ad),
  goods_count: z.number().int(),
});

export const post = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  type: z.string(),
  created_at: z.number().int(),
});
export const postListQuery = z.strictObject({
  type: z.enum(['hy', 'company']).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(8),
});

/** A goods in a flash sale: the sale price (null when hidden), its own stock and per-buyer limit. */
export const spikeGoods = goodsItem.extend({
  spike_id: z.number().int(),
  spike_price: z.number().nullable(),
  spike_stock: z.number().int(),
  per_buyer_limit: z.number().int(),
});
export const spike = z.object({
  start_time: z.number().int(),
  end_time: z.number().int(),
  now: z.number().int(),
  list: z.array(spikeGoods),
});

export const dailySpecialGoods = goodsItem.extend({ special_price: z.number().nullable() });
export const everydayPrice = z.object({ day: z.string(), list: z.array(dailySpecialGoods) });

export const KX_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export const kxGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  status: z.enum(KX_STATUSES),
  goods_count: z.number().int(),
});

/** POST /api/goods/join_apply — apply to a controlled-sales group (ywy_group_id). */
export const joinApplyBody = z.strictObject({
  ywy_group_id: id,
  type: z.coerce.number().int().min(1).max(9).default(1),
});
