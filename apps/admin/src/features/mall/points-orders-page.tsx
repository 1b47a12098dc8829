import { useState } from 'react';
import { Button, Card, Segmented, Space, Tag, Typography } from 'antd';
import type { AdminPointsOrder } from '@store/shared/api/mall';
import { useListParams } from '../../lib/use-list-params.ts';
import { usePointsOrders } from './use-mall.ts';
import { PointsOrderDialog, type Dialog } from './points-order-dialog.tsx';
import './mall.css';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { ServerTable } from '../../components/server-table.tsx';

const STATUS_COLOR: Record<number, string> = { 0: 'orange', 1: 'blue', 2: 'green', 3: 'default' };
const when = (s: number | null) => (s ? new Date(s * 1000).toLocaleString('zh-CN', { hour12: false }) : '');

/**
 * 积分订单 for the warehouse (orders.ship): points orders (redemptions and lottery goods prizes) by state;
 * goods waiting are shipped with carrier and tracking number (catalogue goods from their stock batches), or
 * cancelled with a reason, which gives a redemption's points and stock back. Both are audited on the server.
 */
export function PointsOrdersAdminPage() {
  const {
    filters: params,
    page,
    go,
  } = useListParams(['keywords', 'status'], { numeric: ['status'], defaults: { status: 0 } });
  const filters = {
    keywords: String(params.keywords ?? ''),
    ...(params.status !== undefined && params.status !== -1 && { status: Number(params.status) }),
  };
  const list = usePointsOrders(filters, page);
  const [dialog, setDialog] = useState<Dialog>(null);

  return (
    <div className="mall-admin">
      <Typography.Title level={3}>积分订单</Typography.Title>
      <Card>
        <ListToolbar
          className="mall-admin__filters"
          search={{
            value: filters.keywords,
            placeholder: '订单号 / 采购商',
            onSearch: (keywords) => go({ ...params, keywords }),
          }}
        >
          <Segmented
            value={String(params.status ?? -1)}
            options={[
              { value: '0', label: '待发货' },
              { value: '1', label: '已发货' },
              { value: '2', label: '已完成' },
              { value: '3', label: '已取消' },
              { value: '-1', label: '全部' },
            ]}
            onChange={(v) => go({ ...params, status: Number(v) })}
          />
        </ListToolbar>
        <ServerTable<AdminPointsOrder>
          list={list}
          page={page}
          onPage={(next) => go(params, next)}
          rowTestId="points-order-row"
          scroll={{ x: 1200 }}
          columns={[
            {
              title: '订单',
              key: 'no',
              width: 210,
              render: (_, r) => (
                <>
                  <b>{r.order_no}</b>
                  <div className="mall-admin__sub">{when(r.created_at)}</div>
                </>
              ),
            },
            {
              title: '采购商',
              key: 'buyer',
              render: (_, r) => (
                <>
                  {r.buyer.company}
                  <div className="mall-admin__sub">{r.buyer.username}</div>
                </>
              ),
            },
            {
              title: '商品',
              key: 'goods',
              render: (_, r) => (
                <>
                  {r.name} × {r.number}
                  <div className="mall-admin__sub">
                    {r.source === 'lottery' ? <Tag color="magenta">抽奖奖品</Tag> : r.kind_text}
                    {r.is_drug === 1 && ' · 药品'} · {r.points} 积分{r.cash > 0 && ` + ¥${r.cash.toFixed(2)}`}
                  </div>
                </>
              ),
            },
            {
              title: '收货地址',
              key: 'address',
              width: 240,
              render: (_, r) =>
                r.address
                  ? `${r.address.name} ${r.address.phone} ${r.address.province}${r.address.city}${r.address.district}${r.address.address}`
                  : r.kind === 'goods' && r.status === 0
                    ? '采购商尚无收货地址（发货时取其默认地址）'
                    : '—',
            },
            {
              title: '物流',
              key: 'logistics',
              render: (_, r) =>
                r.shipped_at ? (
                  <>
                    {r.carrier} {r.tracking_no}
                    {r.batch_no && (
                      <div className="mall-admin__sub">
                        批号 {r.batch_no} · 有效期至 {r.expiry_date}
                      </div>
                    )}
                  </>
                ) : (
                  '—'
                ),
            },
            {
              title: '状态',
              key: 'status',
              render: (_, r) => <Tag color={STATUS_COLOR[r.status]}>{r.status_text}</Tag>,
            },
            {
              title: '操作',
              key: 'actions',
              width: 130,
              fixed: 'right',
              render: (_, r) =>
                r.status === 0 ? (
                  <Space size={0}>
                    <Button type="link" size="small" onClick={() => setDialog({ kind: 'ship', row: r })}>
                      发货
                    </Button>
                    <Button type="link" size="small" danger onClick={() => setDialog({ kind: 'cancel', row: r })}>
                      取消
                    </Button>
                  </Space>
                ) : null,
            },
          ]}
        />
      </Card>
      {dialog && <PointsOrderDialog dialog={dialog} onClose={() => setDialog(null)} />}
    </div>
  );
}
