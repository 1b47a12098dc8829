import { z } from 'zod';
import { flag } from './envelope.ts';
import { MAX_INT4 } from './fields.ts';

/** POST /api/goods/{id}/arrival_notice and …/cancel answer whether the buyer's notice is now open. */
export const arrivalNoticeState = z.object({ arrival_notice: flag });
export type ArrivalNoticeState = z.infer<typeof arrivalNoticeState>;

/** POST /api/admin/goods/{id}/stock: the operator sets the units on hand (a count of the shelf, not a delta). */
export const stockBody = z.strictObject({ stock: z.coerce.number().int().min(0).max(MAX_INT4) });

/** The goods' stock after the change and how many buyers were told it arrived. */
export const stockChange = z.object({ id: z.number().int(), stock: z.number().int(), notified: z.number().int() });
export type StockChange = z.infer<typeof stockChange>;
