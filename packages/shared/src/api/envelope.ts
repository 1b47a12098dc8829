import { z } from 'zod';
import { id, page } from './fields.ts';

/** Every API answer is `{ code, msg, data }`; 422 adds `errors` per field. */
export type Envelope<T> = { code: number; msg: string; data: T; errors?: FieldErrors; request_id?: string };
export type FieldErrors = Record<string, string[]>;

export const envelopeOf = <T extends z.ZodType>(data: T) => z.object({ code: z.number(), msg: z.string(), data });

export const pageQuery = z.strictObject({
  page,
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });

/** 0/1 flags as the spec's buyers and integrators know them (is_selected, is_passed, ...). */
export const flag = z.union([z.literal(0), z.literal(1)]);
export type Flag = z.infer<typeof flag>;

/** `:id` path parameters. */
export const idParams = z.strictObject({ id });
