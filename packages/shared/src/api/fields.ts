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
