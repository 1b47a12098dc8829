import { useState } from 'react';
import { App, Button, Card, Drawer, Input, Popconfirm, Space, Table, Tag } from 'antd';
import type { AdminCashbackActivity, AdminCashbackAward } from '@store/shared/api/cashback';
import { formatTime } from '@store/shared/rules/store-time';
import { Link } from 'react-router';
import { ActivityModal } from './activity-modal.tsx';
import { useAwards, useCashbackActivities, useSetActive } from './use-cashback.ts';
import './cashback.css';
import { ServerTable } from '../../components/server-table.tsx';

const yuan = (v: number) => `¥${v.toFixed(2)}`;
const tiersText = (a: AdminCashbackActivity) => a.tiers.map((t) => `满${t.threshold}返${t.rate}%`).join('，');

/** 营销 → 满额返: the activities, what each has paid back, pause/resume, and who got what for which month. */
export function CashbackPage() {
  const { message } = App.useApp();
  const list = useCashbackActivities();
  const setActive = useSetActive();
  const [editing, setEditing] = useState<AdminCashbackActivity | 'new' | undefined>();
  const [awardsOf, setAwardsOf] = useState<AdminCashbackActivity | undefined>();

  return (
    <div className="cashback-admin">
      <Card
        title="满额返活动"
        extra={
          <Button type="primary" onClick={() => setEditing('new')}>
            新建活动
          </Button>
        }
      >
        <Table<AdminCashbackActivity>
          rowKey="id"
          loading={list.isLoading}
          dataSource={list.data?.data ?? []}
          pagination={false}
          columns={[
            { title: '活动名称', dataIndex: 'name' },
            { title: '活动时间', key: 'dates', render: (_, a) => `${a.starts_on} 至 ${a.ends_on}` },
            { title: '档位', key: 'tiers', render: (_, a) => tiersText(a) },
            {
              title: '返现方式',
              key: 'reward',
              render: (_, a) => (a.reward === 'voucher' ? `${a.reward_text}（${a.voucher_days} 天）` : a.reward_text),
            },
            { title: '月上限', dataIndex: 'cap', render: (v: number) => (v > 0 ? yuan(v) : '不限') },
            {
              title: '状态',
              dataIndex: 'active',
              render: (active: boolean) => (
                <Tag color={active ? 'green' : 'default'}>{active ? '进行中' : '已暂停'}</Tag>
              ),
            },
            { title: '已返人次', dataIndex: 'awards', align: 'right' },
            { title: '已返金额', dataIndex: 'awarded', align: 'right', render: yuan },
            {
              title: '操作',
              key: 'actions',
              render: (_, a) => (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => setEditing(a)}>
                    编辑
                  </Button>
                  <Popconfirm
                    title={a.active ? '暂停后本活动不再展示进度，也不再结算未结算的月份' : '恢复后将补结算近三个月'}
                    okText={a.active ? '暂停' : '恢复'}
                    onConfirm={() =>
                      setActive
                        .mutateAsync({ id: a.id, active: !a.active })
                        .then(() => void message.success(a.active ? '已暂停' : '已恢复'))
                    }
                  >
                    <Button type="link" size="small">
                      {a.active ? '暂停' : '恢复'}
                    </Button>
                  </Popconfirm>
                  <Button type="link" size="small" onClick={() => setAwardsOf(a)}>
                    结算明细
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <ActivityModal activity={editing} onClose={() => setEditing(undefined)} />
      <Drawer
        title={awardsOf ? `结算明细：${awardsOf.name}` : ''}
        open={awardsOf !== undefined}
        onClose={() => setAwardsOf(undefined)}
        size="large"
        destroyOnHidden
      >
        {awardsOf && <Awards activityId={awardsOf.id} />}
      </Drawer>
    </div>
  );
}

function Awards({ activityId }: { activityId: number }) {
  const [page, setPage] = useState(1);
  const [period, setPeriod] = useState<string | undefined>();
  const awards = useAwards(activityId, page, period);
  return (
    <>
      <Input.Search
        className="cashback-admin__period"
        placeholder="结算月份，如 2026-10"
        allowClear
        onSearch={(value) => {
          setPeriod(value.trim() || undefined);
          setPage(1);
        }}
      />
      <ServerTable<AdminCashbackAward>
        list={awards}
        page={page}
        onPage={setPage}
        size="small"
        columns={[
          { title: '月份', dataIndex: 'period' },
          {
            title: '采购商',
            key: 'buyer',
            render: (_, r) => <Link to={`/buyers/${r.buyer.id}`}>{r.buyer.company || r.buyer.username}</Link>,
          },
          { title: '订单数', dataIndex: 'orders', align: 'right' },
          { title: '累计实付', dataIndex: 'counted', align: 'right', render: yuan },
          { title: '比例', dataIndex: 'rate', align: 'right', render: (v: number) => `${v}%` },
          { title: '已返', dataIndex: 'credited', align: 'right', render: yuan },
          {
            title: '现存',
            key: 'amount',
            align: 'right',
            render: (_, r) =>
              r.amount < r.credited ? <Tag color="orange">{yuan(r.amount)}（退款扣回）</Tag> : yuan(r.amount),
          },
          { title: '结算时间', dataIndex: 'created_at', render: (v: number) => formatTime(v) },
        ]}
      />
    </>
  );
}
