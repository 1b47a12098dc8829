import { useState } from 'react';
import { Button, Card, Descriptions, Result, Space, Table, Tag, Timeline, Typography } from 'antd';
import type { AdminOrderDetail } from '@store/shared/api/admin-orders';
import type { OrderLine } from '@store/shared/api/orders';
import { LINE_TYPE_TEXT, type LineType } from '@store/shared/orders';
import { formatTime } from '@store/shared/rules/store-time';
import { orderMoneyItems } from '@store/ui/order-money';
import { Link, useParams } from 'react-router';
import { useStaffMe } from '../../api/use-staff.ts';
import { CancelOrderModal } from './cancel-order-modal.tsx';
import { ConfirmTransferButton } from './confirm-transfer-button.tsx';
import { OrderStatusTag } from './order-status-tag.tsx';
import { ShipOrderModal } from './ship-order-modal.tsx';
import { useOrderDetail } from './use-orders.ts';
import './orders.css';

const yuan = (amount: number) => `¥${amount.toFixed(2)}`;

/** One order (orders.view): buyer, lines with their batches, money, the timeline; actions by permission and state. */
export function OrderDetailPage() {
  const id = Number(useParams().id);
  const { data: me } = useStaffMe();
  const may = (permission: string) => me?.permissions.includes(permission as never) ?? false;
  const detail = useOrderDetail(id);
  const [shipping, setShipping] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  if (detail.error) return <Result status="warning" title={detail.error.message} />;
  const order = detail.data;
  if (!order) return <Card loading />;
  const shipped = order.status === 2 || order.status === 3;

  return (
    <div className="order-detail" data-testid="order-detail">
      <div className="orders-page__head">
        <Space align="center">
          <Link to="/orders">订单管理</Link>
          <Typography.Text type="secondary">/</Typography.Text>
          <Typography.Title level={3} className="order-detail__title">
            订单 {order.order_no}
          </Typography.Title>
          <OrderStatusTag status={order.status} text={order.status_text} />
        </Space>
        <Space wrap>
          {may('payments.confirm') && order.status === 0 && order.pay_method === 'transfer' && (
            <ConfirmTransferButton
              order={{
                id: order.id,
                order_no: order.order_no,
                remittance_ref: order.remittance_ref,
                payable_amount: order.payable_amount,
                company: order.buyer.company,
              }}
            />
          )}
          {may('orders.ship') && order.status === 1 && (
            <Button type="primary" onClick={() => setShipping(true)}>
              发货
            </Button>
          )}
          {shipped && (
            <Button href={`/api/admin/order/${order.id}/delivery_note`} target="_blank" rel="noreferrer">
              随货同行单（PDF）
            </Button>
          )}
          {may('orders.cancel') && (order.status === 0 || order.status === 1) && (
            <Button danger onClick={() => setCancelling(true)}>
              取消订单
            </Button>
          )}
        </Space>
      </div>

      <Card title="订单信息" size="small">
        <Descriptions column={3} size="small">
          <Descriptions.Item label="采购商">
            {order.buyer.company || '—'}（{order.buyer.username}）
          </Descriptions.Item>
          <Descriptions.Item label="联系人">
            {order.buyer.name} {order.buyer.mobile}
          </Descriptions.Item>
          <Descriptions.Item label="下单时间">{formatTime(order.created_at)}</Descriptions.Item>
          <Descriptions.Item label="收货人">
            {order.address.name} {order.address.phone}
          </Descriptions.Item>
          <Descriptions.Item label="收货地址" span={2}>
            {order.address.province}
            {order.address.city}
            {order.address.district}
            {order.address.address}
          </Descriptions.Item>
          <Descriptions.Item label="支付方式">{order.pay_method_text}</Descriptions.Item>
          <Descriptions.Item label="汇款附言">
            {order.pay_method === 'transfer' ? <Typography.Text copyable>{order.remittance_ref}</Typography.Text> : '—'}
          </Descriptions.Item>
          <Descriptions.Item label="付款时间">{formatTime(order.paid_at) || '—'}</Descriptions.Item>
          <Descriptions.Item label="物流">
            {order.tracking_no ? `${order.carrier} ${order.tracking_no}` : '—'}
          </Descriptions.Item>
          <Descriptions.Item label="发货时间">{formatTime(order.shipped_at) || '—'}</Descriptions.Item>
          <Descriptions.Item label="发票">{invoiceText(order)}</Descriptions.Item>
          <Descriptions.Item label="随货资料">
            {[order.want_documents && '首营资料', order.want_reports && '药检报告'].filter(Boolean).join('、') || '—'}
          </Descriptions.Item>
          <Descriptions.Item label="买家备注" span={2}>
            {order.remarks || '—'}
          </Descriptions.Item>
          {order.status === 4 && (
            <Descriptions.Item label="取消原因" span={3}>
              {order.cancel_reason}（{formatTime(order.cancelled_at)}）
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>

      <Card title="商品" size="small">
        <Table<OrderLine>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={order.lines}
          columns={[
            {
              title: '商品',
              key: 'name',
              render: (_, line) => (
                <>
                  {line.name}
                  {LINE_TYPE_TEXT[line.type as LineType] && (
                    <Tag className="order-detail__line-tag">{LINE_TYPE_TEXT[line.type as LineType]}</Tag>
                  )}
                </>
              ),
            },
            { title: '规格', dataIndex: 'ypgg' },
            { title: '生产厂家', dataIndex: 'sccj' },
            { title: '批准文号', dataIndex: 'approval_number', render: (v: string) => v || '—' },
            { title: '批号 / 有效期', key: 'batch', render: (_, line) => <LineBatches order={order} line={line} /> },
            { title: '单价', dataIndex: 'price', align: 'right', render: yuan },
            { title: '数量', key: 'number', align: 'right', render: (_, line) => `${line.number} ${line.bzdw}` },
            { title: '金额', dataIndex: 'amount', align: 'right', render: yuan },
          ]}
        />
        <Descriptions
          column={6}
          size="small"
          className="order-detail__amounts"
          items={[
            ...orderMoneyItems(order),
            {
              key: 'paid',
              label: '已付 / 已退',
              children: `${yuan(order.paid_amount)} / ${yuan(order.refunded_amount)}`,
            },
          ]}
        />
      </Card>

      <div className="order-detail__columns">
        <Card title="订单时间线" size="small">
          <Timeline
            items={order.timeline.map((event) => ({
              color: event.type === 'cancelled' ? 'red' : event.type === 'refund' ? 'orange' : 'blue',
              content: (
                <>
                  <div>{event.text}</div>
                  <Typography.Text type="secondary">{formatTime(event.created_at)}</Typography.Text>
                </>
              ),
            }))}
          />
        </Card>
        <Card title="售后" size="small">
          {order.after_sales.length === 0 ? (
            <Typography.Text type="secondary">无售后申请</Typography.Text>
          ) : (
            order.after_sales.map((request) => (
              <div key={request.id} className="order-detail__after-sales">
                <Tag>{request.kind_text}</Tag> {request.reason} · {request.status_text}
                {request.refund_amount > 0 && ` · 退款 ${yuan(request.refund_amount)}`}
                {may('aftersales.review') && request.status === 'pending' && (
                  <Link to={`/aftersales?keywords=${order.order_no}`}> 去审核</Link>
                )}
              </div>
            ))
          )}
        </Card>
      </div>

      {shipping && <ShipOrderModal order={order} onClose={() => setShipping(false)} />}
      {cancelling && <CancelOrderModal order={order} onClose={() => setCancelling(false)} />}
    </div>
  );
}

/** A shipped line's batches as they left (one per pick), else the batch the line carries. */
function LineBatches({ order, line }: { order: AdminOrderDetail; line: OrderLine }) {
  const picks = order.picks.filter((pick) => pick.order_item_id === line.id);
  if (picks.length === 0)
    return line.batch_number ? (
      <span>
        {line.batch_number}
        {line.expiry_date && <Typography.Text type="secondary"> 至 {line.expiry_date}</Typography.Text>}
      </span>
    ) : (
      <Typography.Text type="secondary">发货时确定</Typography.Text>
    );
  return (
    <>
      {picks.map((pick) => (
        <div key={pick.batch_number} data-testid="line-pick">
          {pick.batch_number}
          <Typography.Text type="secondary">
            {' '}
            至 {pick.expiry_date} × {pick.quantity}
          </Typography.Text>
        </div>
      ))}
    </>
  );
}

function invoiceText(order: AdminOrderDetail) {
  if (order.invoice_request.type === 'none') return '不开发票';
  const state = order.invoice
    ? `${order.invoice.status_text}${order.invoice.invoice_no ? ` ${order.invoice.invoice_no}` : ''}`
    : '';
  return `${order.invoice_request.type_text}：${order.invoice_request.title}${state ? `（${state}）` : ''}`;
}
