import { z } from 'zod';
import { mobile } from './account.ts';
import { flag } from './envelope.ts';

/** Address form: the region is one district code (GB/T 2260); the server derives the names. */
export const addressBody = z.strictObject({
  consignee: z.string().trim().min(1, '请填写收货人').max(30),
  mobile,
  region_code: z.string().regex(/^\d{6}$/, '请选择所在地区'),
  detail: z.string().trim().min(4, '请填写详细地址').max(200),
  is_default: z.coerce.number().pipe(flag).default(0),
});
export type AddressBody = z.infer<typeof addressBody>;

export const address = z.object({
  id: z.number().int(),
  consignee: z.string(),
  mobile: z.string(),
  region_code: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  detail: z.string(),
  is_default: flag,
});
export type Address = z.infer<typeof address>;

/** GET /api/region — the province → city → district tree for the address cascader. */
export type Region = { code: string; name: string; children?: Region[] };
export const region: z.ZodType<Region> = z.lazy(() =>
  z.object({ code: z.string(), name: z.string(), children: z.array(region).optional() }),
);
