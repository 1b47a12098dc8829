import { z } from 'zod';
import { pageOf, pageQuery } from './envelope.ts';
import { id } from './fields.ts';
import { AD_POSITIONS } from './promotions.ts';

/**
 * Ad slots in the console (营销 → 广告位, issue #15): every position's ads with their picture, link and
 * schedule. Times are 'YYYY-MM-DD HH:mm' on the store's clock (Beijing) at the edge.
 */
const position = z.enum(AD_POSITIONS, { error: '广告位取值不正确' });
const storeTime = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, `${label}格式应为 YYYY-MM-DD HH:mm`)
      .optional(),
  );

export const adminAdQuery = pageQuery.extend({ position: position.optional() });
export type AdminAdQuery = z.infer<typeof adminAdQuery>;

/** A link inside the store ('/yx') or an https address; '' = no target (the store answers 活动未开始). */
const link = z
  .string()
  .trim()
  .max(300, '链接最多 300 个字符')
  .refine((v) => v === '' || (v.startsWith('/') && !v.startsWith('//')) || /^https:\/\//.test(v), {
    message: '链接须以 / 开头（站内）或 https:// 开头',
  });

export const adBody = z
  .strictObject({
    position,
    title: z.string().trim().min(1, '请填写广告标题').max(40, '广告标题最多 40 个字符'),
    url: link.default(''),
    sort: z.coerce
      .number({ error: '排序须为整数' })
      .int('排序须为整数')
      .min(0, '排序不能小于0')
      .max(9999, '排序最大 9999')
      .default(0),
    starts_at: storeTime('开始时间'),
    ends_at: storeTime('结束时间'),
  })
  .refine((b) => !b.starts_at || !b.ends_at || b.ends_at > b.starts_at, {
    path: ['ends_at'],
    message: '结束时间须晚于开始时间',
  });
export type AdBody = z.infer<typeof adBody>;

export const adminAd = z.object({
  id: z.number().int(),
  position,
  position_name: z.string(),
  title: z.string(),
  image: z.string(),
  url: z.string(),
  sort: z.number().int(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  /** 'upcoming' | 'running' | 'ended', on the server's clock. */
  state: z.enum(['upcoming', 'running', 'ended']),
});
export type AdminAd = z.infer<typeof adminAd>;
export const adminAdPage = pageOf(adminAd);
export const adIdParams = z.strictObject({ id });
