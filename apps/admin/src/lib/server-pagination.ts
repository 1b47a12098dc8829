import type { TablePaginationConfig } from 'antd';

/** The console's page size for server-paged lists (the admin list APIs answer 20 rows a page). */
export const ADMIN_PAGE_SIZE = 20;

type Pager = {
  page: number;
  /** The list's `total` from the server; undefined while it loads. */
  total: number | undefined;
  onChange: (page: number) => void;
  pageSize?: number;
  /** 共 {total} {unit}, e.g. '个订单'; no count shown without it. */
  unit?: string;
  hideOnSinglePage?: boolean;
};

/**
 * The pager of a server-paged console table: the page lives in the URL or the component's state, no size
 * changer (the server's page size is fixed), an optional 共 N … count.
 */
export function serverPagination({
  page,
  total,
  onChange,
  pageSize = ADMIN_PAGE_SIZE,
  unit,
  hideOnSinglePage,
}: Pager): TablePaginationConfig {
  return {
    current: page,
    pageSize,
    total: total ?? 0,
    showSizeChanger: false,
    onChange,
    ...(unit && { showTotal: (count: number) => `共 ${count} ${unit}` }),
    ...(hideOnSinglePage && { hideOnSinglePage }),
  };
}
