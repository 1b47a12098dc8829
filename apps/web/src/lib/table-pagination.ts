import type { TablePaginationConfig } from 'antd';

/**
 * The pager of a server-paged table (a page of `{total, page_size}` from the API): the page in the
 * component's state, no size changer, hidden when one page holds everything.
 */
export function serverPagination(
  current: number,
  answer: { total: number; page_size: number } | undefined,
  onChange: (page: number) => void,
): TablePaginationConfig {
  return {
    current,
    pageSize: answer?.page_size,
    total: answer?.total ?? 0,
    onChange,
    hideOnSinglePage: true,
    showSizeChanger: false,
  };
}
