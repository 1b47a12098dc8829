import { z } from 'zod';

import { countText, LIST_COUNT_CAP } from '../rules/list-cap.ts';

export { countText, LIST_COUNT_CAP };

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
