import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` (int4) column: every id here is a `serial`. */
export const MAX_INT4 = 2_147_483_647;

/**
 * A row id, from a path, a query or a body. Bounded by its column type, so an id past 2^31−1 is a 422
 * naming the field instead of a database error; strings ('12') are coerced as paths and queries send them.
 */
export const id = z.coerce.number().int().min(1).max(MAX_INT4);

/** An id where 0 means "none" (the cart line's ck_id of an ordinary goods). */
export const idOrZero = z.coerce.number().int().min(0).max(MAX_INT4);

/** A page number: bounded so page × page_size stays a sane OFFSET. */
export const page = z.coerce.number().int().min(1).max(10_000).default(1);

/** Ids as a query sends them, `ids=1,2` (or repeated `ids=1&ids=2`), each bounded like `id`. */
export const commaIds = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(id).max(max));

/** A form field left empty ('' or null) counts as not given. */
export const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
/** A number as a form or a sheet sends it: '12.5' → 12.5, '' → not given. */
export const numeric = (v: unknown) => {
  const given = blank(typeof v === 'string' ? v.trim() : v);
  return typeof given === 'string' ? Number(given) : given;
};
const hasCents = (yuan: number) => Math.abs(yuan * 100 - Math.round(yuan * 100)) < 1e-6;
/**
 * An amount in yuan as typed, at most 2 decimals, between `min` and `max`; `label` names it in the message.
 * The server turns it into fen (rules/money yuanToFen) before any arithmetic.
 */
export const yuan = (label: string, min: number, max = 1_000_000) =>
  z.preprocess(
    numeric,
    z
      .number({ error: (issue) => (issue.input === undefined ? `${label}不能为空` : `${label}格式不正确`) })
      .min(min, min === 0 ? `${label}不能小于0` : min === 0.01 ? `${label}必须大于0` : `${label}不能少于${min}元`)
      .max(max, `${label}不能超过${max}元`)
      .refine(hasCents, `${label}最多两位小数`),
  );

/** A yes/no as a form sends it ('true'/'false', '1'/'0') or JSON does (true/false). */
export const formBoolean = (message: string) =>
  z.preprocess(
    (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
    z.boolean({ error: message }),
  );

/**
 * A payment gateway's code as `GET /api/order/{id}/payInfo` and `/api/user/recharges` list it ('alipay').
 * The shape is checked here; whether this store runs that gateway is the server's check. Both refuse with
 * the same 422 naming `gateway`, and neither repeats what was sent.
 */
export const gatewayCode = z
  .string({ error: '支付渠道取值不正确' })
  .regex(/^[a-z][a-z0-9_]{0,31}$/, '支付渠道取值不正确');
