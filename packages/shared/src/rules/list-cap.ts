/**
 * Console lists over big tables (orders, stock batches, buyers) count their rows only up to this many (issue #38):
 * a count stops reading once it has seen one row more, so a page never counts a million rows. A count above the
 * cap is answered as `LIST_COUNT_CAP + 1`, which the console shows as "10000+"; and paging stops there too, as
 * no page past the cap is asked for (an OFFSET of a million rows is no page anyone reads). A buyer's goods list
 * pages through as many goods, its total exact. Here, apart from the schemas: the store's listing reads it
 * without loading zod.
 */
export const LIST_COUNT_CAP = 10_000;

/** A count as the console and the store show it: exact up to the cap, "10000+" above it. */
export const countText = (count: number, cap = LIST_COUNT_CAP): string => (count > cap ? `${cap}+` : String(count));
