import { useState } from 'react';
import { Alert, Button, Empty, Form, Input, InputNumber, Select, Spin, Table, Upload, type UploadFile } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router';
import type { OrderDetail, OrderLine } from '@store/shared/api/orders';
import { formatYuan } from '@store/shared/rules/money';
import { uploadAfterSalesPhoto, useOrder, useRequestAfterSales } from '../../api/use-orders.ts';
import { AccountShell } from '../../components/account-menu/account-menu.tsx';
import { AfterSalesRequests } from './after-sales-requests.tsx';
import { paths } from '../../routing/paths.ts';
import './orders.css';
import { useFeedback } from '../../lib/feedback/feedback.tsx';

type Kind = 'return' | 'after_sales';
const KIND: Record<Kind, { title: string; reasons: string[] }> = {
  return: { title: '退货', reasons: ['包装破损', '发错货', '近效期', '质量问题', '买多了/不想要了'] },
  after_sales: { title: '售后', reasons: ['商品破损', '少发/漏发', '质量问题', '批号与要求不符', '缺少随货资料'] },
};

/** /order/returnInfo/{id}: return request and history. */
export const ReturnInfoPage = () => <AfterSalesPage kind="return" />;
/** /order/afterSalesInfo/{id}: after-sales request and history. */
export const AfterSalesInfoPage = () => <AfterSalesPage kind="after_sales" />;

function AfterSalesPage({ kind }: { kind: Kind }) {
  const id = Number(useParams().id);
  const order = useOrder(id);
  return (
    <AccountShell title={`${KIND[kind].title}详情`} extra={<Link to={paths.order(id)}>返回订单详情</Link>}>
      {order.isLoading ? (
        <Spin />
      ) : order.data ? (
        <AfterSalesView order={order.data} kind={kind} />
      ) : (
        <Empty description="订单不存在" />
      )}
    </AccountShell>
  );
}

function AfterSalesView({ order, kind }: { order: OrderDetail; kind: Kind }) {
  const requests = order.after_sales.filter((r) => r.kind === kind);
  return (
    <>
      <p className="after-sales-order">
        订单号：<Link to={paths.order(order.id)}>{order.order_no}</Link>　状态：{order.status_text}
      </p>
      {order.can_after_sales ? (
        <AfterSalesForm order={order} kind={kind} />
      ) : (
        <Alert type="info" showIcon title={`订单发货后才能申请${KIND[kind].title}`} />
      )}
      <h3 className="after-sales-history-title">{KIND[kind].title}记录</h3>
      {requests.length ? (
        <AfterSalesRequests requests={requests} />
      ) : (
        <Empty description={`暂无${KIND[kind].title}申请`} />
      )}
    </>
  );
}

type FormValues = { reason: string; description?: string };

function AfterSalesForm({ order, kind }: { order: OrderDetail; kind: Kind }) {
  const { message } = useFeedback();
  const [form] = Form.useForm<FormValues>();
  const [numbers, setNumbers] = useState<Record<number, number>>({});
  const [photos, setPhotos] = useState<UploadFile<{ path: string; url: string }>[]>([]);
  const submit = useRequestAfterSales(order.id);

  const onFinish = (values: FormValues) => {
    const items = Object.entries(numbers)
      .filter(([, n]) => n > 0)
      .map(([itemId, number]) => ({ order_item_id: Number(itemId), number }));
    if (!items.length) {
      void message.warning(`请填写要${KIND[kind].title}的商品数量`);
      return;
    }
    const paths = photos.map((p) => p.response?.path).filter((p): p is string => !!p);
    submit
      .mutateAsync({ kind, reason: values.reason, description: values.description ?? '', items, photos: paths })
      .then(
        () => {
          void message.success('申请已提交，请等待审核');
          form.resetFields();
          setNumbers({});
          setPhotos([]);
        },
        () => {},
      );
  };

  return (
    <Form form={form} layout="vertical" className="after-sales-form" onFinish={onFinish}>
      <Form.Item label={`选择${KIND[kind].title}商品和数量`} required>
        <Table<OrderLine>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={order.lines}
          columns={[
            { title: '商品', render: (_, l) => `${l.name} ${l.ypgg}` },
            { title: '批号', dataIndex: 'batch_number' },
            { title: '单价', dataIndex: 'price', render: (v: number) => formatYuan(v) },
            { title: '购买/已退', render: (_, l) => `${l.number} / ${l.returned_number}` },
            {
              title: `${KIND[kind].title}数量`,
              render: (_, l) => (
                <InputNumber
                  min={0}
                  max={l.number - l.returned_number}
                  precision={0}
                  value={numbers[l.id] ?? 0}
                  aria-label={`${l.name}${KIND[kind].title}数量`}
                  onChange={(value) => setNumbers((n) => ({ ...n, [l.id]: Number(value ?? 0) }))}
                />
              ),
            },
          ]}
        />
      </Form.Item>
      <Form.Item name="reason" label={`${KIND[kind].title}原因`} rules={[{ required: true, message: '请选择原因' }]}>
        <Select
          placeholder="请选择原因"
          options={KIND[kind].reasons.map((r) => ({ value: r, label: r }))}
          style={{ width: 280 }}
        />
      </Form.Item>
      <Form.Item name="description" label="问题描述">
        <Input.TextArea rows={3} maxLength={500} showCount placeholder="请描述具体问题，便于我们尽快处理" />
      </Form.Item>
      <Form.Item label="上传照片（最多 6 张，JPG/PNG/WebP，每张不超过 5MB）">
        <Upload<{ path: string; url: string }>
          listType="picture-card"
          accept="image/jpeg,image/png,image/webp"
          fileList={photos}
          maxCount={6}
          onChange={({ fileList }) =>
            setPhotos(fileList.map((f) => (f.response ? { ...f, url: f.response.url, thumbUrl: f.response.url } : f)))
          }
          customRequest={({ file, onSuccess, onError }) => {
            uploadAfterSalesPhoto(file as File).then(
              (data) => onSuccess?.(data),
              (error: Error) => onError?.(error),
            );
          }}
        >
          {photos.length < 6 && (
            <div>
              <PlusOutlined />
              <div>上传照片</div>
            </div>
          )}
        </Upload>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submit.isPending}>
        提交{KIND[kind].title}申请
      </Button>
    </Form>
  );
}
