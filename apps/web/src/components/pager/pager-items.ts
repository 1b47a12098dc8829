/**
 * The numbered part of a pager, laid out as antd's Pagination lays it out (rc-pagination, default size): every
 * page up to 7 pages; beyond that the first and last page, two pages either side of the current one, and a
 * ••• jump of 5 pages where pages are left out.
 */
export type PagerItem =
  | {
      kind: 'page';
      page: number;
      /** Next to a ••• jump: antd hides it on a narrow screen (pager.css). */
      besideJump?: true;
    }
  | { kind: 'jump-prev' | 'jump-next'; page: number };

/** Pages needed for `total` items, `pageSize` a page (0 for none). */
export const pageCount = (total: number, pageSize: number) => Math.floor((total - 1) / pageSize) + 1;

const BUFFER = 2;
const JUMP = 5;

export function pagerItems(current: number, pages: number): PagerItem[] {
  if (pages <= 3 + BUFFER * 2) return Array.from({ length: pages }, (_, i) => ({ kind: 'page', page: i + 1 }));
  let left = Math.max(1, current - BUFFER);
  let right = Math.min(current + BUFFER, pages);
  if (current - 1 <= BUFFER) right = 1 + BUFFER * 2;
  if (pages - current <= BUFFER) left = pages - BUFFER * 2;
  const jumpPrev = current - 1 >= BUFFER * 2 && current !== 1 + 2;
  const jumpNext = pages - current >= BUFFER * 2 && current !== pages - 2;
  if (jumpPrev && right !== pages) left += 1;
  if (jumpNext && left !== 1) right -= 1;

  const items: PagerItem[] = [];
  for (let page = left; page <= right; page++) {
    const besideJump = (jumpPrev && page === left) || (jumpNext && page === right);
    items.push(besideJump ? { kind: 'page', page, besideJump } : { kind: 'page', page });
  }
  if (jumpPrev) items.unshift({ kind: 'jump-prev', page: Math.max(1, current - JUMP) });
  if (jumpNext) items.push({ kind: 'jump-next', page: Math.min(pages, current + JUMP) });
  if (left !== 1) items.unshift({ kind: 'page', page: 1 });
  if (right !== pages) items.push({ kind: 'page', page: pages });
  return items;
}
