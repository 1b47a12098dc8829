import { useState } from 'react';
import { App, Button, Descriptions, Drawer, Image, Input, Radio, Space, Tag, Typography } from 'antd';
import type { AdminAfterSalesQuery, AdminAfterSalesRow } from '@store/shared/api/admin-orders';
import { formatTime } from '@store/shared/rules/store-time';
import { Link } from 'react-router';
import { StatusQueuePage, useStatusQueue } from '../../components/status-queue.tsx';
import { useAfterSalesList, useReviewAfterSales } from './use-orders.ts';
import './orders.css';

type Status = AdminAfterSalesQuery['status'];
const STATES: { value: Status; label: string }[] = [
  { value: 'pending', label: '待审核' },
  { value: 'refunded', label: '已退款' },
  { value: 'rejected', label: '已驳回' },
  { value: 'all', label: '全部' },
];
const yuan = (amount: number) => `¥${amount.toFixed(2)}`;

/** 售后审核 (aftersales.review): requests by state; one opens beside the list with the buyer's photos, to approve or reject. */
export function AfterSalesPage() {
  const queue = useStatusQueue(STATES, 'pending');
  const list = useAfterSalesList({ status: queue.status, keywords: queue.keywords }, queue.page);
  const [open, setOpen] = useState<AdminAfterSalesRow | null>(null);

  return (
    <StatusQueuePage<AdminAfterSalesRow, Status>
      title="售后审核"
      states={STATES}
      queue={queue}
      placeholder="订单号、采购商、手机号"
      list={list}
      unit="个申请"
      columns={[
        { title: '编号', dataIndex: 'id', width: 70 },
        {
          title: '订单号',
          key: 'order',
          render: (_, row) => <Link to={`/orders/${row.order_id}`}>{row.order_no}</Link>,
        },
        { title: '采购商', key: 'buyer', render: (_, row) => row.buyer.company || row.buyer.username },
        { title: '类型', dataIndex: 'kind_text', render: (text: string) => <Tag>{text}</Tag> },
        { title: '原因', dataIndex: 'reason' },
        {
          title: '商品',
          key: 'items',
          render: (_, row) => row.items.map((item) => `${item.name} × ${item.number}`).join('；'),
        },
        { title: '照片', key: 'photos', render: (_, row) => `${row.photos.length} 张` },
        { title: '申请时间', dataIndex: 'created_at', render: (at: number) => formatTime(at) },
        { title: '状态', dataIndex: 'status_text' },
        {
          title: '操作',
          key: 'actions',
          render: (_, row) => (
            <Button type="link" onClick={() => setOpen(row)}>
              {row.status === 'pending' ? '审核' : '查看'}
            </Button>
          ),
        },
      ]}
    >
      <Drawer
        title={open ? `售后申请 ${open.id} · ${open.order_no}` : ''}
        size={640}
        open={Boolean(open)}
        onClose={() => setOpen(null)}
        destroyOnHidden
      >
        {open && <AfterSalesReview request={open} onDone={() => setOpen(null)} />}
      </Drawer>
    </StatusQueuePage>
  );
}

function AfterSalesReview({ request, onDone }: { request: AdminAfterSalesRow; onDone: () => void }) {
  const { message } = App.useApp();
  const review = useReviewAfterSales();
  const [reason, setReason] = useState('');
  const [refundTo, setRefundTo] = useState<'balance' | 'original'>('balance');
  const requested = request.items.reduce((sum, item) => sum + item.price * item.number, 0);
  const submit = (action: 'approve' | 'reject') =>
    review.mutate(
      { id: request.id, action, reason, refund_to: refundTo },
      {
        onSuccess: (result) => {
          void message.success(
            action === 'approve' ? `已通过，退款 ${yuan(result.refund_amount)}` : '已驳回，采购商会看到原因',
          );
          onDone();
        },
        onError: (error) => void message.error(error.message),
      },
    );
  return (
    <Space orientation="vertical" size="large" className="after-sales-review">
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="采购商">
          {request.buyer.company}（{request.buyer.name} {request.buyer.mobile}）
        </Descriptions.Item>
        <Descriptions.Item label="类型">{request.kind_text}</Descriptions.Item>
        <Descriptions.Item label="原因">{request.reason}</Descriptions.Item>
        <Descriptions.Item label="说明">{request.description || '—'}</Descriptions.Item>
        <Descriptions.Item label="商品">
          {request.items.map((item) => (
            <div key={item.order_item_id}>
              {item.name} {item.ypgg} × {item.number}
              {item.bzdw}（{yuan(item.price)}）
            </div>
          ))}
        </Descriptions.Item>
        <Descriptions.Item label="申请金额 / 可退">
          {yuan(requested)} / {yuan(request.refundable_amount)}
        </Descriptions.Item>
        <Descriptions.Item label="状态">{request.status_text}</Descriptions.Item>
      </Descriptions>
      <div>
        <Typography.Text strong>采购商上传的照片</Typography.Text>
        <div className="after-sales-review__photos">
          {request.photos.length === 0 ? (
            <Typography.Text type="secondary">未上传照片</Typography.Text>
          ) : (
            <Image.PreviewGroup>
              {request.photos.map((url, index) => (
                <Image
                  key={url}
                  src={url}
                  width={140}
                  height={140}
                  alt={`售后照片 ${index + 1}`}
                  className="after-sales-review__photo"
                />
              ))}
            </Image.PreviewGroup>
          )}
        </div>
      </div>
      {request.history.length > 0 && (
        <div>
          {request.history.map((h) => (
            <div key={`${h.status}-${h.at}`}>
              <Typography.Text type="secondary">{formatTime(h.at)}</Typography.Text> {h.text}
            </div>
          ))}
        </div>
      )}
      {request.status === 'pending' && (
        <>
          <Radio.Group value={refundTo} onChange={(e) => setRefundTo(e.target.value)}>
            <Radio value="balance">退至账户余额</Radio>
            <Radio value="original">原支付方式退回</Radio>
          </Radio.Group>
          <Input.TextArea
            rows={3}
            maxLength={200}
            placeholder="审核意见（驳回时必填，采购商可见）"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <Space>
            <Button type="primary" loading={review.isPending} onClick={() => submit('approve')}>
              通过并退款
            </Button>
            <Button danger disabled={!reason.trim()} loading={review.isPending} onClick={() => submit('reject')}>
              驳回
            </Button>
          </Space>
        </>
      )}
    </Space>
  );
}
