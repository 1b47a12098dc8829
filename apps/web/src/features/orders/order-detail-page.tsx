import { Button, Descriptions, Empty, Spin, Tag, Timeline } from 'antd';
import { Link, useParams } from 'react-router';
import type { OrderDetail } from '@store/shared/api/orders';
import { OrderStatus } from '@store/shared/orders';
import { formatYuan } from '@store/shared/rules/money';
import { OrderMoneyLines } from '@store/ui/order-money';
import { useOrder } from '../../api/use-orders.ts';
import { AccountShell } from '../../components/account-menu/account-menu.tsx';
import { formatTime } from '@store/shared/rules/store-time';
import { OrderActions } from './order-actions.tsx';
import { AfterSalesRequests } from './after-sales-requests.tsx';
import { OrderDetailLines } from './order-detail-lines.tsx';
import { useIsPhone } from '../../lib/use-is-phone.ts';
import { paths } from '../../routing/paths.ts';
import { printAlone } from '../../lib/print-alone/print-alone.ts';
import { useSiteConfig } from '../../api/use-site-config.ts';
import { trackingUrl } from '@store/shared/rules/carriers';
import './orders.css';

/** /order/info/{id}: lines with batch and expiry, amounts, payment, invoice, address, timeline, after-sales. */
export function OrderDetailPage() {
  const id = Number(useParams().id);
  const order = useOrder(id);
  return (
    <AccountShell title="订单详情" extra={<Link to={paths.orders}>返回我的订单</Link>}>
      {order.isLoading ? (
        <Spin />
      ) : order.data ? (
        <OrderDetailView order={order.data} />
      ) : (
        <Empty description="订单不存在" />
      )}
    </AccountShell>
  );
}

const yuan = (value: number) => formatYuan(value);

/** The carrier and its waybill, which opens the carrier's tracking at 快递100 when it has one. */
function Waybill({ carrier, trackingNo }: { carrier: string; trackingNo: string }) {
  const url = trackingUrl(carrier, trackingNo);
  return (
    <>
      {carrier}{' '}
      {url ? (
        <a href={url} target="_blank" rel="noreferrer" title="查看物流轨迹" data-testid="waybill-link">
          {trackingNo}
        </a>
      ) : (
        trackingNo
      )}
    </>
  );
}

/** 打印订单: the order's details alone (lib/print-alone), without its buttons. */
function printOrder(event: React.MouseEvent<HTMLElement>) {
  const detail = event.currentTarget.closest('.order-detail');
  if (detail) printAlone(detail, 'order-print');
}

function OrderDetailView({ order }: { order: OrderDetail }) {
  const a = order.address;
  // Two label/value pairs a row left a phone ~80 px per value: the order number wrapped over three lines.
  const phone = useIsPhone();
  const site = useSiteConfig();
  return (
    <div className="order-detail">
      {/* Printed only (打印订单): whose order paper it is. */}
      <h2 className="order-detail__print-title">{site.company_name || site.site_title} 采购订单</h2>
      <div className="order-detail__status">
        <div>
          订单状态：<b className="order-detail__status-text">{order.status_text}</b>
          {order.status === OrderStatus.CANCELLED && order.cancel_reason && <div>取消原因：{order.cancel_reason}</div>}
          {order.status === OrderStatus.PENDING_PAYMENT && (
            <div>请在 {formatTime(order.expires_at)} 前完成支付，逾期订单将自动取消</div>
          )}
        </div>
        <div className="order-detail__actions no-print">
          <OrderActions order={order} showDetail={false} />
          <Button size="small" onClick={printOrder} data-testid="print-order">
            打印订单
          </Button>
        </div>
      </div>
      <Descriptions size="small" bordered column={phone ? 1 : 2} title="订单信息">
        <Descriptions.Item label="订单号">{order.order_no}</Descriptions.Item>
        <Descriptions.Item label="下单时间">{formatTime(order.created_at)}</Descriptions.Item>
        <Descriptions.Item label="支付方式">{order.payment?.method_text ?? '未支付'}</Descriptions.Item>
        <Descriptions.Item label="支付时间">
          {order.payment ? formatTime(order.payment.paid_at) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label="收货人">
          {a.name} {a.phone}
        </Descriptions.Item>
        <Descriptions.Item label="收货地址">
          {a.province}
          {a.city}
          {a.district} {a.address}
        </Descriptions.Item>
        <Descriptions.Item label="物流">
          {order.carrier ? <Waybill carrier={order.carrier} trackingNo={order.tracking_no} /> : '—'}
        </Descriptions.Item>
        {/* The paper the goods are received against (GSP 入库验收): the note that travelled with them, the sheet. */}
        {(order.status === OrderStatus.SHIPPED || order.status === OrderStatus.COMPLETED) && (
          <Descriptions.Item label="收货单据">
            <span className="order-detail__papers">
              <a
                href={`/api/order/${order.id}/delivery_note`}
                target="_blank"
                rel="noreferrer"
                data-testid="delivery-note-link"
              >
                随货同行单（PDF）
              </a>
              <a href={`/api/order/${order.id}/receiving_export`} data-testid="receiving-export-link">
                入库验收单（Excel）
              </a>
            </span>
          </Descriptions.Item>
        )}
        <Descriptions.Item label="随货资料">
          {[order.want_documents ? '首营资料' : '', order.want_reports ? '药检报告' : ''].filter(Boolean).join('、') ||
            '—'}
        </Descriptions.Item>
        <Descriptions.Item label="发票">
          {order.invoice_request.type === 'none'
            ? '不开发票'
            : `${order.invoice_request.type_text}：${order.invoice_request.title}` +
              (order.invoice_request.tax_no ? `（纳税人识别号 ${order.invoice_request.tax_no}）` : '')}
          {order.invoice && (
            <>
              {' '}
              <Tag color={order.invoice.status === 'issued' ? 'success' : 'processing'}>
                {order.invoice.status_text}
              </Tag>
              {order.invoice.file_url && (
                <a href={order.invoice.file_url} download>
                  下载发票
                </a>
              )}
            </>
          )}
        </Descriptions.Item>
        <Descriptions.Item label="备注">{order.remarks || '—'}</Descriptions.Item>
      </Descriptions>
      <h3>商品清单</h3>
      <OrderDetailLines lines={order.lines} />
      <OrderMoneyLines order={order} className="order-amounts">
        {order.refunded_amount > 0 && (
          <div className="order-amounts__refund">已退款：{yuan(order.refunded_amount)}</div>
        )}
      </OrderMoneyLines>
      <h3>订单跟踪</h3>
      <Timeline
        className="order-timeline"
        reverse
        items={order.timeline.map((e, i) => ({
          key: i,
          content: (
            <>
              <span>{e.text}</span> <small>{formatTime(e.created_at)}</small>
            </>
          ),
        }))}
      />
      {order.after_sales.length > 0 && (
        <>
          <h3>退货/售后申请</h3>
          <AfterSalesRequests requests={order.after_sales} />
        </>
      )}
    </div>
  );
}
