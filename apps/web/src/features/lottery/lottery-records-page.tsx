import { useState } from 'react';
import { Empty, Table, Tag } from 'antd';
import type { DrawRecordRow } from '@store/shared/api/draw';
import { Link } from 'react-router';
import { formatTime } from '@store/shared/rules/store-time';
import { useDrawRecords } from '../../api/use-lottery.ts';
import { AccountShell } from '../../components/account-menu/account-menu.tsx';
import { serverPagination } from '../../lib/table-pagination.ts';
import { paths } from '../../routing/paths.ts';

/**
 * /cjjl 抽奖记录 (not in spec §2; named like its neighbours, pinyin initials): every draw of the buyer, what it
 * won and, for goods, its points order (/jfdd, linked) and whether it has shipped. The popup sends a buyer here when no result showed after closing.
 */
export function LotteryRecordsPage() {
  const [page, setPage] = useState(1);
  const records = useDrawRecords(page);
  const answer = records.data;
  return (
    <AccountShell title="抽奖记录">
      <Table<DrawRecordRow>
        rowKey="id"
        size="middle"
        data-testid="lottery-records"
        loading={records.isFetching}
        dataSource={answer?.data ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无抽奖记录" /> }}
        pagination={serverPagination(page, answer, setPage)}
        columns={[
          { title: '抽奖时间', dataIndex: 'created_at', width: 160, render: (v: number) => formatTime(v) },
          { title: '活动', dataIndex: 'activity_name' },
          {
            title: '奖品',
            dataIndex: 'prize_name',
            render: (name: string, row) => (
              <>
                <Tag color={row.kind === 'thanks' ? undefined : 'red'}>{row.kind_text}</Tag>
                {name}
                {row.prize_remarks && `（${row.prize_remarks}）`}
              </>
            ),
          },
          {
            title: '消耗积分',
            dataIndex: 'points_spent',
            align: 'right',
            width: 100,
            render: (v: number) => (v > 0 ? v : '—'),
          },
          {
            title: '发放',
            dataIndex: 'shipping',
            width: 260,
            render: (shipping: DrawRecordRow['shipping'], row) =>
              shipping ? (
                <Link to={`${paths.pointsOrders}?id=${shipping.points_order_id}`}>
                  {shipping.status_text}
                  {shipping.tracking_no ? ` · 运单号 ${shipping.tracking_no}` : ''} · 积分订单 {shipping.order_no}
                </Link>
              ) : row.kind === 'thanks' ? (
                '—'
              ) : (
                '已发放到账户'
              ),
          },
        ]}
      />
    </AccountShell>
  );
}
