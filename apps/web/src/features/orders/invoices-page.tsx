import { useState } from 'react';
import { Table, Tag } from 'antd';
import { Link } from 'react-router';
import { formatYuan } from '@store/shared/rules/money';
import { useInvoices, type InvoicePage } from '../../api/use-orders.ts';
import { AccountShell } from '../../components/account-menu/account-menu.tsx';
import { formatTime } from '@store/shared/rules/store-time';
import { paths } from '../../routing/paths.ts';
import { serverPagination } from '../../lib/table-pagination.ts';
import './orders.css';

type Invoice = InvoicePage['data'][number];

/** /dzfp: e-invoices per order with their state; issued ones download. */
export function InvoicesPage() {
  const [page, setPage] = useState(1);
  const list = useInvoices(page);
  return (
    <AccountShell title="电子发票">
      <Table<Invoice>
        rowKey="id"
        size="middle"
        className="invoice-table"
        loading={list.isLoading}
        dataSource={list.data?.data ?? []}
        locale={{ emptyText: '暂无发票。下单时选择开具发票，发货后可在这里下载电子发票。' }}
        pagination={serverPagination(page, list.data, setPage)}
        columns={[
          { title: '订单号', render: (_, r) => <Link to={paths.order(r.order_id)}>{r.order_no}</Link> },
          { title: '发票类型', dataIndex: 'type_text' },
          { title: '发票抬头', dataIndex: 'title' },
          { title: '金额', dataIndex: 'amount', render: (v: number) => formatYuan(v) },
          {
            title: '状态',
            render: (_, r) => <Tag color={r.status === 'issued' ? 'success' : 'processing'}>{r.status_text}</Tag>,
          },
          { title: '发票号码', dataIndex: 'invoice_no', render: (v: string) => v || '—' },
          { title: '开具时间', dataIndex: 'issued_at', render: (v: number | null) => formatTime(v) || '—' },
          {
            title: '操作',
            render: (_, r) =>
              r.file_url ? (
                <a href={r.file_url} download>
                  下载
                </a>
              ) : (
                <span className="muted">待开具</span>
              ),
          },
        ]}
      />
    </AccountShell>
  );
}
