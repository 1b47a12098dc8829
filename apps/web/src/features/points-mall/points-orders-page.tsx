import { Button, Descriptions, Drawer, Empty, Popconfirm, Table, Tabs, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { PointsOrder } from '@store/shared/api/mall';
import { formatYuan } from '@store/shared/rules/money';
import { formatTime } from '@store/shared/rules/store-time';
import { AccountShell } from '../../components/account-menu/account-menu.tsx';
import { useFeedback } from '../../lib/feedback/feedback.tsx';
import { serverPagination } from '../../lib/table-pagination.ts';
import { paths } from '../../routing/paths.ts';
import { usePointsOrder, usePointsOrderAction, usePointsOrders } from './use-mall.ts';
import './points-mall.css';

const TABS = [
  { key: '', label: '全部' },
  { key: '0', label: '待发货' },
  { key: '1', label: '已发货' },
  { key: '2', label: '已完成' },
  { key: '3', label: '已取消' },
];
const STATUS_COLOR: Record<number, string> = { 0: 'orange', 1: 'blue', 2: 'green', 3: 'default' };

/**
 * /jfdd 积分订单: the buyer's points orders by state, each with its detail and logistics (?id= opens it),
 * cancelling before shipment (points and stock go back) and confirming receipt. Goods won in the lottery
 * are here too (抽奖奖品, 0 points), shipped the same way; they cannot be cancelled.
 */
export function PointsOrdersPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const openId = Number(params.get('id')) || null;
  const orders = usePointsOrders({ page, ...(status ? { status: Number(status) } : {}) });
  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };
  const detail = usePointsOrder(openId);
  const open = openId === null ? null : (detail.data ?? null);

  return (
    <AccountShell title="积分订单" extra={<Link to={paths.pointsMall}>去积分商城兑换</Link>}>
      <Tabs
        activeKey={status}
        items={TABS}
        onChange={(key) => set({ status: key || undefined, page: undefined, id: undefined })}
      />
      <Table<PointsOrder>
        rowKey="id"
        size="middle"
        loading={orders.isFetching && !orders.data}
        dataSource={orders.data?.data ?? []}
        locale={{ emptyText: <Empty description="暂无积分订单" /> }}
        pagination={serverPagination(page, orders.data, (p) => set({ page: p > 1 ? String(p) : undefined }))}
        scroll={{ x: 720 }}
        columns={[
          {
            title: '商品',
            key: 'goods',
            render: (_, o) => (
              <span className="points-order__goods">
                <b>
                  {o.name}
                  {o.source === 'lottery' && <Tag color="magenta">抽奖奖品</Tag>}
                </b>
                <small>
                  {o.order_no} · {formatTime(o.created_at)}
                </small>
              </span>
            ),
          },
          { title: '数量', dataIndex: 'number', width: 70 },
          {
            title: '积分',
            key: 'points',
            width: 150,
            render: (_, o) => (
              <>
                {o.points} 积分{o.cash > 0 && <> + {formatYuan(o.cash)}</>}
              </>
            ),
          },
          {
            title: '状态',
            key: 'status',
            width: 90,
            render: (_, o) => <Tag color={STATUS_COLOR[o.status]}>{o.status_text}</Tag>,
          },
          {
            title: '操作',
            key: 'actions',
            width: 170,
            render: (_, o) => <OrderActions order={o} onDetail={() => set({ id: String(o.id) })} />,
          },
        ]}
      />
      <Drawer
        open={openId !== null}
        onClose={() => set({ id: undefined })}
        title="积分订单详情"
        width={Math.min(520, globalThis.innerWidth ?? 520)}
      >
        {open && <OrderDetail order={open} />}
      </Drawer>
    </AccountShell>
  );
}

function OrderActions({ order, onDetail }: { order: PointsOrder; onDetail: () => void }) {
  const action = usePointsOrderAction();
  const { message } = useFeedback();
  return (
    <span className="points-order__actions">
      <Button type="link" size="small" onClick={onDetail}>
        详情
      </Button>
      {order.can_cancel === 1 && (
        <Popconfirm
          title="取消该积分订单？"
          description="取消后积分和库存将退回"
          okText="取消订单"
          cancelText="再想想"
          onConfirm={() =>
            action
              .mutateAsync({ id: order.id, action: 'cancel' })
              .then(() => void message.success('已取消，积分已退回'))
          }
        >
          <Button type="link" size="small" danger loading={action.isPending}>
            取消订单
          </Button>
        </Popconfirm>
      )}
      {order.can_confirm === 1 && (
        <Button
          type="link"
          size="small"
          loading={action.isPending}
          onClick={() =>
            action.mutate({ id: order.id, action: 'confirm' }, { onSuccess: () => void message.success('已确认收货') })
          }
        >
          确认收货
        </Button>
      )}
    </span>
  );
}

function OrderDetail({ order }: { order: PointsOrder }) {
  const a = order.address;
  return (
    <Descriptions column={1} size="small" bordered data-testid="points-order-detail">
      <Descriptions.Item label="订单编号">{order.order_no}</Descriptions.Item>
      <Descriptions.Item label="状态">{order.status_text}</Descriptions.Item>
      <Descriptions.Item label="商品">
        {order.name}（{order.kind_text}）× {order.number}
      </Descriptions.Item>
      {order.source === 'lottery' ? (
        <Descriptions.Item label="来源">抽奖奖品（不消耗积分）</Descriptions.Item>
      ) : (
        <Descriptions.Item label="消耗">
          {order.points} 积分{order.cash > 0 && ` + ${formatYuan(order.cash)}`}
        </Descriptions.Item>
      )}
      <Descriptions.Item label={order.source === 'lottery' ? '中奖时间' : '兑换时间'}>
        {formatTime(order.created_at)}
      </Descriptions.Item>
      {a && (
        <Descriptions.Item label="收货地址">
          {a.name} {a.phone}
          <br />
          {a.province}
          {a.city}
          {a.district}
          {a.address}
        </Descriptions.Item>
      )}
      {order.kind !== 'goods' && <Descriptions.Item label="发放">已发放到您的账户</Descriptions.Item>}
      {order.kind === 'goods' && (
        <Descriptions.Item label="物流">
          {order.shipped_at ? (
            <>
              {order.carrier} {order.tracking_no}
              <br />
              发货时间 {formatTime(order.shipped_at)}
              {order.batch_no && (
                <>
                  <br />
                  批号 {order.batch_no} · 有效期至 {order.expiry_date}
                </>
              )}
            </>
          ) : order.status === 3 ? (
            '—'
          ) : (
            '等待仓库发货'
          )}
        </Descriptions.Item>
      )}
      {order.completed_at && <Descriptions.Item label="完成时间">{formatTime(order.completed_at)}</Descriptions.Item>}
      {order.cancelled_at && (
        <Descriptions.Item label="取消">
          {formatTime(order.cancelled_at)} {order.cancel_reason}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
