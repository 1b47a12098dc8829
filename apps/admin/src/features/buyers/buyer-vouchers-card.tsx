import { useState } from 'react';
import { Card, Segmented, Tag } from 'antd';
import type { CashCoupon } from '@store/shared/api/vouchers';
import { formatDate, formatTime } from '@store/shared/rules/store-time';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CashCouponPage } from '@store/shared/api/vouchers';
import { api } from '../../api/client.ts';
import { ServerTable } from '../../components/server-table.tsx';

/** GET /api/admin/users/:id/cash-coupons: the buyer file's vouchers of one status. */
const useBuyerVouchers = (buyerId: number, status: number, page: number) =>
  useQuery({
    queryKey: ['admin', 'cash-coupons', 'buyer', buyerId, status, page],
    queryFn: () =>
      api.get<CashCouponPage>(`/api/admin/users/${buyerId}/cash-coupons`, { query: { status, page, page_size: 10 } }),
    placeholderData: keepPreviousData,
  });

const yuan = (value: number) => `¥${value.toFixed(2)}`;
const STATUS_COLOURS = ['green', 'default', 'red'] as const;

/** The buyer file's 购物金 (buyers.view): the usable total and the vouchers by status. */
export function BuyerVouchersCard({ buyerId }: { buyerId: number }) {
  const [status, setStatus] = useState(0);
  const [page, setPage] = useState(1);
  const list = useBuyerVouchers(buyerId, status, page);
  const counts = list.data?.counts;
  return (
    <Card
      size="small"
      title={`购物金（可用 ${list.data ? yuan(list.data.usable_amount) : '—'}）`}
      extra={
        <Segmented
          size="small"
          value={status}
          onChange={(value) => {
            setStatus(Number(value));
            setPage(1);
          }}
          options={['可使用', '已用完', '已过期'].map((label, i) => ({
            value: i,
            label: counts ? `${label} ${counts[i]}` : label,
          }))}
        />
      }
    >
      <ServerTable<CashCoupon>
        list={list}
        page={page}
        onPage={setPage}
        pageSize={10}
        hideOnSinglePage
        size="small"
        locale={{ emptyText: '暂无购物金' }}
        columns={[
          { title: '面额', dataIndex: 'amount', align: 'right', render: yuan },
          { title: '剩余', dataIndex: 'remaining', align: 'right', render: yuan },
          { title: '来源', dataIndex: 'source_text' },
          { title: '说明', dataIndex: 'remark', render: (v: string) => v || '—' },
          { title: '有效期至', dataIndex: 'expires_at', render: (at: number) => formatDate(at) },
          { title: '发放时间', dataIndex: 'created_at', render: (at: number) => formatTime(at) },
          {
            title: '状态',
            dataIndex: 'status',
            render: (s: number, row) => <Tag color={STATUS_COLOURS[s]}>{row.status_text}</Tag>,
          },
        ]}
      />
    </Card>
  );
}
