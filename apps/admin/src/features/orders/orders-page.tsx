import { Button, Card, DatePicker, Form, Input, Space, Tabs, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  ADMIN_ORDER_QUEUES,
  adminOrderQueues,
  type AdminOrderQueue,
  type AdminOrderRow,
} from '@store/shared/api/admin-orders';
import { formatTime } from '@store/shared/rules/store-time';
import { Link } from 'react-router';
import { useListParams } from '../../lib/use-list-params.ts';
import { useStaffMe } from '../../api/use-staff.ts';
import { ConfirmTransferButton } from './confirm-transfer-button.tsx';
import { OrderExportButton } from './order-export-button.tsx';
import { OrderStatusTag } from './order-status-tag.tsx';
import { useOrderList, type OrderFilters } from './use-orders.ts';
import './orders.css';
import { ServerTable } from '../../components/server-table.tsx';
import { CappedTotal } from '../../components/capped-total.tsx';
import { countText } from '@store/shared/api/list-count';

type SearchForm = { keywords: string; amount: string; days: [Dayjs | null, Dayjs | null] | null };
const PAGE_SIZE = 20;

/** 订单管理 (orders.view): the queues with their counts, the search, and each order's row; the page lives in the address. */
export function OrdersPage() {
  const {
    filters: params,
    page,
    go: goTo,
  } = useListParams(['tab', 'keywords', 'amount', 'start_date', 'end_date'], {
    defaults: { tab: 'all' },
    pageSize: PAGE_SIZE,
  });
  const { data: me } = useStaffMe();
  const canConfirm = me?.permissions.includes('payments.confirm') ?? false;
  const text = (key: keyof typeof params) => String(params[key] ?? '');
  // The queue is `tab` in the address, as the 工作台's figures link to it.
  const filters: OrderFilters = {
    queue: adminOrderQueues.find((q) => q === params.tab) ?? 'all',
    keywords: text('keywords'),
    amount: text('amount'),
    start_date: text('start_date'),
    end_date: text('end_date'),
  };
  const go = (next: Partial<OrderFilters> & { page?: number }) => {
    const { queue, ...rest } = { ...filters, ...next };
    goTo({ ...rest, tab: queue }, next.page ?? 1);
  };
  const list = useOrderList(filters, page, PAGE_SIZE);
  const counts = list.data?.counts;
  // Each count stops at the cap the answer names: above it a tab shows "10000+".
  const cap = list.data?.count_cap;
  const search = (values: SearchForm) =>
    go({
      keywords: values.keywords?.trim() ?? '',
      amount: values.amount?.trim() ?? '',
      start_date: values.days?.[0]?.format('YYYY-MM-DD') ?? '',
      end_date: values.days?.[1]?.format('YYYY-MM-DD') ?? '',
    });

  return (
    <div className="orders-page">
      <div className="orders-page__head">
        <Typography.Title level={3}>订单管理</Typography.Title>
        <Space>
          <OrderExportButton start_date={filters.start_date} end_date={filters.end_date} queue={filters.queue} />
          {me?.permissions.includes('orders.ship') && (
            <Link to="/orders/bulk-ship">
              <Button>批量发货（CSV）</Button>
            </Link>
          )}
        </Space>
      </div>
      <Card>
        <Form<SearchForm>
          layout="inline"
          className="orders-page__search"
          key={`${filters.keywords}|${filters.amount}|${filters.start_date}|${filters.end_date}`}
          initialValues={{
            keywords: filters.keywords,
            amount: filters.amount,
            days: filters.start_date || filters.end_date ? [day(filters.start_date), day(filters.end_date)] : null,
          }}
          onFinish={search}
        >
          <Form.Item name="keywords" label="关键词">
            <Input allowClear placeholder="订单号、采购商、手机号、汇款附言" className="orders-page__keywords" />
          </Form.Item>
          <Form.Item name="amount" label="应付金额">
            <Input allowClear prefix="¥" placeholder="如 1280.00" className="orders-page__amount" inputMode="decimal" />
          </Form.Item>
          <Form.Item name="days" label="下单日期">
            <DatePicker.RangePicker allowEmpty={[true, true]} />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                搜索
              </Button>
              <Button onClick={() => go({ keywords: '', amount: '', start_date: '', end_date: '' })}>重置</Button>
            </Space>
          </Form.Item>
        </Form>
        <Tabs
          activeKey={filters.queue}
          onChange={(queue) => go({ queue: queue as AdminOrderQueue })}
          items={adminOrderQueues.map((queue) => ({
            key: queue,
            label: (
              <span data-queue={queue}>
                {ADMIN_ORDER_QUEUES[queue]}
                <span
                  className={`orders-page__count${(queue === 'awaiting_transfer' || queue === 'pending_shipment') && counts?.[queue] ? ' orders-page__count--todo' : ''}`}
                  data-testid={`queue-count-${queue}`}
                >
                  {countText(counts?.[queue] ?? 0, cap)}
                </span>
              </span>
            ),
          }))}
        />
        <CappedTotal total={list.data?.total} cap={cap} unit="个订单" testId="orders-total" />
        <ServerTable<AdminOrderRow>
          list={list}
          page={page}
          onPage={(next) => go({ page: next })}
          pageSize={PAGE_SIZE}
          columns={[
            {
              title: '订单号',
              key: 'order_no',
              width: 170,
              render: (_, row) => (
                <Link to={`/orders/${row.id}`} className="orders-page__nowrap">
                  {row.order_no}
                </Link>
              ),
            },
            {
              title: '采购商',
              key: 'buyer',
              width: 200,
              ellipsis: true,
              render: (_, row) => (
                <>
                  <div className="orders-page__ellipsis">{row.buyer.company || row.buyer.username}</div>
                  <Typography.Text type="secondary">
                    {row.buyer.name} {row.buyer.mobile}
                  </Typography.Text>
                </>
              ),
            },
            {
              title: '应付金额',
              key: 'amount',
              width: 110,
              align: 'right',
              render: (_, row) => (
                <>
                  <div>¥{row.payable_amount.toFixed(2)}</div>
                  <Typography.Text type="secondary">
                    {row.line_count} 种 {row.total_number} 件
                  </Typography.Text>
                </>
              ),
            },
            {
              title: '支付',
              key: 'pay',
              width: 130,
              render: (_, row) => (
                <>
                  <div>{row.pay_method_text}</div>
                  {row.pay_method === 'transfer' && (
                    <Typography.Text type="secondary">附言 {row.remittance_ref}</Typography.Text>
                  )}
                </>
              ),
            },
            {
              title: '状态',
              key: 'status',
              width: 80,
              render: (_, row) => <OrderStatusTag status={row.status} text={row.status_text} />,
            },
            {
              title: '下单时间',
              dataIndex: 'created_at',
              width: 145,
              render: (at: number) => formatTime(at),
            },
            {
              title: '物流',
              key: 'shipping',
              width: 140,
              render: (_, row) =>
                row.tracking_no ? (
                  <>
                    <div>{row.carrier}</div>
                    <Typography.Text type="secondary">{row.tracking_no}</Typography.Text>
                  </>
                ) : (
                  '—'
                ),
            },
            {
              title: '操作',
              key: 'actions',
              width: 150,
              render: (_, row) => (
                <Space size={0}>
                  <Link to={`/orders/${row.id}`}>
                    <Button type="link">详情</Button>
                  </Link>
                  {canConfirm && row.status === 0 && row.pay_method === 'transfer' && (
                    <ConfirmTransferButton
                      order={{
                        id: row.id,
                        order_no: row.order_no,
                        remittance_ref: row.remittance_ref,
                        payable_amount: row.payable_amount,
                        company: row.buyer.company,
                      }}
                      type="link"
                    />
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}

const day = (value: string | undefined) => (value ? dayjs(value) : null);
