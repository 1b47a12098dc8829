import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '../lib/server-pagination.ts';
import { api } from './client.ts';

/** What a table needs of a page of a list: its rows and the count of all rows under the same filters. */
type Rows<Row> = { data: Row[]; total: number };

/** One page of a console list API's answer. */
export type ServerPage<Row> = Rows<Row> & { page: number; page_size: number };

/** What a server-paged table reads of a list query: its page once loaded, and whether one is on its way. */
export type ServerList<Row> = { isFetching: boolean; data?: Rows<Row> };

type Paging = { pageSize?: number; enabled?: boolean };

/**
 * The query of one page of a console list: GET `path` with the filters, `page` and `page_size`, keyed
 * `[...key, filters, page, pageSize]` so a change that invalidates `key` reads every page again. The last
 * page stays shown while the next loads (no empty flash between pages).
 */
export function serverListQuery<Row, Page extends Rows<Row> = ServerPage<Row>>(
  key: QueryKey,
  path: string,
  filters: object,
  page: number,
  { pageSize = ADMIN_PAGE_SIZE, enabled = true }: Paging = {},
) {
  return {
    queryKey: [...key, filters, page, pageSize],
    queryFn: () => api.get<Page>(path, { query: { ...filters, page, page_size: pageSize } }),
    placeholderData: keepPreviousData,
    enabled,
  };
}

/**
 * A console list's page from the server (see `serverListQuery`); hand it to `ServerTable` as `list`. `Page`
 * names the answer where it carries more than the rows and total (a list's per-state counts).
 *
 *   const list = useServerList<AdminMallGoods>(GOODS_KEY, '/api/admin/mall/goods', filters, page);
 */
export const useServerList = <Row, Page extends Rows<Row> = ServerPage<Row>>(
  key: QueryKey,
  path: string,
  filters: object,
  page: number,
  paging?: Paging,
) => useQuery(serverListQuery<Row, Page>(key, path, filters, page, paging));
