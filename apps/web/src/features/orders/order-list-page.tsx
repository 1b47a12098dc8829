import { useState } from 'react';
import { Button, DatePicker, Empty, Input, Pagination, Spin, Tabs } from 'antd';
import { dayjs, type Dayjs } from '../../lib/dayjs-zh.ts';
import { Link, useSearchParams } from 'react-router';
import type { OrderCounts, OrderSummary } from '@store/shared/api/orders';
import { LINE_TYPE_TEXT, LineType, ORDER_STATUS_TEXT, OrderStatus } from '@store/shared/orders';
import { formatYuan } from '@store/shared/rules/money';
import { useOrderCounts, useOrders, type OrderFilters } from '../../api/use-orders.ts';
import { AccountShell } from '../../components/account-menu/account-menu.tsx';
import { formatTime } from '@store/shared/rules/store-time';
import { OrderActions } from './order-actions.tsx';
import { paths } from '../../routing/paths.ts';
import './orders.css';

const PAGE_SIZE = 10;
/** Tabs of the order centre; `status` is the URL value (member centre links to ?status=…). */
const TABS: { key: string; label: string; count?: keyof OrderCounts }[] = [
  { key: '', label: '全部订单' },
  ...(
    [
      [OrderStatus.PENDING_PAYMENT, 'pending_payment'],
      [OrderStatus.PENDING_SHIPMENT, 'pending_shipment'],
      [OrderStatus.SHIPPED, 'shipped'],
      [OrderStatus.COMPLETED, 'completed'],
      [OrderStatus.CANCELLED, undefined],
    ] as const
  ).map(([status, count]) => ({ key: String(status), label: ORDER_STATUS_TEXT[status], count })),
  { key: 'after_sales', label: '售后', count: 'after_sales' },
];

function filtersOf(params: URLSearchParams): OrderFilters {
  const status = params.get('status') ?? '';
  return {
    status: status === 'after_sales' ? 'after_sales' : /^[0-4]$/.test(status) ? Number(status) : undefined,
    keywords: params.get('keywords') || undefined,
    start_time: Number(params.get('start_time')) || undefined,
    end_time: Number(params.get('end_time')) || undefined,
    page: Number(params.get('page')) || 1,
    page_size: PAGE_SIZE,
  };
}

/** GET /api/order/receiving_export for the order days chosen, or the last 30 days. */
function receivingExportHref(range: [Dayjs | null, Dayjs | null] | null): string {
  const start = range?.[0] && range[1] ? range[0] : dayjs().subtract(29, 'day');
  const end = range?.[0] && range[1] ? range[1] : dayjs();
  const query = new URLSearchParams({ start_date: start.format('YYYY-MM-DD'), end_date: end.format('YYYY-MM-DD') });
  return `/api/order/receiving_export?${query}`;
}

/** /order: my orders by state, searchable by order number or goods name and by order date. */
export function OrderListPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const orders = useOrders(filters);
  const counts = useOrderCounts().data;
  const [keywords, setKeywords] = useState(filters.keywords ?? '');
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(
    filters.start_time && filters.end_time ? [dayjs.unix(filters.start_time), dayjs.unix(filters.end_time)] : null,
  );

  const update = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const search = () =>
    update({
      keywords: keywords.trim(),
      start_time: range?.[0] ? range[0].startOf('day').unix() : undefined,
      end_time: range?.[1] ? range[1].endOf('day').unix() : undefined,
    });

  const tabs = TABS.map((tab) => ({
    key: tab.key,
    label: tab.count && counts?.[tab.count] ? `${tab.label}(${counts[tab.count]})` : tab.label,
  }));

  return (
    <AccountShell title="我的订单">
      <Tabs
        className="order-tabs"
        activeKey={params.get('status') ?? ''}
        items={tabs}
        onChange={(key) => update({ status: key })}
      />
      <div className="order-search">
        <Input
          allowClear
          placeholder="订单号 / 商品名称"
          value={keywords}
          onChange={(e) => setKeywords(e.target.value)}
          onPressEnter={search}
          style={{ width: 240 }}
          aria-label="订单号或商品名称"
        />
        <DatePicker.RangePicker
          value={range}
          onChange={(value) => setRange(value)}
          placeholder={['下单开始日期', '下单结束日期']}
        />
        <Button type="primary" onClick={search}>
          搜索
        </Button>
        {/* The days chosen above, else the last 30: the sheet a pharmacy receives its deliveries against. */}
        <Button
          href={receivingExportHref(range)}
          title="已发货与已完成的订单，每个批次一行：品名、批准文号、剂型、规格、厂家、批号、效期、数量、单价、金额"
          data-testid="receiving-export"
        >
          导出入库验收单
        </Button>
      </div>
      <div className="order-list-head">
        <span className="order-list-head__goods">商品（单价 × 数量）</span>
        <span>实付金额</span>
        <span>订单状态</span>
        <span>操作</span>
      </div>
      <Spin spinning={orders.isFetching && !orders.isLoading}>
        {orders.isLoading ? (
          <Spin className="order-loading" />
        ) : orders.data?.data.length ? (
          orders.data.data.map((order) => <OrderCard key={order.id} order={order} />)
        ) : (
          <Empty className="order-empty" description="暂无订单" />
        )}
      </Spin>
      <Pagination
        className="order-pagination"
        current={filters.page}
        pageSize={PAGE_SIZE}
        total={orders.data?.total ?? 0}
        hideOnSinglePage
        showSizeChanger={false}
        showTotal={(total) => `共 ${total} 个订单`}
        onChange={(page) => update({ page })}
      />
    </AccountShell>
  );
}

const MAX_LINES_SHOWN = 3;

function OrderCard({ order }: { order: OrderSummary }) {
  const lines = order.lines.slice(0, MAX_LINES_SHOWN);
  return (
    <div className="order-card" data-order-id={order.id}>
      <div className="order-card__head">
        <span>{formatTime(order.created_at)}</span>
        <span>
          订单号：<Link to={paths.order(order.id)}>{order.order_no}</Link>
        </span>
        {order.after_sales_count > 0 && <span className="order-card__after-sales">售后 {order.after_sales_count}</span>}
      </div>
      <div className="order-card__body">
        <div className="order-card__lines">
          {lines.map((line) => (
            <div key={line.id} className="order-line">
              {line.image ? <img src={line.image} alt="" /> : <span className="order-line__noimg" />}
              <div className="order-line__info">
                <div className="order-line__name">
                  {line.type === LineType.GIFT && <span className="order-gift">{LINE_TYPE_TEXT[LineType.GIFT]}</span>}
                  {line.name}
                </div>
                <div className="order-line__meta">
                  {line.sccj} · {line.ypgg}
                </div>
              </div>
              <div className="order-line__price">
                {formatYuan(line.price)} × {line.number}
                {line.bzdw}
              </div>
            </div>
          ))}
          {order.lines.length > MAX_LINES_SHOWN && (
            <Link className="order-card__more" to={paths.order(order.id)}>
              共 {order.lines.length} 种商品，查看全部
            </Link>
          )}
        </div>
        <div className="order-card__amount">
          <b>{formatYuan(order.payable_amount)}</b>
          <span>共 {order.total_number} 件</span>
          {order.shipping_amount > 0 && <span>含运费 {formatYuan(order.shipping_amount)}</span>}
        </div>
        <div className={`order-card__status status-${order.status}`}>{order.status_text}</div>
        <div className="order-card__actions">
          <OrderActions order={order} />
        </div>
      </div>
    </div>
  );
}
