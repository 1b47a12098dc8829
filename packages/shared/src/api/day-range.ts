import { z } from 'zod';

/** A day range of an export (the store's Beijing calendar, both days included): the console's and the buyer's. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** A required 'YYYY-MM-DD' field, its messages naming it. */
export const day = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .min(1, `请选择${label}`)
    .regex(DAY, `${label}格式应为 YYYY-MM-DD`)
    .refine(isDay, `${label}不是有效日期`);

/** Days from `start` to `end`, both counted (2026-01-01 to 2026-01-01 is 1). */
export const daysBetween = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;

/** The range's own rules, on `end_date`: not before the start, at most `maxDays` days. */
export const checkDayRange =
  (maxDays: number) => (q: { start_date: string; end_date: string }, ctx: z.RefinementCtx) => {
    if (q.start_date > q.end_date) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: '结束日期不能早于开始日期' });
    } else if (daysBetween(q.start_date, q.end_date) > maxDays) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: `下单日期范围最长 ${maxDays} 天，请分段导出` });
    }
  };
