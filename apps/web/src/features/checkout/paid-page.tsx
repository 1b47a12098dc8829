import { Button, Result, Space, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { formatYuan } from '@store/shared/rules/money';
import { OrderStatus } from '@store/shared/orders';
import { usePayInfo } from './use-checkout.ts';
import { paths } from '../../routing/paths.ts';
import './checkout.css';
import './checkout-phone.css';

/**
 * /cart/step4?id= (支付完成). An online payment returns here before or after the gateway's signed callback
 * lands, so an unpaid order is polled until it turns paid.
 */
export function PaidPage() {
  const [params] = useSearchParams();
  const orderId = Number(params.get('id')) || 0;
  const info = usePayInfo(orderId, { pollWhileUnpaid: true });
  const i = info.data;

  const links = (
    <Space>
      <Link to={paths.order(orderId)}>
        <Button type="primary">查看订单</Button>
      </Link>
      <Link to={paths.home}>
        <Button>继续采购</Button>
      </Link>
    </Space>
  );
  return (
    <div className="container checkout-page pay-panel" data-testid="paid-page">
      {!i ? (
        info.isError || orderId === 0 ? (
          <Result status="404" title="订单不存在" extra={links} />
        ) : (
          <Spin size="large">
            <div style={{ height: 300 }} />
          </Spin>
        )
      ) : i.status === OrderStatus.PENDING_PAYMENT ? (
        <Result
          status="info"
          title="正在确认支付结果…"
          subTitle={`订单号：${i.order_no}`}
          extra={
            <Link to={paths.payOrder(i.id)}>
              <Button>返回支付页</Button>
            </Link>
          }
        />
      ) : i.status === OrderStatus.CANCELLED ? (
        <Result status="warning" title="该订单已取消" subTitle={`订单号：${i.order_no}`} extra={links} />
      ) : (
        <Result
          status="success"
          title="支付成功"
          subTitle={
            <span data-testid="paid-summary">
              订单号：{i.order_no}　实付金额：<b className="transfer-amount">{formatYuan(i.payable_amount)}</b>
            </span>
          }
          extra={links}
        />
      )}
    </div>
  );
}
