import { Button, Result, Space, Spin } from 'antd';
import { Link } from 'react-router';
import type { PayInfo } from '@store/shared/api/checkout';
import { formatYuan } from '@store/shared/rules/money';
import type { PayState } from './pay-view.ts';
import { paths } from '../../routing/paths.ts';

/** An order opened on a pay page that can no longer be paid: already paid, cancelled or expired. */
export function PayStateResult({ info, state }: { info: PayInfo; state: Exclude<PayState, 'pending'> }) {
  const links = (
    <Space>
      <Link to={paths.order(info.id)}>
        <Button type="primary">查看订单</Button>
      </Link>
      <Link to={paths.home}>
        <Button>继续采购</Button>
      </Link>
    </Space>
  );
  if (state === 'paid') {
    return (
      <Result
        status="success"
        title="该订单已支付"
        subTitle={`订单号：${info.order_no}　金额：${formatYuan(info.payable_amount)}`}
        extra={links}
      />
    );
  }
  const why = state === 'cancelled' ? '该订单已取消' : '该订单已超过支付时间';
  return <Result status="warning" title={why} subTitle={`订单号：${info.order_no}。请重新下单。`} extra={links} />;
}

/** A pay page before its order has loaded: a spinner, or 订单不存在 when there is no such order of this buyer. */
export function PayOrderPending({ missing }: { missing: boolean }) {
  return (
    <div className="container checkout-page">
      {missing ? (
        <Result
          status="404"
          title="订单不存在"
          extra={
            <Link to={paths.home}>
              <Button type="primary">返回首页</Button>
            </Link>
          }
        />
      ) : (
        <Spin size="large">
          <div style={{ height: 300 }} />
        </Spin>
      )}
    </div>
  );
}
