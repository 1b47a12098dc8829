import { z } from 'zod';
import { flag } from './envelope.ts';
import { blank, formBoolean, id, numeric } from './fields.ts';
import { goodsItem } from './goods.ts';

/**
 * Home floors (首页楼层), issue #16. The store reads `GET /api/index/floors` (floors switched on, in order, each
 * with its goods presented for this viewer: no prices for a viewer who may not see them, unlisted goods left
 * out). The console keeps them under `/api/admin/floors…` (内容, content.manage); its bodies come form-encoded.
 */

export const FLOOR_GOODS_MAX = 10;

export const storeFloor = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  /** "更多" → this store path; '' = none. */
  link: z.string(),
  goods: z.array(goodsItem),
});
export type StoreFloor = z.infer<typeof storeFloor>;
export const storeFloors = z.array(storeFloor);

// ── the console ──

export const adminFloorGoods = z.object({
  id: z.number().int(),
  name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  /** 0: unlisted now, so the store leaves it out of the floor. */
  is_listed: flag,
});
export const adminFloor = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  link: z.string(),
  sort: z.number().int(),
  is_on: flag,
  goods: z.array(adminFloorGoods),
  updated_at: z.number().int(),
});
export type AdminFloor = z.infer<typeof adminFloor>;
export const adminFloors = z.array(adminFloor);

const optionalText = (label: string, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string().trim().max(max, `${label}最多 ${max} 个字符`),
  );

/** A store path ("/category?id=3") or an http(s) address: never `javascript:` or other schemes. */
const link = optionalText('更多链接', 300).refine((v) => v === '' || /^\/(?!\/)|^https?:\/\//.test(v), {
  message: '更多链接须以 / 或 http(s):// 开头',
});
const image = optionalText('横幅图片', 500).refine((v) => v === '' || /^\/(?!\/)|^https?:\/\//.test(v), {
  message: '横幅图片须以 / 或 http(s):// 开头',
});

/** POST /api/admin/floors[/{id}]: goods_ids[0]=12&goods_ids[1]=7 … in the order the floor shows them. */
export const floorBody = z
  .strictObject({
    title: z.string({ error: '请填写楼层标题' }).trim().min(1, '请填写楼层标题').max(20, '楼层标题最多 20 个字符'),
    subtitle: optionalText('副标题', 40),
    image,
    link,
    sort: z.preprocess(
      (v) => numeric(v) ?? 0,
      z.number({ error: '排序须为整数' }).int('排序须为整数').min(0, '排序不能小于0').max(9_999, '排序不能超过9999'),
    ),
    is_on: z.preprocess(blank, formBoolean('请选择是否显示').default(true)),
    goods_ids: z
      .array(id, { error: '请选择楼层商品' })
      .min(1, '请选择楼层商品')
      .max(FLOOR_GOODS_MAX, `楼层最多 ${FLOOR_GOODS_MAX} 个商品`),
  })
  .refine((b) => new Set(b.goods_ids).size === b.goods_ids.length, {
    path: ['goods_ids'],
    message: '同一商品在楼层中只能出现一次',
  });
export type FloorBody = z.infer<typeof floorBody>;

export const floorStatusBody = z.strictObject({ is_on: formBoolean('请选择显示或隐藏') });
