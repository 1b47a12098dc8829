import { z } from 'zod';

/**
 * Console lists over big tables (orders, stock batches, buyers) count their rows only up to this many (issue #38):
 * a count stops reading once it has seen one row more, so a page never counts a million rows. A count above the
 * cap is answered as `LIST_COUNT_CAP + 1`, which the console shows as "10000+"; and paging stops there too, as
 * no page past the cap is asked for (an OFFSET of a million rows is no page anyone reads).
 */
export const LIST_COUNT_CAP = 10_000;

/** A count as the console shows it: exact up to the cap, "10000+" above it. */
export const countText = (count: number, cap = LIST_COUNT_CAP): string => (count > cap ? `${cap}+` : String(count));

/** The field a capped list answers beside its counts: the cap they stop at. */
export const countCap = z
  .number()
  .int()
  .describe('counts stop here: a count of count_cap + 1 means "more than count_cap"');

/** The refusal of a page beyond the cap, on the `page` field. */
export const PAGE_BEYOND_CAP = `只能查看前 ${LIST_COUNT_CAP} 条，请用搜索或筛选缩小范围`;

/** Whether a page starts within the first LIST_COUNT_CAP rows (+1: the page holding "one more" is allowed). */
export const pageWithinCap = (q: { page: number; page_size: number }): boolean =>
  (q.page - 1) * q.page_size <= LIST_COUNT_CAP;
