import type { HTMLAttributes } from 'react';
import { Table, type TableProps } from 'antd';
import type { ServerList } from '../api/use-server-list.ts';
import { serverPagination } from '../lib/server-pagination.ts';

type Props<Row> = Omit<TableProps<Row>, 'dataSource' | 'loading' | 'pagination'> & {
  /** The page of rows from `useServerList` (or any query answering `{ data, total }`). */
  list: ServerList<Row>;
  page: number;
  /** The page asked for and its size; a new size comes with page 1. */
  onPage: (page: number, pageSize: number) => void;
  pageSize?: number;
  /** Let the operator choose the rows a page (only where the API takes any `page_size`). */
  sizeChanger?: boolean;
  /** 共 N {unit} beside the pager, e.g. '个订单'. */
  unit?: string;
  hideOnSinglePage?: boolean;
  /** `data-testid` on every row, the handle the e2e specs find a row by. */
  rowTestId?: string;
};

/**
 * A console table of one server page: rows keyed by `id` unless told, the spinner while a page loads (the
 * last page stays shown meanwhile), the pager from `serverPagination`, and a test id on each row. Every other
 * antd Table prop (columns, scroll, size, expandable, onRow…) passes through.
 *
 *   <ServerTable<AdminMallGoods> list={list} page={page} onPage={(next) => go(params, next)}
 *     rowTestId="mall-goods-row" columns={columns} />
 */
export function ServerTable<Row extends object>({
  list,
  page,
  onPage,
  pageSize,
  sizeChanger,
  unit,
  hideOnSinglePage,
  rowTestId,
  rowKey = 'id',
  onRow,
  ...table
}: Props<Row>) {
  return (
    <Table<Row>
      rowKey={rowKey}
      loading={list.isFetching}
      dataSource={list.data?.data ?? []}
      pagination={serverPagination({
        page,
        total: list.data?.total,
        onChange: onPage,
        pageSize,
        sizeChanger,
        unit,
        hideOnSinglePage,
      })}
      onRow={
        rowTestId
          ? (row, index) => ({ ...onRow?.(row, index), 'data-testid': rowTestId }) as HTMLAttributes<HTMLElement>
          : onRow
      }
      {...table}
    />
  );
}
