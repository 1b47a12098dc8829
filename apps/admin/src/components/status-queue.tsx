import type { ReactNode } from 'react';
import { Card, Segmented, Typography, type TableColumnsType } from 'antd';
import { useListParams } from '../lib/use-list-params.ts';
import type { ServerList } from '../api/use-server-list.ts';
import { ListToolbar } from './list-toolbar.tsx';
import { ServerTable } from './server-table.tsx';
import './status-queue.css';

type State<S extends string> = { value: S; label: string };

/**
 * A work queue's place in the address: the state tab (one of `states`, else `fallback`), the search words
 * and the page; `go` changes one and, unless it is the page, goes back to page 1.
 */
export function useStatusQueue<S extends string>(states: readonly State<S>[], fallback: S) {
  const { filters, page, go: goTo } = useListParams(['status', 'keywords'], { defaults: { status: fallback } });
  const status = states.find((s) => s.value === filters.status)?.value ?? fallback;
  const keywords = String(filters.keywords ?? '');
  const go = (next: { status?: S; keywords?: string; page?: number }) =>
    goTo({ status, keywords, ...next }, next.page ?? 1);
  return { status, keywords, page, go };
}

type Props<Row, S extends string> = {
  title: string;
  states: readonly State<S>[];
  queue: ReturnType<typeof useStatusQueue<S>>;
  /** What the search box finds by, e.g. 订单号、采购商、手机号. */
  placeholder: string;
  list: ServerList<Row>;
  /** 共 N {unit} under the table. */
  unit: string;
  columns: TableColumnsType<Row>;
  /** What a row opens (a drawer, a modal), rendered after the list. */
  children?: ReactNode;
};

/**
 * The page of a console work queue (售后审核, 发票开具): title, state tabs and a search over a server-paged
 * table. Each page keeps its own columns and what a row opens.
 */
export function StatusQueuePage<Row extends { id: number }, S extends string>({
  title,
  states,
  queue: { status, keywords, page, go },
  placeholder,
  list,
  unit,
  columns,
  children,
}: Props<Row, S>) {
  return (
    <div className="status-queue">
      <Typography.Title level={3}>{title}</Typography.Title>
      <Card>
        <ListToolbar
          className="status-queue__filters"
          search={{
            value: keywords,
            placeholder,
            enterButton: '搜索',
            className: 'status-queue__keywords',
            onSearch: (value) => go({ keywords: value }),
          }}
        >
          <Segmented<S> value={status} options={[...states]} onChange={(value) => go({ status: value })} />
        </ListToolbar>
        <ServerTable<Row> list={list} page={page} onPage={(next) => go({ page: next })} unit={unit} columns={columns} />
      </Card>
      {children}
    </div>
  );
}
