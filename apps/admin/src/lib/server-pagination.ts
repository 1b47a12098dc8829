import type { TablePaginationConfig } from 'antd';

/** The console's page size for server-paged lists (the admin list APIs answer 20 rows a page). */
export const ADMIN_PAGE_SIZE = 20;

type Pager = {
  page: number;
  /** The list's `total` from the server; undefined while it loads. */
  total: number | undefined;
  /** The page asked for, and the page size (a new size starts again at page 1). */
  onChange: (page: number, pageSize: number) => void;
  pageSize?: number;
  /** Let the operator pick 10 / 20 / 50 / 100 rows a page (for lists whose API takes any `page_size`). */
  sizeChanger?: boolean;
  /** 共 {total} {unit}, e.g. '个订单'; no count shown without it. */
  unit?: string;
  hideOnSinglePage?: boolean;
};

/**
 * The pager of a server-paged console table: the page lives in the URL or the component's state, no size
 * changer unless asked (most list APIs page by a fixed 20), an optional 共 N … count.
 */
export function serverPagination({
  page,
  total,
  onChange,
  pageSize = ADMIN_PAGE_SIZE,
  sizeChanger = false,
  unit,
  hideOnSinglePage,
}: Pager): TablePaginationConfig {
  return {
    current: page,
    pageSize,
    total: total ?? 0,
    showSizeChanger: sizeChanger,
    onChange: (next, nextSize) => (nextSize === pageSize ? onChange(next, pageSize) : onChange(1, nextSize)),
    ...(unit && { showTotal: (count: number) => `共 ${count} ${unit}` }),
    ...(hideOnSinglePage && { hideOnSinglePage }),
  };
}
