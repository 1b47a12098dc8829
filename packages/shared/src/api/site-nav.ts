import { z } from 'zod';
import { flag } from './envelope.ts';
import { blank, formBoolean, id, numeric } from './fields.ts';

/**
 * The store's top navigation (nav_items: ≤ 9 top items, each with optional children and an image; spec §2
 * Header, §9) and its hot-search words (hot_words, the 热搜 under the search box), kept by staff in 内容
 * (content.manage), issue #16. The store reads both from GET /api/focus/common (`nav`, `rnss`).
 */

const sort = z.preprocess(
  (v) => numeric(v) ?? 0,
  z.number({ error: '排序须为整数' }).int('排序须为整数').min(0, '排序不能小于0').max(9_999, '排序不能超过9999'),
);
/** A link the store can follow: a path of the store ('/zhzq') or a full http(s) address. */
const link = (label: string) =>
  z
    .string()
    .trim()
    .max(300, `${label}最多 300 个字符`)
    .refine((v) => v === '' || /^(\/|https?:\/\/)\S*$/.test(v), { message: `${label}须以 / 或 http(s):// 开头` });

export const adminNavItem = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  name: z.string(),
  url: z.string(),
  image: z.string(),
  is_open: flag,
  sort: z.number().int(),
});
export type AdminNavItem = z.infer<typeof adminNavItem>;
export const adminNavList = z.array(adminNavItem);

/** POST /api/admin/nav_items[/{id}] */
export const navItemBody = z.strictObject({
  name: z.string().trim().min(1, '请填写导航名称').max(20, '导航名称最多 20 个字符'),
  /** Empty: the store tells the buyer the activity has not started (spec §8 '活动未开始'). */
  url: link('链接').default(''),
  /** Shown instead of the name. */
  image: link('图片地址').default(''),
  /** Opens in a new window. */
  is_open: formBoolean('请选择打开方式').default(false),
  /** A child of this top item; empty: a top item. */
  parent_id: z.preprocess(blank, id.optional()),
  sort,
});
export type NavItemBody = z.infer<typeof navItemBody>;

export const adminHotWord = z.object({ id: z.number().int(), name: z.string(), sort: z.number().int() });
export type AdminHotWord = z.infer<typeof adminHotWord>;
export const adminHotWords = z.array(adminHotWord);

/** POST /api/admin/hot_words[/{id}] */
export const hotWordBody = z.strictObject({
  name: z.string().trim().min(1, '请填写热搜词').max(20, '热搜词最多 20 个字符'),
  sort,
});
export type HotWordBody = z.infer<typeof hotWordBody>;
