import { Button, Space } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { OrderSummary } from '@store/shared/api/orders';
import { OrderStatus } from '@store/shared/orders';
import { useOrderAction } from '../../api/use-orders.ts';
import type { RebuyResult } from '@store/shared/api/orders';
import { paths } from '../../routing/paths.ts';
import { useFeedback } from '../../lib/feedback/feedback.tsx';
import { cancelRefundText } from './cancel-refund-text.ts';

/** What a buyer can do with an order in its current state (去支付, 取消订单, 确认收货, 再次购买, 申请退货/售后). */
export function OrderActions({ order, showDetail = true }: { order: OrderSummary; showDetail?: boolean }) {
  const { message, modal } = useFeedback();
  const action = useOrderAction();
  const navigate = useNavigate();

  const cancel = () =>
    modal.confirm({
      title: '取消订单',
      content: cancelRefundText(order),
      okText: '确定取消',
      cancelText: '再想想',
      onOk: () =>
        action.mutateAsync({ kind: 'cancel', id: order.id }).then(
          () => void message.success('订单已取消'),
          () => {},
        ),
    });
  const confirm = () =>
    modal.confirm({
      title: '确认收货',
      content: '请确认已收到全部商品。',
      onOk: () =>
        action.mutateAsync({ kind: 'confirm', id: order.id }).then(
          () => void message.success('已确认收货'),
          () => {},
        ),
    });
  const rebuy = () =>
    action.mutateAsync({ kind: 'rebuy', id: order.id }).then(
      (data) => {
        const result = data as RebuyResult;
        if (!result.failed.length) {
          void message.success('已加入购物车');
          return;
        }
        modal.confirm({
          title: `${result.added.length} 件商品已加入购物车，${result.failed.length} 件未能加入`,
          content: (
            <ul className="rebuy-failed">
              {result.failed.map((f) => (
                <li key={f.goods_id}>
                  {f.name}：{f.reason}
                </li>
              ))}
            </ul>
          ),
          okText: '去购物车',
          cancelText: '留在本页',
          onOk: () => navigate(paths.cart),
        });
      },
      () => {},
    );

  return (
    <Space orientation="vertical" size={4} className="order-actions">
      {order.status === OrderStatus.PENDING_PAYMENT && (
        <Link to={paths.payOrder(order.id)}>
          <Button type="primary" size="small">
            去支付
          </Button>
        </Link>
      )}
      {(order.status === OrderStatus.PENDING_PAYMENT || order.status === OrderStatus.PENDING_SHIPMENT) && (
        <Button size="small" onClick={cancel}>
          取消订单
        </Button>
      )}
      {order.status === OrderStatus.SHIPPED && (
        <Button type="primary" size="small" onClick={confirm}>
          确认收货
        </Button>
      )}
      {order.status >= 2 && (
        <Button size="small" onClick={rebuy} loading={action.isPending && action.variables?.kind === 'rebuy'}>
          再次购买
        </Button>
      )}
      {order.can_after_sales === 1 && (
        <>
          <Link to={paths.returnRequest(order.id)}>申请退货</Link>
          <Link to={paths.afterSalesRequest(order.id)}>申请售后</Link>
        </>
      )}
      {showDetail && <Link to={paths.order(order.id)}>订单详情</Link>}
    </Space>
  );
}
