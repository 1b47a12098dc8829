import { useState } from 'react';
import { App, Button, Card, DatePicker, Form, Input, Modal, Segmented, Space, Table, Tag, Typography } from 'antd';
import type { AdminPointsOrder } from '@store/shared/api/mall';
import { showFieldErrors } from '../../lib/server-errors.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { usePointsOrderChange, usePointsOrders } from './use-mall.ts';
import './mall.css';

const STATUS_COLOR: Record<number, string> = { 0: 'orange', 1: 'blue', 2: 'green', 3: 'default' };
const when = (s: number | null) => (s ? new Date(s * 1000).toLocaleString('zh-CN', { hour12: false }) : '');
type Dialog = { kind: 'ship' | 'cancel'; row: AdminPointsOrder } | null;

/**
 * 积分订单 for the warehouse (orders.ship): points orders by state; goods waiting are shipped with carrier and
 * tracking number (drugs also with batch and expiry), or cancelled with a reason, which gives the buyer's
 * points and the stock back. Both are audited on the server.
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
        <Space wrap className="mall-admin__filters">
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
          <Input.Search
            key={filters.keywords}
            defaultValue={filters.keywords}
            placeholder="订单号 / 采购商"
            allowClear
            enterButton="查找"
            onSearch={(keywords) => go({ ...params, keywords: keywords.trim() })}
          />
        </Space>
        <Table<AdminPointsOrder>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.data ?? []}
          scroll={{ x: 1200 }}
          onRow={() => ({ 'data-testid': 'points-order-row' }) as React.HTMLAttributes<HTMLElement>}
          pagination={{
            current: page,
            pageSize: 20,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            onChange: (next) => go(params, next),
          }}
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
                    {r.kind_text}
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
      {dialog && <OrderDialog dialog={dialog} onClose={() => setDialog(null)} />}
    </div>
  );
}

type ShipValues = {
  carrier: string;
  tracking_no: string;
  batch_no?: string;
  expiry?: { format: (f: string) => string } | null;
  reason?: string;
};

function OrderDialog({ dialog, onClose }: { dialog: NonNullable<Dialog>; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ShipValues>();
  const change = usePointsOrderChange();
  const { kind, row } = dialog;
  const submit = (v: ShipValues) =>
    change.mutate(
      {
        kind,
        id: row.id,
        body:
          kind === 'ship'
            ? {
                carrier: v.carrier,
                tracking_no: v.tracking_no,
                batch_no: v.batch_no ?? '',
                expiry_date: v.expiry ? v.expiry.format('YYYY-MM-DD') : '',
              }
            : { reason: v.reason },
      },
      {
        onSuccess: () => {
          void message.success(kind === 'ship' ? '已发货' : '积分订单已取消，积分已退回');
          onClose();
        },
        onError: (error) => {
          const named = showFieldErrors(form, error, ['carrier', 'tracking_no', 'batch_no', 'reason']);
          const errs = (error as { envelope?: { errors?: Record<string, string[]> } }).envelope?.errors;
          if (errs?.expiry_date) form.setFields([{ name: 'expiry', errors: errs.expiry_date }]);
          if (!named && !errs?.expiry_date && error.message) void message.error(error.message);
        },
      },
    );
  return (
    <Modal
      open
      title={`${kind === 'ship' ? '发货' : '取消'} · ${row.order_no}`}
      okText={kind === 'ship' ? '确认发货' : '取消订单'}
      okButtonProps={{ danger: kind === 'cancel' }}
      confirmLoading={change.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>
        {row.name} × {row.number} · {row.buyer.company}
      </p>
      <Form form={form} layout="vertical" onFinish={submit} name={`points-order-${kind}`}>
        {kind === 'ship' ? (
          <>
            <Form.Item
              name="carrier"
              label="物流公司"
              rules={[{ required: true, whitespace: true, message: '请填写物流公司' }]}
            >
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item
              name="tracking_no"
              label="物流单号"
              rules={[{ required: true, whitespace: true, message: '请填写物流单号' }]}
            >
              <Input maxLength={40} />
            </Form.Item>
            {row.is_drug === 1 && (
              <>
                <Form.Item
                  name="batch_no"
                  label="批号"
                  rules={[{ required: true, whitespace: true, message: '药品发货须填写批号' }]}
                >
                  <Input maxLength={40} />
                </Form.Item>
                <Form.Item name="expiry" label="有效期至" rules={[{ required: true, message: '药品发货须填写有效期' }]}>
                  <DatePicker />
                </Form.Item>
              </>
            )}
          </>
        ) : (
          <>
            <p className="mall-admin__sub">取消后采购商的积分{row.cash > 0 ? '、加价金额' : ''}和商品库存将退回。</p>
            <Form.Item
              name="reason"
              label="取消原因"
              rules={[{ required: true, whitespace: true, message: '请填写取消原因' }]}
            >
              <Input.TextArea rows={2} maxLength={200} />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
