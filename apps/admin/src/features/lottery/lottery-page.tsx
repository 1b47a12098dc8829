import { useState } from 'react';
import { App, Button, Card, Drawer, Modal, Popconfirm, Space, Switch, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { AdminActivityRow, AdminPrizeRow, AdminWinnerRow } from '@store/shared/api/draw-admin';
import { ActivityFormModal } from './activity-form-modal.tsx';
import { PrizeFormModal } from './prize-form-modal.tsx';
import { useActivities, useActivityDetail, useLotteryChange, useWinners } from './use-lottery.ts';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { ServerTable } from '../../components/server-table.tsx';

type Dialog =
  { kind: 'edit'; row: AdminActivityRow | null } | { kind: 'prizes' | 'winners'; row: AdminActivityRow } | null;
const time = (s: number) => dayjs.unix(s).format('YYYY-MM-DD HH:mm');
const STATE_COLOR: Record<string, string> = { running: 'green', upcoming: 'blue', ended: 'default', paused: 'orange' };

/**
 * 营销 → 抽奖活动 (promotions.manage): activities with their draws, 新建 / 编辑 / 暂停, each one's prizes with
 * live remaining quantities, and the winners report.
 */
export function LotteryPage() {
  const { message } = App.useApp();
  const [keywords, setKeywords] = useState('');
  const [page, setPage] = useState(1);
  const list = useActivities(keywords, page);
  const change = useLotteryChange();
  const [dialog, setDialog] = useState<Dialog>(null);
  const setStatus = (row: AdminActivityRow, status: 0 | 1) =>
    change.mutate(
      { kind: 'status', id: row.id, status },
      {
        onSuccess: () => void message.success(status ? '抽奖活动已恢复' : '抽奖活动已暂停'),
        onError: (e) => void message.error(e.message),
      },
    );
  return (
    <div className="lottery-page">
      <Typography.Title level={3}>抽奖活动</Typography.Title>
      <Card>
        <ListToolbar
          style={{ marginBottom: 16 }}
          search={{ placeholder: '活动名称', onSearch: (k) => (setKeywords(k), setPage(1)) }}
          create={{ label: '新建抽奖活动', onClick: () => setDialog({ kind: 'edit', row: null }) }}
        />
        <ServerTable<AdminActivityRow>
          list={list}
          page={page}
          onPage={setPage}
          rowTestId="lottery-row"
          columns={[
            { title: '活动', dataIndex: 'name', render: (name: string) => <b>{name}</b> },
            { title: '时间', key: 'time', render: (_, r) => `${time(r.starts_at)} 至 ${time(r.ends_at)}` },
            {
              title: '规则',
              key: 'limits',
              render: (_, r) =>
                [
                  r.points_cost ? `每次 ${r.points_cost} 积分` : '免费',
                  r.draws_per_day ? `每天 ${r.draws_per_day} 次` : '',
                  r.draws_total ? `共 ${r.draws_total} 次` : '',
                  r.min_paid ? `当天实付满 ${r.min_paid} 元` : '',
                ]
                  .filter(Boolean)
                  .join('，'),
            },
            { title: '抽奖次数', dataIndex: 'draws', align: 'right' },
            { title: '参与人数', dataIndex: 'buyers', align: 'right' },
            { title: '中奖', dataIndex: 'wins', align: 'right' },
            { title: '状态', key: 'state', render: (_, r) => <Tag color={STATE_COLOR[r.state]}>{r.state_text}</Tag> },
            {
              title: '操作',
              key: 'actions',
              width: 260,
              render: (_, r) => (
                <Space size={0} wrap>
                  <Button type="link" size="small" onClick={() => setDialog({ kind: 'edit', row: r })}>
                    编辑
                  </Button>
                  <Button type="link" size="small" onClick={() => setDialog({ kind: 'prizes', row: r })}>
                    奖品
                  </Button>
                  <Button type="link" size="small" onClick={() => setDialog({ kind: 'winners', row: r })}>
                    中奖名单
                  </Button>
                  <Popconfirm
                    title={r.status ? '暂停后采购商不能再抽奖，确定暂停？' : '确定恢复该活动？'}
                    onConfirm={() => setStatus(r, r.status ? 0 : 1)}
                  >
                    <Button type="link" size="small" danger={r.status === 1}>
                      {r.status ? '暂停' : '恢复'}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {dialog?.kind === 'edit' && <ActivityFormModal row={dialog.row} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'prizes' && <PrizesDrawer activity={dialog.row} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'winners' && <WinnersModal activity={dialog.row} onClose={() => setDialog(null)} />}
    </div>
  );
}

/** The activity's prizes, read again every 5 s: remaining goes down as buyers draw. */
function PrizesDrawer({ activity, onClose }: { activity: AdminActivityRow; onClose: () => void }) {
  const detail = useActivityDetail(activity.id);
  const [editing, setEditing] = useState<AdminPrizeRow | null | undefined>(undefined);
  return (
    <Drawer title={`奖品 · ${activity.name}`} open size="large" onClose={onClose}>
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => setEditing(null)}>
          添加奖品
        </Button>
        <Typography.Text type="secondary">剩余数量实时更新（每 5 秒）</Typography.Text>
      </Space>
      <Table<AdminPrizeRow>
        rowKey="id"
        size="small"
        pagination={false}
        loading={detail.isLoading}
        dataSource={detail.data?.prizes ?? []}
        onRow={() => ({ 'data-testid': 'prize-row' }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: '类型', dataIndex: 'kind_text', width: 90 },
          {
            title: '奖品',
            key: 'name',
            render: (_, p) => (
              <>
                <b>{p.name}</b>
                {p.remarks && <div>{p.remarks}</div>}
                {p.coupon_name && <div>优惠券：{p.coupon_name}</div>}
                {p.mall_goods_name && <div>寄送：{p.mall_goods_name}（积分订单发货）</div>}
              </>
            ),
          },
          { title: '总数', key: 'quantity', align: 'right', render: (_, p) => p.quantity ?? '不限' },
          { title: '剩余', key: 'remaining', align: 'right', render: (_, p) => p.remaining ?? '不限' },
          { title: '已抽出', dataIndex: 'won', align: 'right' },
          { title: '权重', dataIndex: 'weight', align: 'right' },
          { title: '当前概率', key: 'chance', align: 'right', render: (_, p) => `${p.chance}%` },
          {
            title: '操作',
            key: 'actions',
            render: (_, p) => (
              <Button type="link" size="small" onClick={() => setEditing(p)}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      {editing !== undefined && (
        <PrizeFormModal activityId={activity.id} row={editing} onClose={() => setEditing(undefined)} />
      )}
    </Drawer>
  );
}

function WinnersModal({ activity, onClose }: { activity: AdminActivityRow; onClose: () => void }) {
  const [all, setAll] = useState(false);
  const [page, setPage] = useState(1);
  const winners = useWinners(activity.id, all, page);
  return (
    <Modal title={`中奖名单 · ${activity.name}`} open width={1000} footer={null} onCancel={onClose}>
      <Space style={{ marginBottom: 12 }}>
        <Switch checked={all} onChange={(v) => (setAll(v), setPage(1))} /> 含谢谢参与
      </Space>
      <ServerTable<AdminWinnerRow>
        list={winners}
        page={page}
        onPage={setPage}
        size="small"
        columns={[
          { title: '时间', dataIndex: 'created_at', width: 150, render: (s: number) => time(s) },
          { title: '采购商', key: 'buyer', render: (_, w) => `${w.company || w.username}（${w.username}）` },
          { title: '奖品', key: 'prize', render: (_, w) => `${w.kind_text} · ${w.prize_name}` },
          { title: '消耗积分', dataIndex: 'points_spent', align: 'right' },
          {
            title: '寄送',
            key: 'shipping',
            render: (_, w) =>
              w.shipping
                ? `${w.shipping.consignee || '未填收货地址'} ${w.shipping.mobile} ${w.shipping.address}（积分订单 ${w.shipping.order_no} · ${w.shipping.status_text}${w.shipping.tracking_no ? ` · 运单号 ${w.shipping.tracking_no}` : ''}）`
                : '—',
          },
        ]}
      />
    </Modal>
  );
}
